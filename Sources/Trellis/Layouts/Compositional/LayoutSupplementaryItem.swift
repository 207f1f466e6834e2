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
  /// Its zIndex; the default draws it above its item.
  public var zIndex: Int

  /// Creates a supplementary item of `elementKind` anchored to its item at
  /// `containerAnchor`.
  public init(
    layoutSize: LayoutSize, elementKind: ElementKind, containerAnchor: LayoutAnchor,
    zIndex: Int = 1
  ) {
    self.layoutSize = layoutSize
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    self.zIndex = zIndex
  }
}
