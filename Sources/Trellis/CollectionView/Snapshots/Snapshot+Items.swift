extension Snapshot {
  /// Adds `items` at the end of `section`, or of the last section if `section` is nil.
  ///
  /// - Complexity: O(k) for k new items appended to the last section; appending to an
  ///   earlier section also shifts the items after it.
  /// - Throws: ``SnapshotError/duplicateItem(_:)`` for an item that is already in the
  ///   snapshot or appears twice in `items`, ``SnapshotError/unknownSection(_:)`` if the
  ///   snapshot has no `section`, ``SnapshotError/noSection`` if `section` is nil and the
  ///   snapshot has no section; the snapshot is left as it was.
  @inlinable
  public mutating func appendItems(
    _ items: [ItemID], toSection section: SectionID? = nil
  ) throws(SnapshotError<SectionID, ItemID>) {
    let index: Int
    if let section {
      index = try self.index(ofKnownSection: section)
    } else {
      guard !sectionIDs.isEmpty else { try Self.fail(.noSection) }
      index = sectionIDs.count - 1
    }
    try insertNewItems(items, at: sectionEnds[index], inSection: index)
  }

  /// Adds `items` just before `item`, in its section.
  ///
  /// - Throws: ``SnapshotError/unknownItem(_:)`` if the snapshot has no `item`,
  ///   ``SnapshotError/duplicateItem(_:)`` for an item that is already in the snapshot;
  ///   the snapshot is left as it was.
  @inlinable
  public mutating func insertItems(
    _ items: [ItemID], beforeItem item: ItemID
  ) throws(SnapshotError<SectionID, ItemID>) {
    let (position, section) = try location(ofKnownItem: item)
    try insertNewItems(items, at: position, inSection: section)
  }

  /// Adds `items` just after `item`, in its section.
  ///
  /// - Throws: ``SnapshotError/unknownItem(_:)`` if the snapshot has no `item`,
  ///   ``SnapshotError/duplicateItem(_:)`` for an item that is already in the snapshot;
  ///   the snapshot is left as it was.
  @inlinable
  public mutating func insertItems(
    _ items: [ItemID], afterItem item: ItemID
  ) throws(SnapshotError<SectionID, ItemID>) {
    let (position, section) = try location(ofKnownItem: item)
    try insertNewItems(items, at: position + 1, inSection: section)
  }

  /// Removes `items`. An item named twice is removed once.
  ///
  /// - Complexity: O(n) for n items in the snapshot.
  /// - Throws: ``SnapshotError/unknownItem(_:)`` for an item the snapshot does not hold;
  ///   the snapshot is left as it was.
  @inlinable
  public mutating func deleteItems(_ items: [ItemID]) throws(SnapshotError<SectionID, ItemID>) {
    var doomedSections = [Bool](repeating: false, count: sectionIDs.count)
    for item in items {
      guard let section = itemSections[item], let index = sectionIndexes[section] else {
        try Self.fail(.unknownItem(item))
      }
      doomedSections[index] = true
    }
    let doomed = Set(items)
    var kept: [ItemID] = []
    kept.reserveCapacity(self.items.count - doomed.count)
    var start = 0
    for index in sectionIDs.indices {
      let range = start..<sectionEnds[index]
      start = sectionEnds[index]
      if doomedSections[index] {
        for item in self.items[range] where !doomed.contains(item) { kept.append(item) }
      } else {
        kept.append(contentsOf: self.items[range])
      }
      sectionEnds[index] = kept.count
    }
    self.items = kept
    for item in doomed {
      itemSections[item] = nil
      if !reloadedItems.isEmpty { reloadedItems.remove(item) }
    }
  }

  /// Moves `item` to just before `target`, in the section of `target`.
  ///
  /// - Throws: ``SnapshotError/unknownItem(_:)`` for an item the snapshot does not
  ///   hold, ``SnapshotError/itemMovedRelativeToItself(_:)`` if both are the same; the
  ///   snapshot is left as it was.
  @inlinable
  public mutating func moveItem(
    _ item: ItemID, beforeItem target: ItemID
  ) throws(SnapshotError<SectionID, ItemID>) {
    try moveItem(item, nextTo: target, after: false)
  }

  /// Moves `item` to just after `target`, in the section of `target`.
  ///
  /// - Throws: ``SnapshotError/unknownItem(_:)`` for an item the snapshot does not
  ///   hold, ``SnapshotError/itemMovedRelativeToItself(_:)`` if both are the same; the
  ///   snapshot is left as it was.
  @inlinable
  public mutating func moveItem(
    _ item: ItemID, afterItem target: ItemID
  ) throws(SnapshotError<SectionID, ItemID>) {
    try moveItem(item, nextTo: target, after: true)
  }

  /// Marks `items` as changed: the next batch update from an older snapshot reloads
  /// them (or deletes and inserts them again, where they also move).
  ///
  /// - Throws: ``SnapshotError/unknownItem(_:)`` for an item the snapshot does not hold;
  ///   the snapshot is left as it was.
  @inlinable
  public mutating func reloadItems(_ items: [ItemID]) throws(SnapshotError<SectionID, ItemID>) {
    for item in items where itemSections[item] == nil { try Self.fail(.unknownItem(item)) }
    reloadedItems.formUnion(items)
  }
}

// MARK: - Item storage

extension Snapshot {
  /// The position of `item` in ``items`` and the index of its section, or the error
  /// naming it.
  @inlinable
  func location(
    ofKnownItem item: ItemID
  ) throws(SnapshotError<SectionID, ItemID>) -> (position: Int, section: Int) {
    guard let section = itemSections[item], let index = sectionIndexes[section],
      let position = items[start(ofSection: index)..<sectionEnds[index]].firstIndex(of: item)
    else { try Self.fail(.unknownItem(item)) }
    return (position, index)
  }

  /// Inserts new `newItems` at `position` of ``items``, in the section at `section`, or
  /// changes nothing and throws for the first one that is not new.
  @inlinable
  mutating func insertNewItems(
    _ newItems: [ItemID], at position: Int, inSection section: Int
  ) throws(SnapshotError<SectionID, ItemID>) {
    let sectionID = sectionIDs[section]
    if let duplicate = itemSections.claim(newItems, value: { _ in sectionID }) {
      try Self.fail(.duplicateItem(duplicate))
    }
    items.insert(contentsOf: newItems, at: position)
    for index in section..<sectionEnds.count { sectionEnds[index] += newItems.count }
  }

  @inlinable
  mutating func moveItem(
    _ item: ItemID, nextTo target: ItemID, after: Bool
  ) throws(SnapshotError<SectionID, ItemID>) {
    let (from, fromSection) = try location(ofKnownItem: item)
    _ = try location(ofKnownItem: target)
    guard item != target else { try Self.fail(.itemMovedRelativeToItself(item)) }
    items.remove(at: from)
    for index in fromSection..<sectionEnds.count { sectionEnds[index] -= 1 }
    let (to, toSection) = try location(ofKnownItem: target)
    items.insert(item, at: to + (after ? 1 : 0))
    for index in toSection..<sectionEnds.count { sectionEnds[index] += 1 }
    itemSections[item] = sectionIDs[toSection]
  }
}
