import Testing
import Trellis
import TrellisSpec
import TrellisTestSupport

@Suite("The move action: a drag along a path, dropped or put back")
struct MoveActionTests {
  /// Three shelves under 20-point headers, books 100 × 100 three to a line in 320
  /// points: shelf 0 (four books) from y 0 to 230, shelf 1 (two) to 350, shelf 2
  /// (none) to 370.
  static func bookcase(_ actions: String) -> String {
    #"{"viewport": {"width": 320, "height": 480}, "#
      + #""layout": {"itemSize": [100, 100], "headerReferenceSize": [0, 20]}, "#
      + #""sections": [{"items": 4}, {"items": 2}, {"items": 0}], "actions": "# + actions + "}"
  }

  @Test("a full shelf refuses the book and the empty shelf takes it")
  func refusedThenAccepted() throws {
    let steps = try play(
      Self.bookcase(
        #"[{"move": {"item": [1, 0], "path": [[160, 70], [160, 360]], "maxItemsPerSection": 4}}]"#
      ))
    let step = try #require(steps.first)
    // Over book 0.1 on the full shelf 0: refused, the book stays at 1.0. Over the
    // header of shelf 2: the end of that shelf.
    #expect(step.targets == [IndexPath(item: 0, section: 1), IndexPath(item: 0, section: 2)])
    #expect(step.itemMap[1] == [IndexPath(item: 0, section: 2), IndexPath(item: 0, section: 1)])
    #expect(step.itemMap[0].enumerated().allSatisfy { $1 == IndexPath(item: $0, section: 0) })
    let book = step.visible.first { $0.id == .cell(IndexPath(item: 0, section: 2)) }
    #expect(book?.frame == Rect(x: 0, y: 370, width: 100, height: 100))
    // The book settles from under the finger (centered on 160, 360) into its place, and
    // book 1.1 slides to the front of its shelf.
    let moves = Dictionary(uniqueKeysWithValues: step.animations.map { ($0.element, $0) })
    let dropped = moves[.cell(IndexPath(item: 0, section: 2))]
    #expect(dropped?.from.frame == Rect(x: 110, y: 310, width: 100, height: 100))
    #expect(dropped?.to.frame == Rect(x: 0, y: 370, width: 100, height: 100))
    #expect(dropped?.change == .move)
    let slid = moves[.cell(IndexPath(item: 0, section: 1))]
    #expect(slid?.from.frame == Rect(x: 110, y: 250, width: 100, height: 100))
    #expect(slid?.to.frame == Rect(x: 0, y: 250, width: 100, height: 100))
    #expect(step.contentSize == Size(width: 320, height: 470))
  }

