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

  /// Moves the layout to `newViewport` without preparing again when the change allows
  /// it, and returns what the change invalidates.
  ///
  /// For `.none` and `.pinnedElements` the layout takes the new viewport at once: pinned
  /// frames are computed from it when a query reaches them. For `.everything` the
  /// layout keeps its state; call ``prepare(for:dataSource:)`` with the new viewport.
  /// An invalid viewport throws and changes nothing.
  ///
  /// - Complexity: O(1).
  @discardableResult
  public func updateViewport(_ newViewport: Viewport) throws(LayoutError) -> Invalidation {
    try viewport.move(to: newViewport, invalidating: invalidation(for: newViewport))
  }
}
