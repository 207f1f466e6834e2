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
    let last = geometry.sections.count - 1
    guard last >= 0 else {
      guard count == 0 else { throw .invalidCount(.appendedItemCount(section: 0), count) }
      return
    }
    let existing = geometry.sections[last].items.count
    guard count >= 0, dataSource.numberOfItems(inSection: last) - existing == count else {
      throw .invalidCount(.appendedItemCount(section: last), count)
    }
    guard count > 0 else { return }
    let configuration = geometry.configuration
    let batch = try WaterfallItemBatch(
      reading: existing..<(existing + count), of: last, from: dataSource,
      metrics: geometry.sections[last].metrics, direction: configuration.scrollDirection,
      defaultHeight: configuration.itemHeight, scale: geometry.mapping.scale)
    stateBeforeUpdate = nil
    geometry.appendToLastSection(batch)
    refreshDecorations()
  }
}
