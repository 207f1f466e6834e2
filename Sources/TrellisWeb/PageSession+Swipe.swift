import Trellis

extension PageSession {
  /// The row slid sideways to show its swipe actions, if any.
  public var swipe: InteractiveSwipe? { collection.interactiveSwipe }

  /// Starts a swipe on the row at `indexPath`; see
  /// `CollectionView.beginSwipe(at:host:)`.
  public func beginSwipe(at indexPath: IndexPath, host: inout PageHost) throws(SwipeError) {
    try collection.beginSwipe(at: indexPath, host: &host)
  }

  /// Slides the swiped row to `offset` points along x; see
  /// `CollectionView.updateSwipe(offset:host:)`.
  public func updateSwipe(offset: Double, host: inout PageHost) throws(SwipeError) {
    try collection.updateSwipe(offset: offset, host: &host)
  }

  /// Releases the swiped row at `velocity` points per second along x, animated; see
  /// `CollectionView.endSwipe(velocity:curve:host:)`.
  public func endSwipe(velocity: Double, host: inout PageHost) throws(SwipeError)
    -> SwipeOutcome
  {
    try collection.endSwipe(velocity: velocity, host: &host)
  }

  /// Puts the row that a finger moves back where it rested, animated.
  public func cancelSwipe(host: inout PageHost) {
    collection.cancelSwipe(host: &host)
  }

  /// Closes the swiped row, animated.
  public func closeSwipe(host: inout PageHost) {
    collection.closeSwipe(host: &host)
  }

  /// The swipe action whose button `element` is; `nil` for any other element.
  public func swipeAction(for element: ElementID) -> SwipeAction? {
    collection.swipeAction(for: element)
  }

  /// The actions of the row at `indexPath` on side `edge`, as the layout gives them;
  /// `nil` when it has none there or there is no such row.
  public func swipeActions(at indexPath: IndexPath, edge: SwipeEdge)
    -> SwipeActionsConfiguration?
  {
    guard collection.itemCounts.indices.contains(indexPath.section), indexPath.item >= 0,
      indexPath.item < collection.itemCounts[indexPath.section],
      let configuration = collection.layout.swipeActionsConfiguration(
        forItemAt: indexPath, edge: edge),
      !configuration.actions.isEmpty
    else { return nil }
    return configuration
  }
}
