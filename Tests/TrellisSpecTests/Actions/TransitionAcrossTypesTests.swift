import Testing
import Trellis
import TrellisSpec

@Suite("The transition action: to a layout of another type")
struct TransitionAcrossTypesTests {
  /// Twelve 100 × 100 items three to a line in 320 × 480 (rows at y 0, 110, 220 and
  /// 330), then a carousel of the same cards 10 points apart, without scaling or fan.
  static func gridToRow(_ end: String = "finish", progress: Double = 0) -> String {
    #"{"viewport": {"width": 320, "height": 480}, "layout": {"itemSize": [100, 100]}, "#
      + #""sections": [{"items": 12}], "actions": [{"transition": {"layout": "#
      + #"{"type": "carousel", "itemSize": [100, 100], "itemSpacing": 10, "minimumScale": 1, "#
      + #""minimumAlpha": 1, "fanOffset": 0}, "progress": \#(progress), "end": "\#(end)"}}]}"#
  }

  @Test("grid to carousel: item 7, nearest the center, stays at x 110 on screen")
  func finished() throws {
    let step = try #require(try play(Self.gridToRow()).first)
    // The carousel centers item 0 in 320 points: item i at x (320 - 100) / 2 + 110 i,
    // y (480 - 100) / 2 = 190. Item 7 (center (160, 270), 30 from the center of the
    // screen) is at 880, so the row scrolls to 880 - 110 = 770; it cannot scroll down.
    #expect(step.contentOffset == Point(x: 770, y: 0))
    #expect(step.contentSize == Size(width: 110 + 12 * 100 + 11 * 10 + 110, height: 480))
    let item = step.animations.first { $0.element == .cell(IndexPath(item: 7, section: 0)) }
    #expect(item?.from.frame == Rect(x: 110, y: 220, width: 100, height: 100))
    #expect(item?.to.frame == Rect(x: 880, y: 190, width: 100, height: 100))
    // All twelve grid items were on screen; items 6, 7 and 8 are.
    #expect(step.animations.count == 12)
    #expect(
      step.visible.map(\.frame)
        == [770.0, 880, 990].map {
          Rect(x: $0, y: 190, width: 100, height: 100)
        })
  }

  @Test("released at 0.25 and cancelled, the grid comes back from a quarter of the way")
  func cancelled() throws {
    let step = try #require(try play(Self.gridToRow("cancel", progress: 0.25)).first)
    // A quarter of the way the offset is 770 / 4 and item 7 on screen is still at 110:
    // x 110 + (880 - 110) / 4 = 302.5 in content, y 220 - 30 / 4 = 212.5.
    #expect(step.contentOffsetBefore == Point(x: 192.5, y: 0))
    #expect(step.contentOffset == .zero)
    let item = step.animations.first { $0.element == .cell(IndexPath(item: 7, section: 0)) }
    #expect(item?.from.frame == Rect(x: 302.5, y: 212.5, width: 100, height: 100))
    #expect(item?.to.frame == Rect(x: 110, y: 220, width: 100, height: 100))
    #expect(step.contentSize == Size(width: 320, height: 430))
  }

  @Test("a carousel's cover flow has turned, projected cards at the end of the switch")
  func coverFlow() throws {
    let json =
      #"{"viewport": {"width": 390, "height": 300}, "layout": {"itemSize": [120, 120]}, "#
      + #""sections": [{"items": 12}], "actions": [{"transition": {"layout": "#
      + #"{"type": "carousel", "style": "coverFlow", "itemSize": [160, 200]}}}]}"#
    let step = try #require(try play(json).first)
    let turned = step.visible.filter { $0.transform3D != .identity }
    #expect(!turned.isEmpty)
    // Every card on screen at the end is reached, turned as it ends.
    for end in step.visible {
      let animation = try #require(step.animations.first { $0.element == end.id })
      #expect(animation.to.transform3D == end.transform3D)
    }
  }

  @Test("an action after a finished transition to another type is refused by its path")
  func actionAfter() {
    let json =
      #"{"viewport": {"width": 320}, "sections": [{"items": 4}], "actions": ["#
      + #"{"transition": {"layout": {"type": "waterfall"}}}, {"scroll": [0, 10]}]}"#
    #expect(
      playError(json)
        == #"$.actions[1]: no action can follow a finished transition to a "waterfall" layout, another type than the spec's"#
    )
    // A cancelled one changes nothing, so the script goes on.
    let cancelled =
      #"{"viewport": {"width": 320}, "sections": [{"items": 4}], "actions": ["#
      + #"{"transition": {"layout": {"type": "waterfall"}, "end": "cancel"}}, {"scroll": [0, 10]}]}"#
    #expect(playError(cancelled) == nil)
  }
}
