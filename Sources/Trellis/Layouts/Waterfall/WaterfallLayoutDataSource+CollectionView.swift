extension CollectionDataSource
where Self: WaterfallLayoutDataSource, Layout == WaterfallLayout {
  /// Prepares the waterfall layout with ``WaterfallLayout/prepare(for:dataSource:)``.
  public func prepare(_ layout: WaterfallLayout, for viewport: Viewport) throws(LayoutError) {
    try layout.prepare(for: viewport, dataSource: self)
  }

  /// Updates the waterfall layout with ``WaterfallLayout/update(for:dataSource:)``.
  public func update(_ layout: WaterfallLayout, for change: LayoutChange) throws(LayoutError) {
    try layout.update(for: change, dataSource: self)
  }
}

extension ReorderableDataSource
where Self: WaterfallLayoutDataSource, Layout == WaterfallLayout {
  /// Updates the waterfall layout with this data in the order of `reordering`.
  public func update(
    _ layout: WaterfallLayout, for change: LayoutChange, reordering: ItemReordering
  ) throws(LayoutError) {
    try layout.update(for: change, dataSource: ReorderedItems(self, reordering))
  }
}

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

extension WaterfallContent: CollectionDataSource {
  /// Waterfall content is read by a ``WaterfallLayout``.
  public typealias Layout = WaterfallLayout
}

extension WaterfallContent: EstimatingDataSource {}
