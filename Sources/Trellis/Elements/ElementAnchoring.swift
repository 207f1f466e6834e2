/// What an element is attached to: which element it is on the other side of an update,
/// as `UICollectionViewCompositionalLayout` maps a badge with its item and a header
/// with its section.
public enum ElementAnchoring: Hashable, Sendable {
  /// An item, whose index path it shares: it follows the item through moves and shifts,
  /// and appears or disappears with it (a cell; a compositional layout's badge).
  case item
  /// A section: it follows the section, keeping its item index, and appears or
  /// disappears with it (a section header or footer, a section background).
  case section
  /// The whole layout: it stays itself through every update (a collection header).
  case layout
}
