import Testing
import Trellis

private typealias Fruit = Snapshot<String, Int>
private typealias FruitError = SnapshotError<String, Int>

/// `[("a", [1, 2, 3]), ("b", [4, 5]), ("c", [])]`.
private func abc() throws -> Fruit {
  try Fruit([("a", [1, 2, 3]), ("b", [4, 5]), ("c", [])])
}

/// The sections with their items, to compare whole snapshots at a glance.
private func contents(_ snapshot: Fruit) -> [String: [Int]] {
  var result: [String: [Int]] = [:]
  for section in snapshot.sectionIdentifiers {
    result[section] = snapshot.itemIdentifiers(inSection: section)
  }
  return result
}

@Suite("Snapshot")
struct SnapshotTests {
  @Test("an initializer builds the sections in order and answers every query")
  func queries() throws {
    let snapshot = try abc()
    #expect(snapshot.sectionIdentifiers == ["a", "b", "c"])
    #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
    #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 5])
    #expect(snapshot.itemIdentifiers(inSection: "z") == [])
    #expect(snapshot.numberOfSections == 3)
    #expect(snapshot.numberOfItems == 5)
    #expect(snapshot.numberOfItems(inSection: "a") == 3)
    #expect(snapshot.numberOfItems(inSection: "z") == 0)
    #expect(snapshot.itemCounts == [3, 2, 0])
    #expect(snapshot.index(ofSection: "c") == 2)
    #expect(snapshot.index(ofSection: "z") == nil)
    #expect(snapshot.indexPath(for: 5) == IndexPath(item: 1, section: 1))
    #expect(snapshot.indexPath(for: 1) == IndexPath(item: 0, section: 0))
    #expect(snapshot.indexPath(for: 9) == nil)
    #expect(snapshot.sectionIdentifier(containingItem: 4) == "b")
    #expect(snapshot.sectionIdentifier(containingItem: 9) == nil)
  }

  @Test("appending items without a section goes to the last one, and fails with none")
  func appendToLast() throws {
    var snapshot = try abc()
    try snapshot.appendItems([6, 7])
    #expect(contents(snapshot)["c"] == [6, 7])
    var empty = Fruit()
    #expect(throws: FruitError.noSection) { try empty.appendItems([1]) }
    #expect(empty == Fruit())
  }

