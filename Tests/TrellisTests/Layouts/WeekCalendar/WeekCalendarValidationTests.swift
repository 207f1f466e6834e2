import Testing
import Trellis
import TrellisTestSupport

/// A bad configuration value or event.
struct BadCalendarInput: CustomTestStringConvertible, Sendable {
  var name: String
  var events: [CalendarEvent] = []
  var change: @Sendable (inout WeekCalendarLayout.Configuration) -> Void = { _ in }
  var viewport = Viewport(size: Size(width: 410, height: 300))
  var error: LayoutError

  var testDescription: String { name }
}

/// Bad input is a typed error naming the value and leaves the previous state intact.
@Suite("Week calendar: validation")
struct WeekCalendarValidationTests {
  static let cases: [BadCalendarInput] = [
    BadCalendarInput(
      name: "an event that ends before it starts",
      events: [timed(0, 9, 10), timed(1, 11, 10)], error: .invalidValue(.eventEnd(1), 10)),
    BadCalendarInput(
      name: "an event that ends when it starts", events: [timed(0, 9, 9)],
      error: .invalidValue(.eventEnd(0), 9)),
    BadCalendarInput(
      name: "an event on a day past the last", events: [timed(0, 9, 10), timed(3, 9, 10)],
      error: .invalidCount(.eventDay(1), 3)),
    BadCalendarInput(
      name: "an event on a negative day", events: [timed(-1, 9, 10)],
      error: .invalidCount(.eventDay(0), -1)),
    BadCalendarInput(
      name: "an all-day event on a day past the last", events: [.allDay(on: 5)],
      error: .invalidCount(.eventDay(0), 5)),
    BadCalendarInput(
      name: "an event that starts before midnight", events: [timed(0, -1, 9)],
      error: .invalidValue(.eventStart(0), -1)),
    BadCalendarInput(
      name: "an event that ends after midnight", events: [timed(0, 23, 25)],
      error: .invalidValue(.eventEnd(0), 25)),
    BadCalendarInput(
      name: "an event with an infinite end", events: [timed(0, 9, .infinity)],
      error: .invalidValue(.eventEnd(0), .infinity)),
    BadCalendarInput(
      name: "no days", change: { $0.dayCount = 0 }, error: .invalidCount(.dayCount, 0)),
    BadCalendarInput(
      name: "a start hour of 24", change: { $0.startHour = 24 },
      error: .invalidCount(.startHour, 24)),
    BadCalendarInput(
      name: "an end hour before the start hour", change: { $0.endHour = 7 },
      error: .invalidCount(.endHour, 7)),
    BadCalendarInput(
      name: "an end hour past midnight", change: { $0.endHour = 25 },
      error: .invalidCount(.endHour, 25)),
    BadCalendarInput(
      name: "a zero hour height", change: { $0.hourHeight = 0 },
      error: .invalidValue(.hourHeight, 0)),
    BadCalendarInput(
      name: "a zero day width", change: { $0.dayWidth = 0 }, error: .invalidValue(.dayWidth, 0)),
    BadCalendarInput(
      name: "a negative day header height", change: { $0.dayHeaderHeight = -1 },
      error: .invalidValue(.dayHeaderHeight, -1)),
    BadCalendarInput(
      name: "an infinite hour header width", change: { $0.hourHeaderWidth = .infinity },
      error: .invalidValue(.hourHeaderWidth, .infinity)),
    BadCalendarInput(
      name: "a negative cascade indent", change: { $0.cascadeIndent = -2 },
      error: .invalidValue(.cascadeIndent, -2)),
    BadCalendarInput(
      name: "a current time on a day past the last",
      change: { $0.currentTime = CalendarTime(day: 7, hour: 9) },
      error: .invalidCount(.currentTime, 7)),
    BadCalendarInput(
      name: "a background for a day past the last", change: { $0.backgroundDays = [1, 4] },
      error: .invalidCount(.backgroundDays, 4)),
    BadCalendarInput(
      name: "a viewport of negative width",
      viewport: Viewport(size: Size(width: -1, height: 300)),
      error: .invalidValue(.viewportSize, -1)),
  ]

  @Test("bad input throws an error naming it and keeps the previous layout", arguments: cases)
  func rejects(_ bad: BadCalendarInput) throws {
    let layout = try preparedCalendar([timed(0, 9, 11), timed(0, 10, 12)])
    let before = layout.allElements()
    let size = layout.contentSize
    layout.configuration = calendarConfiguration(bad.change)
    #expect(throws: bad.error) {
      try layout.prepare(for: bad.viewport, dataSource: WeekCalendarContent(events: bad.events))
    }
    #expect(layout.allElements() == before)
    #expect(layout.contentSize == size)
    #expect(layout.numberOfEvents == 2)
  }

  @Test("a NaN start is rejected (NaN is not equal to itself, so compare by hand)")
  func nanStart() throws {
    let layout = try preparedCalendar([])
    do {
      try layout.prepare(
        for: layout.viewport, dataSource: WeekCalendarContent(events: [timed(0, .nan, 10)]))
      Issue.record("a NaN start was accepted")
    } catch {
      guard case .invalidValue(.eventStart(0), let value) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(value.isNaN)
    }
  }

  @Test("an all-day event's hours are not checked")
  func allDayHoursIgnored() throws {
    let layout = try preparedCalendar([CalendarEvent(day: 0, start: .nan, end: -3, isAllDay: true)])
    #expect(layout.eventFrame(0) == rect(50, 30, 120, 20))
  }

  @Test("error descriptions say what is wrong and what is expected")
  func descriptions() {
    #expect(
      LayoutError.invalidValue(.eventEnd(4), 8).description
        == "the end of event 4 is 8.0; it must be a finite hour from 0 to 24 and after the "
        + "event's start")
    #expect(
      LayoutError.invalidCount(.eventDay(2), 9).description
        == "the day of event 2 is 9; it must be one of the layout's days, from 0 to the number "
        + "of days less one")
    #expect(
      LayoutError.invalidValue(.hourHeight, 0).description
        == "the hour height has the value 0.0; it must be finite and greater than zero")
    #expect(
      LayoutError.invalidCount(.endHour, 25).description
        == "the end hour is 25; it must be after the start hour and at most 24")
  }
}
