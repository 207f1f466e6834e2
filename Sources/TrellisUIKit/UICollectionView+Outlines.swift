#if canImport(UIKit)
  import Trellis
  import UIKit

  /// A layout that animates an outline's children out from under their parent when they
  /// appear and back into it when they disappear, as a list's outline does in UIKit.
  ///
  /// Every ``CollectionViewLayout`` is one; ``UIKit/UICollectionView/performBatchUpdates(_:inSection:completion:)``
  /// tells it which row discloses the update's rows.
  @MainActor
  public protocol DisclosingCollectionViewLayout: UICollectionViewLayout {
    /// The item whose children the next animated update shows or hides, named as after
    /// the update; the update's end clears it.
    var disclosingItem: Foundation.IndexPath? { get set }
  }

  extension CollectionViewLayout: DisclosingCollectionViewLayout {
    /// The item whose children the next animated update shows or hides (see
    /// ``TrellisAdapter/LayoutDriver/disclosingItem``).
    public var disclosingItem: Foundation.IndexPath? {
      get { driver.disclosingItem.map(Foundation.IndexPath.init) }
      set { driver.disclosingItem = newValue.map(Trellis.IndexPath.init) }
    }
  }

  extension UICollectionView {
    /// Animates a change of an outline whose visible rows are the items of `section`:
    /// deletes and inserts its rows in one batch update, the rows an expand shows
    /// coming out from under their parent and the rows a collapse hides going back into
    /// it when the layout is a ``DisclosingCollectionViewLayout``.
    ///
    /// Change the outline the data source reads first, then animate what the change
    /// returned:
    ///
    /// ```swift
    /// let change = try outline.expand("Documents")
    /// collectionView.performBatchUpdates(change, inSection: 0)
    /// ```
    ///
    /// - Parameters:
    ///   - change: What the outline's change did to its visible rows.
    ///   - section: The section whose items are the outline's visible rows.
    ///   - completion: Called when the animation ends, with whether it ran to its end.
    public func performBatchUpdates(
      _ change: OutlineChange, inSection section: Int,
      completion: ((Bool) -> Void)? = nil
    ) {
      guard !change.isEmpty else { return }
      (collectionViewLayout as? any DisclosingCollectionViewLayout)?.disclosingItem =
        change.disclosingRow.map { Foundation.IndexPath(item: $0, section: section) }
      performBatchUpdates(
        {
          deleteItems(
            at: change.deletedRows.map { Foundation.IndexPath(item: $0, section: section) })
          insertItems(
            at: change.insertedRows.map { Foundation.IndexPath(item: $0, section: section) })
        }, completion: completion)
    }
  }
#endif
