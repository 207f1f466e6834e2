import Testing
import Trellis
import TrellisSpec

@Suite("Playing self-sizing items: estimates, measure and scrollTo")
struct SelfSizingPlaybackTests {
  /// Twenty items estimated 300 × 100, one per line and nothing between lines, in a
  /// 300 × 500 viewport: item *i* starts at 100 *i*.
  private let list = #"""
    {"layout": {"type": "flow", "estimatedItemSize": [300, 100], "minimumLineSpacing": 0},
     "viewport": {"width": 300, "height": 500}, "sections": [{"items": 20}], "actions": 
    """#

  @Test("the layout starts at the estimates")
  func estimates() throws {
    let spec = try Spec(json: list + "[]}")
    guard let flow = spec.layout.as(FlowSpec.self) else {
      Issue.record("not a flow layout")
      return
    }
    #expect(flow.estimatedItemSize == Size(width: 300, height: 100))
    #expect(try spec.makeLayout().contentSize == Size(width: 300, height: 2_000))
  }

  @Test("measured sizes above the anchor move the offset, and the anchor stays on screen")
  func measureAboveTheAnchor() throws {
    let steps = try play(
      list + #"""
        [{"scrollTo": {"item": [0, 10], "position": "top"}},
         {"measure": {"sizes": {"0.10": [300, 60], "0.11": [300, 60]}, "anchor": "lastVisibleItem"}},
         {"scroll": [0, 860]}]}
        """#)
    // Items 10...14 fill the bounds at 1 000; the last, 14, keeps its bottom edge at the
    // bottom of the bounds while 10 and 11 shrink by 40 each above it.
    #expect(steps[0].contentOffset == Point(x: 0, y: 1_000))
    #expect(steps[1].contentOffset == Point(x: 0, y: 920))
    #expect(steps[1].contentSize == Size(width: 300, height: 1_920))
    #expect(
      steps[1].anchor
        == PlaybackStep.Anchor(
          item: IndexPath(item: 14, section: 0),
          frameBefore: Rect(x: 0, y: 400, width: 300, height: 100),
          frame: Rect(x: 0, y: 400, width: 300, height: 100)))
    // Item 9 comes into view, but the host has no size for it: it keeps its estimate.
    #expect(steps[2].contentOffset == Point(x: 0, y: 860))
    #expect(steps[2].visible.first?.frame == Rect(x: 0, y: 800, width: 300, height: 100))
    #expect(steps[2].anchor?.frame == steps[2].anchor?.frameBefore)
  }

  @Test(
    "bad measure and scrollTo actions are named by their path",
    arguments: [
      (
        #"[{"measure": {"sizes": {"0.x": [1, 1]}}}]}"#,
        #"$.actions[0].measure.sizes["0.x"]: expected an item named "section.item", got "0.x""#
      ),
      (
        #"[{"measure": {"sizes": {"-0.1": [1, 1]}}}]}"#,
        #"$.actions[0].measure.sizes["-0.1"]: expected an item named "section.item", got "-0.1""#
      ),
      (
        #"[{"measure": {"sizes": {"+0.+1": [1, 1]}}}]}"#,
        #"$.actions[0].measure.sizes["+0.+1"]: expected an item named "section.item", got "+0.+1""#
      ),
      (
        #"[{"measure": {"sizes": {"0.01": [1, 1]}}}]}"#,
        #"$.actions[0].measure.sizes["0.01"]: expected an item named "section.item", got "0.01""#
      ),
      (
        #"[{"measure": {"sizes": {"0.3": [1, 1], "0.20": [1, 1]}}}]}"#,
        #"$.actions[0].measure.sizes["0.20"]: there is no item 20 in section 0"#
      ),
      (
        #"[{"measure": {"sizes": {"1.0": [1, 1]}}}]}"#,
        #"$.actions[0].measure.sizes["1.0"]: there is no item 0 in section 1"#
      ),
      (
        #"[{"scrollTo": {"item": [0, 20]}}]}"#,
        "$.actions[0].scrollTo.item: there is no item 20 in section 0"
      ),
      (
        #"[{"measure": {"sizes": {"0.1": [300, -1]}}}]}"#,
        #"$.actions[0].measure.sizes["0.1"][1]: height must not be negative, got -1"#
      ),
    ])
  func errors(actions: String, message: String) {
    #expect(playError(list + actions) == message)
  }

  @Test("measure needs items that size themselves")
  func notSelfSizing() {
    #expect(
      playError(#"{"sections": [{"items": 2}], "actions": [{"measure": {"sizes": {}}}]}"#)
        == #"$.actions[0].measure: only self-sizing items are measured; give the layout an "estimatedItemSize", or a compositional item an "estimated" length along the scroll direction"#
    )
  }
}

extension SelfSizingPlaybackTests {
  @Test("a drag finds its target among the measured frames and carries the item's size")
  func move() throws {
    let steps = try play(
      list + #"""
        [{"measure": {"sizes": {"0.0": [300, 50], "0.1": [300, 60], "0.2": [300, 70]}}},
         {"move": {"item": [0, 0], "path": [[150, 145]]}}]}
        """#)
    // Measured, item 2 spans 110..<180: the finger at 145 is over it.
    #expect(steps[1].targets == [IndexPath(item: 2, section: 0)])
    #expect(
      steps[1].visible.prefix(3).map(\.frame) == [
        Rect(x: 0, y: 0, width: 300, height: 60), Rect(x: 0, y: 60, width: 300, height: 70),
        Rect(x: 0, y: 130, width: 300, height: 50),
      ])
  }
}
