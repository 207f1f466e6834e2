import Testing
import Trellis
import TrellisSpec
import TrellisTestSupport

@Suite("The transition action: another layout, released at a progress")
struct TransitionActionTests {
  /// Thirty 100 × 100 items three to a line in 320 × 480, then rows 320 × 50.
  static let gridToList =
    #"{"viewport": {"width": 320, "height": 480}, "layout": {"itemSize": [100, 100]}, "#
    + #""sections": [{"items": 30}], "actions": ["#
    + #"{"transition": {"layout": {"itemSize": [320, 50]}}}, "#
    + #"{"transition": {"layout": {"itemSize": [100, 100]}, "progress": 0.5, "end": "cancel"}}]}"#

  @Test("grid to list: the item nearest the center keeps its place on screen")
  func finished() throws {
    let step = try #require(try play(Self.gridToList).first)
    // Item 7 is nearest the center; at y 220 in the grid and 420 in the list, so the
    // list scrolls to 200 and the item stays 220 points from the top.
    #expect(step.contentOffsetBefore == .zero)
    #expect(step.contentOffset == Point(x: 0, y: 200))
    let item = step.animations.first { $0.element == .cell(IndexPath(item: 7, section: 0)) }
    #expect(item?.from.frame == Rect(x: 110, y: 220, width: 100, height: 100))
    #expect(item?.to.frame == Rect(x: 0, y: 420, width: 320, height: 50))
    // Grid items 0 to 14 were on screen, rows 3 to 11 are: 15 elements.
    #expect(step.animations.count == 15)
    #expect(step.visible.count == 9)
    #expect(step.curve == .linear)
  }

  @Test("released halfway and cancelled, the list comes back as it was")
  func cancelled() throws {
    let steps = try play(Self.gridToList)
    let step = steps[1]
    // Halfway between the list (offset 200) and the grid (offset 0) everything is
    // halfway, the item at 220 on screen throughout; the cancel goes back to the list.
    #expect(step.contentOffsetBefore == Point(x: 0, y: 100))
    #expect(step.contentOffset == Point(x: 0, y: 200))
    let item = step.animations.first { $0.element == .cell(IndexPath(item: 7, section: 0)) }
    #expect(item?.from.frame == Rect(x: 55, y: 320, width: 210, height: 75))
    #expect(item?.to.frame == Rect(x: 0, y: 420, width: 320, height: 50))
    #expect(step.visible == steps[0].visible)
  }

  @Test(
    "a transition that cannot run is named by its path",
    arguments: [
      (
        #"{"transition": {"layout": {"type": "week"}}}"#,
        #"$.actions[0].transition.layout.type: unknown value "week"; expected one of "#
          + quotedTypeNames(that: .transition)
      ),
      (
        #"{"transition": {"layout": {}, "progress": 2}}"#,
        "$.actions[0].transition.progress: must be between 0 and 1, got 2"
      ),
      (
        #"{"transition": {"layout": {}, "end": "stop"}}"#,
        #"$.actions[0].transition.end: unknown value "stop"; expected one of "finish", "cancel""#
      ),
      (#"{"transition": {}}"#, #"$.actions[0].transition: missing required field "layout""#),
    ])
  func errors(action: String, message: String) {
    #expect(
      playError(
        #"{"viewport": {"width": 320}, "sections": [{"items": 4}], "actions": ["# + action + "]}")
        == message)
  }
}
