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

  /// The width that day columns without a width of their own share.
  private func room(of viewport: Viewport) -> Double {
    viewport.size.width - viewport.contentInset.left - viewport.contentInset.right
  }
}
