import Testing
import Trellis
import TrellisTestSupport

private typealias Shelf = Snapshot<String, String>

private func path(_ section: Int, _ item: Int) -> IndexPath {
  IndexPath(item: item, section: section)
}

private func move(_ from: IndexPath, _ to: IndexPath) -> BatchUpdate.ItemMove {
  .init(from: from, to: to)
}

/// The update from `old` to `new`, after checking that the reference applier turns
/// `old` into `new` with it.
private func diff(
  _ old: Shelf, _ new: Shelf, isContentChanged: ((String) -> Bool)? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> BatchUpdate {
  let update =
    if let isContentChanged {
      new.batchUpdate(from: old, isContentChanged: isContentChanged)
    } else {
      new.batchUpdate(from: old)
    }
  let applied = try ReferenceBatchApplier.apply(
    update, to: SectionedIDs(old), new: SectionedIDs(new))
  #expect(applied == SectionedIDs(new), sourceLocation: sourceLocation)
  return update
}

@Suite("Snapshot diff")
struct SnapshotDiffTests {
  @Test("the doc comment's example deletes pear, inserts fig and moves only plum")
  func articleExample() throws {
    let old = try Shelf([("fruit", ["apple", "pear", "plum"])])
    let new = try Shelf([("fruit", ["plum", "apple", "fig"])])
    // Survivors apple (old 0) and plum (old 2) come in the new order 2, 0: one of them
    // keeps its order; patience sorting keeps the later one, apple.
    #expect(
      try diff(old, new)
        == BatchUpdate(
          deleteItems: [path(0, 1)], insertItems: [path(0, 2)],
          moveItems: [move(path(0, 2), path(0, 0))]))
  }

  @Test("the DocC article's example gives the update it prints")
  func doccArticleExample() throws {
    var old = Snapshot<String, String>()
    try old.appendSections(["fruit", "vegetables"])
    try old.appendItems(["apple", "pear", "plum"], toSection: "fruit")
    try old.appendItems(["leek", "kale"], toSection: "vegetables")

    var new = old
    try new.deleteItems(["pear"])
    try new.moveItem("plum", beforeItem: "apple")
    try new.appendItems(["fig"], toSection: "fruit")
    try new.moveItem("kale", afterItem: "fig")
    try new.reloadItems(["leek"])

    #expect(
      try diff(old, new)
        == BatchUpdate(
          deleteItems: [path(0, 1)], insertItems: [path(0, 2)], reloadItems: [path(1, 0)],
          moveItems: [move(path(0, 2), path(0, 0)), move(path(1, 1), path(0, 3))]))

    let prices = ["apple": 2, "plum": 3, "leek": 1, "kale": 4, "fig": 5]
    let oldPrices = ["apple": 2, "plum": 2, "leek": 1, "kale": 4, "pear": 1]
    let update = try diff(old, new) { id in prices[id] != oldPrices[id] }
    // plum's price changed and it moves: deleted and inserted again; leek's mark
    // still reloads it.
    #expect(update.reloadItems == [path(1, 0)])
    #expect(update.deleteItems == [path(0, 1), path(0, 2)])
    #expect(update.insertItems == [path(0, 0), path(0, 2)])

    do {
      try new.appendItems(["fig"], toSection: "vegetables")
      Issue.record("a duplicate was accepted")
    } catch {
      #expect(error == .duplicateItem("fig"))
    }
  }

  @Test("equal snapshots need no update, and neither do two empty ones")
  func noChange() throws {
    let snapshot = try Shelf([("a", ["1", "2"]), ("b", [])])
    #expect(try diff(snapshot, snapshot).isEmpty)
    #expect(try diff(Shelf(), Shelf()).isEmpty)
  }

  @Test("sections appear and disappear whole, with no item operations")
  func wholeSections() throws {
    let two = try Shelf([("a", ["1", "2"]), ("b", ["3"])])
    #expect(try diff(Shelf(), two) == BatchUpdate(insertSections: [0, 1]))
    #expect(try diff(two, Shelf()) == BatchUpdate(deleteSections: [0, 1]))
    let middle = try Shelf([("a", ["1", "2"]), ("m", ["4"]), ("b", ["3"])])
    #expect(try diff(two, middle) == BatchUpdate(insertSections: [1]))
    #expect(try diff(middle, two) == BatchUpdate(deleteSections: [1]))
  }

  @Test("deletes and inserts that keep the survivors' order need no move")
  func noMoveWhenOrderKept() throws {
    let old = try Shelf([("a", ["1", "2", "3", "4", "5"])])
    let new = try Shelf([("a", ["0", "2", "4", "6", "5"])])
    #expect(
      try diff(old, new)
        == BatchUpdate(
          deleteItems: [path(0, 0), path(0, 2)], insertItems: [path(0, 0), path(0, 3)]))
  }

  @Test("a reversal keeps one item and moves the others")
  func reversal() throws {
    let old = try Shelf([("a", ["1", "2", "3", "4"])])
    let new = try Shelf([("a", ["4", "3", "2", "1"])])
    // Old positions in new order: 3 2 1 0. Each replaces the one tail, so the last,
    // item "1", is the kept subsequence.
    #expect(
      try diff(old, new)
        == BatchUpdate(
          moveItems: [
            move(path(0, 3), path(0, 0)), move(path(0, 2), path(0, 1)),
            move(path(0, 1), path(0, 2)),
          ]))
  }

  @Test("an item moves between sections that both stay")
  func crossSectionMove() throws {
    let old = try Shelf([("a", ["1", "2"]), ("b", ["3"])])
    let new = try Shelf([("a", ["2"]), ("b", ["3", "1"])])
    #expect(try diff(old, new) == BatchUpdate(moveItems: [move(path(0, 0), path(1, 1))]))
  }

  @Test("sections outside the kept order move and carry their items")
  func sectionMove() throws {
    let old = try Shelf([("a", ["1"]), ("b", ["2"]), ("c", ["3"])])
    let new = try Shelf([("c", ["3"]), ("a", ["1"]), ("b", ["2", "4"])])
    #expect(
      try diff(old, new)
        == BatchUpdate(insertItems: [path(2, 1)], moveSections: [.init(from: 2, to: 0)]))
  }

  @Test("an item leaving a deleted section is inserted, not moved")
  func outOfDeletedSection() throws {
    let old = try Shelf([("a", ["1", "2"]), ("b", ["3"])])
    let new = try Shelf([("b", ["3", "1"])])
    #expect(try diff(old, new) == BatchUpdate(insertItems: [path(0, 1)], deleteSections: [0]))
  }

  @Test("an item entering an inserted section is deleted, not moved")
  func intoInsertedSection() throws {
    let old = try Shelf([("a", ["1", "2"])])
    let new = try Shelf([("a", ["1"]), ("c", ["2", "5"])])
    #expect(try diff(old, new) == BatchUpdate(deleteItems: [path(0, 1)], insertSections: [1]))
  }

  @Test("a marked item is reloaded where it keeps its place, deleted and inserted where it moves")
  func reloadedItems() throws {
    let old = try Shelf([("a", ["1", "2", "3"]), ("b", ["4"])])
    var new = try Shelf([("a", ["0", "1", "3", "2"]), ("b", ["4"])])
    try new.reloadItems(["1", "3", "4"])
    // Survivors 1 3 2 come in old order 0 2 1: patience sorting keeps 1 and 2, so 3
    // moves, and since it is marked it is deleted and inserted instead. 1 keeps its
    // order but goes from index 0 to 1, and a reload is a delete and an insert at the
    // same index, so it is deleted and inserted too. 4 stays at 1.0 and is reloaded.
    #expect(
      try diff(old, new)
        == BatchUpdate(
          deleteItems: [path(0, 0), path(0, 2)],
          insertItems: [path(0, 0), path(0, 1), path(0, 2)], reloadItems: [path(1, 0)]))
    // Unmarked, 3 moves from its old place 0.2 to its new place 0.2, which is not empty:
    // without the move, the survivors 1 2 3 would fill 0.1 0.2 0.3 in their old order.
    let unmarked = try Shelf([("a", ["0", "1", "3", "2"]), ("b", ["4"])])
    #expect(
      try diff(old, unmarked)
        == BatchUpdate(insertItems: [path(0, 0)], moveItems: [move(path(0, 2), path(0, 2))]))
  }

  @Test("the content closure reloads the items it names, like marks")
  func contentClosure() throws {
    let old = try Shelf([("a", ["1", "2", "3"])])
    let new = try Shelf([("a", ["3", "1", "2", "9"])])
    // Kept: 1, 2 (old 0, 1); 3 moves. Changed: 2, which keeps its order but goes from
    // index 1 to 2, and 3, which moves: both are deleted and inserted; 9 is new, so the
    // closure is not asked about it.
    var asked: [String] = []
    let update = try diff(old, new) { item in
      asked.append(item)
      return item != "1"
    }
    #expect(asked == ["3", "1", "2"])
    #expect(
      update
        == BatchUpdate(
          deleteItems: [path(0, 1), path(0, 2)], insertItems: [path(0, 0), path(0, 2), path(0, 3)]))
  }

  @Test("a marked section is reloaded in place, with no item operations inside it")
  func reloadedSection() throws {
    let old = try Shelf([("a", ["1", "2"]), ("b", ["3", "4"])])
    var new = try Shelf([("a", ["1", "4"]), ("b", ["3", "2", "5"])])
    try new.reloadSections(["b"])
    // 2 leaves a for the reloaded b: a deletes it. 4 leaves the reloaded b for a: a
    // inserts it. b's own items are whatever its reload brings.
    #expect(
      try diff(old, new)
        == BatchUpdate(
          deleteItems: [path(0, 1)], insertItems: [path(0, 1)], reloadSections: [1]))
  }

  @Test("a marked section whose index changes is deleted and inserted instead")
  func reloadedMovedSection() throws {
    let old = try Shelf([("a", ["1"]), ("b", ["2"]), ("c", ["3"])])
    var new = try Shelf([("c", ["3"]), ("a", ["1"]), ("b", ["2"])])
    try new.reloadSections(["c", "a"])
    // c moves; a keeps its order but goes from 0 to 1: both are deleted and inserted.
    #expect(
      try diff(old, new)
        == BatchUpdate(deleteSections: [0, 2], insertSections: [0, 1]))
  }

  @Test("moved sections and moved items combine in one update")
  func sectionAndItemMoves() throws {
    let old = try Shelf([("a", ["1", "2", "3"]), ("b", ["4", "5"]), ("c", [])])
    let new = try Shelf([("b", ["5", "4", "2"]), ("a", ["1", "3"]), ("d", ["6"])])
    // Sections: a b kept in order? New order b (old 1), a (old 0): patience keeps a, b
    // moves 1 -> 0; c is deleted, d inserted. Items: in b, 5 4 are old 1 0: 4 is kept,
    // 5 moves; 2 comes from a.
    #expect(
      try diff(old, new)
        == BatchUpdate(
          moveItems: [move(path(1, 1), path(0, 0)), move(path(0, 1), path(0, 2))],
          deleteSections: [2], insertSections: [2], moveSections: [.init(from: 1, to: 0)]))
  }

  @Test("a run of items that stay together does not reach into a reloaded section")
  func runStopsAtSectionEnd() throws {
    let old = try Shelf([("a", ["1", "2"]), ("b", ["3"])])
    var new = try Shelf([("a", ["0", "2", "3"]), ("b", ["4"])])
    try new.reloadSections(["b"])
    // 2 follows 1 in a, and 3 follows 2 in the old items taken together; 3 comes from
    // the reloaded b, so a inserts it rather than moving it out of b.
    #expect(
      try diff(old, new)
        == BatchUpdate(
          deleteItems: [path(0, 0)], insertItems: [path(0, 0), path(0, 2)],
          reloadSections: [1]))
  }

  @Test("common prefixes, suffixes and runs that move together match item by item")
  func runsAndEnds() throws {
    let letters = (0..<12).map { String(UnicodeScalar(UInt8(97 + $0))) }
    let old = try Shelf([("s", letters)])
    // a b | g h i | c d e f | x | j k l: the run c d e f moves behind g h i.
    let new = try Shelf([("s", ["a", "b", "g", "h", "i", "c", "d", "e", "f", "x", "j", "k", "l"])])
    // Survivors in old positions: 0 1 6 7 8 2 3 4 5 9 10 11; the longest increasing run
    // keeps a b c d e f j k l, so g h i move.
    #expect(
      try diff(old, new)
        == BatchUpdate(
          insertItems: [path(0, 9)],
          moveItems: [
            move(path(0, 6), path(0, 2)), move(path(0, 7), path(0, 3)),
            move(path(0, 8), path(0, 4)),
          ]))
  }
}
