import Testing
import Trellis
import TrellisSpec

/// The steps of a spec's actions.
func play(_ json: String) throws -> [PlaybackStep] {
  try Playback(try Spec(json: json)).steps
}

/// The error that reading or playing a spec gives, or `nil` if it plays.
func playError(_ json: String) -> String? {
  do {
    _ = try Playback(try Spec(json: json))
    return nil
  } catch {
    return error.description
  }
}

/// An animated element in a few words: its index path, its change, and its origin and
/// alpha before and after, as `0.1 none 0,0 1 -> 70,0 1`.
func motion(_ animation: ElementAnimation) -> String {
  func state(_ attributes: LayoutAttributes) -> String {
    "\(Int(attributes.frame.minX)),\(Int(attributes.frame.minY)) \(Int(attributes.alpha))"
  }
  return "\(animation.element.indexPath) \(animation.change) \(state(animation.from)) -> "
    + state(animation.to)
}

/// The frame of a 50-point item at `x`, `y`.
func square(_ x: Double, _ y: Double) -> Rect { Rect(x: x, y: y, width: 50, height: 50) }

/// The index path of item `item` in section `section`.
func indexPath(_ section: Int, _ item: Int) -> IndexPath? {
  IndexPath(item: item, section: section)
}

@Suite("Playing a spec's actions on a collection view")
struct PlaybackTests {
  /// A flow of 50-point items two to a line, at x 0 and 70, lines 60 points apart.
  private let narrow = #"{"viewport": {"width": 120}, "sections": [{"items": 3}], "actions": "#

