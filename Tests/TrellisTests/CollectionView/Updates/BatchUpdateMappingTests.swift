import Testing
import Trellis

/// An index path written section first, as index paths print (`2.5`).
private func path(_ section: Int, _ item: Int) -> IndexPath {
  IndexPath(item: item, section: section)
}

private func move(_ from: IndexPath, _ to: IndexPath) -> BatchUpdate.ItemMove {
  .init(from: from, to: to)
}

/// Every item before the update and its index path after it, as `forEachItem` lists them.
private func allItems(_ mapping: UpdateMapping) -> [IndexPath?] {
  var result: [IndexPath?] = []
  mapping.forEachItem { _, new in result.append(new) }
  return result
}

/// How each item after the update came to be there, section by section.
private func allChanges(_ mapping: UpdateMapping) -> [[ItemChange]] {
  (0..<mapping.sectionCountAfter).map { section in
    (0..<mapping.itemCount(inSectionAfter: section)).map {
      mapping.change(ofNewItem: path(section, $0))
    }
  }
}

@Suite("Batch updates: mapping")
struct BatchUpdateMappingTests {
  @Test("items of one section: a delete, an insert, a move and a reload (the article's example)")
  func oneSection() throws {
    // Before: a b c d e. Delete b (0.1), reload c (0.2), move d (0.3) to 0.4, insert 0.0.
    // After: 5 - 1 deleted - 1 moved out + 1 inserted + 1 moved in = 5 items.
    // Survivors in order: a, c (reloaded), e. Places taken: 0 (insert), 4 (d).
    // Free places 1, 2, 3 take a, c, e: after = new a c e d.
    let update = BatchUpdate(
      deleteItems: [path(0, 1)], insertItems: [path(0, 0)], reloadItems: [path(0, 2)],
      moveItems: [move(path(0, 3), path(0, 4))])
    let mapping = try update.validated(countsBefore: [5], countsAfter: [5])
    #expect(allItems(mapping) == [path(0, 1), nil, path(0, 2), path(0, 4), path(0, 3)])
    #expect(
      allChanges(mapping) == [
        [
          .inserted, .kept(from: path(0, 0)), .reloaded(from: path(0, 2)),
          .kept(from: path(0, 4)), .moved(from: path(0, 3)),
        ]
      ])
    #expect(mapping.oldIndexPath(forNew: path(0, 0)) == nil)
    #expect(mapping.oldIndexPath(forNew: path(0, 3)) == path(0, 4))
    // Only c is reloaded: not the deleted b, the moved d, nor an index outside the section.
    #expect(
      (0..<6).map { mapping.isReloaded(itemBefore: path(0, $0)) } == [
        false, false, true, false, false, false,
      ])
    #expect(!mapping.isReloaded(itemBefore: path(1, 2)))
    #expect(
      mapping.layoutChange == LayoutChange(sections: [.laidOutAnew], continuedSections: [0: 0]))
    #expect(!mapping.isIdentity)
  }

  @Test("sections: a delete, an insert, a move and a reload together, with redundant items")
  func sections() throws {
    // Before: A(2) B(3) C(1) D(4). Delete B, reload C (5 items after), move D to 1,
    // insert a section of 2 at 0. After: 4 - 1 + 1 = 4 sections.
    // Places taken: 0 (inserted), 1 (D). Sections that stay, in order: A, C. They fill
    // places 2 and 3: after = new D A C.
    // Items: 1.1 of B is deleted with B, 0.0 of the new section is inserted with it.
    // D's item 0 moves to its last place, 1.3: D's others, 1 2 3, fill 1.0 1.1 1.2.
    let update = BatchUpdate(
      deleteItems: [path(1, 1)], insertItems: [path(0, 0)],
      moveItems: [move(path(3, 0), path(1, 3))], deleteSections: [1], insertSections: [0],
      reloadSections: [2], moveSections: [.init(from: 3, to: 1)])
    let mapping = try update.validated(countsBefore: [2, 3, 1, 4], countsAfter: [2, 4, 2, 5])
    #expect((0..<4).map { mapping.newSection(forOld: $0) } == [2, nil, 3, 1])
    #expect((0..<4).map { mapping.oldSection(forNew: $0) } == [nil, 3, 0, 2])
    #expect((0..<4).map { mapping.isReloaded(sectionBefore: $0) } == [false, false, true, false])
    #expect(
      allItems(mapping) == [
        path(2, 0), path(2, 1),  // A
        nil, nil, nil,  // B, deleted
        nil,  // C, reloaded
        path(1, 3), path(1, 0), path(1, 1), path(1, 2),  // D
      ])
    #expect(
      allChanges(mapping) == [
        [.inserted, .inserted],
        [
          .kept(from: path(3, 1)), .kept(from: path(3, 2)), .kept(from: path(3, 3)),
          .moved(from: path(3, 0)),
        ],
        [.kept(from: path(0, 0)), .kept(from: path(0, 1))],
        Array(repeating: .inserted, count: 5),
      ])
    #expect(
      mapping.layoutChange
        == LayoutChange(
          sections: [.laidOutAnew, .laidOutAnew, .unchanged(from: 0), .laidOutAnew],
          continuedSections: [1: 3]))
  }

  @Test("the examples of the documentation comments give what they say")
  func documentationExamples() throws {
    // UpdateMapping: 3 + 3 items; delete 0.0, insert 1.0.
    let update = BatchUpdate(deleteItems: [path(0, 0)], insertItems: [path(1, 0)])
    let mapping = try update.validated(countsBefore: [3, 3], countsAfter: [2, 4])
    #expect(mapping.newIndexPath(forOld: path(0, 2)) == path(0, 1))
    #expect(mapping.newIndexPath(forOld: path(1, 0)) == path(1, 1))
    #expect(mapping.change(ofNewItem: path(1, 0)) == .inserted)
    // validated(countsBefore:countsAfter:): section 0 moves to 1, so 1 goes to 0.
    let moved = try BatchUpdate(moveSections: [.init(from: 0, to: 1)])
      .validated(countsBefore: [2, 5], countsAfter: [5, 2])
    #expect(moved.newSection(forOld: 1) == 0)
  }

  @Test("an item moves between sections while others are inserted and deleted around it")
  func betweenSections() throws {
    // Before: section 0 = a b c, section 1 = x y. Move a to 1.2, delete c, insert 1.0.
    // Section 0: 3 - 1 deleted - 1 moved out = 1 item: b.
    // Section 1: 2 + 1 inserted + 1 moved in = 4 places; 0 and 2 are taken, x and y fill
    // 1 and 3: after = new x a y.
    let update = BatchUpdate(
      deleteItems: [path(0, 2)], insertItems: [path(1, 0)],
      moveItems: [move(path(0, 0), path(1, 2))])
    let mapping = try update.validated(countsBefore: [3, 2], countsAfter: [1, 4])
    #expect(allItems(mapping) == [path(1, 2), path(0, 0), nil, path(1, 1), path(1, 3)])
    #expect(
      allChanges(mapping) == [
        [.kept(from: path(0, 1))],
        [.inserted, .kept(from: path(1, 0)), .moved(from: path(0, 0)), .kept(from: path(1, 1))],
      ])
    #expect(
      mapping.layoutChange
        == LayoutChange(sections: [.laidOutAnew, .laidOutAnew], continuedSections: [0: 0, 1: 1]))
  }

  @Test("a section whose only change is reloaded items names them in the layout change")
  func reloadedItemsInTheLayoutChange() throws {
    // Before: A(4) B(2) C(3). Reload 0.3 and 0.1, delete section B, reload 2.0 and delete
    // 2.2: A keeps its place and its other items; C, now section 1, lost an item.
    let update = BatchUpdate(
      deleteItems: [path(2, 2)], reloadItems: [path(0, 3), path(0, 1), path(2, 0)],
      deleteSections: [1])
    let mapping = try update.validated(countsBefore: [4, 2, 3], countsAfter: [4, 2])
    #expect(
      mapping.layoutChange
        == LayoutChange(
          sections: [.laidOutAnew, .laidOutAnew],
          reloadedItems: [0: LayoutChange.ReloadedItems(previousSection: 0, items: [1, 3])],
          continuedSections: [0: 0, 1: 2]))
    // Moved as a whole, a section's reloaded items say where it was.
    let moved = BatchUpdate(
      reloadItems: [path(1, 0)], moveSections: [BatchUpdate.SectionMove(from: 1, to: 0)])
    #expect(
      try moved.validated(countsBefore: [1, 2], countsAfter: [2, 1]).layoutChange
        == LayoutChange(
          sections: [.laidOutAnew, .unchanged(from: 0)],
          reloadedItems: [0: LayoutChange.ReloadedItems(previousSection: 1, items: [0])],
          continuedSections: [0: 1]))
  }

  @Test("a reloaded item keeps its place among the survivors")
  func reloadAmongSurvivors() throws {
    // Before: a b c d. Delete a and b, reload d: survivors c, d fill places 0 and 1, so
    // d is reloaded at 0.1 (UIKit would insert it again at 0.3, past the end).
    let update = BatchUpdate(deleteItems: [path(0, 0), path(0, 1)], reloadItems: [path(0, 3)])
    let mapping = try update.validated(countsBefore: [4], countsAfter: [2])
    #expect(mapping.newIndexPath(forOld: path(0, 3)) == path(0, 1))
    #expect(mapping.change(ofNewItem: path(0, 1)) == .reloaded(from: path(0, 3)))
    #expect(mapping.change(ofNewItem: path(0, 0)) == .kept(from: path(0, 2)))
  }

  @Test("sections swapped by two moves keep their frames; the others shift")
  func swappedSections() throws {
    // Before: A B C D, one item each. A moves to 3, D to 0; B and C fill 1 and 2.
    let update = BatchUpdate(moveSections: [.init(from: 0, to: 3), .init(from: 3, to: 0)])
    let mapping = try update.validated(countsBefore: [1, 1, 1, 1], countsAfter: [1, 1, 1, 1])
    #expect(allItems(mapping) == [path(3, 0), path(1, 0), path(2, 0), path(0, 0)])
    #expect(
      mapping.layoutChange
        == LayoutChange(sections: [
          .unchanged(from: 3), .unchanged(from: 1), .unchanged(from: 2), .unchanged(from: 0),
        ]))
    #expect(mapping.change(ofNewItem: path(0, 0)) == .kept(from: path(3, 0)))
    #expect(!mapping.isIdentity)
  }

  @Test("an update that moves nothing anywhere is the identity")
  func identity() throws {
    let counts = [3, 0, 2]
    let empty = try BatchUpdate().validated(countsBefore: counts, countsAfter: counts)
    #expect(empty.isIdentity)
    #expect(empty.layoutChange == LayoutChange.reloading([], of: 3))
    let inPlace = BatchUpdate(
      moveItems: [move(path(0, 1), path(0, 1))], moveSections: [.init(from: 2, to: 2)])
    let mapping = try inPlace.validated(countsBefore: counts, countsAfter: counts)
    #expect(mapping.isIdentity)
    #expect(allItems(mapping) == [path(0, 0), path(0, 1), path(0, 2), path(2, 0), path(2, 1)])
    let reload = try BatchUpdate(reloadItems: [path(0, 0)])
      .validated(countsBefore: counts, countsAfter: counts)
    #expect(!reload.isIdentity)
  }

  @Test("index paths outside the data map to nothing")
  func outside() throws {
    let mapping = try BatchUpdate(insertItems: [path(0, 0)])
      .validated(countsBefore: [2], countsAfter: [3])
    for old in [path(0, 2), path(0, -1), path(1, 0), path(-1, 0)] {
      #expect(mapping.newIndexPath(forOld: old) == nil)
    }
    for new in [path(0, 3), path(0, -1), path(1, 0)] {
      #expect(mapping.oldIndexPath(forNew: new) == nil)
      #expect(mapping.change(ofNewItem: new) == .inserted)
    }
    #expect(mapping.newSection(forOld: 1) == nil)
    #expect(mapping.oldSection(forNew: -1) == nil)
    #expect(mapping.itemCount(inSectionBefore: 4) == 0)
    #expect(mapping.itemCount(inSectionAfter: 0) == 3)
    #expect(!mapping.isReloaded(sectionBefore: 9))
  }

  @Test("one insert among a million items maps the items around it")
  func millionItems() throws {
    // 1,000 sections of 1,000 items; insert 500.500. Items of section 500 from 500 on
    // move down by one; every other item keeps its index path.
    let counts = Array(repeating: 1_000, count: 1_000)
    var after = counts
    after[500] = 1_001
    let mapping = try BatchUpdate(insertItems: [path(500, 500)])
      .validated(countsBefore: counts, countsAfter: after)
    #expect(mapping.newIndexPath(forOld: path(500, 499)) == path(500, 499))
    #expect(mapping.newIndexPath(forOld: path(500, 500)) == path(500, 501))
    #expect(mapping.newIndexPath(forOld: path(500, 999)) == path(500, 1_000))
    #expect(mapping.newIndexPath(forOld: path(999, 999)) == path(999, 999))
    #expect(mapping.change(ofNewItem: path(500, 500)) == .inserted)
    #expect(mapping.oldIndexPath(forNew: path(500, 1_000)) == path(500, 999))
    let unchanged = mapping.layoutChange.sections.enumerated().filter {
      $0.element == .unchanged(from: $0.offset)
    }
    #expect(unchanged.count == 999)
    #expect(mapping.layoutChange.sections[500] == .laidOutAnew)
  }
}
