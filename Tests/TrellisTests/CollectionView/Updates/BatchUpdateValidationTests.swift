import Testing
import Trellis

/// An index path written section first, as index paths print (`2.5`).
private func path(_ section: Int, _ item: Int) -> IndexPath {
  IndexPath(item: item, section: section)
}

private func move(_ from: IndexPath, _ to: IndexPath) -> BatchUpdate.ItemMove {
  .init(from: from, to: to)
}

/// A batch that breaks one rule, and the error that names it.
struct InvalidBatch: CustomTestStringConvertible, Sendable {
  var rule: String
  var before: [Int]
  var after: [Int]
  var update: BatchUpdate
  var expected: BatchUpdateError

  var testDescription: String { rule }
}

/// A batch that looks suspicious but follows the rules.
struct ValidBatch: CustomTestStringConvertible, Sendable {
  var rule: String
  var before: [Int]
  var after: [Int]
  var update: BatchUpdate

  var testDescription: String { rule }
}

@Suite("Batch updates: validation")
struct BatchUpdateValidationTests {
  static let sectionRules: [InvalidBatch] = [
    InvalidBatch(
      rule: "a negative count before", before: [2, -1], after: [2, -1], update: BatchUpdate(),
      expected: .negativeItemCountBefore(section: 1, count: -1)),
    InvalidBatch(
      rule: "a negative count after", before: [2], after: [-3], update: BatchUpdate(),
      expected: .negativeItemCountAfter(section: 0, count: -3)),
    InvalidBatch(
      rule: "deleting a section past the end", before: [1, 1], after: [1],
      update: BatchUpdate(deleteSections: [2]),
      expected: .sectionOutOfRange(.delete, section: 2, sectionCount: 2)),
    InvalidBatch(
      rule: "deleting a negative section", before: [1, 1], after: [1],
      update: BatchUpdate(deleteSections: [-1]),
      expected: .sectionOutOfRange(.delete, section: -1, sectionCount: 2)),
    InvalidBatch(
      rule: "reloading a section past the end", before: [1, 1], after: [1, 1],
      update: BatchUpdate(reloadSections: [5]),
      expected: .sectionOutOfRange(.reload, section: 5, sectionCount: 2)),
    InvalidBatch(
      rule: "moving a section that does not exist", before: [1, 1], after: [1, 1],
      update: BatchUpdate(moveSections: [.init(from: 2, to: 0)]),
      expected: .sectionOutOfRange(.moveSource, section: 2, sectionCount: 2)),
    InvalidBatch(
      rule: "inserting a section past the end after the update", before: [1, 1],
      after: [1, 1, 0], update: BatchUpdate(insertSections: [3]),
      expected: .sectionOutOfRange(.insert, section: 3, sectionCount: 3)),
    InvalidBatch(
      rule: "moving a section to a negative index", before: [1, 1], after: [1, 1],
      update: BatchUpdate(moveSections: [.init(from: 0, to: -1)]),
      expected: .sectionOutOfRange(.moveDestination, section: -1, sectionCount: 2)),
    InvalidBatch(
      rule: "deleting a section twice", before: [1, 1, 1], after: [1],
      update: BatchUpdate(deleteSections: [0, 0]),
      expected: .duplicateSection(.delete, section: 0)),
    InvalidBatch(
      rule: "inserting a section twice", before: [1], after: [1, 0, 0],
      update: BatchUpdate(insertSections: [1, 1]),
      expected: .duplicateSection(.insert, section: 1)),
    InvalidBatch(
      rule: "reloading a section twice", before: [1], after: [1],
      update: BatchUpdate(reloadSections: [0, 0]),
      expected: .duplicateSection(.reload, section: 0)),
    InvalidBatch(
      rule: "two moves of one section", before: [1, 1, 1], after: [1, 1, 1],
      update: BatchUpdate(moveSections: [.init(from: 0, to: 1), .init(from: 0, to: 2)]),
      expected: .duplicateSection(.moveSource, section: 0)),
    InvalidBatch(
      rule: "two moves to one section", before: [1, 1, 1], after: [1, 1, 1],
      update: BatchUpdate(moveSections: [.init(from: 0, to: 1), .init(from: 2, to: 1)]),
      expected: .duplicateSection(.moveDestination, section: 1)),
    InvalidBatch(
      rule: "deleting and reloading a section", before: [1, 1], after: [1],
      update: BatchUpdate(deleteSections: [1], reloadSections: [1]),
      expected: .sectionConflict(.deleteAndReload, section: 1)),
    InvalidBatch(
      rule: "deleting and moving a section", before: [1, 1], after: [1],
      update: BatchUpdate(deleteSections: [0], moveSections: [.init(from: 0, to: 0)]),
      expected: .sectionConflict(.deleteAndMove, section: 0)),
    InvalidBatch(
      rule: "reloading and moving a section", before: [1, 1], after: [1, 1],
      update: BatchUpdate(reloadSections: [0], moveSections: [.init(from: 0, to: 1)]),
      expected: .sectionConflict(.reloadAndMove, section: 0)),
    InvalidBatch(
      rule: "inserting a section where one moves to", before: [1, 1], after: [1, 1, 1],
      update: BatchUpdate(insertSections: [1], moveSections: [.init(from: 0, to: 1)]),
      expected: .sectionConflict(.insertAndMove, section: 1)),
    InvalidBatch(
      rule: "inserting a section at a reloaded section's index", before: [1, 1],
      after: [1, 1, 1], update: BatchUpdate(insertSections: [1], reloadSections: [1]),
      expected: .sectionConflict(.reloadAndInsert, section: 1)),
    InvalidBatch(
      rule: "moving a section to a reloaded section's index", before: [1, 1, 1],
      after: [1, 1, 1],
      update: BatchUpdate(reloadSections: [1], moveSections: [.init(from: 2, to: 1)]),
      expected: .sectionConflict(.reloadAndMoveDestination, section: 1)),
    InvalidBatch(
      rule: "one section too many after the update", before: [1, 1], after: [1, 1, 1],
      update: BatchUpdate(),
      expected: .invalidSectionCount(after: 3, before: 2, inserted: 0, deleted: 0)),
    InvalidBatch(
      rule: "a deleted section still counted", before: [1, 1, 1], after: [1, 1, 1],
      update: BatchUpdate(deleteSections: [1], insertSections: [0, 1]),
      expected: .invalidSectionCount(after: 3, before: 3, inserted: 2, deleted: 1)),
  ]

