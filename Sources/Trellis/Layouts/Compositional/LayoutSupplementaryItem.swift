/// A supplementary view anchored to an item, such as a badge on a corner, like
/// `NSCollectionLayoutSupplementaryItem`.
///
/// Each item of the group has one, reported as a supplementary element of
/// ``elementKind`` at the item's index path; its size's fractions are of the item's
/// frame.
public struct LayoutSupplementaryItem: Hashable, Sendable {
  /// The size, fractions being of the item's frame.
  public var layoutSize: LayoutSize
  /// The element kind it is reported as.
  public var elementKind: ElementKind
  /// Where it sits on the item.
  public var containerAnchor: LayoutAnchor
  /// The point of the supplementary item itself that goes to the point
  /// ``containerAnchor`` names on the item, as UIKit's `itemAnchor`; `nil` lines the
  /// supplementary item's edges up with the item's, inside it.
  ///
  /// With an item anchor, the container anchor names a point of the item (a corner, the
  /// middle of an edge or the center, moved by its offset) and the item anchor a point
  /// of the supplementary item the same way; the supplementary item is placed so that
  /// the two coincide. A badge whose bottom leading corner is on the item's top trailing
  /// corner has `containerAnchor` `[.top, .trailing]` and `itemAnchor`
  /// `[.bottom, .leading]`.
  public var itemAnchor: LayoutAnchor?
  /// Its zIndex; the default draws it above its item.
  public var zIndex: Int

  /// Creates a supplementary item of `elementKind` anchored to its item at
  /// `containerAnchor`, by its own point `itemAnchor` if given.
  public init(
    layoutSize: LayoutSize, elementKind: ElementKind, containerAnchor: LayoutAnchor,
    itemAnchor: LayoutAnchor? = nil, zIndex: Int = 1
  ) {
    self.layoutSize = layoutSize
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    self.itemAnchor = itemAnchor
    self.zIndex = zIndex
  }
}
