import Testing
import Trellis
import TrellisTestSupport

/// The examples of the week calendar guide, run as written.
@Suite("Week calendar: documentation examples")
struct WeekCalendarDocumentationTests {
  static func guideLayout() throws -> WeekCalendarLayout {
    var configuration = WeekCalendarLayout.Configuration()
    configuration.dayCount = 3
    configuration.startHour = 8
    configuration.endHour = 14
    configuration.hourHeight = 60
    configuration.dayHeaderHeight = 30
    configuration.hourHeaderWidth = 50
    configuration.allDayEventHeight = 20
    configuration.currentTime = CalendarTime(day: 1, hour: 12.25)
    configuration.backgroundDays = [2]
    let layout = WeekCalendarLayout(configuration: configuration)
    try layout.prepare(
      for: Viewport(size: Size(width: 410, height: 300)),
      dataSource: WeekCalendarContent(events: [
        CalendarEvent(day: 0, start: 9, end: 11),  // A
        CalendarEvent(day: 0, start: 10, end: 12),  // B
        CalendarEvent(day: 0, start: 11, end: 13),  // C
        CalendarEvent(day: 1, start: 9.5, end: 10.5),  // D
        .allDay(on: 2),  // E
      ]))
    return layout
  }

  @Test("the guide's week has the frames of its sketch")
  func guideExample() throws {
    let layout = try Self.guideLayout()
    // Days (410 - 50) / 3 = 120 wide at x 50, 170, 290. One all-day lane of 20 under
    // the 30-point day headers: hour h at 50 + (h - 8) * 60.
    #expect(layout.dayWidth == 120)
    #expect(layout.contentSize == Size(width: 410, height: 410))  // 30 + 20 + 6 * 60
    #expect(
      layout.eventFrames() == [
        rect(50, 110, 60, 120),  // A 9-11: sub-column 0 of 2
        rect(110, 170, 60, 120),  // B 10-12: sub-column 1
        rect(50, 230, 60, 120),  // C 11-13: sub-column 0 again
        rect(170, 140, 120, 60),  // D 9:30-10:30: 50 + 1.5 * 60 = 140
        rect(290, 30, 120, 20),  // E: the all-day row of day 2
      ])
    // 12:15 on day 1: 50 + 4.25 * 60 = 305, 2 thick.
    #expect(layout.decorationFrame(.currentTime, 0) == rect(170, 304, 120, 2))
    #expect(layout.decorationFrame(.dayBackground, 2) == rect(290, 50, 120, 360))
    #expect(layout.supplementaryFrame(.corner, 0) == rect(0, 0, 50, 50))
  }

  @Test("the guide's rescheduling example: D dragged to day 2, 11:00 and then 11:15")
  func reschedulingExample() throws {
    let layout = try Self.guideLayout()
    let d = CalendarEvent(day: 1, start: 9.5, end: 10.5)
    // x 350 is on day 2 (290..<410). D is an hour long, its top half an hour above the
    // point: 8 + (260 - 50) / 60 - 0.5 = 11, and 8 + (268 - 50) / 60 - 0.5 = 11.13,
    // nearest to 11:15 in quarter hours.
    #expect(
      layout.rescheduled(d, centeredAt: Point(x: 350, y: 260), minuteStep: 15)
        == CalendarEvent(day: 2, start: 11, end: 12))
    #expect(
      layout.rescheduled(d, centeredAt: Point(x: 350, y: 268), minuteStep: 15)
        == CalendarEvent(day: 2, start: 11.25, end: 12.25))
  }

  @Test("the guide's widening example: S takes two of three sub-columns")
  func wideningExample() throws {
    let layout = try Self.guideLayout()
    try layout.prepare(
      for: layout.viewport,
      dataSource: WeekCalendarContent(events: [
        CalendarEvent(day: 0, start: 9, end: 12), CalendarEvent(day: 0, start: 9, end: 10),
        CalendarEvent(day: 0, start: 9, end: 10), CalendarEvent(day: 0, start: 10, end: 11),
      ]))
    // No all-day row now: hour h at 30 + (h - 8) * 60. Sub-columns of 40 at 50, 90, 130.
    #expect(layout.eventFrame(3) == rect(90, 150, 80, 60))
  }

  @Test("the guide's error example prints the sentence it shows")
  func errorExample() throws {
    let layout = try Self.guideLayout()
    #expect(throws: LayoutError.invalidValue(.eventEnd(0), 10)) {
      try layout.prepare(
        for: layout.viewport,
        dataSource: WeekCalendarContent(events: [CalendarEvent(day: 0, start: 11, end: 10)]))
    }
    #expect(
      LayoutError.invalidValue(.eventEnd(0), 10).description
        == "the end of event 0 is 10.0; it must be a finite hour from 0 to 24 and after the "
        + "event's start")
  }
}
