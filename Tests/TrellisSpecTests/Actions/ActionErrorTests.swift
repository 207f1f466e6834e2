import Testing
import Trellis
import TrellisSpec

@Suite("Errors in a spec's actions")
struct ActionErrorTests {
  /// The error of a flow spec of two sections with `actions`.
  private func error(_ actions: String) -> String? {
    specError(#"{"sections": [{"items": 3}, {"items": 1}], "actions": "# + actions + "}")?
      .description
  }

  @Test(
    "an action is an object with exactly one of update, snapshot, scroll and release",
    arguments: [
      ("{}", "$.actions: expected an array, got an object"),
      ("[3]", "$.actions[0]: expected an object, got a number"),
      (
        "[{}]",
        #"$.actions[0]: missing required field "update" or "snapshot" or "scroll" or "measure" "#
          + #"or "scrollTo" or "release" or "move" or "transition" or "scrollSection" or "#
          + #""expand" or "collapse" or "swipe""#
      ),
      (
        #"[{"update": {}, "scroll": [0, 0]}]"#,
        #"$.actions[0]: "update" and "scroll" cannot be given together; give only one"#
      ),
      (#"[{"scrol": [0, 0]}]"#, #"$.actions[0].scrol: unknown field; did you mean "scroll"?"#),
      (
        #"[{"scroll": [0, 0]}, {"scroll": [0, 0], "scroll": [1, 1]}]"#,
        "$.actions[1].scroll: duplicate field; a field may appear only once"
      ),
      (#"[{"scroll": [0]}]"#, "$.actions[0].scroll: expected [x, y], got 1 number"),
      (#"[{"scroll": {"y": 3}}]"#, "$.actions[0].scroll: expected [x, y], got an object"),
      (#"[{"update": []}]"#, "$.actions[0].update: expected an object, got an array"),
    ])
  func actions(json: String, message: String) {
    #expect(error(json) == message)
  }

  @Test(
    "update operations are lists of whole numbers in their forms",
    arguments: [
      (
        #"[{"update": {"deleteItems": [[0]]}}]"#,
        "$.actions[0].update.deleteItems[0]: expected [section, item], got 1 number"
      ),
      (
        #"[{"update": {"insertItems": [[0, -1]]}}]"#,
        "$.actions[0].update.insertItems[0][1]: must not be negative, got -1"
      ),
      (
        #"[{"update": {"reloadItems": [[0.5, 1]]}}]"#,
        "$.actions[0].update.reloadItems[0][0]: expected a whole number, got 0.5"
      ),
      (
        #"[{"update": {"deleteItems": [0, 1]}}]"#,
        "$.actions[0].update.deleteItems[0]: expected [section, item], got a number"
      ),
      (
        #"[{"update": {"moveItems": [[[0, 0]]]}}]"#,
        "$.actions[0].update.moveItems[0]: expected [from, to], got 1 element"
      ),
      (
        #"[{"update": {"moveItems": [[0, 1]]}}]"#,
        "$.actions[0].update.moveItems[0][0]: expected [section, item], got a number"
      ),
      (
        #"[{"update": {"moveItems": [[[0, 0], [1, 0], [1, 1]]]}}]"#,
        "$.actions[0].update.moveItems[0]: expected [from, to], got 3 elements"
      ),
      (
        #"[{"update": {"moveItems": {}}}]"#,
        "$.actions[0].update.moveItems: expected an array, got an object"
      ),
      (
        #"[{"update": {"insertSections": ["a"]}}]"#,
        "$.actions[0].update.insertSections[0]: expected a number, got a string"
      ),
      (
        #"[{"update": {"moveSections": [[0]]}}]"#,
        "$.actions[0].update.moveSections[0]: expected [from, to], got 1 number"
      ),
      (
        #"[{"update": {"deleteItem": []}}]"#,
        #"$.actions[0].update.deleteItem: unknown field; did you mean "deleteItems"?"#
      ),
    ])
  func operations(json: String, message: String) {
    #expect(error(json) == message)
  }

  @Test(
    "an update's data is read like the spec's own, at its place",
    arguments: [
      (
        #"[{"update": {"sections": [{"items": 1, "itemSizes": [[1, -2]]}]}}]"#,
        "$.actions[0].update.sections[0].itemSizes[0][1]: height must not be negative, got -2"
      ),
      (
        #"[{"update": {"sections": [{}]}}]"#,
        #"$.actions[0].update.sections[0]: missing required field "items" or "itemSizes""#
      ),
      (
        #"[{"update": {"events": []}}]"#,
        #"$.actions[0].update.events: "events" is only for a "week" layout; this layout is "flow""#
      ),
      (
        #"[{"update": {"animation": {"anchor": "top"}}}]"#,
        #"$.actions[0].update.animation.anchor: unknown value "top"; expected one of "none", "#
          + #""firstVisibleItem""#
      ),
      (
        #"[{"update": {"animation": {"curves": "linear"}}}]"#,
        #"$.actions[0].update.animation.curves: unknown field; did you mean "curve"?"#
      ),
      (
        #"[{"update": {"animation": {"curve": "bounce"}}}]"#,
        #"$.actions[0].update.animation.curve: unknown value "bounce"; expected one of "#
          + #""linear", "easeIn", "easeOut", "easeInOut""#
      ),
      (
        #"[{"update": {"animation": {"curve": {"spring": {"dampingRatio": 0, "response": 1}}}}}]"#,
        #"$.actions[0].update.animation.curve.spring.dampingRatio: must be greater than zero, got 0"#
      ),
      (
        #"[{"update": {"animation": {"curve": {"spring": {"dampingRatio": 1}}}}}]"#,
        #"$.actions[0].update.animation.curve.spring: missing required field "response""#
      ),
    ])
  func data(json: String, message: String) {
    #expect(error(json) == message)
  }

  @Test("a week calendar's update takes events, checked against its days")
  func week() {
    let week = #"{"layout": {"type": "week", "days": 2}, "actions": "#
    #expect(
      specError(week + #"[{"update": {"sections": []}}]}"#)?.description
        == #"$.actions[0].update.sections: a "week" layout takes no "sections"; give "events" "#
        + "instead")
    #expect(
      specError(week + #"[{"update": {"events": [{"day": 2, "start": 9, "end": 10}]}}]}"#)?
        .description
        == "$.actions[0].update.events[0].day: must be one of the days, from 0 to 1, got 2")
  }

  @Test("a waterfall update's sections are read by the waterfall's rules")
  func waterfall() {
    let json = #"""
      {"layout": {"type": "waterfall"}, "sections": [],
       "actions": [{"update": {"sections": [{"itemHeights": [1], "itemSizes": [[1, 1]]}]}}]}
      """#
    #expect(
      specError(json)?.description
        == #"$.actions[0].update.sections[0]: "itemHeights" and "itemSizes" cannot be given "#
        + "together; give only one")
  }
}
