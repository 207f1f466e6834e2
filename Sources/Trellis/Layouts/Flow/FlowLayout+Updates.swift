extension FlowLayout {
  /// Brings the layout up to date with `dataSource` after `change`, laying out again
  /// only the sections that `change` names as new, with the configuration and viewport
  /// of the last preparation.
  ///
  /// A section that `change` keeps unchanged is reused as it was, wherever it moved:
  /// its items and lines are stored relative to its origin, and its storage is shared,
  /// not copied. The sections are kept in chunks of 64 that the state before the
  /// update shares, with origins relative to their chunk: up to the first section whose
  /// index changes, the update copies only the chunks of the sections laid out anew and
  /// moves the chunks after them, so everything after a section that grew or shrank
  /// moves with it. The frames are exactly those that ``prepare(for:dataSource:)``
  /// computes for the same data.
  ///
  /// The layout keeps the state it had just before, which
  /// ``CollectionLayout/attributesBeforeUpdate(for:)`` answers for until the next
  /// preparation or update, and says in ``lastUpdateReport`` which elements changed: a
  /// reloaded item that keeps its size changes alone; one that changes it changes the
  /// items from its chunk on, the section's header, footer and background, and every
  /// section after it, which moves.
  ///
  /// ```swift
  /// // One item was inserted into section 2 of five; the others did not change.
  /// try layout.update(for: .reloading([2], of: 5), dataSource: photos)
  /// ```
  ///
  /// - Throws: ``LayoutError/changeMismatch(_:change:dataSource:)`` when `change` does
  ///   not describe as many sections as `dataSource` has, or keeps a section unchanged
  ///   whose item count differs in `dataSource`; ``LayoutError/sectionOutOfRange(_:count:)``
  ///   when it keeps a section the layout does not have; an error naming a bad value of
  ///   a section laid out anew. The layout then keeps its state exactly as it was.
  ///
  /// - Complexity: O(*s*) checks of the item counts of the *s* sections, plus
  ///   O(*s* / 64 + *c* + *m*) for the new state: the *c* sections from the first whose
  ///   index changes on (none when the update only reloads sections or changes their
  ///   items) and the *m* items of the sections laid out anew.
  public func update(for change: LayoutChange, dataSource: some FlowLayoutDataSource)
    throws(LayoutError)
  {
    try context.configuration.validate()
    let sectionCount = try change.checkedSectionCount(of: dataSource)
    let old = geometry
    // The new state starts as the old one, sharing its storage, and is written over in
    // place up to the first section that changes its index; the sections from there on
    // are appended again.
    var new = old
    new.stack.behaviors = context.configuration.behaviors
    new.stack.mapping = context.mapping
    new.stack.crossExtent = context.crossExtent
    var inPlace = true
    var budget = ElementBudget()
    var kept = KeptSections()
    var resized: [Int] = []
    for (section, source) in change.sections.enumerated() {
      let itemCount = dataSource.numberOfItems(inSection: section)
      try LayoutError.check(itemCount: itemCount, inSection: section)
      try budget.add(itemCount)
      if inPlace && !source.keepsIndex(section, sectionCountBefore: old.sections.count) {
        new.removeLastSections(old.sections.count - section)
        inPlace = false
      }
      switch source {
      case .unchanged(let previous):
        try LayoutChange.checkUnchanged(
          section: section, from: previous, of: old.sections.count, itemCount: itemCount,
          previousItemCount: { old.sections[$0].itemCount })
        if !inPlace { kept.keep(previous, of: old, into: &new) }
      case .laidOutAnew:
        if !inPlace { kept.copy(from: old, into: &new) }
        let (placed, isResized) = try place(
          section, itemCount: itemCount, reloading: change.reloadedItems[section], of: old,
          from: dataSource)
        if isResized { resized.append(section) }
        if inPlace { new.replace(section, with: placed) } else { new.append(placed) }
      }
    }
    if inPlace {
      new.removeLastSections(old.sections.count - sectionCount)
    } else {
      kept.copy(from: old, into: &new)
    }
    try new.stack.finishSections()
    stateBeforeUpdate = (old, viewport)
    geometry = new
    applyDecorations()
    lastUpdate = (change, resized)
  }

  /// Places section `section` of the new data: by resizing its state before when only
  /// the sizes of `reloaded` items changed and the rest can stay, otherwise anew; with
  /// whether it resized.
  private func place(
    _ section: Int, itemCount: Int, reloading reloaded: LayoutChange.ReloadedItems?,
    of old: FlowGeometry, from dataSource: some FlowLayoutDataSource
  ) throws(LayoutError) -> (FlowPlacedSection, resized: Bool) {
    if let reloaded, old.sections.indices.contains(reloaded.previousSection),
      old.sections[reloaded.previousSection].itemCount == itemCount,
      let resized = try context.resizeSection(
        section, items: reloaded.items, of: old.sections[reloaded.previousSection],
        from: dataSource)
    {
      return (resized, true)
    }
    return (try context.layOutSection(section, itemCount: itemCount, from: dataSource), false)
  }

  /// Lays out again only the given sections, reading their values anew from
  /// `dataSource`, and moves the sections after each by however much it grew or
  /// shrank: the answer to UIKit's invalidation of a section's metrics, for example
  /// when one item changes size or an item is inserted.
  ///
  /// A shorthand for ``update(for:dataSource:)`` with
  /// ``LayoutChange/reloading(_:of:)``: the other sections keep their frames relative
  /// to their origins and are not read again, and the layout keeps the state before the
  /// update for ``CollectionLayout/attributesBeforeUpdate(for:)``.
  ///
  /// ```swift
  /// photos.sizes[500][3] = Size(width: 120, height: 90)
  /// try layout.updateSections([500], dataSource: photos)
  /// ```
  ///
  /// - Throws: ``LayoutError/sectionOutOfRange(_:count:)`` for a section that the layout
  ///   does not have; ``LayoutError/changeMismatch(_:change:dataSource:)`` when
  ///   `dataSource` has another number of sections than the layout, or another number
  ///   of items in a section not listed; an error naming a bad value. The layout then
  ///   keeps its state exactly as it was.
  ///
  /// - Complexity: O(*s*) checks of the item counts of the *s* sections of the layout,
  ///   plus O(*s* / 64 + *m*) for the *m* items of the updated sections.
  public func updateSections(
    _ sections: some Sequence<Int>, dataSource: some FlowLayoutDataSource
  ) throws(LayoutError) {
    let count = numberOfSections
    var listed: [Int] = []
    for section in sections {
      guard section >= 0 && section < count else {
        throw .sectionOutOfRange(section, count: count)
      }
      listed.append(section)
    }
    try update(for: .reloading(listed, of: count), dataSource: dataSource)
  }
}
