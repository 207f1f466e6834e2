extension CompositionalLayout {
  /// How much of the prepared layout a move to `newViewport` makes out of date.
  ///
  /// `.everything` when the size, the content inset, the scale or the layout direction
  /// change (fractions are of the viewport's size). A scroll is
  /// ``Invalidation/transformedElements`` when a section has a ``VisibleItemsHandler``,
  /// ``Invalidation/pinnedElements`` when a boundary item pins to the visible bounds,
  /// `.none` otherwise.
  public func invalidation(for newViewport: Viewport) -> Invalidation {
    let old = viewport
    if old.size != newViewport.size || old.contentInset != newViewport.contentInset
      || old.scale != newViewport.scale || old.layoutDirection != newViewport.layoutDirection
    {
      return .everything
    }
    if old.contentOffset == newViewport.contentOffset { return .none }
    if geometry.hasVisibleItemsHandlers { return .transformedElements }
    return geometry.hasPinnedElements ? .pinnedElements : .none
  }
}
