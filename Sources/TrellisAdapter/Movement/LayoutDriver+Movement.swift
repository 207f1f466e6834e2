import Trellis

extension LayoutDriver {
  /// Where an item being dragged should go: UIKit's
  /// `targetIndexPath(forInteractivelyMovingItem:withPosition:)`.
  ///
  /// The proposal is the item under `position` (the finger, in content coordinates),
  /// or `current` between items, passed through the layout's
  /// `CollectionLayout.targetIndexPath(forMoving:proposed:)`; then ``moveRule``, if
  /// there is one, accepts it, redirects it or refuses it, and a refused proposal keeps
  /// the item at `current`. The first call of a move remembers `current` as the item's
  /// place in the data, until ``endMovement()``, and closes a swiped row.
  ///
  /// ```swift
  /// // Four books to a shelf: another shelf takes a book only while it has room.
  /// driver.moveRule = { $0.hasRoom(forAtMost: 4) ? $0.proposed : nil }
  /// ```
  ///
  /// - Complexity: one hit test, O(log *n* + *k*).
  public func targetIndexPath(forMovingItemAt current: IndexPath, to position: Point)
    -> IndexPath
  {
    let original = movementOrder?.source ?? current
    if movementOrder == nil {
      dropSwipe()
      movementOrder = ItemReordering(source: current, destination: current)
      isEndingMovement = false
    }
    let proposed = layout.targetIndexPath(
      forMoving: original, proposed: layout.indexPathForItem(at: position) ?? current)
    guard let moveRule else { return proposed }
    let proposal = MoveProposal(original: original, proposed: proposed, itemCounts: itemCounts)
    return moveRule(proposal) ?? current
  }

  /// The transform of the item at `indexPath` while it follows the finger: its own in
  /// the layout, scaled by ``liftScale`` when that is a positive number other than 1.
  public func liftedTransform(forMovingItemAt indexPath: IndexPath) -> Transform3D {
    let own = layout.attributes(for: .cell(indexPath))?.transform3D ?? .identity
    guard liftScale.isFinite, liftScale > 0, liftScale != 1 else { return own }
    return own.concatenating(.scale(x: liftScale, y: liftScale))
  }

  /// Ends a move, dropped or cancelled: the next move starts from its own item, and
  /// the data is read in its own order again: UIKit's
  /// `invalidationContextForEndingInteractiveMovementOfItems(...)`.
  ///
  /// The context UIKit then invalidates with names the items' last places and their
  /// final ones (their original ones when the move was cancelled): the sections they
  /// touch are laid out again from the data in its own order, and no new order starts.
  public func endMovement() {
    movementOrder = nil
    isEndingMovement = true
  }

  /// Records that the items being moved went from `previous` to `targets`: the next
  /// ``prepare(for:dataSource:)`` lays out again only the sections they left and
  /// entered, from the data as the collection view reports it during the move.
  ///
  /// A step whose targets are where the items already are (UIKit asks on every move of
  /// the finger) changes nothing and lays out nothing.
  ///
  /// The counts the driver checks updates against stay those of the data before the
  /// move, so the batch update that ends it is checked against them. When one item
  /// moves, ``movementOrder`` records where it shows, and a ``MovingItemsSource`` reads
  /// every item's values where the data keeps it: sizes stay with their items.
  public func invalidate(movingItemsFrom previous: [IndexPath], to targets: [IndexPath]) {
    guard previous != targets else { return }
    if !isEndingMovement, previous.count == 1, let target = targets.first, targets.count == 1 {
      movementOrder = ItemReordering(
        source: movementOrder?.source ?? previous[0], destination: target)
    }
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
      try dataSource.update(
        layout, for: .reorderingItems(inSections: sectionsToLayOut, of: sectionCount))
      lastError = nil
    } catch {
      lastError = .layout(error)
    }
    return true
  }

  /// `dataSource` as the layout shows it during the drag in progress, when it can read
  /// itself that way (in the order UIKit shows while an item moves, for instance).
  func shown(_ dataSource: DataSource) -> DataSource {
    drag?.shown(dataSource) ?? dataSource
  }

  /// Where the data keeps the element that shows as `id` while an item moves.
  func dataElement(forShown id: ElementID) -> ElementID {
    guard let movementOrder, case .cell(let indexPath) = id else { return id }
    return .cell(movementOrder.sourceIndexPath(forPresented: indexPath))
  }
}
