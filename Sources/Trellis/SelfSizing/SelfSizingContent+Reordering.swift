extension SelfSizingContent: ReorderableDataSource where Base: ReorderableDataSource {
  /// Whether the base lets the item be picked up.
  public func canMoveItem(at indexPath: IndexPath) -> Bool { base.canMoveItem(at: indexPath) }

  /// Moves the item in the base, and its measured size with it.
  ///
  /// - Complexity: the base's move, plus O(*m*) for the *m* measured items of the two
  ///   sections.
  public mutating func moveItem(at source: IndexPath, to destination: IndexPath) {
    base.moveItem(at: source, to: destination)
    measuredSizes.moveItem(at: source, to: destination)
  }

  /// Updates `layout` with the measured and estimated sizes in the order of
  /// `reordering`, while an item is dragged.
  public func update(_ layout: Layout, for change: LayoutChange, reordering: ItemReordering)
    throws(LayoutError)
  {
    try Base.update(layout, for: change, reordering: reordering, estimating: self)
  }
}
