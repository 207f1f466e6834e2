extension CarouselLayout {
  /// Calls `body` with the attributes of every item whose drawn shape (the bounding
  /// rectangle of its projected corners) intersects `rect`, in index order, as they
  /// look at the current ``viewport``.
  ///
  /// - Complexity: O(log *n* + *k*) for *n* items of which *k* are near the rect;
  ///   allocates nothing.
  public func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
    geometry.forEachItem(
      in: rect, contentOffset: viewport.contentOffset, centerItemOffset: centerItemOffset, body)
  }

  /// Calls `body` with the attributes of every item, in index order.
  ///
  /// - Complexity: O(*n* log *s*) for *n* items in *s* sections.
  public func forEachElement(_ body: (LayoutAttributes) -> Void) {
    for index in 0..<geometry.itemCount {
      body(
        geometry.attributes(
          ofItemAt: index, contentOffset: viewport.contentOffset,
          centerItemOffset: centerItemOffset))
    }
  }

  /// The attributes of a cell as it looks at the current ``viewport``, or `nil` if the
  /// layout has no such element.
  ///
  /// - Complexity: O(log *s*) for *s* sections.
  public func attributes(for element: ElementID) -> LayoutAttributes? {
    guard case .cell(let indexPath) = element, let index = geometry.index(of: indexPath) else {
      return nil
    }
    return geometry.attributes(
      ofItemAt: index, contentOffset: viewport.contentOffset, centerItemOffset: centerItemOffset)
  }

  /// The topmost visible item whose drawn shape (its projected quadrilateral) contains
  /// `point`: the highest zIndex, the last in index order among equals.
  ///
  /// As with `CGRect.contains(_:)`, a point on the right or bottom edge of a shape's
  /// bounding rectangle is outside it.
  ///
  /// - Complexity: O(log *n* + *k*) for the *k* items near the point.
  public func indexPathForItem(at point: Point) -> IndexPath? {
    geometry.indexPathForItem(
      at: point, contentOffset: viewport.contentOffset, centerItemOffset: centerItemOffset)
  }

  /// The content offset at which scrolling comes to rest, by ``Configuration/snapping``:
  /// an item's center at the viewport's center (the nearest for a slow release, the
  /// next ones for a flick), a page boundary, or `proposed` itself.
  ///
  /// A release slower than ``Configuration/flickVelocity`` along the scroll axis is slow.
  /// The offset across the scroll axis is `proposed`'s. Along an axis on which
  /// `proposed` is not finite, the current content offset is taken as the proposal; a
  /// velocity that is not finite counts as zero.
  ///
  /// - Complexity: O(1).
  public func targetContentOffset(forProposed proposed: Point, velocity: Point) -> Point {
    geometry.targetContentOffset(
      from: viewport.contentOffset, proposed: proposed, velocity: velocity)
  }
}
