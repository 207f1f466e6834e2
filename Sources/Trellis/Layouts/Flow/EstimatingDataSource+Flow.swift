extension EstimatingDataSource where Self: FlowLayoutDataSource, Layout == FlowLayout {
  /// Prepares the flow layout with `content` as its data source.
  public static func prepare(
    _ layout: FlowLayout, for viewport: Viewport, estimating content: SelfSizingContent<Self>
  ) throws(LayoutError) {
    try layout.prepare(for: viewport, dataSource: content)
  }

  /// Updates the flow layout with `content` as its data source.
  public static func update(
    _ layout: FlowLayout, for change: LayoutChange, estimating content: SelfSizingContent<Self>
  ) throws(LayoutError) {
    try layout.update(for: change, dataSource: content)
  }

  /// Updates the flow layout with `content` in the order of `reordering`.
  public static func update(
    _ layout: FlowLayout, for change: LayoutChange, reordering: ItemReordering,
    estimating content: SelfSizingContent<Self>
  ) throws(LayoutError) {
    try layout.update(for: change, dataSource: ReorderedItems(content, reordering))
  }
}

extension FlowContent: EstimatingDataSource {}