  @Test("a cancelled drag leaves every item where it was")
  func cancelled() throws {
    let steps = try play(
      Self.bookcase(
        #"[{"move": {"item": [0, 3], "path": [[160, 300]], "end": "cancel"}}, "#
          + #"{"move": {"item": [0, 3], "path": [[160, 300]]}}]"#))
    #expect(steps[0].targets == [IndexPath(item: 1, section: 1)])
    #expect(steps[0].itemMap[0][3] == IndexPath(item: 3, section: 0))
    let untouched = try play(Self.bookcase(#"[{"scroll": [0, 0]}]"#))
    #expect(steps[0].visible == untouched[0].visible)
    #expect(steps[0].contentSize == steps[0].contentSizeBefore)
    // Every element stays; book 0.3 flies back from under the finger.
    #expect(steps[0].animations.map(\.element) == untouched[0].visible.map(\.id))
    let back = steps[0].animations.first { $0.element == .cell(IndexPath(item: 3, section: 0)) }
    #expect(back?.from.center == Point(x: 160, y: 300))
    #expect(back?.to.frame == Rect(x: 0, y: 130, width: 100, height: 100))
    #expect(steps[0].animations.filter { $0.from != $0.to }.count == 1)
    // Dropped this time: shelf 0 keeps one line, shelf 1 holds E, D, F.
    #expect(steps[1].itemMap[0][3] == IndexPath(item: 1, section: 1))
    #expect(
      steps[1].itemMap[1] == [IndexPath(item: 0, section: 1), IndexPath(item: 2, section: 1)])
    #expect(steps[1].contentSize == Size(width: 320, height: 260))
  }

  @Test("the report lists the target after every point of the path")
  func report() throws {
    let spec = try Spec(json: Self.bookcase(#"[{"move": {"item": [0, 0], "path": [[260, 80]]}}]"#))
    let json = PlaybackReport(try Playback(spec)).json
    #expect(json.contains(#""action": "move",\#n      "targets": [[0, 2]],"#))
    #expect(json.contains(#""itemMap": {"0.0": "0.2", "0.1": "0.0", "0.2": "0.1", "0.3": "0.3""#))
  }

  @Test("with a slide curve, each point lists what slid to make room, and shows the rest")
  func slides() throws {
    let playback = try Playback(
      Spec(
        json: Self.bookcase(
          #"[{"move": {"item": [0, 0], "path": [[260, 80], [260, 82], [160, 360]], "#
            + #""slide": "linear"}}]"#)))
    let frames = playback.steps[0].dragFrames
    #expect(frames.count == 3)
    #expect(frames.allSatisfy { $0.curve == .linear })
    func slid(_ frame: AnimationPlan) -> [[Rect]] {
      frame.elements.filter { $0.from != $0.to }.map { [$0.from.frame, $0.to.frame] }
    }
    func rect(_ x: Double, _ y: Double, _ width: Double = 100, _ height: Double = 100) -> Rect {
      Rect(x: x, y: y, width: width, height: height)
    }
    // Over the third place: B and C slide one place back on their line.
    #expect(slid(frames[0]) == [[rect(110, 20), rect(0, 20)], [rect(220, 20), rect(110, 20)]])
    // Two points further: nothing moves.
    #expect(slid(frames[1]).isEmpty)
    // Over shelf 2: D closes shelf 0's line, which loses its second line; shelf 1 and
    // the headers below rise by that line, 110 points.
    #expect(
      slid(frames[2]) == [
        [rect(0, 130), rect(220, 20)], [rect(0, 250), rect(0, 140)],
        [rect(110, 250), rect(110, 140)], [rect(0, 230, 320, 20), rect(0, 120, 320, 20)],
        [rect(0, 350, 320, 20), rect(0, 240, 320, 20)],
      ])
    // Every element in view is in each frame, the book under the finger too, centered
    // on the point: six books and three headers.
    let lifted = frames[2].elements.first { $0.element == .cell(IndexPath(item: 0, section: 0)) }
    #expect(lifted?.from == lifted?.to)
    #expect(lifted?.to.center == Point(x: 160, y: 360))
    #expect(frames[2].elements.count == 9)
    let json = PlaybackReport(playback).json
    #expect(json.contains(#""targets": [[0, 2], [0, 2], [2, 0]],\#n      "slides": [\#n"#))
    #expect(json.contains("\n        [],\n"))
  }

  @Test("without a slide curve a drag lists no slides")
  func noSlides() throws {
    let playback = try Playback(
      Spec(json: Self.bookcase(#"[{"move": {"item": [0, 0], "path": [[260, 80]]}}]"#)))
    #expect(playback.steps[0].dragFrames.isEmpty)
    #expect(!PlaybackReport(playback).json.contains("slides"))
  }

  @Test(
    "a move that cannot run is named by its path",
    arguments: [
      (
        #"[{"move": {"item": [0, 7], "path": []}}]"#,
        "$.actions[0].move.item: item 7 of section 0 is out of range; the section has 4 items "
          + "before the update"
      ),
      (
        #"[{"move": {"item": [0, 1], "path": [], "end": "drop"}}]"#,
        #"$.actions[0].move.end: unknown value "drop"; expected one of "end", "cancel""#
      ),
      (
        #"[{"move": {"item": [0, 1], "path": [[1, "a"]]}}]"#,
        "$.actions[0].move.path[0][1]: expected a number, got a string"
      ),
      // Points beyond ±10^12, the offsets a layout accepts, used to be echoed as given.
      (
        #"[{"move": {"item": [0, 1], "path": [[10, 20], [1e308, 5]]}}]"#,
        "$.actions[0].move.path[1][0]: must be from -1000000000000 to 1000000000000, got 1e+308"
      ),
      (
        #"[{"move": {"item": [0, 1], "path": [[10, -1000000000001]]}}]"#,
        "$.actions[0].move.path[0][1]: must be from -1000000000000 to 1000000000000, "
          + "got -1000000000001"
      ),
      (
        #"[{"move": {"item": [0, 1], "path": [], "maxItemsPerSection": 0}}]"#,
        "$.actions[0].move.maxItemsPerSection: must be at least 1, got 0"
      ),
      (
        #"[{"move": {"item": [0, 1]}}]"#,
        #"$.actions[0].move: missing required field "path""#
      ),
      (
        #"[{"move": {"item": [0, 1], "path": [], "slide": "bouncy"}}]"#,
        #"$.actions[0].move.slide: unknown value "bouncy"; expected one of "linear", "easeIn", "easeOut", "easeInOut""#
      ),
      (
        #"[{"move": {"item": [0, 1], "path": [], "slide": {"spring": {"dampingRatio": 0, "response": 0.4}}}}]"#,
        "$.actions[0].move.slide.spring.dampingRatio: must be greater than zero, got 0"
      ),
    ])
  func errors(actions: String, message: String) {
    #expect(playError(Self.bookcase(actions)) == message)
  }

  @Test("a move in a week calendar is refused by name")
  func week() {
    #expect(
      playError(
        #"{"viewport": {"width": 320}, "layout": {"type": "week"}, "events": [], "#
          + #""actions": [{"move": {"item": [0, 1], "path": []}}]}"#)
        == #"$.actions[0].move: "move" is only for a ""# + typeList(that: .move)
        + #"" layout; this layout is "week""#
    )
  }

  @Test("in a waterfall the dragged tile carries its height and the others repack")
  func waterfall() throws {
    // Two columns of 155 points, 10 apart; heights 100, 50, 60, 80 go to column 0
    // (0-100), 1 (0-50), 1 (60-120) and 0 (110-190). The finger at (240, 90) is over
    // tile 2, so tile 0 goes there: 50, 60, 100, 80 go to column 0 (0-50), 1 (0-60),
    // 0 (60-160) and 1 (70-150).
    let steps = try play(
      #"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "waterfall", "#
        + #""columnCount": 2, "minimumColumnSpacing": 10, "minimumInteritemSpacing": 10}, "#
        + #""sections": [{"itemHeights": [100, 50, 60, 80]}], "#
        + #""actions": [{"move": {"item": [0, 0], "path": [[240, 90]]}}]}"#)
    let step = try #require(steps.first)
    #expect(step.targets == [IndexPath(item: 2, section: 0)])
    #expect(step.itemMap[0] == [2, 0, 1, 3].map { IndexPath(item: $0, section: 0) })
    let frames = step.visible.sorted { $0.id.indexPath.item < $1.id.indexPath.item }.map(\.frame)
    #expect(
      frames == [
        Rect(x: 0, y: 0, width: 155, height: 50), Rect(x: 165, y: 0, width: 155, height: 60),
        Rect(x: 0, y: 60, width: 155, height: 100), Rect(x: 165, y: 70, width: 155, height: 80),
      ])
  }

  @Test("in a waterfall a tile of heights cannot go to a section of sizes")
  func waterfallKinds() throws {
    // Section 0 (heights) fills y 0-100 in column 0; section 1 (sizes) starts at 100
    // and its tile, 155 wide at 1:1, takes y 100-255 in column 0.
    let steps = try play(
      #"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "waterfall", "#
        + #""columnCount": 2, "minimumColumnSpacing": 10}, "#
        + #""sections": [{"itemHeights": [100]}, {"itemSizes": [[100, 100]]}], "#
        + #""actions": [{"move": {"item": [0, 0], "path": [[70, 150]]}}]}"#)
    let step = try #require(steps.first)
    #expect(step.targets == [IndexPath(item: 0, section: 0)])
    #expect(step.itemMap == [[IndexPath(item: 0, section: 0)], [IndexPath(item: 0, section: 1)]])
    // The same place in a section of heights takes the tile.
    let heights = try play(
      #"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "waterfall", "#
        + #""columnCount": 2, "minimumColumnSpacing": 10}, "#
        + #""sections": [{"itemHeights": [100]}, {"itemHeights": [155]}], "#
        + #""actions": [{"move": {"item": [0, 0], "path": [[70, 150]]}}]}"#)
    #expect(heights.first?.targets == [IndexPath(item: 0, section: 1)])
    #expect(heights.first?.itemMap[0] == [IndexPath(item: 0, section: 1)])
  }

  @Test("in a carousel the dragged card takes the place of the card under the finger")
  func carousel() throws {
    // Cards of 100 × 100, 10 apart, item 0 centered in 320 points: card i at
    // x 110 + 110 i, y 50. The finger on card 1's center (270, 100) swaps the two.
    let steps = try play(
      #"{"viewport": {"width": 320, "height": 200}, "layout": {"type": "carousel", "#
        + #""itemSize": [100, 100], "itemSpacing": 10, "minimumScale": 1, "minimumAlpha": 1, "#
        + #""fanOffset": 0}, "sections": [{"items": 5}], "#
        + #""actions": [{"move": {"item": [0, 0], "path": [[270, 100]]}}]}"#)
    let step = try #require(steps.first)
    #expect(step.targets == [IndexPath(item: 1, section: 0)])
    #expect(step.itemMap[0] == [1, 0, 2, 3, 4].map { IndexPath(item: $0, section: 0) })
    let dropped = step.animations.first { $0.element == .cell(IndexPath(item: 1, section: 0)) }
    #expect(dropped?.to.frame == Rect(x: 220, y: 50, width: 100, height: 100))
    #expect(dropped?.change == .move)
  }
}
