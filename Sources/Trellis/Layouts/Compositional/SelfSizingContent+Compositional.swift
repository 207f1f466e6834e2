extension SelfSizingContent: CompositionalLayoutDataSource
where Base: CompositionalLayoutDataSource {
  /// Calls `body` with each measured item of `section` and its size: the size measured
  /// here, or else the one the base gives.
  ///
  /// - Complexity: O(*m*) for the *m* measured items of the section here and in the
  ///   base.
  public func forEachMeasuredItem(
    inSection section: Int, _ body: (_ item: Int, _ size: Size) -> Void
  ) {
    base.forEachMeasuredItem(inSection: section) { item, size in
      if measuredSizes.size(for: .cell(IndexPath(item: item, section: section))) == nil {
        body(item, size)
      }
    }
    measuredSizes.forEachItem(inSection: section, body)
  }

  /// The size measured here for the boundary item of `kind` of `section` (a section
  /// header or footer), or else the one the base gives.
  public func measuredSize(ofBoundary kind: ElementKind, inSection section: Int) -> Size? {
    measuredSizes.size(for: .supplementary(kind, IndexPath(item: 0, section: section)))
      ?? base.measuredSize(ofBoundary: kind, inSection: section)
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

extension CompositionalContent: EstimatingDataSource {}
