extension FlowLayout {
  /// How much of the prepared layout a move to `newViewport` makes out of date.
  ///
  /// `.everything` when the extent across the scroll axis, the insets, the scale or the
  /// layout direction change. Otherwise, a scroll or a change of the extent along the
  /// scroll axis is `.pinnedElements` when an element follows the visible area (pinned
  /// headers or footers, a stretchy or parallax collection header) and `.none` when
  /// nothing does.
  public func invalidation(for newViewport: Viewport) -> Invalidation {
    geometry.stack.invalidation(from: viewport, to: newViewport)
  }
}
