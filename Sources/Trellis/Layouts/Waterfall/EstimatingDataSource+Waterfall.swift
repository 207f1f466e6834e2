extension EstimatingDataSource
where Self: WaterfallLayoutDataSource, Layout == WaterfallLayout {
  /// Prepares the waterfall layout with `content` as its data source.
  public static func prepare(
    _ layout: WaterfallLayout, for viewport: Viewport,
    estimating content: SelfSizingContent<Self>
  ) throws(LayoutError) {
    try layout.prepare(for: viewport, dataSource: content)
  }

  /// Updates the waterfall layout with `content` as its data source.
  public static func update(
    _ layout: WaterfallLayout, for change: LayoutChange,
    estimating content: SelfSizingContent<Self>
  ) throws(LayoutError) {
    try layout.update(for: change, dataSource: content)
  }

  /// Updates the waterfall layout with `content` in the order of `reordering`.
  public static func update(
    _ layout: WaterfallLayout, for change: LayoutChange, reordering: ItemReordering,
    estimating content: SelfSizingContent<Self>
  ) throws(LayoutError) {
    try layout.update(for: change, dataSource: ReorderedItems(content, reordering))
  }
}

extension WaterfallContent: EstimatingDataSource {}
