import Trellis

/// The events of a week calendar, given by an app's delegate: item `i` of section 0 of
/// the collection view is event `i`.
///
/// ```swift
/// extension AgendaViewController: WeekCalendarLayoutDelegate {
///   func event(at index: Int) -> CalendarEvent { meetings[index].calendarEvent }
/// }
/// ```
///
/// Like UIKit's own delegate protocols it is isolated to the main actor, where the
/// layout reads it: a view controller adopts it with no annotation in the Swift 6
/// language mode.
@MainActor
public protocol WeekCalendarLayoutDelegate: AnyObject {
  /// The event shown by item `index` of section 0.
  func event(at index: Int) -> CalendarEvent
}

/// A week calendar's data source made of a collection view's counts and an app's
/// ``WeekCalendarLayoutDelegate``: what the UIKit adapter builds for each preparation.
///
/// The number of events is the number of items of section 0. Without a delegate there
/// are no events to place, so the calendar shows none, whatever the counts say. Like
/// the delegate it reads, it is used on the main actor.
@MainActor
public struct DelegatedWeekCalendarSource<Counts: SectionedDataSource>:
  @MainActor WeekCalendarLayoutDataSource, @MainActor CollectionDataSource
{
  /// A week calendar source is read by a `WeekCalendarLayout`.
  public typealias Layout = WeekCalendarLayout

  /// The counts of sections and items.
  public let counts: Counts
  /// The delegate that gives the events, if any.
  public let delegate: (any WeekCalendarLayoutDelegate)?
  /// The event shown at another day and time while it is dragged, if any.
  public private(set) var move: EventRescheduling?

  /// Creates a source from counts and an optional delegate.
  public init(counts: Counts, delegate: (any WeekCalendarLayoutDelegate)?) {
    self.counts = counts
    self.delegate = delegate
  }

  /// The number of sections of ``counts``.
  public var numberOfSections: Int { counts.numberOfSections }
  /// The number of items in `section` of ``counts``.
  public func numberOfItems(inSection section: Int) -> Int {
    counts.numberOfItems(inSection: section)
  }
  /// The items of section 0, or none without a delegate or sections.
  public var numberOfEvents: Int {
    guard delegate != nil, counts.numberOfSections > 0 else { return 0 }
    return counts.numberOfItems(inSection: 0)
  }
  /// The delegate's event, or the dragged event at its new day and time.
  ///
  /// - Precondition: there is a delegate; without one ``numberOfEvents`` is zero and
  ///   the layout asks for no event.
  public func event(at index: Int) -> CalendarEvent {
    if let move, move.index == index { return move.rescheduled }
    guard let delegate else {
      preconditionFailure("a week calendar without a delegate has no events")
    }
    return delegate.event(at: index)
  }
}

extension DelegatedWeekCalendarSource: @MainActor MovingEventsSource {
  /// This source with the event of `move` at its new day and time.
  public func showing(_ move: EventRescheduling) -> Self {
    var shown = self
    shown.move = move
    return shown
  }
}
