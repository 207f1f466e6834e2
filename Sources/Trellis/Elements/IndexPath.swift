/// The position of an element: an item within a section.
///
/// Supplementary and decoration elements that belong to a section use item 0 (or
/// their own index within the section, for layouts that have several of a kind).
public struct IndexPath: Hashable, Comparable, Sendable {
  /// The item's index within its section.
  public var item: Int
  /// The section's index.
  public var section: Int

  /// Creates an index path for `item` in `section`.
  public init(item: Int, section: Int) {
    self.item = item
    self.section = section
  }

  /// Orders index paths by section, then by item.
  public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }
}
