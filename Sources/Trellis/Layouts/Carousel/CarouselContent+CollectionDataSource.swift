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

extension CarouselContent: CollectionDataSource {
  /// Carousel content is read by a ``CarouselLayout``.
  public typealias Layout = CarouselLayout
}
