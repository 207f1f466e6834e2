extension ReorderableDataSource
where Self: WaterfallLayoutDataSource, Layout == WaterfallLayout {
  /// Updates the waterfall layout with this data in the order of `reordering`.
  public func update(
    _ layout: WaterfallLayout, for change: LayoutChange, reordering: ItemReordering
  ) throws(LayoutError) {
    try layout.update(for: change, dataSource: ReorderedItems(self, reordering))
  }
}
