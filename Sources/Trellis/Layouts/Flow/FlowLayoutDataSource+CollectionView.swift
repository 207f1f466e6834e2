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

extension ReorderableDataSource where Self: FlowLayoutDataSource, Layout == FlowLayout {
  /// Updates the flow layout with this data in the order of `reordering`.
  public func update(_ layout: FlowLayout, for change: LayoutChange, reordering: ItemReordering)
    throws(LayoutError)
  {
    try layout.update(for: change, dataSource: ReorderedItems(self, reordering))
  }
}

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

extension FlowContent: CollectionDataSource {
  /// Flow content is read by a ``FlowLayout``.
  public typealias Layout = FlowLayout
}

extension FlowContent: EstimatingDataSource {}
