extension Snapshot {
  /// Adds `sections`, empty, after the last section.
  ///
  /// - Throws: ``SnapshotError/duplicateSection(_:)`` for a section that is already in
  ///   the snapshot or appears twice in `sections`; the snapshot is left as it was.
  @inlinable
  public mutating func appendSections(
    _ sections: [SectionID]
  ) throws(SnapshotError<SectionID, ItemID>) {
    try insertNewSections(sections, at: sectionIDs.count)
  }

  /// Adds `sections`, empty, just before `section`.
  ///
  /// - Throws: ``SnapshotError/unknownSection(_:)`` if the snapshot has no `section`,
  ///   ``SnapshotError/duplicateSection(_:)`` for a section that is already in the
  ///   snapshot; the snapshot is left as it was.
  @inlinable
  public mutating func insertSections(
    _ sections: [SectionID], beforeSection section: SectionID
  ) throws(SnapshotError<SectionID, ItemID>) {
    try insertNewSections(sections, at: try index(ofKnownSection: section))
  }

  /// Adds `sections`, empty, just after `section`.
  ///
  /// - Throws: ``SnapshotError/unknownSection(_:)`` if the snapshot has no `section`,
  ///   ``SnapshotError/duplicateSection(_:)`` for a section that is already in the
  ///   snapshot; the snapshot is left as it was.
  @inlinable
  public mutating func insertSections(
    _ sections: [SectionID], afterSection section: SectionID
  ) throws(SnapshotError<SectionID, ItemID>) {
    try insertNewSections(sections, at: try index(ofKnownSection: section) + 1)
  }

  /// Removes `sections` with their items. A section named twice is removed once.
  ///
  /// - Complexity: O(n) for n items in the snapshot.
  /// - Throws: ``SnapshotError/unknownSection(_:)`` for a section the snapshot does not
  ///   hold; the snapshot is left as it was.
  @inlinable
  public mutating func deleteSections(
    _ sections: [SectionID]
  ) throws(SnapshotError<SectionID, ItemID>) {
    var doomed = [Bool](repeating: false, count: sectionIDs.count)
    for section in sections { doomed[try index(ofKnownSection: section)] = true }
    var keptIDs: [SectionID] = []
    var keptEnds: [Int] = []
    var keptItems: [ItemID] = []
    keptItems.reserveCapacity(items.count)
    for index in sectionIDs.indices {
      let range = start(ofSection: index)..<sectionEnds[index]
      if doomed[index] {
        for item in items[range] {
          itemSections[item] = nil
          if !reloadedItems.isEmpty { reloadedItems.remove(item) }
        }
        sectionIndexes[sectionIDs[index]] = nil
        reloadedSections.remove(sectionIDs[index])
      } else {
        keptIDs.append(sectionIDs[index])
        keptItems.append(contentsOf: items[range])
        keptEnds.append(keptItems.count)
      }
    }
    (sectionIDs, sectionEnds, items) = (keptIDs, keptEnds, keptItems)
    reindexSections(from: 0)
  }

  /// Removes every section and item.
  @inlinable
  public mutating func deleteAllItems() {
    self = Snapshot()
  }

  /// Moves `section` with its items to just before `target`.
  ///
  /// - Complexity: O(n) for n items in the snapshot.
  /// - Throws: ``SnapshotError/unknownSection(_:)`` for a section the snapshot does not
  ///   hold, ``SnapshotError/sectionMovedRelativeToItself(_:)`` if both are the same;
  ///   the snapshot is left as it was.
  @inlinable
  public mutating func moveSection(
    _ section: SectionID, beforeSection target: SectionID
  ) throws(SnapshotError<SectionID, ItemID>) {
    try moveSection(section, nextTo: target, after: false)
  }

  /// Moves `section` with its items to just after `target`.
  ///
  /// - Complexity: O(n) for n items in the snapshot.
  /// - Throws: ``SnapshotError/unknownSection(_:)`` for a section the snapshot does not
  ///   hold, ``SnapshotError/sectionMovedRelativeToItself(_:)`` if both are the same;
  ///   the snapshot is left as it was.
  @inlinable
  public mutating func moveSection(
    _ section: SectionID, afterSection target: SectionID
  ) throws(SnapshotError<SectionID, ItemID>) {
    try moveSection(section, nextTo: target, after: true)
  }

  /// Marks `sections` as changed: the next batch update from an older snapshot reloads
  /// them.
  ///
  /// - Throws: ``SnapshotError/unknownSection(_:)`` for a section the snapshot does not
  ///   hold; the snapshot is left as it was.
  @inlinable
  public mutating func reloadSections(
    _ sections: [SectionID]
  ) throws(SnapshotError<SectionID, ItemID>) {
    for section in sections { _ = try index(ofKnownSection: section) }
    reloadedSections.formUnion(sections)
  }
}

// MARK: - Section storage

extension Snapshot {
  /// The index of `section`, or the error naming it.
  @inlinable
  func index(ofKnownSection section: SectionID) throws(SnapshotError<SectionID, ItemID>) -> Int {
    guard let index = sectionIndexes[section] else { try Self.fail(.unknownSection(section)) }
    return index
  }

  /// Inserts new, empty `sections` at section `index`, or changes nothing and throws
  /// for the first one that is not new.
  @inlinable
  mutating func insertNewSections(
    _ sections: [SectionID], at index: Int
  ) throws(SnapshotError<SectionID, ItemID>) {
    if let duplicate = sectionIndexes.claim(sections, value: { index + $0 }) {
      try Self.fail(.duplicateSection(duplicate))
    }
    let start = start(ofSection: index)
    sectionIDs.insert(contentsOf: sections, at: index)
    sectionEnds.insert(contentsOf: repeatElement(start, count: sections.count), at: index)
    reindexSections(from: index + sections.count)
  }

  @inlinable
  mutating func moveSection(
    _ section: SectionID, nextTo target: SectionID, after: Bool
  ) throws(SnapshotError<SectionID, ItemID>) {
    let from = try index(ofKnownSection: section)
    _ = try index(ofKnownSection: target)
    guard section != target else { try Self.fail(.sectionMovedRelativeToItself(section)) }
    let range = start(ofSection: from)..<sectionEnds[from]
    let moving = Array(items[range])
    items.removeSubrange(range)
    sectionIDs.remove(at: from)
    sectionEnds.remove(at: from)
    for index in from..<sectionEnds.count { sectionEnds[index] -= moving.count }
    reindexSections(from: from)
    let to = try index(ofKnownSection: target) + (after ? 1 : 0)
    let start = start(ofSection: to)
    items.insert(contentsOf: moving, at: start)
    sectionIDs.insert(section, at: to)
    sectionEnds.insert(start, at: to)
    for index in to..<sectionEnds.count { sectionEnds[index] += moving.count }
    reindexSections(from: min(from, to))
  }

  /// Writes the index of every section from `index` on into ``sectionIndexes``.
  @inlinable
  mutating func reindexSections(from index: Int) {
    for position in index..<sectionIDs.count { sectionIndexes[sectionIDs[position]] = position }
  }
}

extension Dictionary {
  /// Adds each of `keys` with `value(offset)`; if one of them is already a key, or
  /// appears twice in `keys`, leaves the dictionary as it was and returns that key.
  @inlinable
  mutating func claim(_ keys: [Key], value: (Int) -> Value) -> Key? {
    for (offset, key) in keys.enumerated() {
      if let previous = updateValue(value(offset), forKey: key) {
        self[key] = previous
        for earlier in keys[..<offset] { removeValue(forKey: earlier) }
        return key
      }
    }
    return nil
  }
}
