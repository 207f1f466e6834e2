import Testing
import Trellis
import TrellisSpec

/// The error of a week spec whose `layout` object holds `fields` besides its type.
private func layoutError(_ fields: String) -> String? {
  specError(#"{"layout": {"type": "week", \#(fields)}}"#)?.description
}

/// The error of a seven-day week spec whose `events` array holds `events`.
private func eventError(_ events: String) -> String? {
  specError(#"{"layout": {"type": "week"}, "events": [\#(events)]}"#)?.description
}

@Suite("Errors in week calendar specs")
struct WeekSpecErrorTests {
  @Test(
    "days and hours are whole numbers in their ranges",
    arguments: [
      (#""days": 0"#, "$.layout.days: must be at least 1, got 0"),
      (#""days": 2.5"#, "$.layout.days: expected a whole number, got 2.5"),
      (#""startHour": 24"#, "$.layout.startHour: must be from 0 to 23, got 24"),
      (#""startHour": -1"#, "$.layout.startHour: must not be negative, got -1"),
      (#""startHour": 8.5"#, "$.layout.startHour: expected a whole number, got 8.5"),
      (#""endHour": 0"#, "$.layout.endHour: must be from 1 to 24, got 0"),
      (#""startHour": 8, "endHour": 8"#, "$.layout.endHour: must be from 9 to 24, got 8"),
      (#""startHour": 8, "endHour": 25"#, "$.layout.endHour: must be from 9 to 24, got 25"),
      (#""endHour": "24""#, "$.layout.endHour: expected a number, got a string"),
    ])
  func daysAndHours(fields: String, message: String) {
    #expect(layoutError(fields) == message)
  }

  @Test(
    "sizes are numbers, the hour height and a day width greater than zero",
    arguments: [
      (#""hourHeight": 0"#, "$.layout.hourHeight: must be greater than zero, got 0"),
      (#""dayWidth": 0"#, "$.layout.dayWidth: must be greater than zero, got 0"),
      (#""dayWidth": "wide""#, "$.layout.dayWidth: expected a number, got a string"),
      (#""dayHeaderHeight": -1"#, "$.layout.dayHeaderHeight: must not be negative, got -1"),
      (#""hourHeaderWidth": -2"#, "$.layout.hourHeaderWidth: must not be negative, got -2"),
      (
        #""allDayEventHeight": -3"#,
        "$.layout.allDayEventHeight: must not be negative, got -3"
      ),
      (#""cascadeIndent": -4"#, "$.layout.cascadeIndent: must not be negative, got -4"),
      (
        #""hourLineThickness": -0.5"#,
        "$.layout.hourLineThickness: must not be negative, got -0.5"
      ),
      (
        #""currentTimeThickness": null"#,
        "$.layout.currentTimeThickness: expected a number, got null"
      ),
    ])
  func sizes(fields: String, message: String) {
    #expect(layoutError(fields) == message)
  }

  @Test(
    "choices, flags, the current time and the background days",
    arguments: [
      (
        #""overlapStyle": "stack""#,
        #"$.layout.overlapStyle: unknown value "stack"; expected one of "columns", "cascade""#
      ),
      (
        #""headersPinToVisibleBounds": 1"#,
        "$.layout.headersPinToVisibleBounds: expected true or false, got a number"
      ),
      (
        #""currentTime": {"day": 7, "hour": 1}"#,
        "$.layout.currentTime.day: must be one of the days, from 0 to 6, got 7"
      ),
      (
        #""days": 3, "currentTime": {"day": 3, "hour": 1}"#,
        "$.layout.currentTime.day: must be one of the days, from 0 to 2, got 3"
      ),
      (#""currentTime": {"day": 1}"#, #"$.layout.currentTime: missing required field "hour""#),
      (
        #""currentTime": {"day": 1, "hour": 25}"#,
        "$.layout.currentTime.hour: must be between 0 and 24, got 25"
      ),
      (
        #""currentTime": {"day": 1, "hour": 9, "minute": 30}"#,
        #"$.layout.currentTime.minute: unknown field; expected one of "day", "hour""#
      ),
      (#""currentTime": [2, 10]"#, "$.layout.currentTime: expected an object, got an array"),
      (
        #""backgroundDays": [5, 7]"#,
        "$.layout.backgroundDays[1]: must be one of the days, from 0 to 6, got 7"
      ),
      (
        #""backgroundDays": [5, 5]"#,
        "$.layout.backgroundDays[1]: day 5 is listed more than once"
      ),
      (#""backgroundDays": 5"#, "$.layout.backgroundDays: expected an array, got a number"),
      (
        #""hourHight": 50"#,
        #"$.layout.hourHight: unknown field; did you mean "hourHeight"?"#
      ),
      (
        #""columnCount": 2"#,
        #"$.layout.columnCount: unknown field; expected one of "type", "days", "startHour", "#
          + #""endHour", "hourHeight", "dayWidth", "dayHeaderHeight", "hourHeaderWidth", "#
          + #""allDayEventHeight", "overlapStyle", "cascadeIndent", "#
          + #""headersPinToVisibleBounds", "hourLineThickness", "currentTime", "#
          + #""currentTimeThickness", "backgroundDays""#
      ),
    ])
  func options(fields: String, message: String) {
    #expect(layoutError(fields) == message)
  }

  @Test(
    "an event has a day, and a start and an end unless it is all-day",
    arguments: [
      (#"{"start": 9, "end": 10}"#, #"$.events[0]: missing required field "day""#),
      (#"{"day": 0, "end": 10}"#, #"$.events[0]: missing required field "start""#),
      (#"{"day": 0, "start": 9}"#, #"$.events[0]: missing required field "end""#),
      (
        #"{"day": 7, "start": 9, "end": 10}"#,
        "$.events[0].day: must be one of the days, from 0 to 6, got 7"
      ),
      (#"{"day": -1, "allDay": true}"#, "$.events[0].day: must not be negative, got -1"),
      (
        #"{"day": 0, "start": -1, "end": 10}"#,
        "$.events[0].start: must be between 0 and 24, got -1"
      ),
      (
        #"{"day": 0, "start": 9, "end": 9}"#,
        "$.events[0].end: must be after the start 9 and at most 24, got 9"
      ),
      (
        #"{"day": 0, "start": 9.5, "end": 9}"#,
        "$.events[0].end: must be after the start 9.5 and at most 24, got 9"
      ),
      (
        #"{"day": 0, "start": 9, "end": 24.5}"#,
        "$.events[0].end: must be after the start 9 and at most 24, got 24.5"
      ),
      (
        #"{"day": 0, "allDay": "yes"}"#,
        "$.events[0].allDay: expected true or false, got a string"
      ),
      (
        #"{"day": 0, "start": 9, "end": 10, "title": "Stand-up"}"#,
        #"$.events[0].title: unknown field; expected one of "day", "start", "end", "allDay""#
      ),
      (#"3"#, "$.events[0]: expected an object, got a number"),
    ])
  func event(event: String, message: String) {
    #expect(eventError(event) == message)
  }

  @Test("the error names the first bad event")
  func secondEvent() {
    #expect(
      eventError(#"{"day": 0, "start": 9, "end": 10}, {"day": 9, "allDay": true}"#)
        == "$.events[1].day: must be one of the days, from 0 to 6, got 9")
  }

  @Test(
    "events belong to a week, whose data is not in sections",
    arguments: [
      (
        #"{"sections": [], "events": []}"#,
        #"$.events: "events" is only for a "week" layout; this layout is "flow""#
      ),
      (
        #"{"layout": {"type": "waterfall"}, "sections": [], "events": [{"day": 0}]}"#,
        #"$.events: "events" is only for a "week" layout; this layout is "waterfall""#
      ),
      (
        #"{"layout": {"type": "week"}, "sections": [{"items": 2}]}"#,
        #"$.sections: a "week" layout takes no "sections"; give "events" instead"#
      ),
      (
        #"{"layout": {"type": "week"}, "sections": {}}"#,
        "$.sections: expected an array, got an object"
      ),
      (
        #"{"layout": {"type": "week"}, "events": {}}"#, "$.events: expected an array, got an object"
      ),
      (#"{"events": []}"#, #"$: missing required field "sections""#),
    ])
  func documents(json: String, message: String) {
    #expect(specError(json)?.description == message)
  }
}
