extension Snapshot {
  /// The batch update that turns `old` into this snapshot.
  ///
  /// Sections and items are matched by identifier, sections first; items may move
  /// between sections. The update deletes what `old` alone holds, inserts what this
  /// snapshot alone holds, reloads the sections and items this snapshot marks as
  /// reloaded (``reloadSections(_:)``, ``reloadItems(_:)``; the marks of `old` are not
  /// read), and moves only what does not keep its order among the survivors: the rule
  /// that places survivors in a batch update puts the others where they belong. It
  /// follows UIKit's rules for one batch:
  ///
  /// - An item that leaves a deleted or reloaded section, or arrives in an inserted or
  ///   reloaded one, is inserted or deleted on its other side, never moved.
  /// - No item operation names a place inside a deleted, inserted or reloaded section.
  /// - A reload is a delete and an insert at the same index: a reloaded section or item
  ///   whose index changes (it moves, or what is before it changes) is deleted and
  ///   inserted instead.
  ///
  /// ```swift
  /// let old = try Snapshot<String, String>([("fruit", ["apple", "pear", "plum"])])
  /// let new = try Snapshot<String, String>([("fruit", ["plum", "apple", "fig"])])
  /// let update = new.batchUpdate(from: old)
  /// // deleteItems [0.1] (pear), insertItems [0.2] (fig),
  /// // moveItems [0.2 -> 0.0] (plum); apple keeps its order and needs no move.
  /// ```
  ///
  /// - Complexity: O(n + m) expected for n old and m new items when the survivors keep
  ///   their order, O((n + m) log k) at worst for k moved items. Each identifier is
  ///   hashed at most once; common prefixes and suffixes and runs of items that stay
  ///   together are matched without hashing.
  @inlinable
  public func batchUpdate(from old: Self) -> BatchUpdate {
    batchUpdate(from: old, checksContent: false) { _ in false }
  }

  /// The batch update that turns `old` into this snapshot, which also reloads each item
  /// present in both for which `isContentChanged` returns true.
  ///
  /// `isContentChanged` is called once for each item that is in both snapshots, in
  /// sections that are in both and not reloaded. Otherwise the update is the one of
  /// ``batchUpdate(from:)``.
  ///
  /// - Complexity: O(n + m) expected for n old and m new items, plus the calls of
  ///   `isContentChanged`, when the survivors keep their order.
  @inlinable
  public func batchUpdate(
    from old: Self, isContentChanged: (ItemID) -> Bool
  ) -> BatchUpdate {
    batchUpdate(from: old, checksContent: true, isContentChanged: isContentChanged)
  }

  @inlinable
  func batchUpdate(
    from old: Self, checksContent: Bool, isContentChanged: (ItemID) -> Bool
  ) -> BatchUpdate {
    var sectionsToOld = [Int](repeating: -1, count: sectionIDs.count)
    for (index, section) in sectionIDs.enumerated() {
      sectionsToOld[index] = old.sectionIndexes[section] ?? -1
    }
    var isReloaded = [Bool](repeating: false, count: sectionIDs.count)
    for section in reloadedSections {
      if let index = sectionIndexes[section] { isReloaded[index] = true }
    }
    let sections = SnapshotDiff.sections(
      newToOld: sectionsToOld, oldCount: old.sectionIDs.count, isReloaded: isReloaded)
    let itemsToOld = itemPositions(in: old, sections: sections)

    var changed: [Int] = []
    if checksContent {
      for (index, old) in sections.newToOld.enumerated() where old >= 0 {
        for position in start(ofSection: index)..<sectionEnds[index]
        where itemsToOld[position] >= 0 && isContentChanged(items[position]) {
          changed.append(position)
        }
      }
    }
    if !reloadedItems.isEmpty { changed += positionsOfReloadedItems() }
    return SnapshotDiff.items(
      sections, oldEnds: old.sectionEnds, newEnds: sectionEnds, newToOld: itemsToOld,
      changed: changed)
  }
}
