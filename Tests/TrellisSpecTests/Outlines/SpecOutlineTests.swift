import Testing
import Trellis
import TrellisSpec

/// A flow of rows 200 x 30 with no spacing whose section 0 is the outline
///
/// ```
/// Documents          (collapsed)
///   Taxes
///   Letters          (expanded)
///     Anna
///     Ben
/// Music
/// ```
///
/// and whose section 1 has two plain items, running `actions`.
@Suite("Outlines in specs: trees of items, expand and collapse")
struct SpecOutlineTests {
  static func json(_ actions: String = "[]", items: String? = nil) -> String {
    let tree =
      items
      ?? #"[{"id": "Documents", "children": ["Taxes", {"id": "Letters", "expanded": true, "#
      + #""children": ["Anna", "Ben"]}]}, "Music"]"#
    return #"{"viewport": {"width": 200, "height": 400}, "#
      + #""layout": {"itemSize": [200, 30], "minimumLineSpacing": 0}, "#
      + #""sections": [{"items": "# + tree + #"}, {"items": 2}], "actions": "# + actions + "}"
  }

  static func row(_ row: Int) -> Rect { Rect(x: 0, y: Double(row) * 30, width: 200, height: 30) }

  @Test("a tree of items reads as an outline whose visible rows are the section's items")
  func reading() throws {
    let spec = try Spec(json: Self.json())
    let letters = SpecOutline.Item(
      id: "Letters", isExpanded: true, children: [.init(id: "Anna"), .init(id: "Ben")])
    #expect(
      spec.outlines == [
        SpecOutline(
          section: 0,
          items: [
            .init(id: "Documents", children: [.init(id: "Taxes"), letters]), .init(id: "Music"),
          ])
      ])
    #expect(spec.outlines[0].visibleCount == 2)
    #expect(spec.outlines[0].snapshot.visibleItems == ["Documents", "Music"])
    let layout = try spec.makeLayout()
    #expect(
      layout.allElements().map { $0.id } == [
        .cell(IndexPath(item: 0, section: 0)), .cell(IndexPath(item: 1, section: 0)),
        .cell(IndexPath(item: 0, section: 1)), .cell(IndexPath(item: 1, section: 1)),
      ])
  }

  @Test("an expand inserts the rows under the item, coming out from under it")
  func expand() throws {
    let steps = try Playback(
      Spec(json: Self.json(#"[{"expand": {"item": "Documents"}}]"#))
    ).steps
    let step = try #require(steps.first)
    #expect(
      step.itemMap == [
        [IndexPath(item: 0, section: 0), IndexPath(item: 5, section: 0)],
        [IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)],
      ])
    let inserted = step.animations.filter { $0.change == .insert }
    #expect(inserted.map { $0.element } == (1...4).map { .cell(IndexPath(item: $0, section: 0)) })
    for (row, animation) in zip(1...4, inserted) {
      #expect(animation.from.frame == Self.row(0))
      #expect(animation.from.zIndex == -1 && animation.from.alpha == 0)
      #expect(animation.to.frame == Self.row(row))
    }
    let music = try #require(
      step.animations.first { $0.element == .cell(IndexPath(item: 5, section: 0)) })
    #expect(music.from.frame == Self.row(1) && music.to.frame == Self.row(5))
  }

  @Test("a list's section is an outline too: rows of 44 come out from under their parent")
  func list() throws {
    let json =
      #"{"viewport": {"width": 320, "height": 400}, "layout": {"type": "list"}, "#
      + #""sections": [{"items": [{"id": "Documents", "children": ["Taxes", "Letters"]}, "#
      + #""Music"]}], "actions": [{"expand": {"item": "Documents"}}]}"#
    let spec = try Spec(json: json)
    #expect(spec.outlines.map(\.visibleCount) == [2])
    let step = try #require(try Playback(spec).steps.first)
    #expect(step.itemMap == [[IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0)]])
    let parent = try #require(step.visible.first { $0.id == .cell(IndexPath(item: 0, section: 0)) })
    let inserted = step.animations.filter { $0.change == .insert }
    #expect(inserted.map { $0.element } == [1, 2].map { .cell(IndexPath(item: $0, section: 0)) })
    for (row, animation) in zip(1...2, inserted) {
      // A plain list's rows are 44 tall, one under the other below the first.
      #expect(animation.from.frame == parent.frame)
      #expect(animation.to.frame == parent.frame.offsetBy(dx: 0, dy: 44 * Double(row)))
    }
  }

  @Test("a collapse deletes the visible descendants' rows, going back into the item")
  func collapse() throws {
    let steps = try Playback(
      Spec(
        json: Self.json(
          #"[{"expand": {"item": "Documents"}}, {"collapse": {"section": 0, "item": "Letters"}}, "#
            + #"{"collapse": {"item": "Documents"}}]"#))
    ).steps
    #expect(steps.count == 3)
    #expect(
      steps[1].itemMap[0] == [
        IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0),
        IndexPath(item: 2, section: 0), nil, nil, IndexPath(item: 3, section: 0),
      ])
    let deleted = steps[1].animations.filter { $0.change == .delete }
    #expect(deleted.map { $0.element } == [3, 4].map { .cell(IndexPath(item: $0, section: 0)) })
    for animation in deleted {
      #expect(animation.to.frame == Self.row(2))
      #expect(animation.to.zIndex == -1 && animation.to.alpha == 0)
    }
    #expect(
      steps[2].itemMap[0] == [
        IndexPath(item: 0, section: 0), nil, nil, IndexPath(item: 1, section: 0),
      ])
  }

  @Test(
    "a bad tree or outline action is an error at its path, and nothing runs",
    arguments: [
      (
        json(items: #"["A", {"id": "B", "children": ["A"]}]"#),
        #"$.sections[0].items[1].children[0]: the item identifier "A" is used more than once "#
          + "in the outline"
      ),
      (
        json(items: #"[{"id": 3}]"#),
        "$.sections[0].items[0].id: expected a string, got a number"
      ),
      (
        json(items: #"[{"id": "A", "open": true}]"#),
        #"$.sections[0].items[0].open: unknown field; expected one of "id", "children", "expanded""#
      ),
      (
        json(#"[{"expand": {"item": "Movies"}}]"#),
        #"$.actions[0].expand.item: the outline has no item "Movies""#
      ),
      (
        json(#"[{"collapse": {"section": 1, "item": "Music"}}]"#),
        "$.actions[0].collapse.section: the items of section 1 are not a tree; give them as an "
          + #"array of items with "children""#
      ),
      (
        json(
          #"[{"update": {"sections": [{"items": 3}, {"items": 2}], "insertItems": [[0, 2]]}}, "#
            + #"{"expand": {"item": "Documents"}}]"#),
        "$.actions[1].expand.section: the items of section 0 are not a tree; give them as an "
          + #"array of items with "children""#
      ),
    ])
  func errors(json: String, message: String) {
    #expect(playError(json) == message)
  }

  /// A chain of `count` items, each the only child of the one before, above a leaf.
  static func chain(_ count: Int) -> String {
    var tree = #""leaf""#
    for level in (0..<count).reversed() { tree = #"{"id": "\#(level)", "children": [\#(tree)]}"# }
    return "[" + tree + "]"
  }

  @Test("an item more than 64 levels below a root item is refused at that item")
  func depth() {
    // The leaf under 64 items is 64 levels below the root item.
    #expect(playError(Self.json(items: Self.chain(64))) == nil)
    let path = "$.sections[0].items[0]" + String(repeating: ".children[0]", count: 65)
    #expect(
      playError(Self.json(items: Self.chain(65)))
        == path + ": the item is more than 64 levels deep, the deepest an outline may go")
  }

  @Test("a tree of items takes the layout's item size, never itemSizes")
  func noItemSizes() {
    let json = #"{"sections": [{"items": ["A"], "itemSizes": [[10, 10]]}]}"#
    #expect(
      playError(json)
        == #"$.sections[0].itemSizes: "items" and "itemSizes" cannot be given together; give only one"#
    )
  }

  @Test("each row reports its level: trellis layout before the actions, each step after")
  func levels() throws {
    let spec = try Spec(
      json: Self.json(#"[{"expand": {"item": "Documents"}}, {"scroll": [0, 0]}]"#))
    // Documents and Music are root items; section 1 is not an outline.
    let start = [IndexPath(item: 0, section: 0): 0, IndexPath(item: 1, section: 0): 0]
    #expect(spec.rowLevels == start)
    let report = try LayoutReport(spec: spec)
    #expect(report.levels == start)
    #expect(
      report.json.contains(
        #"{"category": "cell", "kind": null, "section": 0, "item": 1, "frame": [0, 30, 200, 30], "#
          + #""zIndex": 0, "alpha": 1, "hidden": false, "level": 0}"#))
    #expect(
      report.json.contains(
        #""section": 1, "item": 0, "frame": [0, 60, 200, 30], "zIndex": 0, "alpha": 1, "hidden": false}"#
      ))
    // After the expand: Documents 0, Taxes 1, Letters 1, Anna 2, Ben 2, Music 0; the
    // scroll after it reports the same.
    let expanded = Dictionary(
      uniqueKeysWithValues: zip(0..., [0, 1, 1, 2, 2, 0]).map {
        (IndexPath(item: $0, section: 0), $1)
      })
    let playback = try Playback(spec)
    #expect(playback.steps.map { $0.levels } == [expanded, expanded])
    let json = PlaybackReport(playback).json
    #expect(
      json.contains(
        #""item": 3, "frame": [0, 90, 200, 30], "zIndex": 0, "alpha": 1, "hidden": false, "level": 2}"#
      ))
    #expect(
      json.contains(
        #""section": 1, "item": 1, "frame": [0, 210, 200, 30], "zIndex": 0, "alpha": 1, "hidden": false}"#
      ))
  }

  @Test("an update that changes an outline's number of rows leaves its rows without levels")
  func levelsAfterUpdate() throws {
    let spec = try Spec(
      json: Self.json(
        #"[{"update": {"sections": [{"items": 1}, {"items": 2}], "deleteItems": [[0, 1]]}}]"#))
    let step = try #require(try Playback(spec).steps.first)
    #expect(step.levels.isEmpty)
  }
}
