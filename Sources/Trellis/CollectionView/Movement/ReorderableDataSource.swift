/// A collection view's data source whose items can be dragged to another place: the
/// part of `UICollectionViewDataSource` behind `beginInteractiveMovementForItem(at:)`.
///
/// While an item is dragged the collection view never touches the data. It updates the
/// layout with a reordered view of it (``update(_:for:reordering:)``), laying out again
/// only the sections whose items changed, and tells the data to move the item once,
/// when the drag ends.
///
/// A data source of a built-in layout that reorders by index needs only
/// ``moveItem(at:to:)``:
///
/// ```swift
/// extension Shelves: ReorderableDataSource {
///   mutating func moveItem(at source: IndexPath, to destination: IndexPath) {
///     let book = books[source.section].remove(at: source.item)
///     books[destination.section].insert(book, at: destination.item)
///   }
/// }
/// ```
///
/// A data source of another layout also implements ``update(_:for:reordering:)``,
/// usually by updating the layout with a ``ReorderedItems`` view of itself.
public protocol ReorderableDataSource: CollectionDataSource {
  /// Whether the item at `indexPath` can be picked up. Every item can by default.
  func canMoveItem(at indexPath: IndexPath) -> Bool

  /// Moves the item at `source` to `destination`, both index paths in the order
  /// before the move, as `UICollectionView` asks `collectionView(_:moveItemAt:to:)`.
  mutating func moveItem(at source: IndexPath, to destination: IndexPath)

  /// Brings `layout` up to date with this data shown in the order of `reordering`,
  /// after `change`, laying out again only the sections the change names as new.
  ///
  /// - Throws: the layout's error for a value it refuses; the layout then keeps the
  ///   state it had.
  func update(_ layout: Layout, for change: LayoutChange, reordering: ItemReordering)
    throws(LayoutError)
}

// MARK: - Default implementations

extension ReorderableDataSource {
  /// Every item can move.
  public func canMoveItem(at indexPath: IndexPath) -> Bool { true }
}
