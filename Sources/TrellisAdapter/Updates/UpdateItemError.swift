import Trellis

/// Why a list of ``UpdateItem`` values does not describe a batch update.
public enum UpdateItemError: Error, Hashable, Sendable {
  /// The item at `index` of the list lacks the side its action needs: an insert
  /// without ``UpdateItem/after``, a delete or reload without ``UpdateItem/before``, a
  /// move without both.
  case missingTarget(index: Int)
  /// The move at `index` of the list goes from a section to an item or back.
  case mixedMove(index: Int)
}

extension UpdateItemError: CustomStringConvertible {
  /// The rule broken and the position of the update item that breaks it.
  public var description: String {
    switch self {
    case .missingTarget(let index):
      "update item \(index) lacks the index path its action needs"
    case .mixedMove(let index):
      "update item \(index) moves between a section and an item"
    }
  }
}
