import Testing
import Trellis
import TrellisSpec
import TrellisTestSupport

/// A week spec built in code, with `configure` applied to its configuration.
private func spec(
  viewport: Viewport = Spec.defaultViewport,
  configure: (inout WeekCalendarLayout.Configuration) -> Void = { _ in },
  events: [CalendarEvent] = [CalendarEvent(day: 0, start: 9, end: 10)]
) -> Spec {
  var configuration = WeekCalendarLayout.Configuration()
  configure(&configuration)
  return Spec(
    WeekSpec(configuration: configuration, content: WeekCalendarContent(events: events)),
    viewport: viewport)
}

@Suite("Errors from preparing a week calendar name the spec field")
struct WeekLayoutErrorPathTests {
  @Test("configuration values map to the layout's field of the same name; days to days")
  func configuration() {
    let cases: [(configure: (inout WeekCalendarLayout.Configuration) -> Void, message: String)] = [
      ({ $0.dayCount = 0 }, "$.layout.days: the number of days is 0; it must be at least 1"),
      (
        { $0.startHour = 24 },
        "$.layout.startHour: the start hour is 24; it must be from 0 to 23"
      ),
      (
        { $0.endHour = 0 },
        "$.layout.endHour: the end hour is 0; it must be after the start hour and at most 24"
      ),
      (
        { $0.hourHeight = 0 },
        "$.layout.hourHeight: the hour height has the value 0.0; it must be finite and "
          + "greater than zero"
      ),
      (
        { $0.dayWidth = -1 },
        "$.layout.dayWidth: the day width has the value -1.0; it must be finite and greater "
          + "than zero"
      ),
      (
        { $0.dayHeaderHeight = -1 },
        "$.layout.dayHeaderHeight: the day header height has the value -1.0; it must be "
          + "finite and not negative"
      ),
      (
        { $0.hourHeaderWidth = .infinity },
        "$.layout.hourHeaderWidth: the hour header width has the value inf; it must be "
          + "finite and not negative"
      ),
      (
        { $0.allDayEventHeight = -2 },
        "$.layout.allDayEventHeight: the all-day event height has the value -2.0; it must "
          + "be finite and not negative"
      ),
      (
        { $0.cascadeIndent = .nan },
        "$.layout.cascadeIndent: the cascade indent has the value nan; it must be finite and "
          + "not negative"
      ),
      (
        { $0.hourLineThickness = -1 },
        "$.layout.hourLineThickness: the hour line thickness has the value -1.0; it must be "
          + "finite and not negative"
      ),
      (
        { $0.currentTimeThickness = -1 },
        "$.layout.currentTimeThickness: the current-time indicator's thickness has the value "
          + "-1.0; it must be finite and not negative"
      ),
      (
        { $0.currentTime = CalendarTime(day: 9, hour: 10) },
        "$.layout.currentTime.day: the day of the current time is 9; it must be one of the "
          + "layout's days"
      ),
      (
        { $0.currentTime = CalendarTime(day: 1, hour: .nan) },
        "$.layout.currentTime.hour: the hour of the current time is nan; it must be finite"
      ),
      (
        { $0.backgroundDays = [7] },
        "$.layout.backgroundDays: the background days include 7; each must be one of the "
          + "layout's days"
      ),
    ]
    for (configure, message) in cases {
      #expect(layoutError(spec(configure: configure))?.description == message)
    }
  }

  @Test("an event's values map to its fields")
  func events() {
    let valid = CalendarEvent(day: 0, start: 9, end: 10)
    #expect(
      layoutError(spec(events: [valid, CalendarEvent(day: 7, start: 9, end: 10)]))?.description
        == "$.events[1].day: the day of event 1 is 7; it must be one of the layout's days, "
        + "from 0 to the number of days less one")
    #expect(
      layoutError(spec(events: [CalendarEvent(day: 0, start: 25, end: 26)]))?.description
        == "$.events[0].start: the start of event 0 is 25.0; it must be a finite hour from 0 "
        + "to 24")
    #expect(
      layoutError(spec(events: [valid, valid, CalendarEvent(day: 0, start: 11, end: 10)]))?
        .description
        == "$.events[2].end: the end of event 2 is 10.0; it must be a finite hour from 0 to "
        + "24 and after the event's start")
  }

  @Test("viewport values map to the viewport")
  func viewport() {
    var viewport = Spec.defaultViewport
    viewport.scale = 0
    #expect(
      layoutError(spec(viewport: viewport))?.description
        == "$.viewport.scale: the screen scale is 0.0; it must be finite and greater than zero")
  }
}
