extension CarouselLayout {
  /// How much of the prepared layout a move to `newViewport` makes out of date.
  ///
  /// `.everything` when the size, the scale or the layout direction change (the end
  /// padding depends on the size). A scroll is ``Invalidation/transformedElements``:
  /// every item's look depends on the scroll position. An identical viewport, or one
  /// with other insets, is `.none`.
  public func invalidation(for newViewport: Viewport) -> Invalidation {
    let old = viewport
    if old.size != newViewport.size || old.scale != newViewport.scale
      || old.layoutDirection != newViewport.layoutDirection
    {
      return .everything
    }
    return old.contentOffset == newViewport.contentOffset ? .none : .transformedElements
  }

  /// Moves the layout to `newViewport` without preparing again when the change allows
  /// it, and returns what the change invalidates.
  ///
  /// For `.none` and `.transformedElements` the layout takes the new viewport at once:
  /// the items' looks are computed from it when a query reaches them. For
  /// `.everything` the layout keeps its state; call ``prepare(for:dataSource:)`` with
  /// the new viewport. An invalid viewport throws and changes nothing.
  ///
  /// - Complexity: O(1).
  @discardableResult
  public func updateViewport(_ newViewport: Viewport) throws(LayoutError) -> Invalidation {
    try viewport.move(to: newViewport, invalidating: invalidation(for: newViewport))
  }
}
