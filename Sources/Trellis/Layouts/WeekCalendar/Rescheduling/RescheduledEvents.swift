/// A week calendar's data source seen with one event moved to another day or time: what
/// the layout is prepared with while the event is dragged, so that the events it now
/// overlaps make room for it and the data itself never changes.
///
/// ```swift
/// let dragged = RescheduledEvents(agenda, move)
/// try layout.update(
///   for: .reloadingItems([move.index], inSection: 0, of: 1), dataSource: dragged)
/// ```
public struct RescheduledEvents<Base: WeekCalendarLayoutDataSource>: WeekCalendarLayoutDataSource {
  /// The data as it is.
  public var base: Base
  /// The event shown elsewhere.
  public var rescheduling: EventRescheduling

  /// Creates the view of `base` with the event of `rescheduling` at its new time.
  public init(_ base: Base, _ rescheduling: EventRescheduling) {
    self.base = base
    self.rescheduling = rescheduling
  }

  /// The base's number of events.
  public var numberOfEvents: Int { base.numberOfEvents }

  /// The base's event at `index`, or the rescheduled one for the moving event.
  public func event(at index: Int) -> CalendarEvent {
    index == rescheduling.index ? rescheduling.rescheduled : base.event(at: index)
  }
}
