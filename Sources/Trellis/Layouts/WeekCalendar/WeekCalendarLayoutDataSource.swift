/// The source of a week calendar's events, read during
/// ``WeekCalendarLayout/prepare(for:dataSource:)``.
///
/// Event `i` is the cell at item `i` of section 0. The layout does not keep the data
/// source: it is passed to each preparation, and every event is read once.
public protocol WeekCalendarLayoutDataSource {
  /// The number of events, at most ``LayoutLimits/maximumItemCount``.
  var numberOfEvents: Int { get }

  /// The event at `index`, from 0 to ``numberOfEvents`` less one.
  func event(at index: Int) -> CalendarEvent
}

/// A week calendar's events given as plain values: a ready-made
/// ``WeekCalendarLayoutDataSource`` for tests, specs and simple screens.
///
/// ```swift
/// let content = WeekCalendarContent(events: [
///   CalendarEvent(day: 0, start: 9, end: 11),
///   CalendarEvent(day: 0, start: 10, end: 12),
///   .allDay(on: 2),
/// ])
/// ```
public struct WeekCalendarContent: WeekCalendarLayoutDataSource, Hashable, Sendable {
  /// The events; event `i` is the cell at item `i` of section 0.
  public var events: [CalendarEvent]

  /// Creates content from its events.
  public init(events: [CalendarEvent]) {
    self.events = events
  }

  /// The number of events.
  public var numberOfEvents: Int { events.count }

  /// The event at `index`.
  public func event(at index: Int) -> CalendarEvent { events[index] }
}

// MARK: - Former names

/// The former name of ``WeekCalendarLayoutDataSource``, named now like the data-source
/// protocols of the other layouts.
@available(*, deprecated, renamed: "WeekCalendarLayoutDataSource")
public typealias WeekCalendarDataSource = WeekCalendarLayoutDataSource
