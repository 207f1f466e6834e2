import Testing
import Trellis
import TrellisSpec

/// The `swipe` action and a list's swipe actions: read as the Swift values they name,
/// played as a collection view swipes, refused with errors at their paths.
@Suite("Swipe playback")
struct SwipePlaybackTests {
  /// An inbox of `items` rows 390 points wide and 44 high: leading Unread (80), trailing
  /// Delete (74) and Archive (90); `rows` overrides some rows, `actions` is the script.
  static func inbox(actions: String, rows: String = "[]", items: Int = 8) -> String {
    #"{"viewport": {"width": 390, "height": 400}, "layout": {"type": "list", "#
      + #""leadingSwipeActions": {"actions": [{"title": "Unread", "width": 80}]}, "#
      + #""trailingSwipeActions": {"actions": [{"title": "Delete", "style": "destructive"}, "#
      + #"{"title": "Archive", "width": 90}]}}, "#
      + #""sections": [{"items": \#(items), "swipeActions": \#(rows)}], "actions": \#(actions)}"#
  }

  static func row(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

  static func frame(_ element: ElementID, in step: PlaybackStep) -> Rect? {
    step.visible.first { $0.id == element }?.frame
  }

  @Test("the list's actions and a row's overrides read as the providers they name")
  func configuration() throws {
    let spec = try Spec(
      json: Self.inbox(
        actions: "[]",
        rows:
          #"[{"item": 1, "trailing": {"actions": [], "performsFirstActionWithFullSwipe": false}}, "#
          + #"{"item": 2, "leading": {"actions": [{"title": "Flag", "style": "normal", "width": 60}]}}]"#
      ))
    let list = try #require(spec.layout.as(ListSpec.self))
    #expect(
      list.swipeActions.trailing
        == SwipeActionsConfiguration(actions: [
          SwipeAction(title: "Delete", style: .destructive),
          SwipeAction(title: "Archive", width: 90),
        ]))
    let configuration = list.resolvedConfiguration
    let trailing = try #require(configuration.trailingSwipeActionsConfigurationProvider)
    let leading = try #require(configuration.leadingSwipeActionsConfigurationProvider)
    #expect(trailing.configuration(Self.row(0)) == list.swipeActions.trailing)
    #expect(
      trailing.configuration(Self.row(1))
        == SwipeActionsConfiguration(actions: [], performsFirstActionWithFullSwipe: false))
    #expect(
      leading.configuration(Self.row(2))
        == SwipeActionsConfiguration(actions: [SwipeAction(title: "Flag", width: 60)]))
    #expect(leading.configuration(Self.row(3))?.actions.map(\.title) == ["Unread"])
  }

  @Test("a held swipe shows the row slid and the buttons; its release opens the row")
  func holdThenRelease() throws {
    let steps = try play(
      Self.inbox(
        actions: #"[{"swipe": {"item": [0, 1], "offset": -82}}, "#
          + #"{"swipe": {"item": [0, 1], "offset": -100, "velocity": -300}}]"#))
    let held = steps[0]
    #expect(Self.frame(.cell(Self.row(1)), in: held) == Rect(x: -82, y: 44, width: 390, height: 44))
    let delete = ElementID.supplementary(.swipeAction(0), Self.row(1))
    let archive = ElementID.supplementary(.swipeAction(1), Self.row(1))
    #expect(Self.frame(delete, in: held) == Rect(x: 353, y: 44, width: 37, height: 44))
    #expect(Self.frame(archive, in: held) == Rect(x: 308, y: 44, width: 45, height: 44))
    #expect(held.swipeActions[delete] == SwipeAction(title: "Delete", style: .destructive))
    #expect(held.swipeActions[archive]?.title == "Archive")
    // Every visible element is in the step's animation, standing still.
    #expect(held.animations.count == held.visible.count)
    #expect(held.animations.allSatisfy { $0.from == $0.to })

    // -100 - 0.099 × 300 = -129.7: past 82, open at -164.
    let released = steps[1]
    #expect(Self.frame(.cell(Self.row(1)), in: released)?.minX == -164)
    #expect(Self.frame(delete, in: released) == Rect(x: 316, y: 44, width: 74, height: 44))
    #expect(Self.frame(archive, in: released) == Rect(x: 226, y: 44, width: 90, height: 44))
    let slide = try #require(released.animations.first { $0.element == .cell(Self.row(1)) })
    #expect(slide.from.frame.minX == -100)
    #expect(slide.to.frame.minX == -164)
    #expect(released.animations.count == released.visible.count)
  }

  @Test("after a full swipe performs Delete, an update deletes the row with the list's new data")
  func deleteAfterFullSwipe() throws {
    // Rows are 44 high: row 1 performs its first action, then the update takes it away
    // with data of seven rows, and row 2 moves up into its place at y 44.
    let steps = try play(
      Self.inbox(
        actions: #"[{"swipe": {"item": [0, 1], "offset": -300, "velocity": -200}}, "#
          + #"{"update": {"deleteItems": [[0, 1]], "sections": [{"items": 7}]}}]"#))
    let update = try #require(steps.last)
    #expect(update.visible.filter { $0.id.category == .cell }.count == 7)
    #expect(Self.frame(.cell(Self.row(1)), in: update) == Rect(x: 0, y: 44, width: 390, height: 44))
    #expect(update.swipeActions.isEmpty)
  }

  @Test("a full swipe performs the first action; another row's swipe closes the open one")
  func fullSwipeAndOneOpen() throws {
    let steps = try play(
      Self.inbox(
        actions: #"[{"swipe": {"item": [0, 1], "offset": -164, "velocity": 0}}, "#
          + #"{"swipe": {"item": [0, 4], "offset": 240, "velocity": 0}}, "#
          + #"{"scroll": [0, 10]}]"#))
    #expect(Self.frame(.cell(Self.row(1)), in: steps[1])?.minX == 0)
    #expect(Self.frame(.cell(Self.row(4)), in: steps[1])?.minX == 390)
    let unread = ElementID.supplementary(.swipeAction(0), Self.row(4))
    #expect(Self.frame(unread, in: steps[1]) == Rect(x: 0, y: 176, width: 390, height: 44))
    #expect(steps[1].swipeActions[unread]?.title == "Unread")
    // The scroll closes it.
    #expect(Self.frame(.cell(Self.row(4)), in: steps[2])?.minX == 0)
    #expect(steps[2].visible.allSatisfy { $0.id.kind?.swipeActionIndex == nil })
  }

  @Test("the example of docs/spec.md's swipe section plays as it says")
  func documentedExample() throws {
    let steps = try play(
      #"{"viewport": {"width": 390, "height": 400}, "layout": {"type": "list", "#
        + #""trailingSwipeActions": {"actions": [{"title": "Delete", "style": "destructive"}, "#
        + #"{"title": "Archive", "width": 90}]}}, "sections": [{"items": 8}], "#
        + #""actions": [{"swipe": {"item": [0, 1], "offset": -60}}, "#
        + #"{"swipe": {"item": [0, 1], "offset": -100, "velocity": -300}}, "#
        + #"{"swipe": {"item": [0, 4], "offset": -300, "velocity": 0}}]}"#)
    #expect(Self.frame(.cell(Self.row(1)), in: steps[1])?.minX == -164)
    #expect(Self.frame(.cell(Self.row(1)), in: steps[2])?.minX == 0)
    #expect(Self.frame(.cell(Self.row(4)), in: steps[2])?.minX == -390)
  }

  @Test(
    "a refused swipe is an error at its field",
    arguments: [
      (
        #"[{"swipe": {"item": [0, 9], "offset": -10}}]"#,
        "$.actions[0].swipe.item: there is no item 9"
      ),
      (
        #"[{"swipe": {"item": [0, 0], "offset": -10}}]"#,
        "$.actions[0].swipe.item: the item at 0.0 has no swipe actions"
      ),
      (
        #"[{"swipe": {"item": [0, 3], "offset": 10}}]"#,
        "$.actions[0].swipe.offset: the item at 0.3 has no leading swipe actions"
      ),
      (
        #"[{"swipe": {"item": [0, 7], "offset": 10}}, {"swipe": {"item": [0, 1], "offset": 5}}]"#,
        "$.actions[1].swipe.item: the item at 0.7 is already being swiped"
      ),
      (#"[{"swipe": {"item": [0, 1]}}]"#, "$.actions[0].swipe: "),
      (
        #"[{"swipe": {"item": [0, 1], "offset": -10, "speed": 3}}]"#,
        "$.actions[0].swipe.speed: unknown field"
      ),
      (#"[{"swipe": {"item": [0, 1], "offset": "far"}}]"#, "$.actions[0].swipe.offset: "),
    ])
  func errors(actions: String, prefix: String) {
    let json = Self.inbox(
      actions: actions,
      rows: #"[{"item": 0, "leading": {"actions": []}, "trailing": {"actions": []}}, "#
        + #"{"item": 3, "leading": {"actions": []}}]"#, items: 8)
    let message = playError(json)
    #expect(message?.hasPrefix(prefix) == true, "\(message ?? "no error")")
  }

  @Test(
    "bad swipe actions in a list are errors at their paths",
    arguments: [
      (
        #""trailingSwipeActions": {"actions": [{"style": "destructive"}]}"#,
        "$.layout.trailingSwipeActions.actions[0]: "
      ),
      (
        #""leadingSwipeActions": {"actions": [{"title": "A", "style": "red"}]}"#,
        "$.layout.leadingSwipeActions.actions[0].style: "
      ),
      (
        #""leadingSwipeActions": {"actions": [{"title": "A", "width": 0}]}"#,
        "$.layout.leadingSwipeActions.actions[0].width: "
      ),
      (
        #""leadingSwipeActions": {"actions": [], "fullSwipe": true}"#,
        "$.layout.leadingSwipeActions.fullSwipe: unknown field"
      ),
    ])
  func layoutErrors(field: String, prefix: String) {
    let json =
      #"{"viewport": {"width": 390, "height": 400}, "layout": {"type": "list", \#(field)}, "#
      + #""sections": [{"items": 2}]}"#
    let message = playError(json)
    #expect(message?.hasPrefix(prefix) == true, "\(message ?? "no error")")
  }

  @Test("a row's override past the section's rows is an error at its item")
  func rowOutOfRange() {
    let message = playError(
      Self.inbox(actions: "[]", rows: #"[{"item": 8, "leading": {"actions": []}}]"#))
    #expect(message?.hasPrefix("$.sections[0].swipeActions[0].item: ") == true, "\(message ?? "")")
  }
}
