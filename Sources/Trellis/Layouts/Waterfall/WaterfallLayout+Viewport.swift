extension WaterfallLayout {
  /// How much of the prepared layout a move to `newViewport` makes out of date.
  ///
  /// `.everything` when the extent across the scroll axis (which sets the column
  /// width), the insets, the scale or the layout direction change. Otherwise, a scroll
  /// or a change of the extent along the scroll axis is `.pinnedElements` when an
  /// element follows the visible area (pinned headers or footers, a stretchy or
  /// parallax collection header) and `.none` when nothing does.
  public func invalidation(for newViewport: Viewport) -> Invalidation {
    geometry.stack.invalidation(from: viewport, to: newViewport)
  }

  /// Moves the layout to `newViewport` without preparing again when the change allows
  /// it, and returns what the change invalidates.
  ///
  /// For `.none` and `.pinnedElements` the layout takes the new viewport at once: pinned
  /// frames are computed from it when a query reaches them, so a scroll step costs
  /// nothing here. For `.everything` the layout keeps its state; call
  /// ``prepare(for:dataSource:)`` with the new viewport. An invalid viewport (a NaN
  /// offset, say) throws and changes nothing.
  ///
  /// - Complexity: O(1).
  @discardableResult
  public func updateViewport(_ newViewport: Viewport) throws(LayoutError) -> Invalidation {
    try viewport.move(to: newViewport, invalidating: invalidation(for: newViewport))
  }
}