  static let itemRules: [InvalidBatch] = [
    InvalidBatch(
      rule: "deleting an item of a section that does not exist", before: [1, 1], after: [1, 1],
      update: BatchUpdate(deleteItems: [path(2, 0)]),
      expected: .itemSectionOutOfRange(.delete, path(2, 0), sectionCount: 2)),
    InvalidBatch(
      rule: "inserting an item into a section that does not exist after", before: [1, 1],
      after: [1], update: BatchUpdate(insertItems: [path(1, 0)], deleteSections: [1]),
      expected: .itemSectionOutOfRange(.insert, path(1, 0), sectionCount: 1)),
    InvalidBatch(
      rule: "deleting an item past the end", before: [3], after: [2],
      update: BatchUpdate(deleteItems: [path(0, 3)]),
      expected: .itemOutOfRange(.delete, path(0, 3), itemCount: 3)),
    InvalidBatch(
      rule: "reloading a negative item", before: [3], after: [3],
      update: BatchUpdate(reloadItems: [path(0, -1)]),
      expected: .itemOutOfRange(.reload, path(0, -1), itemCount: 3)),
    InvalidBatch(
      rule: "moving an item that does not exist", before: [3], after: [3],
      update: BatchUpdate(moveItems: [move(path(0, 3), path(0, 0))]),
      expected: .itemOutOfRange(.moveSource, path(0, 3), itemCount: 3)),
    InvalidBatch(
      rule: "inserting an item past the end after the update", before: [3], after: [4],
      update: BatchUpdate(insertItems: [path(0, 4)]),
      expected: .itemOutOfRange(.insert, path(0, 4), itemCount: 4)),
    InvalidBatch(
      rule: "moving an item past the end", before: [3], after: [3],
      update: BatchUpdate(moveItems: [move(path(0, 0), path(0, 3))]),
      expected: .itemOutOfRange(.moveDestination, path(0, 3), itemCount: 3)),
    InvalidBatch(
      rule: "a redundant delete in a deleted section past its end", before: [2, 1],
      after: [1], update: BatchUpdate(deleteItems: [path(0, 2)], deleteSections: [0]),
      expected: .itemOutOfRange(.delete, path(0, 2), itemCount: 2)),
    InvalidBatch(
      rule: "deleting an item twice", before: [3], after: [2],
      update: BatchUpdate(deleteItems: [path(0, 1), path(0, 1)]),
      expected: .duplicateItem(.delete, path(0, 1))),
    InvalidBatch(
      rule: "inserting an item twice", before: [3], after: [5],
      update: BatchUpdate(insertItems: [path(0, 4), path(0, 4)]),
      expected: .duplicateItem(.insert, path(0, 4))),
    InvalidBatch(
      rule: "reloading an item twice", before: [3], after: [3],
      update: BatchUpdate(reloadItems: [path(0, 2), path(0, 2)]),
      expected: .duplicateItem(.reload, path(0, 2))),
    InvalidBatch(
      rule: "two moves of one item", before: [3], after: [3],
      update: BatchUpdate(moveItems: [move(path(0, 0), path(0, 1)), move(path(0, 0), path(0, 2))]),
      expected: .duplicateItem(.moveSource, path(0, 0))),
    InvalidBatch(
      rule: "two moves to one place", before: [3], after: [3],
      update: BatchUpdate(moveItems: [move(path(0, 0), path(0, 2)), move(path(0, 1), path(0, 2))]),
      expected: .duplicateItem(.moveDestination, path(0, 2))),
    InvalidBatch(
      rule: "deleting and reloading an item", before: [3], after: [2],
      update: BatchUpdate(deleteItems: [path(0, 1)], reloadItems: [path(0, 1)]),
      expected: .itemConflict(.deleteAndReload, path(0, 1))),
    InvalidBatch(
      rule: "deleting and moving an item", before: [3], after: [2],
      update: BatchUpdate(deleteItems: [path(0, 1)], moveItems: [move(path(0, 1), path(0, 0))]),
      expected: .itemConflict(.deleteAndMove, path(0, 1))),
    InvalidBatch(
      rule: "reloading and moving an item", before: [3], after: [3],
      update: BatchUpdate(reloadItems: [path(0, 1)], moveItems: [move(path(0, 1), path(0, 0))]),
      expected: .itemConflict(.reloadAndMove, path(0, 1))),
    InvalidBatch(
      rule: "inserting an item where one moves to", before: [3], after: [4],
      update: BatchUpdate(insertItems: [path(0, 0)], moveItems: [move(path(0, 2), path(0, 0))]),
      expected: .itemConflict(.insertAndMove, path(0, 0))),
    InvalidBatch(
      rule: "inserting an item at a reloaded item's index", before: [3], after: [4],
      update: BatchUpdate(insertItems: [path(0, 1)], reloadItems: [path(0, 1)]),
      expected: .itemConflict(.reloadAndInsert, path(0, 1))),
    // Section 1 moves to 0, so its reloaded item 1 is inserted again at 0.1.
    InvalidBatch(
      rule: "inserting an item at a reloaded item's index in its moved section",
      before: [2, 3], after: [4, 2],
      update: BatchUpdate(
        insertItems: [path(0, 1)], reloadItems: [path(1, 1)],
        moveSections: [.init(from: 1, to: 0)]),
      expected: .itemConflict(.reloadAndInsert, path(1, 1))),
    InvalidBatch(
      rule: "moving an item to a reloaded item's index", before: [3], after: [3],
      update: BatchUpdate(reloadItems: [path(0, 0)], moveItems: [move(path(0, 2), path(0, 0))]),
      expected: .itemConflict(.reloadAndMoveDestination, path(0, 0))),
    InvalidBatch(
      rule: "moving an item out of a deleted section", before: [2, 2], after: [3],
      update: BatchUpdate(moveItems: [move(path(0, 0), path(0, 2))], deleteSections: [0]),
      expected: .moveOutOfRemovedSection(move(path(0, 0), path(0, 2)))),
    InvalidBatch(
      rule: "moving an item out of a reloaded section", before: [2, 2], after: [1, 3],
      update: BatchUpdate(moveItems: [move(path(0, 0), path(1, 0))], reloadSections: [0]),
      expected: .moveOutOfRemovedSection(move(path(0, 0), path(1, 0)))),
    InvalidBatch(
      rule: "moving an item into an inserted section", before: [2], after: [1, 1],
      update: BatchUpdate(moveItems: [move(path(0, 0), path(1, 0))], insertSections: [1]),
      expected: .moveIntoAddedSection(move(path(0, 0), path(1, 0)))),
    InvalidBatch(
      rule: "moving an item into a reloaded section", before: [2, 2], after: [1, 3],
      update: BatchUpdate(moveItems: [move(path(0, 0), path(1, 0))], reloadSections: [1]),
      expected: .moveIntoAddedSection(move(path(0, 0), path(1, 0)))),
    InvalidBatch(
      rule: "reloading an item of a deleted section", before: [2, 2], after: [2],
      update: BatchUpdate(reloadItems: [path(0, 1)], deleteSections: [0]),
      expected: .reloadInRemovedSection(path(0, 1))),
    InvalidBatch(
      rule: "reloading an item of a reloaded section", before: [2], after: [2],
      update: BatchUpdate(reloadItems: [path(0, 0)], reloadSections: [0]),
      expected: .reloadInRemovedSection(path(0, 0))),
    InvalidBatch(
      rule: "one item fewer with no operation (UIKit's example)", before: [5], after: [4],
      update: BatchUpdate(),
      expected: .invalidItemCount(
        section: 0, sectionAfter: 0, after: 4, before: 5, inserted: 0, deleted: 0, movedIn: 0,
        movedOut: 0)),
    // Old section 1 (3 items) is section 0 after the update: 3 + 1 inserted = 4, not 5.
    InvalidBatch(
      rule: "a moved section with one item too many", before: [1, 3], after: [5, 1],
      update: BatchUpdate(insertItems: [path(0, 0)], moveSections: [.init(from: 1, to: 0)]),
      expected: .invalidItemCount(
        section: 1, sectionAfter: 0, after: 5, before: 3, inserted: 1, deleted: 0, movedIn: 0,
        movedOut: 0)),
    InvalidBatch(
      rule: "a move within a section counted as an insert", before: [3], after: [4],
      update: BatchUpdate(moveItems: [move(path(0, 0), path(0, 2))]),
      expected: .invalidItemCount(
        section: 0, sectionAfter: 0, after: 4, before: 3, inserted: 0, deleted: 0, movedIn: 1,
        movedOut: 1)),
    // Section 0: 3 - 1 moved out = 2 is right; section 1: 1 + 1 moved in = 2, not 1.
    InvalidBatch(
      rule: "a move between sections not counted", before: [3, 1], after: [2, 1],
      update: BatchUpdate(moveItems: [move(path(0, 0), path(1, 0))]),
      expected: .invalidItemCount(
        section: 1, sectionAfter: 1, after: 1, before: 1, inserted: 0, deleted: 0, movedIn: 1,
        movedOut: 0)),
  ]

