/// Where ``CollectionView/scrollToItem(at:position:host:)`` places an item in the
/// bounds, along the axis on which the content scrolls.
public enum ScrollPosition: Hashable, Sendable {
  /// The item's top (or left) edge at the top (or left) of the bounds' inset area.
  case top
  /// The item's center at the center of the bounds' inset area.
  case center
  /// The item's bottom (or right) edge at the bottom (or right) of the bounds' inset area.
  case bottom
}
