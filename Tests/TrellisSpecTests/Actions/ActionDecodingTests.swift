import Testing
import Trellis
import TrellisSpec

@Suite("Reading a spec's actions")
struct ActionDecodingTests {
  private func actions(_ json: String) throws -> [SpecAction] {
    try Spec(json: json).actions
  }

  private func path(_ section: Int, _ item: Int) -> IndexPath {
    IndexPath(item: item, section: section)
  }

  @Test("a spec without actions has none, and an empty list is none")
  func none() throws {
    #expect(try actions(#"{"sections": [{"items": 2}]}"#) == [])
    #expect(try actions(#"{"sections": [{"items": 2}], "actions": []}"#) == [])
  }

  @Test("an update reads every operation and the data after it in the layout's form")
  func update() throws {
    let read = try actions(
      #"""
      {"layout": {"itemSize": [40, 40]},
       "sections": [{"items": 3}, {"items": 1}],
       "actions": [{"update": {
         "sections": [{"itemSizes": [[10, 20], [30, 40]]}, {"items": 2, "inset": [1, 2, 3, 4]}],
         "deleteItems": [[0, 2]], "insertItems": [[1, 1], [1, 0]], "reloadItems": [[0, 0]],
         "moveItems": [[[0, 1], [1, 1]]], "deleteSections": [2], "insertSections": [0],
         "reloadSections": [1], "moveSections": [[3, 4]],
         "animation": {"anchor": "firstVisibleItem"}}}]}
      """#)
    var second = FlowContent.Section(itemCount: 2)
    second.values.inset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let content = FlowContent(sections: [
      FlowContent.Section(itemSizes: [Size(width: 10, height: 20), Size(width: 30, height: 40)]),
      second,
    ])
    let batch = BatchUpdate(
      deleteItems: [path(0, 2)], insertItems: [path(1, 1), path(1, 0)],
      reloadItems: [path(0, 0)], moveItems: [.init(from: path(0, 1), to: path(1, 1))],
      deleteSections: [2], insertSections: [0], reloadSections: [1],
      moveSections: [.init(from: 3, to: 4)])
    #expect(
      read == [
        .update(
          UpdateAction(
            batch: batch, content: SpecContent(content, of: FlowSpec.self),
            options: UpdateOptions(contentOffset: .anchorFirstVisibleItem)))
      ])
  }

  @Test("an animation reads a named curve or a spring")
  func curves() throws {
    func curve(_ json: String) throws -> TimingCurve? {
      let read = try actions(
        #"{"sections": [], "actions": [{"update": {"animation": {"curve": "#
          + json + "}}}]}")
      guard case .update(let update) = read.first else { return nil }
      return update.options.curve
    }
    #expect(try curve(#""linear""#) == .linear)
    #expect(try curve(#""easeOut""#) == .easeOut)
    #expect(
      try curve(#"{"spring": {"dampingRatio": 0.5, "response": 0.3}}"#)
        == .spring(dampingRatio: 0.5, response: 0.3))
    let plain = try actions(#"{"sections": [], "actions": [{"update": {}}]}"#)
    #expect(plain == [.update(UpdateAction(batch: BatchUpdate()))])
    if case .update(let update) = plain.first { #expect(update.options.curve == .easeInOut) }
  }

  @Test("an update without data keeps the data, and without animation UIKit's offset")
  func updateDefaults() throws {
    let read = try actions(
      #"{"sections": [{"items": 3}], "actions": [{"update": {"reloadItems": [[0, 1]]}}]}"#)
    #expect(read == [.update(UpdateAction(batch: BatchUpdate(reloadItems: [path(0, 1)])))])
    let anchored = try actions(
      #"{"sections": [], "actions": [{"update": {"animation": {"anchor": "none"}}}]}"#)
    #expect(anchored == [.update(UpdateAction(batch: BatchUpdate()))])
  }

  @Test("a waterfall update reads waterfall sections")
  func waterfall() throws {
    let read = try actions(
      #"""
      {"layout": {"type": "waterfall"}, "sections": [{"items": 1}],
       "actions": [{"update": {"sections": [{"itemHeights": [10, 20], "fullSpan": [1]}],
                               "insertItems": [[0, 1]]}}]}
      """#)
    var section = WaterfallContent.Section(itemHeights: [10, 20])
    section.fullSpanItems = [1]
    #expect(
      read == [
        .update(
          UpdateAction(
            batch: BatchUpdate(insertItems: [path(0, 1)]),
            content: SpecContent(WaterfallContent(sections: [section]), of: WaterfallSpec.self)))
      ])
  }

  @Test("a week calendar's update reads events, in section 0")
  func week() throws {
    let read = try actions(
      #"""
      {"layout": {"type": "week", "days": 2}, "events": [{"day": 0, "start": 9, "end": 10}],
       "actions": [{"update": {"events": [{"day": 0, "start": 9, "end": 10},
                                          {"day": 1, "allDay": true}],
                               "insertItems": [[0, 1]]}}]}
      """#)
    let events = WeekCalendarContent(events: [
      CalendarEvent(day: 0, start: 9, end: 10),
      CalendarEvent(day: 1, start: 0, end: 24, isAllDay: true),
    ])
    #expect(
      read == [
        .update(
          UpdateAction(
            batch: BatchUpdate(insertItems: [path(0, 1)]),
            content: SpecContent(events, of: WeekSpec.self)))
      ])
  }

  @Test("a scroll reads a point of any sign, and actions keep their order")
  func scroll() throws {
    let read = try actions(
      #"""
      {"sections": [{"items": 1}],
       "actions": [{"scroll": [0, -40]}, {"update": {}}, {"scroll": [10.5, 3]}]}
      """#)
    #expect(
      read == [
        .scroll(Point(x: 0, y: -40)), .update(UpdateAction(batch: BatchUpdate())),
        .scroll(Point(x: 10.5, y: 3)),
      ])
    #expect(read.map(\.name) == ["scroll", "update", "scroll"])
  }
}