  static let acceptedBatches: [ValidBatch] = [
    ValidBatch(
      rule: "redundant deletes of the items of a deleted section", before: [2, 1], after: [1],
      update: BatchUpdate(deleteItems: [path(0, 0), path(0, 1)], deleteSections: [0])),
    ValidBatch(
      rule: "redundant inserts of the items of an inserted section", before: [1], after: [1, 2],
      update: BatchUpdate(insertItems: [path(1, 0), path(1, 1)], insertSections: [1])),
    ValidBatch(
      rule: "a reloaded section whose item count changes", before: [2, 3], after: [2, 7],
      update: BatchUpdate(reloadSections: [1])),
    ValidBatch(
      rule: "redundant deletes and inserts in a reloaded section", before: [2], after: [3],
      update: BatchUpdate(
        deleteItems: [path(0, 1)], insertItems: [path(0, 2)], reloadSections: [0])),
    ValidBatch(
      rule: "a move of an item to its own place", before: [3], after: [3],
      update: BatchUpdate(moveItems: [move(path(0, 1), path(0, 1))])),
    ValidBatch(
      rule: "an item moved into a moved section", before: [2, 1], after: [2, 1],
      update: BatchUpdate(
        moveItems: [move(path(0, 0), path(0, 1))], moveSections: [.init(from: 1, to: 0)])),
    // Section 1 moves to 0: its reloaded item 1 is inserted again at 0.1, and the insert
    // at 1.1 is in the place of the old section 0.
    ValidBatch(
      rule: "an insert at a reloaded item's index in its section's old place",
      before: [2, 3], after: [3, 3],
      update: BatchUpdate(
        insertItems: [path(1, 1)], reloadItems: [path(1, 1)],
        moveSections: [.init(from: 1, to: 0)])),
    ValidBatch(
      rule: "a reloaded item shifted by deletes before it", before: [4], after: [2],
      update: BatchUpdate(deleteItems: [path(0, 0), path(0, 1)], reloadItems: [path(0, 3)])),
    ValidBatch(
      rule: "no sections at all", before: [], after: [], update: BatchUpdate()),
    ValidBatch(
      rule: "every section replaced", before: [4, 2], after: [0, 1, 5],
      update: BatchUpdate(deleteSections: [1, 0], insertSections: [2, 0, 1])),
  ]

