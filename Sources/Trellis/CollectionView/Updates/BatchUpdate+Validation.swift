extension BatchUpdate {
  /// Checks the update against the item counts of every section before and after it
  /// (UIKit's rules) and returns where every old section and item goes.
  ///
  /// `countsBefore` holds the number of items of each section before the update, and
  /// `countsAfter` what the data source reports after it. The update is valid when:
  ///
  /// - every count is at least zero;
  /// - every delete, reload and move source names a section or item that exists before
  ///   the update, and every insert and move destination one that exists after it;
  /// - no section or item is named twice by one kind of operation, no two moves share a
  ///   source or a destination, and no section or item is both deleted and reloaded,
  ///   deleted and moved, or reloaded and moved; no insert shares a move's destination,
  ///   and no insert or move destination takes the index of a reloaded section or item;
  /// - the number of sections after is the number before, less the deleted, plus the
  ///   inserted sections;
  /// - no item moves out of a deleted or reloaded section, into an inserted or reloaded
  ///   one, or is reloaded in a deleted or reloaded section (item deletes in deleted
  ///   sections and item inserts in inserted sections are redundant and absorbed);
  /// - every section that exists before and after has as many items after as before,
  ///   less the deleted and moved-out items, plus the inserted and moved-in items.
  ///
  /// Validation changes nothing; it reports the first rule broken, in the order above
  /// (see ``BatchUpdateError``).
  ///
  /// ```swift
  /// let update = BatchUpdate(moveSections: [.init(from: 0, to: 1)])
  /// let mapping = try update.validated(countsBefore: [2, 5], countsAfter: [5, 2])
  /// mapping.newSection(forOld: 1)  // 0
  /// ```
  ///
  /// - Throws: ``BatchUpdateError`` naming the first rule the update breaks.
  /// - Complexity: O(*s* + *k* log *k*) for *s* sections and *k* operations, whatever
  ///   the number of items.
  public func validated(countsBefore: [Int], countsAfter: [Int]) throws(BatchUpdateError)
    -> UpdateMapping
  {
    for (section, count) in countsBefore.enumerated() where count < 0 {
      throw .negativeItemCountBefore(section: section, count: count)
    }
    for (section, count) in countsAfter.enumerated() where count < 0 {
      throw .negativeItemCountAfter(section: section, count: count)
    }
    let sections = try validatedSections(before: countsBefore.count, after: countsAfter.count)
    let items = try validatedItems(
      countsBefore: countsBefore, countsAfter: countsAfter, sections: sections)
    return UpdateMapping(
      countsBefore: countsBefore, countsAfter: countsAfter, sections: sections, items: items,
      isIdentity: changesNothing)
  }

  /// Whether every operation leaves every element where it is.
  private var changesNothing: Bool {
    deleteItems.isEmpty && insertItems.isEmpty && reloadItems.isEmpty
      && deleteSections.isEmpty && insertSections.isEmpty && reloadSections.isEmpty
      && moveSections.allSatisfy { $0.from == $0.to }
      && moveItems.allSatisfy { $0.from == $0.to }
  }

  /// Checks the section operations against `before` and `after` sections and maps them.
  ///
  /// - Complexity: O(*s* + *k* log *k*).
  private func validatedSections(before: Int, after: Int) throws(BatchUpdateError)
    -> SectionMap
  {
    let deletes = deleteSections.sorted()
    let reloads = reloadSections.sorted()
    let inserts = insertSections.sorted()
    let sources = moveSections.map { $0.from }.sorted()
    let destinations = moveSections.map { $0.to }.sorted()
    let lists: [(BatchUpdateError.Operation, [Int], Int)] = [
      (.delete, deletes, before), (.reload, reloads, before), (.moveSource, sources, before),
      (.insert, inserts, after), (.moveDestination, destinations, after),
    ]
    for (operation, sections, count) in lists {
      if let section = Self.firstSection(of: sections, outside: count) {
        throw .sectionOutOfRange(operation, section: section, sectionCount: count)
      }
    }
    for (operation, sections, _) in lists {
      if let section = sections.firstDuplicate {
        throw .duplicateSection(operation, section: section)
      }
    }
    let conflicts: [(BatchUpdateError.Conflict, [Int], [Int])] = [
      (.deleteAndReload, deletes, reloads), (.deleteAndMove, deletes, sources),
      (.reloadAndMove, reloads, sources), (.insertAndMove, inserts, destinations),
      (.reloadAndInsert, reloads, inserts), (.reloadAndMoveDestination, reloads, destinations),
    ]
    for (conflict, first, second) in conflicts {
      if let section = first.firstCommonElement(with: second) {
        throw .sectionConflict(conflict, section: section)
      }
    }
    guard after == before - deletes.count + inserts.count else {
      throw .invalidSectionCount(
        after: after, before: before, inserted: inserts.count, deleted: deletes.count)
    }
    return mappedSections(before: before, after: after)
  }

  /// The smallest of the sorted `sections` that is not in `0..<count`.
  private static func firstSection(of sections: [Int], outside count: Int) -> Int? {
    guard let first = sections.first else { return nil }
    if first < 0 { return first }
    let index = sections.lowerBound(of: count)
    return index < sections.count ? sections[index] : nil
  }

  /// Where the sections of a valid update go: moved sections to their destinations, the
  /// others that stay (reloaded ones too) in order to the indexes nothing else takes.
  ///
  /// - Complexity: O(*s* + *k*).
  private func mappedSections(before: Int, after: Int) -> SectionMap {
    var map = SectionMap(
      after: [Int](repeating: -1, count: before), before: [Int](repeating: -1, count: after),
      reloaded: [Bool](repeating: false, count: before))
    var leaves = [Bool](repeating: false, count: before)
    var taken = [Bool](repeating: false, count: after)
    for section in deleteSections { leaves[section] = true }
    for section in insertSections { taken[section] = true }
    for section in reloadSections { map.reloaded[section] = true }
    for move in moveSections {
      leaves[move.from] = true
      taken[move.to] = true
      map.after[move.from] = move.to
      map.before[move.to] = move.from
    }
    var slot = 0
    for section in 0..<before where !leaves[section] {
      while slot < after && taken[slot] { slot += 1 }
      // The section count rule leaves exactly one free index for each section that stays.
      guard slot < after else { break }
      map.after[section] = slot
      map.before[slot] = section
      slot += 1
    }
    return map
  }
}
