/// The axis along which a layout's content scrolls, like
/// `UICollectionView.ScrollDirection`.
public enum ScrollDirection: Hashable, Sendable {
  /// Content grows downward; lines of items run left to right.
  case vertical
  /// Content grows sideways; lines of items become columns that run top to bottom.
  case horizontal
}
