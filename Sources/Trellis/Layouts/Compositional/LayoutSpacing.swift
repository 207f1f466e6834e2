/// Space between items of a group, or at an item's edge, like
/// `NSCollectionLayoutSpacing`.
///
/// Fixed space is exactly its value. Flexible space is at least its value, and the
/// length a group's items leave free along the group's axis is shared equally among all
/// its flexible spaces: the gaps between items when ``LayoutGroup/interItemSpacing`` is
/// flexible, and the flexible ``LayoutEdgeSpacing`` sides of its items along the axis.
public enum LayoutSpacing: Hashable, Sendable {
  /// Exactly this many points.
  case fixed(Double)
  /// At least this many points, growing to share the free length.
  case flexible(Double)

  /// The fixed length, or the least length of flexible space.
  public var value: Double {
    switch self {
    case .fixed(let value), .flexible(let value): value
    }
  }

  /// Whether the space grows to share free length.
  public var isFlexible: Bool {
    if case .flexible = self { true } else { false }
  }
}
