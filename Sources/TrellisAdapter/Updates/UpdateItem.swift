import Trellis

/// One entry of the update list UIKit hands a layout before an animated update, as a
/// plain value: what a `UICollectionViewUpdateItem` says, without UIKit.
///
/// UIKit names a whole section with an index path whose item is `NSNotFound`;
/// ``Target/init(section:item:)`` reads that convention, so a translator passes the two
/// numbers through unchanged.
///
/// ```swift
/// let items = [
///   UpdateItem(action: .insert, after: .item(IndexPath(item: 0, section: 0))),
///   UpdateItem(action: .delete, before: .section(2)),
/// ]
/// let update = try BatchUpdate(updateItems: items)
/// ```
public struct UpdateItem: Hashable, Sendable {
  /// What happens to the element.
  public enum Action: Hashable, Sendable {
    /// The element is new; only ``UpdateItem/after`` names it.
    case insert
    /// The element goes away; only ``UpdateItem/before`` names it.
    case delete
    /// The element is drawn anew in place; ``UpdateItem/before`` names it.
    case reload
    /// The element moves from ``UpdateItem/before`` to ``UpdateItem/after``.
    case move
    /// Nothing: UIKit's `.none`, which carries no change.
    case none
  }

  /// A section or an item that an update item names.
  public enum Target: Hashable, Sendable {
    /// A whole section with its items.
    case section(Int)
    /// One item.
    case item(IndexPath)

    /// Reads UIKit's convention: an item of ``UpdateItem/notFound`` names the section.
    public init(section: Int, item: Int) {
      self =
        item == UpdateItem.notFound
        ? .section(section) : .item(IndexPath(item: item, section: section))
    }

    /// Reads the indexes of a Foundation index path: the section, then the item; a
    /// missing item, or one of ``UpdateItem/notFound``, names the whole section. `nil`
    /// for an empty index path, which names nothing.
    public init?(indexes: some Sequence<Int>) {
      var iterator = indexes.makeIterator()
      guard let section = iterator.next() else { return nil }
      self.init(section: section, item: iterator.next() ?? UpdateItem.notFound)
    }
  }

  /// The item number UIKit writes for "the whole section": `NSNotFound`, the largest `Int`.
  public static let notFound = Int.max

  /// What happens.
  public var action: Action
  /// The element before the update, for deletes, reloads and moves.
  public var before: Target?
  /// The element after the update, for inserts and moves.
  public var after: Target?

  /// Creates an update item.
  public init(action: Action, before: Target? = nil, after: Target? = nil) {
    self.action = action
    self.before = before
    self.after = after
  }
}
