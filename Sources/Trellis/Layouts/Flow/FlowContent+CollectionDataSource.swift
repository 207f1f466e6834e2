extension CollectionDataSource where Self: FlowLayoutDataSource, Layout == FlowLayout {
  /// Prepares the flow layout with ``FlowLayout/prepare(for:dataSource:)``.
  public func prepare(_ layout: FlowLayout, for viewport: Viewport) throws(LayoutError) {
    try layout.prepare(for: viewport, dataSource: self)
  }

  /// Updates the flow layout with ``FlowLayout/update(for:dataSource:)``.
  public func update(_ layout: FlowLayout, for change: LayoutChange) throws(LayoutError) {
    try layout.update(for: change, dataSource: self)
  }
}

extension FlowContent: CollectionDataSource {
  /// Flow content is read by a ``FlowLayout``.
  public typealias Layout = FlowLayout
}
