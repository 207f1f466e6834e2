/// Why a collection view refused a step of a swipe; the swipe in progress, the open row
/// and every view stay as they were.
public enum SwipeError: Error, Hashable, Sendable {
  /// There is no item at the index path.
  case noSuchItem(IndexPath)
  /// The item has no view: a swipe begins on a row on screen.
  case itemNotVisible(IndexPath)
  /// The layout gives the row no actions on either side.
  case noActions(IndexPath)
  /// The offset slides the row toward a side that has no actions.
  case noActionsOnEdge(IndexPath, SwipeEdge)
  /// A swipe of the row at the index path is already tracking a finger.
  case swipeInProgress(IndexPath)
  /// An item is being dragged or the layout changes in a transition.
  case busy
  /// No swipe is tracking a finger.
  case notSwiping
  /// The offset is not a finite number.
  case invalidOffset(Double)
  /// The release velocity is not a finite number.
  case invalidVelocity(Double)
}
