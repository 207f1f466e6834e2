extension ReorderableDataSource where Self: FlowLayoutDataSource, Layout == FlowLayout {
  /// Updates the flow layout with this data in the order of `reordering`.
  public func update(_ layout: FlowLayout, for change: LayoutChange, reordering: ItemReordering)
    throws(LayoutError)
  {
    try layout.update(for: change, dataSource: ReorderedItems(self, reordering))
  }
}
