extension WaterfallLayout {
  /// Places `count` items added to the end of the last section without preparing
  /// again: the infinite-scroll path.
  ///
  /// Call it after the data source has grown by `count` items at the end of its last
  /// section and changed nothing else since the last preparation. Only the new items
  /// are read and placed; the columns continue from where they ended, so the frames
  /// are exactly those that ``prepare(for:dataSource:)`` would compute. The section's
  /// footer, the collection footer and the content size move down accordingly. The
  /// values of the last preparation apply (its viewport, configuration and section
  /// metrics); for any other change, prepare again.
  ///
  /// If `count` is negative, does not match how far the last section grew in
  /// `dataSource`, or a new item's value is invalid, the call throws and the layout
  /// keeps its state. A successful append of items forgets the state from before the
  /// last update, so that the last section's arrays grow in place.
  ///
  /// - Complexity: O(*m* × *c* + *s*) for *m* new items, *c* columns and *s* sections.
  public func appendItems(count: Int, dataSource: some WaterfallLayoutDataSource)
    throws(LayoutError)
  {
    let sectionCount = geometry.sections.count
    let last = max(0, sectionCount - 1)
    try LayoutError.check(count: count, as: .appendedItemCount(section: last))
    guard dataSource.numberOfSections == sectionCount, sectionCount > 0 || count == 0 else {
      throw .invalidCount(.appendedItemCount(section: last), count)
    }
    guard sectionCount > 0 else { return }
    let total = dataSource.numberOfItems(inSection: last)
    try LayoutError.check(count: total, as: .numberOfItems(section: last))
    let existing = geometry.sections[last].items.count
    guard total - existing == count else {
      throw .invalidCount(.appendedItemCount(section: last), count)
    }
    guard count > 0 else { return }
    var budget = ElementBudget(total: elementCount)
    try budget.add(count)
    let configuration = geometry.configuration
    let batch = try WaterfallItemBatch(
      reading: existing..<(existing + count), of: last, from: dataSource,
      metrics: geometry.sections[last].metrics, direction: configuration.scrollDirection,
      defaultHeight: configuration.itemHeight, scale: geometry.mapping.scale)
    try place(batch)
    stateBeforeUpdate = nil
    lastChange = nil
    elementCount = budget.total
    applyDecorations()
  }

  /// Places `batch` at the end of the last section and moves what follows; throws and
  /// changes nothing if the content would be longer than
  /// ``LayoutLimits/maximumLength``.
  private func place(_ batch: WaterfallItemBatch) throws(LayoutError) {
    // The content grows by at most the new items stacked in one column.
    let spacing = geometry.sections[geometry.sections.count - 1].metrics.itemSpacing
    let longest = batch.lengths.reduce(geometry.stack.mainExtent) { $0 + $1 + spacing }
    if longest <= LayoutLimits.maximumLength / 2 {
      try geometry.appendToLastSection(batch)
    } else {
      // Near the limit, place on a copy, so that content too long changes nothing.
      var placed = geometry
      try placed.appendToLastSection(batch)
      geometry = placed
    }
  }
}
