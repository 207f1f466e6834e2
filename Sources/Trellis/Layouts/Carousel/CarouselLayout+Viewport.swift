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
}
