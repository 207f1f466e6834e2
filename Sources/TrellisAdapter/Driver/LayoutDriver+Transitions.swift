import Trellis

extension LayoutDriver {
  /// Starts a transition from another layout to this one: UIKit's
  /// `prepareForTransition(from:)`.
  ///
  /// `items` are the cells of the old layout with their frames, and `viewport` the
  /// collection view's; the anchor is ``transitionAnchorItem`` if the old layout shows
  /// it, else the item nearest the center of the bounds. Until the next scroll or
  /// update, ``targetContentOffset(forProposed:)`` keeps the anchor at its place on
  /// screen. A swiped row closes.
  ///
  /// - Complexity: O(*k*) for *k* items.
  public func beginTransition(from items: some Sequence<(IndexPath, Rect)>, viewport: Viewport) {
    dropSwipe()
    if let wanted = transitionAnchorItem,
      let frame = items.first(where: { $0.0 == wanted })?.1
    {
      anchor = ContentAnchor(item: wanted, frameBefore: frame, viewportBefore: viewport)
    } else {
      anchor = ContentAnchor.nearestToCenter(of: viewport, among: items)
    }
  }
}
