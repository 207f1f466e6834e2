extension ReorderableDataSource
where Self: CompositionalLayoutDataSource, Layout == CompositionalLayout {
  /// Updates the layout with this data in the order of `reordering`.
  public func update(
    _ layout: CompositionalLayout, for change: LayoutChange, reordering: ItemReordering
  ) throws(LayoutError) {
    try layout.update(for: change, dataSource: ReorderedItems(self, reordering))
  }
}

extension CompositionalContent: ReorderableDataSource {
  /// Moves one item's place: the source section has one item less and the destination
  /// one more, since the items of a section differ only by their places and their
  /// measured sizes, which move with them.
  public mutating func moveItem(at source: IndexPath, to destination: IndexPath) {
    itemCounts[source.section] -= 1
    itemCounts[destination.section] += 1
    measuredSizes.moveItem(at: source, to: destination)
  }
}
