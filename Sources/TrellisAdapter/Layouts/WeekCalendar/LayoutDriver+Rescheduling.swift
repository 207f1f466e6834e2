import Trellis

extension LayoutDriver where DataSource: MovingEventsSource {
  /// The event being dragged, with the day and time it shows at, if any.
  public var eventRescheduling: EventRescheduling? { rescheduling }

  /// The drag in progress when it is an event's.
  private var rescheduling: EventRescheduling? {
    get { drag as? EventRescheduling }
    set { setDrag(newValue) }
  }

  /// Picks up the event at `index` of a week calendar to drag it to another day and
  /// time, as the collection view's `beginEventMovement(at:minuteStep:options:host:)`
  /// does: the data keeps the event where it is until the drop, while the layout shows
  /// it where the finger takes it.
  ///
  /// ```swift
  /// driver.beginEventMovement(at: 2, dataSource: source)
  /// driver.updateEventMovement(to: center, minuteStep: 15, dataSource: source)
  /// // at the drop: write the event into the data, then
  /// driver.endEventMovement(dataSource: source)
  /// ```
  ///
  /// - Returns: `false`, changing nothing, when the layout has no such event or an
  ///   event is already moving.
  @discardableResult
  public func beginEventMovement(at index: Int, dataSource: DataSource) -> Bool {
    guard rescheduling == nil, index >= 0, index < dataSource.numberOfEvents,
      index < layout.numberOfEvents
    else { return false }
    let event = dataSource.event(at: index)
    rescheduling = EventRescheduling(index: index, original: event, rescheduled: event)
    return true
  }

  /// Shows the dragged event with its center at `position`, in content coordinates, at
  /// the day and the snapped time that `WeekCalendarLayout.rescheduled(_:centeredAt:minuteStep:)`
  /// finds; the events it now overlaps make room for it.
  ///
  /// Only the days and the clusters of overlapping events the event leaves and joins
  /// are laid out again, through ``MovingEventsSource/showing(_:)``. Invalidate the
  /// cells in view afterwards, not the whole layout: UIKit's `invalidateLayout()`
  /// prepares it again from the data.
  ///
  /// - Returns: the event as it would be if dropped now, or `nil` when no event is
  ///   moving. A position that is not finite keeps the last time; a time the layout
  ///   refuses keeps it too and sets ``lastError``.
  /// - Complexity: O(*m*) for the *m* events of the days the event leaves and joins,
  ///   plus placing the clusters it leaves and joins, when the day or the time changes.
  @discardableResult
  public func updateEventMovement(
    to position: Point, minuteStep: Double = 15, dataSource: DataSource
  ) -> CalendarEvent? {
    guard var move = rescheduling else { return nil }
    guard
      let event = layout.rescheduled(move.original, centeredAt: position, minuteStep: minuteStep),
      event != move.rescheduled
    else { return move.rescheduled }
    move.rescheduled = event
    do {
      try dataSource.showing(move).update(
        layout, for: .reloadingItems([move.index], inSection: 0, of: 1))
      rescheduling = move
      lastError = nil
    } catch {
      lastError = .layout(error)
    }
    return rescheduling?.rescheduled
  }

  /// Ends the drag once `dataSource` has the event where it was dropped, and returns
  /// the move; `nil` when no event was moving.
  ///
  /// The event is read again from `dataSource`, so the layout shows what the data
  /// holds even if the app kept the event where it was.
  @discardableResult
  public func endEventMovement(dataSource: DataSource) -> EventRescheduling? {
    guard let move = rescheduling else { return nil }
    rescheduling = nil
    reload(eventAt: move.index, from: dataSource)
    return move
  }

  /// Puts the dragged event back where `dataSource` has it.
  public func cancelEventMovement(dataSource: DataSource) {
    guard let move = rescheduling else { return }
    rescheduling = nil
    reload(eventAt: move.index, from: dataSource)
  }

  /// Lays out the event at `index` as `dataSource` has it.
  private func reload(eventAt index: Int, from dataSource: DataSource) {
    do {
      try dataSource.update(layout, for: .reloadingItems([index], inSection: 0, of: 1))
      lastError = nil
    } catch {
      lastError = .layout(error)
    }
  }
}
