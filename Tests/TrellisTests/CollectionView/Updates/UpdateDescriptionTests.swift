import Testing
import Trellis

/// What printing an update or an error shows: one readable line.
@Suite("Descriptions of updates and their errors")
struct UpdateDescriptionTests {
  @Test("a batch update names only its operations, sections first, moves as from -> to")
  func batchUpdate() {
    #expect(BatchUpdate().description == "BatchUpdate()")
    #expect(
      BatchUpdate(
        deleteItems: [IndexPath(item: 1, section: 0)],
        insertItems: [IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 3)],
        moveItems: [.init(from: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 1))]
      ).description
        == "BatchUpdate(deleteItems: [0.1], insertItems: [0.2, 3.0], moveItems: [0.2 -> 1.0])")
    #expect(
      BatchUpdate(
        reloadItems: [IndexPath(item: 4, section: 1)], deleteSections: [2, 5],
        insertSections: [0], reloadSections: [1], moveSections: [.init(from: 3, to: 1)]
      ).description
        == "BatchUpdate(deleteSections: [2, 5], reloadSections: [1], insertSections: [0], "
        + "moveSections: [3 -> 1], reloadItems: [1.4])")
  }

  @Test("a snapshot's diff prints as the operations it needs")
  func snapshotDiff() throws {
    let old = try Snapshot<String, String>([("fruit", ["apple", "pear", "plum"])])
    let new = try Snapshot<String, String>([("fruit", ["plum", "apple", "fig"])])
    #expect(
      "\(new.batchUpdate(from: old))"
        == "BatchUpdate(deleteItems: [0.1], insertItems: [0.2], moveItems: [0.2 -> 0.0])")
  }

  @Test("an update error says whether the batch or the data was refused")
  func updateError() {
    let count = BatchUpdateError.invalidSectionCount(after: 3, before: 2, inserted: 0, deleted: 0)
    #expect(
      UpdateError.invalidBatch(count).description
        == "invalid update: invalid number of sections: 3 after the update, but 2 before, "
        + "0 inserted, 0 deleted")
    #expect(
      UpdateError.layout(.invalidValue(.itemSize(IndexPath(item: 3, section: 1)), -5))
        .description
        == "the layout refused the new data: the size of item 3 in section 1 has the value "
        + "-5.0; it must be finite and not negative")
  }

  @Test("layout errors name the value and what it must be")
  func layoutError() {
    #expect(
      LayoutError.countAboveLimit(.numberOfSections, 2_000_000, limit: 1_000_000).description
        == "the number of sections is 2000000; it must be at most 1000000")
    #expect(
      LayoutError.sectionOutOfRange(3, count: 1).description
        == "section 3 does not exist; the layout has 1 section")
  }

  @Test("snapshot errors quote the identifier as Swift writes it")
  func snapshotError() {
    typealias Error = SnapshotError<String, Int>
    #expect(Error.duplicateItem(7).description == "item 7 appears more than once in the snapshot")
    #expect(
      Error.duplicateSection("fruit").description
        == #"section "fruit" appears more than once in the snapshot"#)
    #expect(Error.unknownItem(3).description == "the snapshot has no item 3")
    #expect(Error.noSection.description == "items were appended to a snapshot that has no section")
  }
}
