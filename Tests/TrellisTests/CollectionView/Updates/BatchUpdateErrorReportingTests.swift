import Testing
import Trellis

/// An index path written section first, as index paths print (`2.5`).
private func path(_ section: Int, _ item: Int) -> IndexPath {
  IndexPath(item: item, section: section)
}

private func move(_ from: IndexPath, _ to: IndexPath) -> BatchUpdate.ItemMove {
  .init(from: from, to: to)
}

@Suite("Batch updates: error reporting")
struct BatchUpdateErrorReportingTests {
  /// Batches that break two rules: the one checked first is reported.
  static let firstRules: [InvalidBatch] = [
    InvalidBatch(
      rule: "counts before the sections", before: [-1], after: [1, 1],
      update: BatchUpdate(deleteSections: [4]),
      expected: .negativeItemCountBefore(section: 0, count: -1)),
    InvalidBatch(
      rule: "section ranges before section duplicates", before: [1, 1], after: [],
      update: BatchUpdate(deleteSections: [0, 0, 1], insertSections: [0]),
      expected: .sectionOutOfRange(.insert, section: 0, sectionCount: 0)),
    InvalidBatch(
      rule: "the section count before item ranges", before: [1], after: [1, 1],
      update: BatchUpdate(deleteItems: [path(0, 7)]),
      expected: .invalidSectionCount(after: 2, before: 1, inserted: 0, deleted: 0)),
    InvalidBatch(
      rule: "item ranges before item duplicates", before: [3], after: [2],
      update: BatchUpdate(deleteItems: [path(0, 1), path(0, 1)], insertItems: [path(0, 2)]),
      expected: .itemOutOfRange(.insert, path(0, 2), itemCount: 2)),
    InvalidBatch(
      rule: "the smallest index path out of range", before: [3, 3], after: [3, 0],
      update: BatchUpdate(deleteItems: [path(1, 9), path(0, 5), path(0, -2), path(1, 0)]),
      expected: .itemOutOfRange(.delete, path(0, -2), itemCount: 3)),
    InvalidBatch(
      rule: "conflicts before sections being removed", before: [2, 1], after: [1],
      update: BatchUpdate(
        deleteItems: [path(0, 0)], moveItems: [move(path(0, 0), path(0, 0))],
        deleteSections: [0]),
      expected: .itemConflict(.deleteAndMove, path(0, 0))),
    // Reload 0.0 collides with a move's destination, reload 0.2 with an insert: the
    // insert rule comes first, whatever the index paths.
    InvalidBatch(
      rule: "reloads taken by inserts before reloads taken by moves", before: [4], after: [5],
      update: BatchUpdate(
        insertItems: [path(0, 2)], reloadItems: [path(0, 0), path(0, 2)],
        moveItems: [move(path(0, 3), path(0, 0))]),
      expected: .itemConflict(.reloadAndInsert, path(0, 2))),
    InvalidBatch(
      rule: "conflicts before item counts", before: [3], after: [9],
      update: BatchUpdate(deleteItems: [path(0, 2)], reloadItems: [path(0, 2)]),
      expected: .itemConflict(.deleteAndReload, path(0, 2))),
    InvalidBatch(
      rule: "item counts in order of the sections before the update", before: [1, 1, 1],
      after: [2, 2, 2], update: BatchUpdate(moveSections: [.init(from: 2, to: 0)]),
      expected: .invalidItemCount(
        section: 0, sectionAfter: 1, after: 2, before: 1, inserted: 0, deleted: 0, movedIn: 0,
        movedOut: 0)),
  ]

  @Test("of two broken rules, the one checked first is reported", arguments: firstRules)
  func firstRule(_ batch: InvalidBatch) {
    #expect(throws: batch.expected) {
      try batch.update.validated(countsBefore: batch.before, countsAfter: batch.after)
    }
  }

  @Test("the error does not depend on the order of the operations", arguments: firstRules)
  func errorIgnoresOrder(_ batch: InvalidBatch) {
    var reversed = batch.update
    reversed.deleteItems.reverse()
    reversed.insertItems.reverse()
    reversed.reloadItems.reverse()
    reversed.moveItems.reverse()
    reversed.deleteSections.reverse()
    reversed.insertSections.reverse()
    reversed.reloadSections.reverse()
    reversed.moveSections.reverse()
    #expect(throws: batch.expected) {
      try reversed.validated(countsBefore: batch.before, countsAfter: batch.after)
    }
  }

  @Test(
    "the error names its section in its description",
    arguments: BatchUpdateValidationTests.sectionRules + BatchUpdateValidationTests.itemRules
  )
  func descriptionNamesSection(_ batch: InvalidBatch) {
    let section: Int =
      switch batch.expected {
      case .negativeItemCountBefore(let section, _), .negativeItemCountAfter(let section, _),
        .sectionOutOfRange(_, let section, _), .duplicateSection(_, let section),
        .sectionConflict(_, let section), .invalidItemCount(let section, _, _, _, _, _, _, _):
        section
      case .itemSectionOutOfRange(_, let indexPath, _), .itemOutOfRange(_, let indexPath, _),
        .duplicateItem(_, let indexPath), .itemConflict(_, let indexPath),
        .reloadInRemovedSection(let indexPath):
        indexPath.section
      case .moveOutOfRemovedSection(let move): move.from.section
      case .moveIntoAddedSection(let move): move.to.section
      case .invalidSectionCount(let after, _, _, _): after
      }
    let description = batch.expected.description
    #expect(description.contains("section") && description.contains("\(section)"))
  }

  @Test("descriptions read like UIKit's exceptions, with the same numbers")
  func descriptions() {
    let items = BatchUpdateError.invalidItemCount(
      section: 0, sectionAfter: 0, after: 4, before: 5, inserted: 0, deleted: 0, movedIn: 0,
      movedOut: 0)
    #expect(
      items.description == "invalid number of items in section 0: 4 after the update, but 5 "
        + "before, 0 inserted, 0 deleted, 0 moved in, 0 moved out")
    let moved = BatchUpdateError.invalidItemCount(
      section: 1, sectionAfter: 0, after: 5, before: 3, inserted: 1, deleted: 0, movedIn: 0,
      movedOut: 0)
    #expect(
      moved.description == "invalid number of items in section 1 (section 0 after the "
        + "update): 5 after the update, but 3 before, 1 inserted, 0 deleted, 0 moved in, "
        + "0 moved out")
    let sections = BatchUpdateError.invalidSectionCount(
      after: 3, before: 2, inserted: 0, deleted: 0)
    #expect(
      sections.description == "invalid number of sections: 3 after the update, but 2 before, "
        + "0 inserted, 0 deleted")
    let range = BatchUpdateError.itemOutOfRange(.delete, path(0, 3), itemCount: 1)
    #expect(
      range.description == "attempt to delete item 3 of section 0, but section 0 has 1 item "
        + "before the update")
  }
}
