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

extension ReorderableDataSource
where Self: CompositionalLayoutDataSource, Layout == CompositionalLayout {
  /// Updates the layout with this data in the order of `reordering`.
  public func update(
    _ layout: CompositionalLayout, for change: LayoutChange, reordering: ItemReordering
  ) throws(LayoutError) {
    try layout.update(for: change, dataSource: ReorderedItems(self, reordering))
  }
}

extension EstimatingDataSource
where Self: CompositionalLayoutDataSource, Layout == CompositionalLayout {
  /// Prepares the compositional layout with `content` as its data source.
  public static func prepare(
    _ layout: CompositionalLayout, for viewport: Viewport,
    estimating content: SelfSizingContent<Self>
  ) throws(LayoutError) {
    try layout.prepare(for: viewport, dataSource: content)
  }

  /// Updates the compositional layout with `content` as its data source.
  public static func update(
    _ layout: CompositionalLayout, for change: LayoutChange,
    estimating content: SelfSizingContent<Self>
  ) throws(LayoutError) {
    try layout.update(for: change, dataSource: content)
  }

  /// Updates the compositional layout with `content` in the order of `reordering`.
  public static func update(
    _ layout: CompositionalLayout, for change: LayoutChange, reordering: ItemReordering,
    estimating content: SelfSizingContent<Self>
  ) throws(LayoutError) {
    try layout.update(for: change, dataSource: ReorderedItems(content, reordering))
  }
}

extension CompositionalContent: CollectionDataSource {
  /// Compositional content is read by a ``CompositionalLayout``.
  public typealias Layout = CompositionalLayout
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

extension CompositionalContent: EstimatingDataSource {}
