/// Space outside an item or a group, at each of its edges, within its group, like
/// `NSCollectionLayoutEdgeSpacing`.
///
/// Along the group's axis, edge spacing adds to the length the item takes; across it,
/// it moves the item. Flexible sides share the free length: along the axis with the
/// group's other flexible spaces (see ``LayoutSpacing``), across it between the item's
/// two sides, so that an item with two flexible sides across the axis is centered. The
/// leading side is the left one; a right-to-left layout mirrors every frame.
public struct LayoutEdgeSpacing: Hashable, Sendable {
  /// The space before the leading (left) edge.
  public var leading: LayoutSpacing?
  /// The space above the top edge.
  public var top: LayoutSpacing?
  /// The space after the trailing (right) edge.
  public var trailing: LayoutSpacing?
  /// The space below the bottom edge.
  public var bottom: LayoutSpacing?

  /// Creates edge spacing; a `nil` side has none.
  public init(
    leading: LayoutSpacing? = nil, top: LayoutSpacing? = nil, trailing: LayoutSpacing? = nil,
    bottom: LayoutSpacing? = nil
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
  }

  /// The two sides along `axis`: leading and trailing for a horizontal axis, top and
  /// bottom for a vertical one.
  func sides(along axis: ScrollDirection) -> (before: LayoutSpacing?, after: LayoutSpacing?) {
    axis == .horizontal ? (leading, trailing) : (top, bottom)
  }
}
