import Trellis

/// A data source read from an app's data that can read it in the order a collection view
/// shows while an item is dragged, so that every item keeps its own size.
///
/// During an interactive move UIKit asks the layout for the items in the order it shows
/// them, while the app's data keeps its own order until the drop. A flow layout that
/// asked its delegate for the size at each shown index path would give the dragged
/// item the size of the item whose place it took, and swap every size between there
/// and its origin: `UICollectionViewFlowLayout` does. ``LayoutDriver`` instead lays out
/// the moving sections through ``showing(_:)``, which asks the app at the place the
/// data keeps each item.
///
/// ```swift
/// extension Shelves: MovingItemsSource {
///   func showing(_ order: ItemReordering) -> Shelves {
///     var shown = self
///     shown.order = order  // sizes are read at order.sourceIndexPath(forPresented:)
///     return shown
///   }
/// }
/// ```
public protocol MovingItemsSource: CollectionDataSource {
  /// This data source while the item at `order.source` in the data shows at
  /// `order.destination`: each item's values are read where the data keeps the item,
  /// at `order.sourceIndexPath(forPresented:)`; counts and section values are read as
  /// they are, since UIKit reports them in the order it shows.
  func showing(_ order: ItemReordering) -> Self
}
