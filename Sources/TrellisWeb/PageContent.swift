import Trellis

/// The data of a built-in layout as the page edits it: an item inserted, removed or the
/// items of a section reordered, everything else about the data kept.
public protocol PageContent: CollectionDataSource {
  /// The data with a new item at `indexPath`, a copy of the item at `source`, or of the
  /// section's defaults when `source` is `nil`.
  func inserting(at indexPath: IndexPath, copying source: IndexPath?) -> Self

  /// The data without the item at `indexPath`.
  func removing(at indexPath: IndexPath) -> Self

  /// The data with the items of `section` in a new order: item `i` after is item
  /// `order[i]` before.
  func reordering(section: Int, by order: [Int]) -> Self
}

extension Array {
  /// The elements in a new order: element `i` is element `order[i]` of this array.
  func reordered(by order: [Int]) -> [Element] {
    order.map { self[$0] }
  }
}
