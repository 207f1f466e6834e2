extension ScrollAnchor {
  /// The item in `layout`'s bounds that this anchor names, with its frame: among the
  /// items `isSettled` accepts if any is visible, so that an item that has just come
  /// into view and is about to be measured does not push what the user was reading.
  ///
  /// `isSettled` is asked only about items that come before (or, for
  /// ``lastVisibleItem``, after) the best settled item found so far: in the layout's
  /// usual order, about one item.
  ///
  /// - Complexity: O(log *n* + *k*) for the *k* elements in the bounds.
  @inlinable
  public func item(
    in layout: some CollectionLayout, isSettled: (LayoutAttributes) -> Bool
  ) -> (indexPath: IndexPath, frame: Rect)? {
    let bounds = layout.viewport.bounds
    var best: (indexPath: IndexPath, frame: Rect)?
    var bestSettled: (indexPath: IndexPath, frame: Rect)?
    layout.forEachElement(in: bounds) { attributes in
      guard case .cell(let indexPath) = attributes.id, attributes.frame.intersects(bounds)
      else { return }
      if precedes(indexPath, best?.indexPath) { best = (indexPath, attributes.frame) }
      if precedes(indexPath, bestSettled?.indexPath), isSettled(attributes) {
        bestSettled = (indexPath, attributes.frame)
      }
    }
    return bestSettled ?? best
  }

  /// Whether this anchor prefers the item at `indexPath` to the one at `other`, if any.
  @inlinable
  func precedes(_ indexPath: IndexPath, _ other: IndexPath?) -> Bool {
    guard let other else { return true }
    switch self {
    case .firstVisibleItem: return indexPath < other
    case .lastVisibleItem: return indexPath > other
    }
  }

  /// The content offset of `layout` that keeps the anchored edge of `item` where it was
  /// on screen in `before`, along every axis on which the content scrolls, kept within
  /// the content; and whether keeping it within the content moved it. The policy is
  /// ``OffsetAnchor``'s.
  ///
  /// - Complexity: O(1).
  public func contentOffset(
    keeping item: (indexPath: IndexPath, frame: Rect)?, from before: Viewport,
    in layout: some CollectionLayout
  ) -> (offset: Point, clamped: Bool) {
    guard let item else {
      let offset = OffsetAnchor.clamped(
        before.contentOffset, to: layout.contentSize, in: layout.viewport)
      return (offset, offset != before.contentOffset)
    }
    let edge: OffsetAnchor.Edge =
      switch self {
      case .firstVisibleItem: .leading
      case .lastVisibleItem: .trailing
      }
    return OffsetAnchor(item: item.indexPath, frameBefore: item.frame, edge: edge)
      .contentOffset(in: layout, from: before)
  }
}
