/// A data source seen in the order of an ``ItemReordering``: what a layout is prepared
/// with while an item is dragged, so that the other items make room for it and the
/// data itself never changes.
///
/// `ReorderedItems` is a data source of a built-in layout that reorders by index when its
/// base is one; a data source of another layout gives it that layout's data-source
/// protocol the same way, by asking the base at ``sourceIndexPath(forPresented:)``.
///
/// ```swift
/// let dragged = ReorderedItems(books, reordering)
/// try layout.update(for: change, dataSource: dragged)
/// ```
public struct ReorderedItems<Base> {
  /// The data in its own order.
  public var base: Base
  /// The order in which it is shown.
  public var reordering: ItemReordering

  /// Creates the view of `base` in the order of `reordering`.
  public init(_ base: Base, _ reordering: ItemReordering) {
    self.base = base
    self.reordering = reordering
  }

  /// The index path in ``base`` of the item that shows at `presented`.
  @inlinable
  public func sourceIndexPath(forPresented presented: IndexPath) -> IndexPath {
    reordering.sourceIndexPath(forPresented: presented)
  }
}
