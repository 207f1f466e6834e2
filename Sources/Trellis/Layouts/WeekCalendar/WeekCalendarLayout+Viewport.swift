extension WeekCalendarLayout {
  /// How much of the prepared layout a move to `newViewport` makes out of date.
  ///
  /// `.everything` when the scale or the layout direction change, or when the day
  /// columns share the viewport's width (no ``Configuration/dayWidth``) and the width
  /// less the content inset changes. Otherwise a scroll, a new height or a new inset is
  /// `.pinnedElements` when the headers pin and `.none` when they do not.
  public func invalidation(for newViewport: Viewport) -> Invalidation {
    let old = viewport
    if old.scale != newViewport.scale || old.layoutDirection != newViewport.layoutDirection {
      return .everything
    }
    if geometry.configuration.dayWidth == nil && room(of: old) != room(of: newViewport) {
      return .everything
    }
    if old == newViewport || !geometry.configuration.headersPinToVisibleBounds { return .none }
    return .pinnedElements
  }

  /// Moves the layout to `newViewport` without preparing again when the change allows
  /// it, and returns what the change invalidates.
  ///
  /// For `.none` and `.pinnedElements` the layout takes the new viewport at once:
  /// pinned frames are computed from it when a query reaches them, so a scroll step
  /// costs nothing here. For `.everything` the layout keeps its state; call
  /// ``prepare(for:dataSource:)`` with the new viewport. An invalid viewport (a NaN
  /// offset, say) throws and changes nothing.
  ///
  /// - Complexity: O(1).
  @discardableResult
  public func updateViewport(_ newViewport: Viewport) throws(LayoutError) -> Invalidation {
    try viewport.move(to: newViewport, invalidating: invalidation(for: newViewport))
  }

  /// The width that day columns without a width of their own share.
  private func room(of viewport: Viewport) -> Double {
    viewport.size.width - viewport.contentInset.left - viewport.contentInset.right
  }
}