  @Test("appending to an earlier section shifts the later sections' items")
  func appendToEarlier() throws {
    var snapshot = try abc()
    try snapshot.appendItems([6], toSection: "a")
    #expect(snapshot.itemIdentifiers == [1, 2, 3, 6, 4, 5])
    #expect(snapshot.itemCounts == [4, 2, 0])
    #expect(snapshot.indexPath(for: 5) == IndexPath(item: 1, section: 1))
    #expect(throws: FruitError.unknownSection("z")) {
      try snapshot.appendItems([7], toSection: "z")
    }
  }

  @Test(
    "a duplicate item is an error that names it and changes nothing",
    arguments: [
      [3], [6, 3], [6, 6], [6, 7, 8, 7],
    ])
  func duplicateItems(items: [Int]) throws {
    var snapshot = try abc()
    let before = snapshot
    let duplicate = items.first { item in
      snapshot.indexPath(for: item) != nil || items.count { $0 == item } > 1
    }
    #expect(throws: FruitError.duplicateItem(try #require(duplicate))) {
      try snapshot.appendItems(items, toSection: "c")
    }
    #expect(snapshot == before)
    #expect(snapshot.sectionIdentifier(containingItem: 6) == nil)
    #expect(snapshot.sectionIdentifier(containingItem: 3) == "a")
    // The items that were refused can still be added once.
    try snapshot.appendItems([6, 7, 8], toSection: "c")
    #expect(snapshot.itemCounts == [3, 2, 3])
  }

  @Test("an item is unique across sections, a section among sections")
  func uniqueness() throws {
    #expect(throws: FruitError.duplicateItem(1)) { try Fruit([("a", [1]), ("b", [2, 1])]) }
    #expect(throws: FruitError.duplicateSection("a")) { try Fruit([("a", [1]), ("a", [2])]) }
    var snapshot = try abc()
    let before = snapshot
    #expect(throws: FruitError.duplicateSection("b")) { try snapshot.appendSections(["d", "b"]) }
    #expect(throws: FruitError.duplicateSection("d")) { try snapshot.appendSections(["d", "d"]) }
    #expect(throws: FruitError.duplicateItem(4)) { try snapshot.insertItems([9, 4], afterItem: 1) }
    #expect(snapshot == before)
    #expect(snapshot.index(ofSection: "d") == nil)
  }

  @Test("items go in before or after an anchor, in the anchor's section")
  func insertItems() throws {
    var snapshot = try abc()
    try snapshot.insertItems([10, 11], beforeItem: 4)
    try snapshot.insertItems([12], afterItem: 3)
    #expect(contents(snapshot) == ["a": [1, 2, 3, 12], "b": [10, 11, 4, 5], "c": []])
    #expect(snapshot.sectionIdentifier(containingItem: 10) == "b")
    #expect(throws: FruitError.unknownItem(99)) { try snapshot.insertItems([13], afterItem: 99) }
  }

  @Test("deleting items keeps the order of the others; an unknown one changes nothing")
  func deleteItems() throws {
    var snapshot = try abc()
    let before = snapshot
    #expect(throws: FruitError.unknownItem(9)) { try snapshot.deleteItems([2, 9]) }
    #expect(snapshot == before)
    try snapshot.deleteItems([2, 4, 2])
    #expect(contents(snapshot) == ["a": [1, 3], "b": [5], "c": []])
    #expect(snapshot.indexPath(for: 5) == IndexPath(item: 0, section: 1))
    #expect(snapshot.indexPath(for: 2) == nil)
    try snapshot.appendItems([2])  // a deleted item can come back
    #expect(snapshot.indexPath(for: 2) == IndexPath(item: 0, section: 2))
  }

  @Test("deleting sections deletes their items and their reload marks")
  func deleteSections() throws {
    var snapshot = try abc()
    try snapshot.reloadItems([4, 1])
    try snapshot.reloadSections(["b"])
    #expect(throws: FruitError.unknownSection("z")) { try snapshot.deleteSections(["b", "z"]) }
    try snapshot.deleteSections(["b"])
    #expect(snapshot.sectionIdentifiers == ["a", "c"])
    #expect(snapshot.itemCounts == [3, 0])
    #expect(snapshot.index(ofSection: "c") == 1)
    #expect(snapshot.sectionIdentifier(containingItem: 4) == nil)
    #expect(snapshot.reloadedItemIdentifiers == [1])
    #expect(snapshot.reloadedSectionIdentifiers == [])
    snapshot.deleteAllItems()
    #expect(snapshot == Fruit())
  }

  @Test("sections go in before or after an anchor")
  func insertSections() throws {
    var snapshot = try abc()
    try snapshot.insertSections(["x", "y"], beforeSection: "b")
    try snapshot.insertSections(["z"], afterSection: "c")
    #expect(snapshot.sectionIdentifiers == ["a", "x", "y", "b", "c", "z"])
    #expect(snapshot.itemCounts == [3, 0, 0, 2, 0, 0])
    #expect(snapshot.indexPath(for: 4) == IndexPath(item: 0, section: 3))
    try snapshot.appendItems([9], toSection: "y")
    #expect(snapshot.indexPath(for: 9) == IndexPath(item: 0, section: 2))
    #expect(snapshot.indexPath(for: 4) == IndexPath(item: 0, section: 3))
    #expect(throws: FruitError.unknownSection("q")) {
      try snapshot.insertSections(["w"], beforeSection: "q")
    }
  }

  @Test("an item moves before or after another, across sections too")
  func moveItem() throws {
    var snapshot = try abc()
    try snapshot.moveItem(1, afterItem: 3)
    #expect(contents(snapshot)["a"] == [2, 3, 1])
    try snapshot.moveItem(5, beforeItem: 2)
    #expect(contents(snapshot) == ["a": [5, 2, 3, 1], "b": [4], "c": []])
    #expect(snapshot.sectionIdentifier(containingItem: 5) == "a")
    #expect(snapshot.indexPath(for: 4) == IndexPath(item: 0, section: 1))
    let before = snapshot
    #expect(throws: FruitError.itemMovedRelativeToItself(2)) {
      try snapshot.moveItem(2, afterItem: 2)
    }
    #expect(throws: FruitError.unknownItem(8)) { try snapshot.moveItem(8, afterItem: 2) }
    #expect(throws: FruitError.unknownItem(8)) { try snapshot.moveItem(2, beforeItem: 8) }
    #expect(snapshot == before)
  }

  @Test("a section moves with its items before or after another")
  func moveSection() throws {
    var snapshot = try abc()
    try snapshot.moveSection("a", afterSection: "b")
    #expect(snapshot.sectionIdentifiers == ["b", "a", "c"])
    #expect(snapshot.itemIdentifiers == [4, 5, 1, 2, 3])
    try snapshot.moveSection("c", beforeSection: "b")
    #expect(snapshot.sectionIdentifiers == ["c", "b", "a"])
    #expect(snapshot.itemCounts == [0, 2, 3])
    #expect(snapshot.indexPath(for: 2) == IndexPath(item: 1, section: 2))
    #expect(snapshot.index(ofSection: "b") == 1)
    let before = snapshot
    #expect(throws: FruitError.sectionMovedRelativeToItself("a")) {
      try snapshot.moveSection("a", beforeSection: "a")
    }
    #expect(throws: FruitError.unknownSection("q")) {
      try snapshot.moveSection("a", beforeSection: "q")
    }
    #expect(snapshot == before)
  }

  @Test("reload marks name known identifiers only")
  func reloadMarks() throws {
    var snapshot = try abc()
    #expect(throws: FruitError.unknownItem(7)) { try snapshot.reloadItems([1, 7]) }
    #expect(throws: FruitError.unknownSection("q")) { try snapshot.reloadSections(["q"]) }
    #expect(snapshot.reloadedItemIdentifiers.isEmpty)
    try snapshot.reloadItems([1, 4])
    try snapshot.reloadSections(["c"])
    #expect(snapshot.reloadedItemIdentifiers == [1, 4])
    #expect(snapshot.reloadedSectionIdentifiers == ["c"])
    try snapshot.deleteItems([4])
    #expect(snapshot.reloadedItemIdentifiers == [1])
    #expect(snapshot != (try abc()))
  }

  #if !hasFeature(Embedded)
    @Test("errors and snapshots describe themselves with their identifiers")
    func descriptions() throws {
      #expect(FruitError.duplicateItem(7).description.contains("7"))
      #expect(FruitError.unknownSection("pears").description.contains("\"pears\""))
      #expect(try Fruit([("a", [1, 2])]).description == "[\"a\": [1, 2]]")
    }
  #endif
}
