extension BatchUpdate {
  /// Checks the item operations of an update whose sections are valid and map as
  /// `sections` do, and sorts them for look-ups.
  ///
  /// - Complexity: O(*s* + *k* log *k*).
  func validatedItems(countsBefore: [Int], countsAfter: [Int], sections: SectionMap)
    throws(BatchUpdateError) -> ItemMap
  {
    let deletes = deleteItems.sorted()
    let reloads = reloadItems.sorted()
    let inserts = insertItems.sorted()
    let movesBySource = moveItems.sorted { $0.from < $1.from }
    let movesByDestination = moveItems.sorted { $0.to < $1.to }
    let sources = movesBySource.map { $0.from }
    let destinations = movesByDestination.map { $0.to }
    let lists: [(BatchUpdateError.Operation, [IndexPath], [Int])] = [
      (.delete, deletes, countsBefore), (.reload, reloads, countsBefore),
      (.moveSource, sources, countsBefore), (.insert, inserts, countsAfter),
      (.moveDestination, destinations, countsAfter),
    ]
    for (operation, indexPaths, counts) in lists {
      try Self.checkRange(of: indexPaths, operation, counts: counts)
    }
    for (operation, indexPaths, _) in lists {
      if let indexPath = indexPaths.firstDuplicate { throw .duplicateItem(operation, indexPath) }
    }
    let conflicts: [(BatchUpdateError.Conflict, [IndexPath], [IndexPath])] = [
      (.deleteAndReload, deletes, reloads), (.deleteAndMove, deletes, sources),
      (.reloadAndMove, reloads, sources), (.insertAndMove, inserts, destinations),
    ]
    for (conflict, first, second) in conflicts {
      if let indexPath = first.firstCommonElement(with: second) {
        throw .itemConflict(conflict, indexPath)
      }
    }
    // UIKit inserts a reloaded item again at its own index; its section may have moved.
    let places = reloads.filter { sections.keepsItems(before: $0.section) }.map {
      (reload: $0, place: IndexPath(item: $0.item, section: sections.after[$0.section]))
    }
    for (reload, place) in places where inserts.sortedContains(place) {
      throw .itemConflict(.reloadAndInsert, reload)
    }
    for (reload, place) in places where destinations.sortedContains(place) {
      throw .itemConflict(.reloadAndMoveDestination, reload)
    }
    for move in movesBySource where !sections.keepsItems(before: move.from.section) {
      throw .moveOutOfRemovedSection(move)
    }
    for move in movesByDestination where !sections.keepsItems(after: move.to.section) {
      throw .moveIntoAddedSection(move)
    }
    for reload in reloads where !sections.keepsItems(before: reload.section) {
      throw .reloadInRemovedSection(reload)
    }
    let kept = deletes.filter { sections.keepsItems(before: $0.section) }
    let added = inserts.filter { sections.keepsItems(after: $0.section) }
    try Self.checkItemCounts(
      countsBefore: countsBefore, countsAfter: countsAfter, sections: sections,
      deletes: kept, inserts: added, moves: moveItems)
    return ItemMap(
      removed: (kept + sources).sorted(), taken: (added + destinations).sorted(),
      movesBySource: movesBySource, movesByDestination: movesByDestination, reloaded: reloads)
  }

  /// Throws for the first of the sorted `indexPaths` that names no item in `counts`.
  ///
  /// - Complexity: O(*k*).
  private static func checkRange(
    of indexPaths: [IndexPath], _ operation: BatchUpdateError.Operation, counts: [Int]
  ) throws(BatchUpdateError) {
    for indexPath in indexPaths {
      guard counts.indices.contains(indexPath.section) else {
        throw .itemSectionOutOfRange(operation, indexPath, sectionCount: counts.count)
      }
      let count = counts[indexPath.section]
      guard (0..<count).contains(indexPath.item) else {
        throw .itemOutOfRange(operation, indexPath, itemCount: count)
      }
    }
  }

  /// Throws for the first section before the update, in order, that stays and whose
  /// count after the update does not follow from its operations.
  ///
  /// `deletes` and `inserts` hold only the operations in sections that keep their items;
  /// every move lies in such sections.
  ///
  /// - Complexity: O(*s* + *k*).
  private static func checkItemCounts(
    countsBefore: [Int], countsAfter: [Int], sections: SectionMap, deletes: [IndexPath],
    inserts: [IndexPath], moves: [ItemMove]
  ) throws(BatchUpdateError) {
    var deleted = [Int](repeating: 0, count: countsBefore.count)
    var movedOut = [Int](repeating: 0, count: countsBefore.count)
    var inserted = [Int](repeating: 0, count: countsAfter.count)
    var movedIn = [Int](repeating: 0, count: countsAfter.count)
    for indexPath in deletes { deleted[indexPath.section] += 1 }
    for indexPath in inserts { inserted[indexPath.section] += 1 }
    for move in moves {
      movedOut[move.from.section] += 1
      movedIn[move.to.section] += 1
    }
    for section in countsBefore.indices where sections.keepsItems(before: section) {
      let new = sections.after[section]
      let before = countsBefore[section]
      // Both sides subtract at most the operations from a count, so neither overflows.
      let left = before - deleted[section] - movedOut[section]
      guard countsAfter[new] - inserted[new] - movedIn[new] == left else {
        throw .invalidItemCount(
          section: section, sectionAfter: new, after: countsAfter[new], before: before,
          inserted: inserted[new], deleted: deleted[section], movedIn: movedIn[new],
          movedOut: movedOut[section])
      }
    }
  }
}
