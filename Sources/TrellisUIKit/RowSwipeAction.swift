#if canImport(UIKit)
  import Foundation
  import Trellis

  /// One swipe action of one row, for ``CollectionViewLayout/swipeActionHandler`` and
  /// ``CollectionViewLayout/swipeActionAppearance``: the action, the side of the row it
  /// is on, its place there, and the row.
  public struct RowSwipeAction {
    /// The action.
    public var action: SwipeAction
    /// The side of the row whose action it is.
    public var edge: SwipeEdge
    /// Its index in that side's configuration: 0 for the first, nearest the edge, the
    /// one a full swipe performs.
    public var index: Int
    /// The row's index path.
    public var indexPath: Foundation.IndexPath

    /// The action at `index` of side `edge` of the row at `indexPath`.
    public init(
      action: SwipeAction, edge: SwipeEdge, index: Int, indexPath: Foundation.IndexPath
    ) {
      self.action = action
      self.edge = edge
      self.index = index
      self.indexPath = indexPath
    }
  }
#endif
