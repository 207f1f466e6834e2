extension WeekCalendarLayout {
  /// Brings the layout up to date with `dataSource` after `change`, with the viewport
  /// of the last preparation and the current ``configuration``.
  ///
  /// The events are one section, so `change` has one entry; the layout is prepared
  /// again whatever it says, since an event's place depends on the events it overlaps.
  /// The layout keeps the state it had just before, which
  /// ``attributesBeforeUpdate(for:)`` answers for until the next preparation or update.
  ///
  /// - Throws: ``LayoutError/changeMismatch(_:change:dataSource:)`` when `change` does
  ///   not describe exactly one section, or keeps it unchanged while the number of
  ///   events changed; ``LayoutError/sectionOutOfRange(_:count:)`` when it keeps a
  ///   section other than 0; an error naming a bad value. The layout then keeps its
  ///   state exactly as it was.
  ///
  /// - Complexity: O(*n* log *n*) for *n* events.
  public func update(for change: LayoutChange, dataSource: some WeekCalendarDataSource)
    throws(LayoutError)
  {
    try change.check(sectionCount: 1)
    let eventCount = dataSource.numberOfEvents
    try LayoutError.check(count: eventCount, as: .numberOfItems(section: 0))
    if case .unchanged(let previous) = change.sections[0] {
      try LayoutChange.checkUnchanged(
        section: 0, from: previous, of: 1, itemCount: eventCount,
        previousItemCount: { _ in numberOfEvents })
    }
    let before = (geometry, viewport)
    try prepare(for: viewport, dataSource: dataSource)
    stateBeforeUpdate = before
  }
}