  @Test("a batch that breaks a section rule is refused with that rule", arguments: sectionRules)
  func sectionRule(_ batch: InvalidBatch) {
    #expect(throws: batch.expected) {
      try batch.update.validated(countsBefore: batch.before, countsAfter: batch.after)
    }
  }

  @Test("a batch that breaks an item rule is refused with that rule", arguments: itemRules)
  func itemRule(_ batch: InvalidBatch) {
    #expect(throws: batch.expected) {
      try batch.update.validated(countsBefore: batch.before, countsAfter: batch.after)
    }
  }

  @Test("a batch that follows the rules is accepted", arguments: acceptedBatches)
  func accepted(_ batch: ValidBatch) throws {
    let mapping = try batch.update.validated(countsBefore: batch.before, countsAfter: batch.after)
    #expect(mapping.sectionCountBefore == batch.before.count)
    #expect(mapping.sectionCountAfter == batch.after.count)
  }

  @Test("counts as large as Int allows are checked without overflow")
  func hugeCounts() throws {
    let big = Int.max
    #expect(
      throws: BatchUpdateError.invalidItemCount(
        section: 0, sectionAfter: 0, after: big, before: big, inserted: 1, deleted: 0,
        movedIn: 0, movedOut: 0)
    ) {
      try BatchUpdate(insertItems: [path(0, 0)]).validated(countsBefore: [big], countsAfter: [big])
    }
    let mapping = try BatchUpdate(insertItems: [path(0, 0)])
      .validated(countsBefore: [big - 1], countsAfter: [big])
    #expect(mapping.newIndexPath(forOld: path(0, big - 2)) == path(0, big - 1))
    #expect(mapping.oldIndexPath(forNew: path(0, big - 1)) == path(0, big - 2))
  }
}
