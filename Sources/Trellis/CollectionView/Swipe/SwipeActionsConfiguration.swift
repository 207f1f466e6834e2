/// The buttons a swipe reveals on one side of a row, like `UISwipeActionsConfiguration`.
///
/// The first action is the one nearest the edge the row slides away from, and the one a
/// full swipe performs when ``performsFirstActionWithFullSwipe`` is `true`.
///
/// ```swift
/// let trailing = SwipeActionsConfiguration(actions: [
///   SwipeAction(title: "Delete", style: .destructive),
///   SwipeAction(title: "Archive"),
/// ])
/// ```
public struct SwipeActionsConfiguration: Hashable, Sendable {
  /// The actions, the first nearest the row's edge.
  public var actions: [SwipeAction]
  /// Whether swiping the row all the way performs the first action, as UIKit does by
  /// default.
  public var performsFirstActionWithFullSwipe: Bool

  /// Creates a configuration of `actions`.
  public init(actions: [SwipeAction], performsFirstActionWithFullSwipe: Bool = true) {
    self.actions = actions
    self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
  }

  /// The width of the open row's revealed area: the sum of the buttons' widths.
  public var width: Double {
    actions.reduce(0) { $0 + $1.resolvedWidth }
  }
}

/// The side of a row whose actions a swipe reveals.
public enum SwipeEdge: Hashable, Sendable, CaseIterable {
  /// The leading side: a swipe toward the trailing side (rightward, left to right)
  /// reveals the leading actions.
  case leading
  /// The trailing side: a swipe toward the leading side reveals the trailing actions.
  case trailing
}
