import Testing
import Trellis
import TrellisSpec

/// The week spec of a document, recording an issue if its layout is another type.
private func week(_ json: String) throws -> WeekSpec {
  guard let week = try Spec(json: json).layout.as(WeekSpec.self) else {
    Issue.record("expected a week calendar")
    return WeekSpec()
  }
  return week
}

@Suite("Reading week calendar specs")
struct WeekSpecDecodingTests {
  @Test("a week with only its type has the layout's defaults and no events")
  func defaults() throws {
    let spec = try Spec(json: #"{"layout": {"type": "week"}}"#)
    #expect(spec.layout == LayoutSpec(WeekSpec()))
    #expect(spec.layout.typeName == "week")
    #expect(spec.viewport == Spec.defaultViewport)

    let configuration = WeekCalendarLayout.Configuration()
    #expect(configuration.dayCount == 7)
    #expect(configuration.startHour == 0)
    #expect(configuration.endHour == 24)
    #expect(configuration.hourHeight == 50)
    #expect(configuration.dayWidth == nil)
    #expect(configuration.dayHeaderHeight == 40)
    #expect(configuration.hourHeaderWidth == 60)
    #expect(configuration.allDayEventHeight == 24)
    #expect(configuration.overlapStyle == .columns)
    #expect(configuration.cascadeIndent == 12)
    #expect(configuration.headersPinToVisibleBounds)
    #expect(configuration.hourLineThickness == 1)
    #expect(configuration.currentTime == nil)
    #expect(configuration.currentTimeThickness == 2)
    #expect(configuration.backgroundDays.isEmpty)
  }

  @Test("sections may be absent or empty; events default to none")
  func sectionsAbsentOrEmpty() throws {
    let absent = try week(#"{"layout": {"type": "week"}}"#)
    let empty = try week(#"{"layout": {"type": "week"}, "sections": [], "events": []}"#)
    #expect(absent == WeekSpec())
    #expect(empty == WeekSpec())
  }

  @Test("every week layout field is read")
  func layoutFields() throws {
    let week = try week(
      """
      {"layout": {"type": "week", "days": 3, "startHour": 8, "endHour": 20, "hourHeight": 60.5,
                  "dayWidth": 120, "dayHeaderHeight": 30, "hourHeaderWidth": 0,
                  "allDayEventHeight": 20, "overlapStyle": "cascade", "cascadeIndent": 8,
                  "headersPinToVisibleBounds": false, "hourLineThickness": 0.5,
                  "currentTime": {"day": 2, "hour": 10.5}, "currentTimeThickness": 3,
                  "backgroundDays": [2, 0]}}
      """)
    var expected = WeekCalendarLayout.Configuration()
    expected.dayCount = 3
    expected.startHour = 8
    expected.endHour = 20
    expected.hourHeight = 60.5
    expected.dayWidth = 120
    expected.dayHeaderHeight = 30
    expected.hourHeaderWidth = 0
    expected.allDayEventHeight = 20
    expected.overlapStyle = .cascade
    expected.cascadeIndent = 8
    expected.headersPinToVisibleBounds = false
    expected.hourLineThickness = 0.5
    expected.currentTime = CalendarTime(day: 2, hour: 10.5)
    expected.currentTimeThickness = 3
    expected.backgroundDays = [0, 2]
    #expect(week.configuration == expected)
  }

  @Test("a null day width shares the viewport's width")
  func nullDayWidth() throws {
    let week = try week(#"{"layout": {"type": "week", "dayWidth": null}}"#)
    #expect(week.configuration.dayWidth == nil)
  }

  @Test(
    "every overlap style is read",
    arguments: [
      ("columns", WeekCalendarLayout.OverlapStyle.columns), ("cascade", .cascade),
    ])
  func overlapStyles(name: String, style: WeekCalendarLayout.OverlapStyle) throws {
    let week = try week(#"{"layout": {"type": "week", "overlapStyle": "\#(name)"}}"#)
    #expect(week.configuration.overlapStyle == style)
  }

  @Test("events are timed or all-day; an all-day event needs no start or end")
  func events() throws {
    let week = try week(
      """
      {"layout": {"type": "week"},
       "events": [{"day": 0, "start": 9.5, "end": 11}, {"day": 6, "start": 0, "end": 24,
                   "allDay": false}, {"day": 4, "allDay": true},
                  {"day": 3, "start": 9, "end": 10, "allDay": true}]}
      """)
    #expect(
      week.content.events == [
        CalendarEvent(day: 0, start: 9.5, end: 11),
        CalendarEvent(day: 6, start: 0, end: 24),
        .allDay(on: 4),
        CalendarEvent(day: 3, start: 9, end: 10, isAllDay: true),
      ])
  }

  @Test("hours and days at the ends of their ranges are accepted")
  func boundaries() throws {
    let week = try week(
      """
      {"layout": {"type": "week", "days": 1, "startHour": 23, "endHour": 24,
                  "currentTime": {"day": 0, "hour": 24}, "backgroundDays": [0]},
       "events": [{"day": 0, "start": 0, "end": 24}]}
      """)
    #expect(week.configuration.startHour == 23)
    #expect(week.configuration.endHour == 24)
    #expect(week.content.events == [CalendarEvent(day: 0, start: 0, end: 24)])
  }

  @Test("makeLayout prepares a week calendar whose days share the viewport's width")
  func makeLayout() throws {
    // Seven days share 375 - 60 = 315 points: 45 each. The content is 40 + 24 × 50 =
    // 1240 tall; event 0 on day 1 from 9.5 to 11 is at x 60 + 45 = 105,
    // y 40 + 9.5 × 50 = 515, 1.5 × 50 = 75 tall.
    let layout = try Spec(
      json: #"{"layout": {"type": "week"}, "events": [{"day": 1, "start": 9.5, "end": 11}]}"#
    ).makeLayout()
    guard let week = layout.base as? WeekCalendarLayout else {
      Issue.record("expected a week calendar")
      return
    }
    #expect(week.dayWidth == 45)
    #expect(layout.contentSize == Size(width: 375, height: 1240))
    #expect(
      layout.attributes(for: .cell(IndexPath(item: 0, section: 0)))?.frame
        == Rect(x: 105, y: 515, width: 45, height: 75))
  }
}
