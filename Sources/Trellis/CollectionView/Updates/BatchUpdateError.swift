/// Why a ``BatchUpdate`` was refused: the first rule it breaks, with the numbers and index
/// paths that break it.
///
/// ``BatchUpdate/validated(countsBefore:countsAfter:)`` checks the rules in a fixed order
/// and reports the first violation: the counts, then the sections (ranges, duplicates,
/// conflicts, the number of sections), then the items (ranges, duplicates, conflicts,
/// operations in sections that are deleted, inserted or reloaded, the number of items in
/// each section). Within one rule it reports the smallest index path that breaks it, so
/// the error does not depend on the order of the operations in their arrays.
///
/// A reloaded section counts as a section deleted and a section inserted at the same
/// place, so the rules about deleted and inserted sections hold for it too.
public enum BatchUpdateError: Error, Hashable, Sendable {
  /// The kind of operation an error names.
  public enum Operation: Hashable, Sendable {
    /// A delete, which names a place before the update.
    case delete
    /// An insert, which names a place after the update.
    case insert
    /// A reload, which names a place before the update.
    case reload
    /// The source of a move, a place before the update.
    case moveSource
    /// The destination of a move, a place after the update.
    case moveDestination
  }

  /// Two operations that cannot name the same section or item.
  public enum Conflict: Hashable, Sendable {
    /// The same section or item is deleted and reloaded (UIKit: "attempt to delete and
    /// reload the same index path").
    case deleteAndReload
    /// The same section or item is deleted and moved (UIKit: "attempt to perform a
    /// delete and a move from the same index path").
    case deleteAndMove
    /// The same section or item is reloaded and moved.
    case reloadAndMove
    /// An insert and a move have the same destination.
    case insertAndMove
    /// A reloaded section or item, which UIKit inserts again at its own index, finds that
    /// index after the update taken by an insert.
    ///
    /// UIKit turns the reload of index path *x* into a delete of *x* and an insert at
    /// *x*; an insert at *x* then collides with it. For an item, the index names the item
    /// within its section's place after the update (the section may move). UIKit does not
    /// document the case; Trellis refuses it.
    case reloadAndInsert
    /// A reloaded section or item finds its own index after the update taken by the
    /// destination of a move, as ``reloadAndInsert`` describes for an insert. UIKit does
    /// not document the case; Trellis refuses it.
    case reloadAndMoveDestination
  }

  /// The data source reports a negative number of items for a section before the update.
  ///
  /// UIKit never sees such a count; Trellis refuses it rather than treat it as empty.
  case negativeItemCountBefore(section: Int, count: Int)
  /// The data source reports a negative number of items for a section after the update.
  case negativeItemCountAfter(section: Int, count: Int)

  /// A section operation names a section that does not exist: before the update for a
  /// delete, a reload or a move source (`sectionCount` is then the count before), after
  /// it for an insert or a move destination (the count after). Negative indexes never
  /// exist.
  case sectionOutOfRange(Operation, section: Int, sectionCount: Int)
  /// The same section is deleted, inserted or reloaded twice, or is the source or the
  /// destination of two moves.
  case duplicateSection(Operation, section: Int)
  /// Two operations that exclude each other name the same section: before the update
  /// for ``Conflict/deleteAndReload``, ``Conflict/deleteAndMove`` (the move's source),
  /// ``Conflict/reloadAndMove``, ``Conflict/reloadAndInsert`` and
  /// ``Conflict/reloadAndMoveDestination`` (the reloaded section), after it for
  /// ``Conflict/insertAndMove``.
  case sectionConflict(Conflict, section: Int)
  /// The number of sections after the update is not the number before, less the deleted
  /// sections, plus the inserted ones (reloads and moves keep the number).
  case invalidSectionCount(after: Int, before: Int, inserted: Int, deleted: Int)

  /// An item operation names a section that does not exist before the update (a
  /// delete, a reload or a move source) or after it (an insert or a move destination).
  case itemSectionOutOfRange(Operation, IndexPath, sectionCount: Int)
  /// An item operation names an item that does not exist in its section: before the
  /// update for a delete, a reload or a move source (`itemCount` is then the count
  /// before), after it for an insert or a move destination (the count after).
  ///
  /// An item delete in a deleted section, or an item insert in an inserted section, is
  /// redundant but still has to name an item of that section.
  case itemOutOfRange(Operation, IndexPath, itemCount: Int)
  /// The same item is deleted, inserted or reloaded twice, or is the source or the
  /// destination of two moves.
  case duplicateItem(Operation, IndexPath)
  /// Two operations that exclude each other name the same item, as
  /// ``sectionConflict(_:section:)`` describes for sections.
  ///
  /// A reload in a deleted or reloaded section has no place after the update to collide
  /// with; ``reloadInRemovedSection(_:)`` reports it instead.
  case itemConflict(Conflict, IndexPath)
  /// An item moves out of a section that the update deletes or reloads.
  case moveOutOfRemovedSection(BatchUpdate.ItemMove)
  /// An item moves into a section that the update inserts or reloads.
  case moveIntoAddedSection(BatchUpdate.ItemMove)
  /// An item is reloaded in a section that the update deletes or reloads.
  ///
  /// UIKit does not document the case (item deletes there are redundant, but a reload
  /// also inserts); Trellis refuses it.
  case reloadInRemovedSection(IndexPath)
  /// The number of items in a section that exists before and after the update is not
  /// the number before, less the items deleted and moved out, plus the items inserted
  /// and moved in. A move within the section counts as one moved in and one moved out.
  ///
  /// `section` is the section's index before the update, `sectionAfter` its index after.
  case invalidItemCount(
    section: Int, sectionAfter: Int, after: Int, before: Int, inserted: Int, deleted: Int,
    movedIn: Int, movedOut: Int)
}