  @Test("an insert at the front fades the new item in and moves every other one on")
  func insertAtFront() throws {
    let steps = try play(
      narrow + #"[{"update": {"sections": [{"items": 4}], "insertItems": [[0, 0]]}}]}"#)
    let step = try #require(steps.first)
    #expect(steps.count == 1)
    #expect(step.action.name == "update")
    #expect(step.itemMap == [[indexPath(0, 1), indexPath(0, 2), indexPath(0, 3)]])
    #expect(step.sectionMap == [0])
    #expect(step.contentOffsetBefore == .zero && step.contentOffset == .zero)
    #expect(step.contentSizeBefore == Size(width: 120, height: 110))
    #expect(step.contentSize == Size(width: 120, height: 110))
    #expect(
      step.visible.map(\.frame) == [square(0, 0), square(70, 0), square(0, 60), square(70, 60)])
    #expect(
      step.animations.map(motion) == [
        "0.0 insert 0,0 0 -> 0,0 1", "0.1 none 0,0 1 -> 70,0 1", "0.2 none 70,0 1 -> 0,60 1",
        "0.3 none 0,60 1 -> 70,60 1",
      ])
  }

  @Test("a delete fades the item out where it was and pulls the next one back")
  func delete() throws {
    let step = try #require(
      try play(narrow + #"[{"update": {"sections": [{"items": 2}], "deleteItems": [[0, 1]]}}]}"#)
        .first)
    #expect(step.itemMap == [[indexPath(0, 0), nil, indexPath(0, 1)]])
    #expect(step.contentSize == Size(width: 120, height: 50))
    // Elements after the update in layout order, then the one that left, named by its
    // index path before the update.
    #expect(
      step.animations.map(motion) == [
        "0.0 none 0,0 1 -> 0,0 1", "0.1 none 0,60 1 -> 70,0 1", "0.1 delete 70,0 1 -> 70,0 0",
      ])
    #expect(step.visible.map(\.frame) == [square(0, 0), square(70, 0)])
  }

  @Test("a section move carries its items; the other section takes its place")
  func moveSection() throws {
    // Section 0 has one item on line 0; section 1 two items on the line at 50.
    let json = #"""
      {"viewport": {"width": 120}, "sections": [{"items": 1}, {"items": 2}],
       "actions": [{"update": {"sections": [{"items": 2}, {"items": 1}],
                               "moveSections": [[0, 1]]}}]}
      """#
    let step = try #require(try play(json).first)
    #expect(step.sectionMap == [1, 0])
    #expect(step.itemMap == [[indexPath(1, 0)], [indexPath(0, 0), indexPath(0, 1)]])
    let frames = step.animations.map {
      [$0.element.indexPath.description, "\($0.from.frame.minY)"]
    }
    #expect(frames == [["0.0", "50.0"], ["0.1", "50.0"], ["1.0", "0.0"]])
    #expect(step.animations.map(\.to.frame) == [square(0, 0), square(70, 0), square(0, 50)])
  }

  @Test("a scroll keeps every item, moves the offset and animates nothing")
  func scroll() throws {
    // Ten items on five lines at 0, 60, ..., 240; the bounds 70..<170 meet lines 1 and 2.
    let step = try #require(
      try play(
        #"""
        {"viewport": {"width": 120, "height": 100}, "sections": [{"items": 10}],
         "actions": [{"scroll": [0, 70]}]}
        """#
      ).first)
    #expect(step.action == .scroll(Point(x: 0, y: 70)))
    #expect(step.itemMap == [(0..<10).map { indexPath(0, $0) }])
    #expect(step.sectionMap == [0])
    #expect(step.contentOffsetBefore == .zero)
    #expect(step.contentOffset == Point(x: 0, y: 70))
    #expect(step.visible.map(\.indexPath.item) == [2, 3, 4, 5])
    #expect(step.animations.isEmpty)
  }

  @Test("UIKit keeps the offset; the anchor keeps the first visible item in place")
  func anchor() throws {
    // At offset 120 the first visible item is 4, on the line at 120. Inserting a line
    // above moves it to 180, and the anchored offset with it.
    func run(_ animation: String) throws -> PlaybackStep? {
      try play(
        #"""
        {"viewport": {"width": 120, "height": 100, "contentOffset": [0, 120]},
         "sections": [{"items": 20}],
         "actions": [{"update": {"sections": [{"items": 22}], "insertItems": [[0, 0], [0, 1]]
        """# + animation + "}}]}"
      ).first
    }
    let kept = try #require(try run(""))
    #expect(kept.contentOffsetBefore == Point(x: 0, y: 120))
    #expect(kept.contentOffset == Point(x: 0, y: 120))
    #expect(kept.visible.map(\.indexPath.item) == [4, 5, 6, 7])
    let anchored = try #require(try run(#", "animation": {"anchor": "firstVisibleItem"}"#))
    #expect(anchored.contentOffset == Point(x: 0, y: 180))
    #expect(anchored.visible.map(\.indexPath.item) == [6, 7, 8, 9])
    let none = try #require(try run(#", "animation": {"anchor": "none"}"#))
    #expect(none.contentOffset == Point(x: 0, y: 120))
  }

  @Test("each action runs on the state the one before left")
  func sequence() throws {
    let steps = try play(
      narrow
        + #"""
        [{"update": {"sections": [{"items": 4}], "insertItems": [[0, 3]]}},
         {"scroll": [0, 10]},
         {"update": {"sections": [{"items": 3}], "deleteItems": [[0, 0]]}}]}
        """#)
    #expect(steps.map(\.action.name) == ["update", "scroll", "update"])
    #expect(steps[1].itemMap == [(0..<4).map { indexPath(0, $0) }])
    #expect(steps[2].itemMap == [[nil, indexPath(0, 0), indexPath(0, 1), indexPath(0, 2)]])
    #expect(steps[2].contentOffsetBefore == Point(x: 0, y: 10))
    // The content is 110 tall in a 667-point view: the offset is clamped back to 0.
    #expect(steps[2].contentOffset == .zero)
  }

  @Test("the first actions can run alone")
  func prefix() throws {
    let spec = try Spec(
      json: narrow
        + #"[{"scroll": [0, 5]}, {"update": {"sections": [{"items": 9}]}}, {"scroll": [0, 1]}]}"#)
    #expect(try Playback(spec, actionCount: 1).steps.map(\.contentOffset) == [Point(x: 0, y: 5)])
    #expect(try Playback(spec, actionCount: 0).steps.isEmpty)
    #expect(throws: SpecError.self) { try Playback(spec, actionCount: 2) }
  }

  @Test("a week calendar's update inserts an event into section 0")
  func week() throws {
    // Day columns start at x 40 and are 100 wide; 8:00 is at y 20, an hour 50 tall.
    let json = #"""
      {"viewport": {"width": 400, "height": 600},
       "layout": {"type": "week", "days": 2, "startHour": 8, "endHour": 12, "hourHeight": 50,
                  "dayWidth": 100, "dayHeaderHeight": 20, "hourHeaderWidth": 40},
       "events": [{"day": 0, "start": 9, "end": 10}],
       "actions": [{"update": {"events": [{"day": 0, "start": 9, "end": 10},
                                          {"day": 1, "start": 8, "end": 9}],
                               "insertItems": [[0, 1]]}}]}
      """#
    let step = try #require(try play(json).first)
    #expect(step.itemMap == [[indexPath(0, 0)]])
    let cells = step.animations.filter { $0.element.category == .cell }
    #expect(
      cells.map(motion) == ["0.0 none 40,70 1 -> 40,70 1", "0.1 insert 140,20 0 -> 140,20 1"])
    #expect(step.animations.contains { $0.element.kind?.name == "dayHeader" })
  }
}
