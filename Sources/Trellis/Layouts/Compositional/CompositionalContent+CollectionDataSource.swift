extension CollectionDataSource
where Self: CompositionalLayoutDataSource, Layout == CompositionalLayout {
  /// Prepares the layout with ``CompositionalLayout/prepare(for:dataSource:)``.
  public func prepare(_ layout: CompositionalLayout, for viewport: Viewport) throws(LayoutError) {
    try layout.prepare(for: viewport, dataSource: self)
  }
  /// Updates the layout with ``CompositionalLayout/update(for:dataSource:)``.
  public func update(_ layout: CompositionalLayout, for change: LayoutChange) throws(LayoutError) {
    try layout.update(for: change, dataSource: self)
  }
}

extension CompositionalContent: CollectionDataSource {
  /// Compositional content is read by a ``CompositionalLayout``.
  public typealias Layout = CompositionalLayout
}
