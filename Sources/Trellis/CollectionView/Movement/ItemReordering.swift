/// The order of a collection's items while one item is dragged: the data's own order,
/// except that the item at ``source`` shows at ``destination``.
///
/// A reordering is a view of the data, not a change to it: a layout prepared through
/// ``ReorderedItems`` sees the items in the presented order, while the data source keeps
/// its own. Within a section the items between the two places shift by one; across
/// sections the source section has one item less and the destination one more.
///
/// ```swift
/// let reordering = ItemReordering(
///   source: IndexPath(item: 0, section: 0), destination: IndexPath(item: 2, section: 0))
/// reordering.sourceIndexPath(forPresented: IndexPath(item: 2, section: 0))  // [0, 0]
/// reordering.sourceIndexPath(forPresented: IndexPath(item: 0, section: 0))  // [0, 1]
/// ```
public struct ItemReordering: Hashable, Sendable {
  /// Where the moving item is in the data.
  public var source: IndexPath
  /// Where the moving item shows.
  public var destination: IndexPath

  /// Creates the order in which the item at `source` shows at `destination`.
  public init(source: IndexPath, destination: IndexPath) {
    self.source = source
    self.destination = destination
  }

  /// Whether the presented order is the data's own.
  public var isIdentity: Bool { source == destination }

  /// The number of items `section` shows, when the data has `count`.
  ///
  /// - Complexity: O(1).
  public func numberOfItems(inSection section: Int, dataCount count: Int) -> Int {
    guard source.section != destination.section else { return count }
    if section == source.section { return count - 1 }
    if section == destination.section { return count + 1 }
    return count
  }

  /// The index path in the data of the item that shows at `presented`.
  ///
  /// - Complexity: O(1).
  public func sourceIndexPath(forPresented presented: IndexPath) -> IndexPath {
    if presented == destination { return source }
    var item = presented.item
    // Take the moving item out of its section, then make room for it at the destination.
    if presented.section == destination.section && item > destination.item { item -= 1 }
    if presented.section == source.section && item >= source.item { item += 1 }
    return IndexPath(item: item, section: presented.section)
  }

  /// The index path at which the item at `source` in the data shows.
  ///
  /// - Complexity: O(1).
  public func presentedIndexPath(forSource indexPath: IndexPath) -> IndexPath {
    if indexPath == source { return destination }
    var item = indexPath.item
    if indexPath.section == source.section && item > source.item { item -= 1 }
    if indexPath.section == destination.section && item >= destination.item { item += 1 }
    return IndexPath(item: item, section: indexPath.section)
  }

  /// The sections whose items differ between this order and `other`, in increasing
  /// order: the only sections a layout lays out again when one order replaces the other.
  ///
  /// - Complexity: O(1).
  public func sectionsChanged(from other: ItemReordering) -> [Int] {
    var sections: [Int] = []
    for section in [
      source.section, destination.section, other.source.section,
      other.destination.section,
    ] where !sections.contains(section) {
      sections.append(section)
    }
    sections.sort()
    return sections.filter { section in
      // A section both orders leave as the data has it is unchanged.
      !(isUntouched(section) && other.isUntouched(section))
    }
  }

  /// Whether `section` shows exactly the data's items in the data's order.
  func isUntouched(_ section: Int) -> Bool {
    isIdentity || (section != source.section && section != destination.section)
  }
}
