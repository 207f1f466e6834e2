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

extension WaterfallContent: CollectionDataSource {
  /// Waterfall content is read by a ``WaterfallLayout``.
  public typealias Layout = WaterfallLayout
}
