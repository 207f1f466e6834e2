import Testing
import Trellis
import TrellisSpec

@Suite("Actions that cannot run")
struct PlaybackErrorTests {
  /// The error of a flow of one section of three items, then one of one item, running
  /// `actions`.
  private func error(_ actions: String) -> String? {
    playError(#"{"sections": [{"items": 3}, {"items": 1}], "actions": "# + actions + "}")
  }

  @Test(
    "an index that names no section or item is named by its path",
    arguments: [
      (
        #"[{"scroll": [0, 9]}, {"update": {"sections": [{"items": 2}, {"items": 1}], "#
          + #""deleteItems": [[0, 5]]}}]"#,
        "$.actions[1].update.deleteItems[0]: item 5 of section 0 is out of range; the section "
          + "has 3 items before the update"
      ),
      (
        #"[{"update": {"sections": [{"items": 4}, {"items": 1}], "#
          + #""insertItems": [[0, 1], [0, 4]]}}]"#,
        "$.actions[0].update.insertItems[1]: item 4 of section 0 is out of range; the section "
          + "has 4 items after the update"
      ),
      (
        #"[{"update": {"reloadItems": [[1, 1]]}}]"#,
        "$.actions[0].update.reloadItems[0]: item 1 of section 1 is out of range; the section "
          + "has 1 item before the update"
      ),
      (
        #"[{"update": {"sections": [{"items": 4}], "deleteSections": [1], "#
          + #""moveItems": [[[1, 0], [1, 0]]]}}]"#,
        "$.actions[0].update.moveItems[0][1]: section 1 is out of range; there is 1 section "
          + "after the update"
      ),
      (
        #"[{"update": {"deleteSections": [2]}}]"#,
        "$.actions[0].update.deleteSections[0]: section 2 is out of range; there are 2 "
          + "sections before the update"
      ),
      (
        #"[{"update": {"moveSections": [[0, 2]]}}]"#,
        "$.actions[0].update.moveSections[0][1]: section 2 is out of range; there are 2 "
          + "sections after the update"
      ),
    ])
  func outOfRange(actions: String, message: String) {
    #expect(error(actions) == message)
  }

  @Test("a batch that breaks UIKit's count rule names the action and the rule")
  func countRule() throws {
    // Four items after the update, three before, and nothing inserted.
    let message = try #require(
      error(#"[{"update": {"sections": [{"items": 4}, {"items": 1}]}}]"#))
    #expect(
      message.hasPrefix(
        "$.actions[0].update: invalid update: invalid number of items in section 0"))
  }

  @Test("a value the layout rejects in an update's data is named at its field")
  func layoutError() {
    let json = #"""
      {"layout": {"type": "waterfall"}, "sections": [{"items": 1}],
       "actions": [{"update": {"sections": [{"items": 1, "columnCount": 500}],
                               "reloadSections": [0]}}]}
      """#
    #expect(
      playError(json)
        == "$.actions[0].update.sections[0].columnCount: the number of columns of section 0 is "
        + "500; it must be at least 1 and leave every column a positive width")
  }

  @Test("data of another type of layout, in a spec built in code, is refused")
  func wrongContent() {
    let spec = Spec(
      layout: LayoutSpec(FlowSpec(content: FlowContent(sections: [.init(itemCount: 1)]))),
      actions: [
        .update(
          UpdateAction(
            batch: BatchUpdate(),
            content: SpecContent(WeekCalendarContent(events: []), of: WeekSpec.self)))
      ])
    do {
      _ = try Playback(spec)
      Issue.record("the update ran")
    } catch {
      #expect(
        error.description
          == #"$.actions[0].update.events: "events" is only for a "week" layout; this layout "#
          + #"is "flow""#)
    }
  }

  @Test("a scroll to an offset that is not finite, in a spec built in code, is refused")
  func infiniteScroll() {
    let spec = Spec(
      layout: LayoutSpec(FlowSpec(content: FlowContent(sections: [.init(itemCount: 1)]))),
      actions: [.scroll(Point(x: 0, y: .infinity))])
    do {
      _ = try Playback(spec)
      Issue.record("the scroll ran")
    } catch {
      #expect(error.path.description == "$.actions[0].scroll")
      #expect(error.description.contains("must be finite"))
    }
  }

  @Test("a spec the layout rejects before any action is named as trellis layout names it")
  func specError() {
    let json = #"""
      {"layout": {"type": "waterfall", "columnCount": 500}, "sections": [{"items": 1}],
       "actions": [{"scroll": [0, 1]}]}
      """#
    #expect(playError(json)?.hasPrefix("$.layout.columnCount: ") == true)
  }
}

@Suite("Steps that would show too many elements")
struct PlaybackShownElementTests {
  /// A 500 × 500 viewport of 1-point items without spacing: 500 × 500 = 250,000 items
  /// fill it exactly, the most a step shows, and half a point of scrolling shows a
  /// 501st row.
  private func spec(items: Int, height: Int = 500, actions: String = "[]") -> String {
    #"{"viewport": {"width": 500, "height": \#(height)}, "layout": {"itemSize": [1, 1], "#
      + #""minimumLineSpacing": 0, "minimumInteritemSpacing": 0}, "#
      + #""sections": [{"items": \#(items)}], "actions": \#(actions)}"#
  }

  @Test("a viewport that shows more than 250,000 elements is refused before any step")
  func viewport() {
    #expect(
      playError(spec(items: 250_500, height: 501))
        == "$.viewport: at least 250500 elements would be shown at once; a picture or a step of a "
        + "playback shows at most 250000")
  }

  @Test("a step may show exactly 250,000 elements; a scroll that shows more is named")
  func step() throws {
    let json = spec(items: 250_500, actions: #"[{"scroll": [0, 0]}, {"scroll": [0, 0.5]}]"#)
    #expect(
      playError(json)
        == "$.actions[1].scroll: at least 250500 elements would be shown at once; a picture or a step "
        + "of a playback shows at most 250000")
    #expect(try Playback(try Spec(json: json), actionCount: 1).steps[0].visible.count == 250_000)
  }
}
