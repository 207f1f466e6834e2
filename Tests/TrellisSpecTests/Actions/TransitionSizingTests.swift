import Testing
import Trellis
import TrellisSpec
import TrellisTestSupport

@Suite("Transitions between layouts of one type whose items are sized otherwise")
struct TransitionSizingTests {
  /// Three items in a 300 × 400 viewport, one per line 10 apart.
  static func flow(_ layout: String, to target: String, then actions: String = "") -> String {
    #"{"viewport": {"width": 300, "height": 400}, "layout": {"#
      + layout + #", "minimumLineSpacing": 10}, "sections": [{"items": 3}], "actions": ["#
      + #"{"transition": {"layout": {"# + target + #", "minimumLineSpacing": 10}}}"#
      + actions + "]}"
  }

  @Test("from estimated items to fixed ones: the new layout's item size")
  func fromEstimated() throws {
    let step = try #require(
      try play(
        Self.flow(
          #""itemSize": [300, 50], "estimatedItemSize": [300, 50]"#, to: #""itemSize": [50, 50]"#
        )
      ).first)
    // The frames of the new layout with the spec's data: three 50 × 50 items on a line.
    let plain = try Spec(
      json: #"{"viewport": {"width": 300, "height": 400}, "layout": {"itemSize": [50, 50], "#
        + #""minimumLineSpacing": 10}, "sections": [{"items": 3}]}"#)
    let frames = try plain.makeLayout().elements(in: plain.viewport.bounds).map(\.frame)
    #expect(
      frames.map(\.size) == [
        Size(width: 50, height: 50), Size(width: 50, height: 50), Size(width: 50, height: 50),
      ])
    #expect(step.visible.map(\.frame) == frames)
    #expect(step.animations.map(\.to.frame) == frames)
  }

  @Test("from fixed items to estimated ones: the new estimate")
  func toEstimated() throws {
    let step = try #require(
      try play(
        Self.flow(
          #""itemSize": [50, 50]"#, to: #""itemSize": [50, 50], "estimatedItemSize": [300, 80]"#)
      ).first)
    #expect(
      step.visible.map(\.frame) == [
        Rect(x: 0, y: 0, width: 300, height: 80), Rect(x: 0, y: 90, width: 300, height: 80),
        Rect(x: 0, y: 180, width: 300, height: 80),
      ])
  }

  @Test("measure follows the layout the transition ends in")
  func measureAfterTransition() throws {
    let measure = #", {"measure": {"sizes": {"0.0": [300, 20]}}}"#
    let steps = try play(
      Self.flow(
        #""itemSize": [50, 50]"#, to: #""estimatedItemSize": [300, 80]"#, then: measure))
    // Measured at 20 tall, item 0 pulls the two after it up by 60.
    #expect(
      steps[1].visible.map(\.frame) == [
        Rect(x: 0, y: 0, width: 300, height: 20), Rect(x: 0, y: 30, width: 300, height: 80),
        Rect(x: 0, y: 120, width: 300, height: 80),
      ])
    #expect(
      playError(
        Self.flow(
          #""itemSize": [300, 50], "estimatedItemSize": [300, 50]"#,
          to: #""itemSize": [50, 50]"#, then: measure))
        == #"$.actions[1].measure: only self-sizing items are measured; give the layout an "estimatedItemSize", or a compositional item an "estimated" length along the scroll direction"#
    )
  }

  @Test("a cancelled transition to estimated items comes back to fixed ones and refuses measure")
  func cancelled() {
    let json =
      #"{"viewport": {"width": 300, "height": 400}, "layout": {"itemSize": [50, 50]}, "#
      + #""sections": [{"items": 1}], "actions": [{"transition": {"layout": "#
      + #"{"estimatedItemSize": [300, 80]}, "progress": 0.5, "end": "cancel"}}, "#
      + #"{"measure": {"sizes": {"0.0": [300, 20]}}}]}"#
    #expect(playError(json)?.hasPrefix("$.actions[1].measure: only self-sizing") == true)
  }

  @Test("an error in the new layout names its field within the transition")
  func errorPath() {
    let json =
      #"{"viewport": {"width": 300, "height": 400}, "layout": {"type": "compositional", "#
      + #""section": {"group": {"axis": "horizontal", "size": {"width": {"fractionalWidth": 1}, "#
      + #""height": {"absolute": 50}}, "subitems": [{"size": {"width": {"fractionalWidth": 1}, "#
      + #""height": {"fractionalHeight": 1}}}]}}}, "sections": [{"items": 3}], "actions": ["#
      + #"{"transition": {"layout": {"section": {"group": {"axis": "horizontal", "size": "#
      + #"{"width": {"fractionalWidth": 1}, "height": {"absolute": 50}}, "subitems": [{"size": "#
      + #"{"width": {"fractionalWidth": 0.000001}, "height": {"fractionalHeight": 1}}}]}}}}}]}"#
    #expect(
      playError(json)
        == "$.actions[0].transition.layout.section.group.subitems: group.subitems of section 0 "
        + "is 1000000; it must be at most 100000")
  }
}
