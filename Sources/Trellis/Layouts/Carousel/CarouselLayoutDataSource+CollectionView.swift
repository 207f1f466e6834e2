extension CollectionDataSource
where Self: CarouselLayoutDataSource, Layout == CarouselLayout {
  /// Prepares the carousel with ``CarouselLayout/prepare(for:dataSource:)``.
  public func prepare(_ layout: CarouselLayout, for viewport: Viewport) throws(LayoutError) {
    try layout.prepare(for: viewport, dataSource: self)
  }
  /// Updates the carousel with ``CarouselLayout/update(for:dataSource:)``.
  public func update(_ layout: CarouselLayout, for change: LayoutChange) throws(LayoutError) {
    try layout.update(for: change, dataSource: self)
  }
}

extension ReorderableDataSource
where Self: CarouselLayoutDataSource, Layout == CarouselLayout {
  /// Updates the carousel with this data in the order of `reordering`.
  public func update(
    _ layout: CarouselLayout, for change: LayoutChange, reordering: ItemReordering
  ) throws(LayoutError) {
    try layout.update(for: change, dataSource: ReorderedItems(self, reordering))
  }
}

extension CarouselContent: CollectionDataSource {
  /// Carousel content is read by a ``CarouselLayout``.
  public typealias Layout = CarouselLayout
}

extension CarouselContent: ReorderableDataSource {
  /// Moves one item's place: the source section has one item less and the destination
  /// one more, since a carousel's items differ only by their places.
  public mutating func moveItem(at source: IndexPath, to destination: IndexPath) {
    itemCounts[source.section] -= 1
    itemCounts[destination.section] += 1
  }
}
