/// A week calendar's data source whose events can be dragged to another day and time.
///
/// While an event is dragged the collection view never touches the data: it updates the
/// layout with a ``RescheduledEvents`` view of it, and tells the data once, when the
/// drag ends, the event's new day and time. ``WeekCalendarContent`` is reschedulable as
/// it is; another data source needs only ``moveEvent(at:to:)``:
///
/// ```swift
/// extension Agenda: ReschedulableDataSource {
///   mutating func moveEvent(at index: Int, to event: CalendarEvent) {
///     meetings[index].day = event.day
///     meetings[index].start = event.start
///     meetings[index].end = event.end
///   }
/// }
/// ```
public protocol ReschedulableDataSource: CollectionDataSource, WeekCalendarLayoutDataSource
where Layout == WeekCalendarLayout {
  /// Whether the event at `index` can be picked up. Every event can by default.
  func canMoveEvent(at index: Int) -> Bool

  /// Gives the event at `index` the day and the time of `event`, which has the same
  /// duration and the same ``CalendarEvent/isAllDay``.
  mutating func moveEvent(at index: Int, to event: CalendarEvent)
}

// MARK: - Default implementations

extension ReschedulableDataSource {
  /// Every event can move.
  public func canMoveEvent(at index: Int) -> Bool { true }
}

extension WeekCalendarContent: ReschedulableDataSource {
  /// Replaces the event at `index` with `event`.
  public mutating func moveEvent(at index: Int, to event: CalendarEvent) {
    events[index] = event
  }
}
