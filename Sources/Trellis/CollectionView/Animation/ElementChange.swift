/// What an update did to one element, as an animation plan records it.
public enum ElementChange: Hashable, Sendable {
  /// The element is new: it appears, from its initial attributes to its place.
  case insert
  /// The element is removed: it disappears, from its place to its final attributes.
  case delete
  /// The element moved to another index path.
  case move
  /// The element is drawn anew in place; a host may cross-fade its old and new content.
  case reload
  /// The element itself did not change, though its attributes may have (an item that
  /// shifted because another one was inserted before it).
  case none
}
