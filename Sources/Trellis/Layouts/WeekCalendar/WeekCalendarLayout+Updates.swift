extension WeekCalendarLayout {
  /// Brings the layout up to date with `dataSource` after `change`, with the viewport
  /// of the last preparation and the current ``configuration``.
  ///
  /// The events are one section, so `change` has one entry. When it names the events
  /// that changed (``LayoutChange/reloadedItems``, as
  /// ``LayoutChange/reloadingItems(_:inSection:of:)`` and a collection view's item
  /// reloads do) and the configuration is the one of the last preparation, only those
  /// events are read again, and only the days and the clusters of overlapping events
  /// they leave and join are laid out again. Otherwise
  /// the layout is prepared again, since an event's place depends on the events it
  /// overlaps. Either way the result is the one a preparation would give, and the layout
  /// keeps the state it had just before, which
  /// ``CollectionLayout/attributesBeforeUpdate(for:)`` answers for until the next
  /// preparation or update.
  ///
  /// - Throws: ``LayoutError/changeMismatch(_:change:dataSource:)`` when `change` does
  ///   not describe exactly one section, keeps it unchanged or reloads some of its
  ///   events while the number of events changed, or names an event the data does not
  ///   have; ``LayoutError/sectionOutOfRange(_:count:)`` when it keeps a section other
  ///   than 0; an error naming a bad value. The layout then keeps its state exactly as
  ///   it was.
  ///
  /// - Complexity: O(*c* log *n* + *m*) for *c* events named by `change`, *n* events and
  ///   *m* events on the days they leave and join, plus placing the clusters they leave
  ///   and join; O(*n* log *n*) when the layout is prepared again.
  public func update(for change: LayoutChange, dataSource: some WeekCalendarLayoutDataSource)
    throws(LayoutError)
  {
    try change.check(sectionCount: 1)
    let eventCount = dataSource.numberOfEvents
    try LayoutError.check(count: eventCount, as: .numberOfItems(section: 0))
    if case .unchanged(let previous) = change.sections[0] {
      try LayoutChange.checkUnchanged(
        section: 0, from: previous, of: 1, itemCount: eventCount,
        previousItemCount: { _ in numberOfEvents })
    } else if let reload = change.reloadedItems[0] {
      try LayoutChange.checkReloaded(
        reload, section: 0, of: 1, itemCount: eventCount,
        previousItemCount: { _ in numberOfEvents })
      if preparationCount > 0 && configuration == geometry.configuration {
        return try replaceEvents(reload.items, from: dataSource)
      }
    }
    let before = (geometry, viewport)
    try prepare(for: viewport, dataSource: dataSource)
    stateBeforeUpdate = before
  }

  /// Reads the events at `items` again and lays out the days they leave and join.
  private func replaceEvents(_ items: [Int], from dataSource: some WeekCalendarLayoutDataSource)
    throws(LayoutError)
  {
    var changes: [(index: Int, event: CalendarEvent)] = []
    changes.reserveCapacity(items.count)
    for index in items {
      let event = dataSource.event(at: index)
      try validate(event, at: index)
      changes.append((index, event))
    }
    let before = (geometry, viewport)
    var updated = geometry
    updated.replaceEvents(changes, viewport: viewport)
    try updated.metrics.validate()
    geometry = updated
    stateBeforeUpdate = before
  }
}
