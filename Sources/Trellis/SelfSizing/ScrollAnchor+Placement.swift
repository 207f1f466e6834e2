extension ScrollAnchor {
  /// The item in `layout`'s bounds that this anchor names, with its frame: among the
  /// items `isSettled` accepts if any is visible, so that an item that has just come
  /// into view and is about to be measured does not push what the user was reading.
  ///
  /// - Complexity: O(log *n* + *k*) for the *k* elements in the bounds.
  @inlinable
  public func item(
    in layout: some CollectionLayout, isSettled: (LayoutAttributes) -> Bool
  ) -> (indexPath: IndexPath, frame: Rect)? {
    let bounds = layout.viewport.bounds
    var best: (indexPath: IndexPath, frame: Rect, settled: Bool)?
    layout.forEachElement(in: bounds) { attributes in
      guard case .cell(let indexPath) = attributes.id, attributes.frame.intersects(bounds)
      else { return }
      let settled = isSettled(attributes)
      let better: Bool
      if let best, best.settled != settled {
        better = settled
      } else {
        switch self {
        case .firstVisibleItem: better = best.map { indexPath < $0.indexPath } ?? true
        case .lastVisibleItem: better = best.map { indexPath > $0.indexPath } ?? true
        }
      }
      if better { best = (indexPath, attributes.frame, settled) }
    }
    return best.map { ($0.indexPath, $0.frame) }
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
