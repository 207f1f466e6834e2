import Testing
import Trellis
import TrellisSpec

@Suite("Snapshot actions")
struct SnapshotActionTests {
  /// A flow of 50-point items two to a line, at x 0 and 70, lines 60 points apart.
  private let narrow = #"{"viewport": {"width": 120}, "sections": [{"items": 3}], "actions": "#

  /// The animation of the element at `item` of section 0 after the step, by its origins.
  private func origins(_ step: PlaybackStep, _ item: Int) -> [Point] {
    let id = ElementID.cell(IndexPath(item: item, section: 0))
    return step.animations.filter { $0.element == id && $0.change != .delete }
      .flatMap { [$0.from.frame.origin, $0.to.frame.origin] }
  }

  @Test("a snapshot reads identifiers, the sections' other fields and the animation")
  func decoding() throws {
    let spec = try Spec(
      json: #"""
        {"sections": [{"items": 2}],
         "actions": [{"snapshot": {
           "sections": [{"id": "a", "items": ["x", "y"], "itemSizes": [[10, 10], [20, 20]]},
                        {"id": "b", "items": [], "inset": [1, 1, 1, 1]}],
           "animation": {"anchor": "firstVisibleItem"}}}]}
        """#)
    var empty = FlowContent.Section(itemCount: 0)
    empty.values.inset = EdgeInsets(all: 1)
    let content = FlowContent(sections: [
      FlowContent.Section(itemSizes: [Size(width: 10, height: 10), Size(width: 20, height: 20)]),
      empty,
    ])
    #expect(
      spec.actions == [
        .snapshot(
          SnapshotAction(
            sections: [.init(id: "a", items: ["x", "y"]), .init(id: "b", items: [])],
            content: SpecContent(content, of: FlowSpec.self),
            options: UpdateOptions(contentOffset: .anchorFirstVisibleItem)))
      ])
  }

  @Test("a week calendar's snapshot names its events, in the one section \"0\"")
  func weekDecoding() throws {
    let spec = try Spec(
      json: #"""
        {"layout": {"type": "week", "days": 2},
         "actions": [{"snapshot": {"events": [{"id": "standup", "day": 1, "start": 9, "end": 10}]}}]}
        """#)
    #expect(
      spec.actions == [
        .snapshot(
          SnapshotAction(
            sections: [.init(id: "0", items: ["standup"])],
            content: SpecContent(
              WeekCalendarContent(events: [CalendarEvent(day: 1, start: 9, end: 10)]),
              of: WeekSpec.self))
        )
      ])
  }

  @Test(
    "a snapshot that cannot be read is named by its path",
    arguments: [
      (
        #"[{"snapshot": {"sections": [{"items": ["x"]}]}}]"#,
        #"$.actions[0].snapshot.sections[0]: missing required field "id""#
      ),
      (
        #"[{"snapshot": {"sections": [{"id": "a"}]}}]"#,
        #"$.actions[0].snapshot.sections[0]: missing required field "items""#
      ),
      (
        #"[{"snapshot": {"sections": [{"id": 1, "items": []}]}}]"#,
        "$.actions[0].snapshot.sections[0].id: expected a string, got a number"
      ),
      (
        #"[{"snapshot": {"sections": [{"id": "a", "items": ["x", 2]}]}}]"#,
        "$.actions[0].snapshot.sections[0].items[1]: expected a string, got a number"
      ),
      (
        #"[{"snapshot": {"sections": [{"id": "a", "items": ["x"], "itemSizes": []}]}}]"#,
        #"$.actions[0].snapshot.sections[0]: "items" is 1 but "itemSizes" lists 0 sizes; "#
          + "they must agree"
      ),
      (
        #"[{"snapshot": {"events": []}}]"#,
        #"$.actions[0].snapshot.events: "events" is only for a "week" layout; this layout "#
          + #"is "flow""#
      ),
      (#"[{"snapshot": {}}]"#, #"$.actions[0].snapshot: missing required field "sections""#),
      (
        #"[{"snapshot": {"sections": [{"id": "a", "items": [], "idd": 1}]}}]"#,
        #"$.actions[0].snapshot.sections[0].idd: unknown field; did you mean "id"?"#
      ),
    ])
  func errors(actions: String, message: String) {
    #expect(
      specError(#"{"sections": [], "actions": "# + actions + "}")?.description == message)
  }

  @Test("a week calendar's snapshot takes events with identifiers")
  func weekErrors() {
    let week = #"{"layout": {"type": "week"}, "actions": [{"snapshot": "#
    #expect(
      specError(week + #"{"sections": []}}]}"#)?.description
        == #"$.actions[0].snapshot.sections: a "week" layout takes no "sections"; give "#
        + #""events" instead"#)
    #expect(
      specError(week + #"{"events": [{"day": 0, "allDay": true}]}}]}"#)?.description
        == #"$.actions[0].snapshot.events[0]: missing required field "id""#)
  }

  @Test("before the first snapshot, items are named by position: a reorder moves them")
  func reorder() throws {
    let step = try #require(
      try play(
        narrow + #"[{"snapshot": {"sections": [{"id": "0", "items": ["0.2", "0.0", "0.1"]}]}}]}"#
      )
      .first)
    #expect(step.action.name == "snapshot")
    #expect(step.itemMap == [[indexPath(0, 1), indexPath(0, 2), indexPath(0, 0)]])
    #expect(step.sectionMap == [0])
    // Old item 2 (0, 60) goes first; old items 0 and 1 move one place on.
    #expect(origins(step, 0) == [Point(x: 0, y: 60), Point(x: 0, y: 0)])
    #expect(origins(step, 1) == [Point(x: 0, y: 0), Point(x: 70, y: 0)])
    #expect(origins(step, 2) == [Point(x: 70, y: 0), Point(x: 0, y: 60)])
    #expect(!step.animations.contains { $0.change == .insert || $0.change == .delete })
  }

  @Test("new identifiers are inserted and missing ones deleted")
  func insertAndDelete() throws {
    let step = try #require(
      try play(
        narrow + #"[{"snapshot": {"sections": [{"id": "0", "items": ["0.0", "new", "0.2"]}]}}]}"#
      )
      .first)
    #expect(step.itemMap == [[indexPath(0, 0), nil, indexPath(0, 2)]])
    let changes = step.animations.map { "\($0.element.indexPath) \($0.change)" }
    #expect(changes.contains("0.1 insert"))
    #expect(changes.contains("0.1 delete"))
    #expect(changes.contains("0.0 none"))
  }

  @Test("items move between sections by identifier; a new section identifier is inserted")
  func sections() throws {
    let json = #"""
      {"viewport": {"width": 120}, "sections": [{"items": 2}, {"items": 1}],
       "actions": [{"snapshot": {"sections": [{"id": "1", "items": ["1.0", "0.1"]},
                                              {"id": "new", "items": []},
                                              {"id": "0", "items": ["0.0"]}]}}]}
      """#
    let step = try #require(try play(json).first)
    #expect(step.sectionMap == [2, 0])
    #expect(step.itemMap == [[indexPath(2, 0), indexPath(0, 1)], [indexPath(0, 0)]])
  }

  @Test("a snapshot's identifiers name the items of the next snapshot")
  func consecutive() throws {
    let steps = try play(
      narrow
        + #"""
        [{"snapshot": {"sections": [{"id": "s", "items": ["c", "b", "a"]}]}},
         {"snapshot": {"sections": [{"id": "s", "items": ["a", "b", "c"]}]}}]}
        """#)
    // The first snapshot renames everything: a new section with new items.
    #expect(steps[0].sectionMap == [nil])
    #expect(steps[0].itemMap == [[nil, nil, nil]])
    #expect(steps[1].sectionMap == [0])
    #expect(steps[1].itemMap == [[indexPath(0, 2), indexPath(0, 1), indexPath(0, 0)]])
  }

  @Test("after an update, items are named by position again")
  func positionalAfterUpdate() throws {
    let steps = try play(
      narrow
        + #"""
        [{"snapshot": {"sections": [{"id": "s", "items": ["c", "b", "a"]}]}},
         {"update": {"sections": [{"items": 4}], "insertItems": [[0, 0]]}},
         {"snapshot": {"sections": [{"id": "0", "items": ["0.3", "0.2", "0.1", "0.0"]}]}}]}
        """#)
    #expect(
      steps[2].itemMap == [[indexPath(0, 3), indexPath(0, 2), indexPath(0, 1), indexPath(0, 0)]])
  }

  @Test(
    "an identifier used twice is named at its second use",
    arguments: [
      (
        #"{"sections": [{"id": "a", "items": ["x"]}, {"id": "b", "items": ["x"]}]}"#,
        #"$.actions[0].snapshot.sections[1].items[0]: the item identifier "x" is used more "#
          + "than once; an item identifier names one item in the whole snapshot"
      ),
      (
        #"{"sections": [{"id": "a", "items": []}, {"id": "a", "items": []}]}"#,
        #"$.actions[0].snapshot.sections[1].id: the section identifier "a" is used more than "#
          + "once"
      ),
    ])
  func duplicates(snapshot: String, message: String) {
    #expect(playError(#"{"sections": [], "actions": [{"snapshot": "# + snapshot + "}]}") == message)
  }

  @Test("a week calendar's duplicate event identifier is named at its event")
  func weekDuplicate() {
    let json = #"""
      {"layout": {"type": "week"},
       "actions": [{"snapshot": {"events": [{"id": "e", "day": 0, "allDay": true},
                                            {"id": "e", "day": 1, "allDay": true}]}}]}
      """#
    #expect(playError(json)?.hasPrefix(#"$.actions[0].snapshot.events[1].id: the item"#) == true)
  }
}
