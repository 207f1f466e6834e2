/// One event of a week calendar: a day column and a time range within it, in hours.
///
/// Hours are fractions of a day from 0 to 24, so minutes and seconds are fractions of
/// an hour: 9:30 is `9.5`, 14:20 is `14 + 20 / 60`. An event covers the half-open range
/// from ``start`` to ``end``, so an event that ends at 11 and one that starts at 11 do
/// not overlap.
///
/// ```swift
/// let standUp = CalendarEvent(day: 0, start: 9.5, end: 9.75)
/// let holiday = CalendarEvent.allDay(on: 4)
/// ```
public struct CalendarEvent: Hashable, Sendable {
  /// The day column, from 0 to the layout's number of days less one.
  public var day: Int
  /// The hour the event starts at, from 0 to 24.
  public var start: Double
  /// The hour the event ends at, from 0 to 24 and after ``start``.
  public var end: Double
  /// Whether the event takes the whole day: it goes to the all-day row under the day
  /// headers, and its ``start`` and ``end`` are ignored.
  public var isAllDay: Bool

  /// Creates an event on `day` from `start` to `end`, in hours.
  public init(day: Int, start: Double, end: Double, isAllDay: Bool = false) {
    self.day = day
    self.start = start
    self.end = end
    self.isAllDay = isAllDay
  }

  /// An event that takes the whole of `day`, shown in the all-day row.
  public static func allDay(on day: Int) -> CalendarEvent {
    CalendarEvent(day: day, start: 0, end: 24, isAllDay: true)
  }
}

/// A moment of a week calendar: a day column and an hour within it, such as where the
/// current-time indicator goes.
public struct CalendarTime: Hashable, Sendable {
  /// The day column, from 0 to the layout's number of days less one.
  public var day: Int
  /// The hour, a fraction of a day from 0 to 24: 10:30 is `10.5`.
  public var hour: Double

  /// Creates the moment `hour` of `day`.
  public init(day: Int, hour: Double) {
    self.day = day
    self.hour = hour
  }
}
