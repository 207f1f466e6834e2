extension WaterfallLayout {
  /// How much of the prepared layout a move to `newViewport` makes out of date.
  ///
  /// `.everything` when the extent across the scroll axis (which sets the column
  /// width), the content inset across that axis, the scale or the layout direction
  /// change. Otherwise, a scroll, a change of the extent along the scroll axis or of
  /// an inset the layout does not read (the safe area, the layout margins, the content
  /// inset along the axis) is `.pinnedElements` when an element follows the visible
  /// area (pinned headers or footers, a stretchy or parallax collection header) and
  /// `.none` when nothing does.
  public func invalidation(for newViewport: Viewport) -> Invalidation {
    geometry.stack.invalidation(from: viewport, to: newViewport, reads: insetsRead)
  }

  /// The insets the layout places its elements by: the content inset, across the
  /// scroll axis.
  public var insetsRead: ViewportInsets { .contentInset }
}
