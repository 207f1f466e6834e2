import Trellis

extension LayoutDriver {
  /// Where an item being dragged should go: the item under `position` (the finger, in
  /// content coordinates), or `current` when there is none, passed through the
  /// layout's `CollectionLayout.targetIndexPath(forMoving:proposed:)`. The
  /// answer to UIKit's `targetIndexPath(forInteractivelyMovingItem:withPosition:)`;
  /// UIKit then asks the delegate's
  /// `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)`,
  /// where an app refuses a target (a full shelf, say) by returning `current`.
  ///
  /// - Complexity: one hit test, O(log *n* + *k*).
  public func targetIndexPath(
    forMoving original: IndexPath, at position: Point, current: IndexPath
  ) -> IndexPath {
    let proposed = layout.indexPathForItem(at: position) ?? current
    return layout.targetIndexPath(forMoving: original, proposed: proposed)
  }

  /// Records that the items being moved went from `previous` to `targets`: the next
  /// ``prepare(for:dataSource:)`` lays out again only the sections they left and
  /// entered, from the data as the collection view reports it during the move.
  ///
  /// The counts the driver checks updates against stay those of the data before the
  /// move, so the batch update that ends it is checked against them.
  public func invalidate(movingItemsFrom previous: [IndexPath], to targets: [IndexPath]) {
    for indexPath in previous { sectionsToLayOut.insert(indexPath.section) }
    for indexPath in targets { sectionsToLayOut.insert(indexPath.section) }
  }

  /// Lays out again the sections that moving items touched; `false` when the number of
  /// sections changed and only a full preparation will do.
  func layOutMovedSections(dataSource: DataSource) -> Bool {
    defer { sectionsToLayOut.removeAll(keepingCapacity: true) }
    let sectionCount = dataSource.numberOfSections
    guard sectionCount == itemCounts.count else { return false }
    do {
      try dataSource.update(layout, for: .reloading(sectionsToLayOut, of: sectionCount))
      lastError = nil
    } catch {
      lastError = .layout(error)
    }
    return true
  }
}
