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
