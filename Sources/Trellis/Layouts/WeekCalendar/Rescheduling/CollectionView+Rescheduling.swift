extension CollectionView where DataSource: ReschedulableDataSource {
  /// Picks up the event at `index` of a week calendar to drag it to another day and
  /// time, its start snapping to multiples of `minuteStep` minutes.
  ///
  /// The event then follows the finger with
  /// ``updateEventMovement(to:host:)``: its lifted view is centered on the finger,
  /// above everything, while the layout shows the event at the day and the snapped time
  /// it would take, and the events it overlaps make room for it. End the drag with
  /// ``endEventMovement(host:)`` or put everything back with
  /// ``cancelInteractiveMovement(host:)``.
  ///
  /// ```swift
  /// calendar.beginEventMovement(at: 0, minuteStep: 15, host: &host)
  /// calendar.updateEventMovement(to: Point(x: 300, y: 420), host: &host)
  /// calendar.endEventMovement(host: &host)  // the data source moves the event once
  /// ```
  ///
  /// - Returns: `false`, changing nothing, when the event does not exist, the data
  ///   source says it cannot move, `minuteStep` is not finite and positive, the
  ///   options' slide curve is not valid, or an item is already moving.
  /// - Complexity: O(*k*) for the *k* elements in ``visibleRect``.
  @discardableResult
  public func beginEventMovement(
    at index: Int, minuteStep: Double = 15, options: MovementOptions = MovementOptions(),
    host: inout Host
  ) -> Bool {
    let item = IndexPath(item: index, section: 0)
    guard !state.isMoving, options.hasValidSlideCurve, minuteStep.isFinite, minuteStep > 0,
      index >= 0,
      index < dataSource.numberOfEvents, dataSource.canMoveEvent(at: index),
      let place = layout.attributes(for: .cell(item))
    else { return false }
    finishAnimation(host: &host)
    let event = dataSource.event(at: index)
    let movement = InteractiveMovement(
      item: item, target: item, position: place.center, options: options)
    state.move(
      MovementState(
        movement: movement, rule: { $0.original },
        custom: EventMovement(
          EventRescheduling(index: index, original: event, rescheduled: event),
          minuteStep: minuteStep)))
    showInteractiveMovement(host: &host)
    return true
  }

  /// The event being dragged, with the day and time it would take if the drag ended
  /// now, if any.
  public var eventRescheduling: EventRescheduling? { eventMovement?.move }

  /// The drag of an event in progress, if any.
  var eventMovement: EventMovement? { state.drag?.custom as? EventMovement }

  /// Moves the dragged event's center to `position`, in content coordinates, and shows
  /// it in the layout at the day and the snapped time found by
  /// ``WeekCalendarLayout/rescheduled(_:centeredAt:minuteStep:)``.
  ///
  /// When the day or the time changes, the layout is updated with a
  /// ``RescheduledEvents`` view of the data that names the one event that changed, so
  /// it lays out again only the days and the clusters of overlapping events the event
  /// leaves and joins; a position that is not finite or outside
  /// ``LayoutLimits/offsetRange`` is ignored.
  ///
  /// - Returns: the event as it would be if the drag ended now, or `nil` when no event
  ///   is moving.
  /// - Complexity: O(*m*) for the *m* events of the days the event leaves and joins,
  ///   plus placing the clusters it leaves and joins, when the time changes; plus O(*k*)
  ///   for the *k* elements in ``visibleRect``.
  @discardableResult
  public func updateEventMovement(to position: Point, host: inout Host) -> CalendarEvent? {
    guard let current = eventMovement else { return nil }
    var accepted = current
    stepMovement(to: position, host: &host) { drag in
      var move = current.move
      guard
        let event = layout.rescheduled(
          move.original, centeredAt: position, minuteStep: current.minuteStep),
        event != move.rescheduled
      else { return }
      move.rescheduled = event
      do throws(LayoutError) {
        try layout.update(
          for: .reloadingItems([move.index], inSection: 0, of: 1),
          dataSource: RescheduledEvents(dataSource, move))
        accepted = EventMovement(move, minuteStep: current.minuteStep)
        drag.custom = accepted
      } catch {
        // The layout refused the new time and kept the last one, and so does the drag.
      }
    }
    return accepted.move.rescheduled
  }

  /// Drops the dragged event at the day and time it shows at.
  ///
  /// The data source is told once, with ``ReschedulableDataSource/moveEvent(at:to:)``,
  /// and the layout ends as a fresh preparation of the moved data would. The lifted
  /// view animates from the finger to its place; drive it with ``animate(to:host:)``.
  ///
  /// - Returns: the move told to the data source (``EventRescheduling/isIdentity`` when
  ///   the event went back to its time), or `nil` when no event was moving or the data
  ///   did not take the move; the drag is then cancelled.
  /// - Complexity: O(log *n*) for *n* events, since the layout already shows the event
  ///   where it drops, plus O(*k*) for the *k* elements in ``visibleRect``.
  @discardableResult
  public func endEventMovement(host: inout Host) -> EventRescheduling? {
    guard let move = eventMovement?.move else { return nil }
    var moved = dataSource
    moved.moveEvent(at: move.index, to: move.rescheduled)
    guard moved.numberOfEvents == itemCounts[0],
      (try? moved.update(layout, for: .reloadingItems([move.index], inSection: 0, of: 1))) != nil
    else {
      cancelInteractiveMovement(host: &host)
      return nil
    }
    replaceData(with: moved)
    let item = ElementID.cell(IndexPath(item: move.index, section: 0))
    settle(visible[item]?.attributes, at: item, host: &host)
    return move
  }
}
