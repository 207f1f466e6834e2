extension FlowLayout {
  /// How much of the prepared layout a move to `newViewport` makes out of date.
  ///
  /// `.everything` when the extent across the scroll axis, an inset the layout reads
  /// (see ``insetsRead``) across that axis, the scale or the layout direction change.
  /// Otherwise, a scroll, a change of the extent along the scroll axis or of an inset
  /// it does not read (a safe area swapped on a rotation, the content inset of a
  /// collapsing large title) is `.pinnedElements` when an element follows the visible
  /// area (pinned headers or footers, a stretchy or parallax collection header) and
  /// `.none` when nothing does: no item is read or placed again.
  public func invalidation(for newViewport: Viewport) -> Invalidation {
    geometry.stack.invalidation(from: viewport, to: newViewport, reads: insetsRead)
  }

  /// The insets the layout places its elements by: the content inset, and the safe
  /// area or the layout margins when ``Configuration/sectionInsetReference`` says so;
  /// each across the scroll axis only.
  public var insetsRead: ViewportInsets {
    switch configuration.sectionInsetReference {
    case .fromContentInset: .contentInset
    case .fromSafeArea: [.contentInset, .safeAreaInsets]
    case .fromLayoutMargins: [.contentInset, .layoutMargins]
    }
  }
}
