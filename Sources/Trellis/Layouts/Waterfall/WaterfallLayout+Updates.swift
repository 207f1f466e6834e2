extension WaterfallLayout {
  /// Brings the layout up to date with `dataSource` after `change`, laying out again
  /// only the sections that `change` names as new, with the configuration and viewport
  /// of the last preparation.
  ///
  /// A section that `change` keeps unchanged is reused as it was, wherever it moved:
  /// its items are stored relative to its origin, and its storage is shared, not
  /// copied. Sections are then stacked again along the scroll axis, so everything after
  /// a section that grew or shrank moves with it. The frames are exactly those that
  /// ``prepare(for:dataSource:)`` computes for the same data.
  ///
  /// The layout keeps the state it had just before, which
  /// ``CollectionLayout/attributesBeforeUpdate(for:)`` answers for until the next
  /// preparation, update or append, and says in ``lastUpdateReport`` which elements
  /// changed: in a section laid out anew with as many items, the items whose frames
  /// changed; every section that moved, whole.
  ///
  /// - Throws: ``LayoutError/changeMismatch(_:change:dataSource:)`` when `change` does
  ///   not describe as many sections as `dataSource` has, or keeps a section unchanged
  ///   whose item count differs in `dataSource`; ``LayoutError/sectionOutOfRange(_:count:)``
  ///   when it keeps a section the layout does not have; an error naming a bad value of
  ///   a section laid out anew. The layout then keeps its state exactly as it was.
  ///
  /// - Complexity: O(*s* + *m* × *c*) for *s* sections and the *m* items in *c* columns
  ///   of the sections laid out anew.
  public func update(for change: LayoutChange, dataSource: some WaterfallLayoutDataSource)
    throws(LayoutError)
  {
    let old = geometry
    try old.configuration.validate()
    let sectionCount = try change.checkedSectionCount(of: dataSource)
    var new = old.emptied()
    new.reserveCapacity(sections: sectionCount)
    var budget = ElementBudget()
    var kept = KeptSections()
    for (section, source) in change.sections.enumerated() {
      let itemCount = dataSource.numberOfItems(inSection: section)
      switch source {
      case .unchanged(let previous):
        try LayoutError.check(itemCount: itemCount, inSection: section)
        try LayoutChange.checkUnchanged(
          section: section, from: previous, of: old.sections.count, itemCount: itemCount,
          previousItemCount: { old.sections[$0].items.count })
        try budget.add(itemCount + old.sections[previous].metrics.columnCount)
        kept.keep(previous, of: old, into: &new)
      case .laidOutAnew:
        kept.copy(from: old, into: &new)
        let placed = try WaterfallSectionGeometry.layOut(
          section, itemCount: itemCount, from: dataSource, configuration: old.configuration,
          crossExtent: old.stack.crossExtent, scale: old.mapping.scale, budget: &budget)
        new.appendSection(placed.geometry, length: placed.length)
      }
    }
    kept.copy(from: old, into: &new)
    try new.stack.finishSections()
    stateBeforeUpdate = (old, viewport)
    geometry = new
    elementCount = budget.total
    applyDecorations()
    lastChange = change
  }

  /// What the last ``update(for:dataSource:)`` changed, found when asked from the state
  /// before it; everything after a preparation or an append.
  ///
  /// In a section laid out anew with as many items, the items whose frames changed;
  /// every section that moved, whole.
  ///
  /// - Complexity: O(*s* + *m*) for *s* sections and the *m* items of the sections the
  ///   update laid out anew.
  public var lastUpdateReport: LayoutUpdateReport {
    guard let lastChange, let before = stateBeforeUpdate?.geometry else { return .everything }
    return geometry.updateReport(
      from: before, after: lastChange, hasCustomDecorations: decorationProvider != nil
    ) { section, _, report in
      geometry.reportChangedItems(ofSection: section, from: before, into: &report)
    }
  }
}
