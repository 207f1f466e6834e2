/// A week calendar's event while it is dragged: the event the data holds and the event
/// it would become if the drag ended now, on another day or at another time.
///
/// An event moves by the point under the finger rather than by index: it keeps its
/// index and its duration, and takes the day and the snapped start time that
/// ``WeekCalendarLayout/rescheduled(_:centeredAt:minuteStep:)`` finds.
///
/// ```swift
/// let move = EventRescheduling(
///   index: 0, original: CalendarEvent(day: 0, start: 9, end: 10),
///   rescheduled: CalendarEvent(day: 2, start: 14.5, end: 15.5))
/// move.isIdentity  // false
/// ```
public struct EventRescheduling: Hashable, Sendable {
  /// The event's index in the data: item `index` of section 0.
  public var index: Int
  /// The event as the data holds it.
  public var original: CalendarEvent
  /// The event as the layout shows it: the new day and time.
  public var rescheduled: CalendarEvent

  /// Creates the move of event `index` from `original` to `rescheduled`.
  public init(index: Int, original: CalendarEvent, rescheduled: CalendarEvent) {
    self.index = index
    self.original = original
    self.rescheduled = rescheduled
  }

  /// Whether the event shows where the data has it.
  public var isIdentity: Bool { original == rescheduled }
}
