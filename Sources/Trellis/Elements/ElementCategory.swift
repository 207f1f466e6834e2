/// The three families of elements a collection layout places, as in
/// `UICollectionView.ElementCategory`.
public enum ElementCategory: Hashable, Sendable {
  /// An item that the data source provides.
  case cell
  /// A view that the data source provides on the layout's request, such as a header.
  case supplementary
  /// A view that the layout owns, such as a section background.
  case decoration
}
