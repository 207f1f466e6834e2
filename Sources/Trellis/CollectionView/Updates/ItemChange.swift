/// How an item after a batch update came to be where it is.
///
/// ``UpdateMapping/change(ofNewItem:)`` answers it for every index path after the
/// update; an animation draws an inserted item appearing, a reloaded one anew, and the
/// others travelling from their old place.
public enum ItemChange: Hashable, Sendable {
  /// The item is new: inserted, or in a section that was inserted or reloaded.
  case inserted
  /// The item was reloaded: the same item as the one at `from` before the update, with
  /// new content.
  case reloaded(from: IndexPath)
  /// The item was moved explicitly from `from` before the update.
  case moved(from: IndexPath)
  /// The item survived from `from` before the update, possibly shifted by the other
  /// operations or carried by a section move.
  case kept(from: IndexPath)
}
