/// A place the finger proposes for the item being moved, as a movement rule sees it.
///
/// A rule is a function from a proposal to the index path the item should go to, or
/// `nil` to refuse the place (the item then keeps its last accepted one). The shelf
/// rule, four books to a shelf, is one line:
///
/// ```swift
/// let rule = { (move: MoveProposal) in move.hasRoom(forAtMost: 4) ? move.proposed : nil }
/// ```
public struct MoveProposal: Hashable, Sendable {
  /// Where the item is in the data.
  public var original: IndexPath
  /// Where the finger and the layout propose to put it.
  public var proposed: IndexPath
  /// The number of items in each section of the data, before the move.
  public var itemCounts: [Int]

  /// Creates a proposal.
  public init(original: IndexPath, proposed: IndexPath, itemCounts: [Int]) {
    self.original = original
    self.proposed = proposed
    self.itemCounts = itemCounts
  }

  /// Whether the item stays in its own section.
  public var isWithinSection: Bool { original.section == proposed.section }

  /// Whether the proposed section holds at most `capacity` items after the move: always
  /// within the item's own section, and across sections when the target has room.
  public func hasRoom(forAtMost capacity: Int) -> Bool {
    isWithinSection
      || (itemCounts.indices.contains(proposed.section)
        && itemCounts[proposed.section] < capacity)
  }
}
