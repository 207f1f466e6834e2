/// A data source seen in the order of an ``ItemReordering``: what a layout is prepared
/// with while an item is dragged, so that the other items make room for it and the
/// data itself never changes.
///
/// `ReorderedItems` is a data source of a built-in layout that reorders by index when its
/// base is one: as a ``WrappingDataSource`` it changes only the counts and the order of
/// the items, and the layout's data-source protocol forwards everything else to the
/// base. A data source of another layout gives it that layout's data-source protocol
/// the same way, by asking the base at ``baseIndexPath(forItemAt:)``.
///
/// ```swift
/// let dragged = ReorderedItems(books, reordering)
/// try layout.update(for: change, dataSource: dragged)
/// ```
public struct ReorderedItems<Base>: WrappingDataSource {
  /// The data in its own order.
  public var base: Base
  /// The order in which it is shown.
  public var reordering: ItemReordering

  /// Creates the view of `base` in the order of `reordering`.
  public init(_ base: Base, _ reordering: ItemReordering) {
    self.base = base
    self.reordering = reordering
  }

  /// The index path in ``base`` of the item that shows at `indexPath`.
  @inlinable
  public func baseIndexPath(forItemAt indexPath: IndexPath) -> IndexPath {
    reordering.sourceIndexPath(forPresented: indexPath)
  }
}

extension ReorderedItems: SectionedDataSource where Base: SectionedDataSource {
  /// The base's number of sections.
  public var numberOfSections: Int { base.numberOfSections }

  /// The number of items `section` shows.
  public func numberOfItems(inSection section: Int) -> Int {
    reordering.numberOfItems(
      inSection: section, dataCount: base.numberOfItems(inSection: section))
  }
}
