extension UpdateMapping {
  /// The index path after the update of the item at `indexPath` before it, or nil when
  /// the item is deleted, lies in a deleted or reloaded section, or did not exist.
  ///
  /// A moved item goes to its move's destination; a reloaded item keeps its place among
  /// the survivors of its section; every other survivor fills, in order, the first free
  /// index of its section's new place that no insert or move destination takes.
  ///
  /// - Complexity: O(log *k*) for *k* operations.
  public func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
    let section = indexPath.section
    guard countsBefore.indices.contains(section),
      (0..<countsBefore[section]).contains(indexPath.item),
      sections.keepsItems(before: section)
    else { return nil }
    if let move = items.movesBySource.move(from: indexPath) { return move.to }
    let removed = items.removed.range(inSection: section)
    let below = removed.partitionPoint { items.removed[$0].item < indexPath.item }
    if below < removed.upperBound && items.removed[below] == indexPath { return nil }
    let rank = indexPath.item - (below - removed.lowerBound)
    let newSection = sections.after[section]
    let taken = items.taken.range(inSection: newSection)
    return IndexPath(item: items.taken.item(atRank: rank, skipping: taken), section: newSection)
  }

  /// The index path before the update of the item at `indexPath` after it, or nil when
  /// the item is inserted, lies in an inserted or reloaded section, or does not exist.
  ///
  /// The inverse of ``newIndexPath(forOld:)`` on the items that survive.
  ///
  /// - Complexity: O(log *k*) for *k* operations.
  public func oldIndexPath(forNew indexPath: IndexPath) -> IndexPath? {
    switch change(ofNewItem: indexPath) {
    case .inserted: nil
    case .reloaded(let from), .moved(let from), .kept(let from): from
    }
  }

  /// Whether the update reloads the item at `indexPath` (an index path before it): the
  /// item keeps a place, but the item there after the update is a new one.
  ///
  /// - Complexity: O(log *k*) for *k* operations.
  public func isReloaded(itemBefore indexPath: IndexPath) -> Bool {
    items.reloaded.sortedContains(indexPath)
  }

  /// How the item at `indexPath` after the update came to be there.
  ///
  /// An index path that does not exist after the update counts as inserted.
  ///
  /// - Complexity: O(log *k*) for *k* operations.
  public func change(ofNewItem indexPath: IndexPath) -> ItemChange {
    let section = indexPath.section
    guard countsAfter.indices.contains(section),
      (0..<countsAfter[section]).contains(indexPath.item),
      sections.keepsItems(after: section)
    else { return .inserted }
    if let move = items.movesByDestination.move(to: indexPath) { return .moved(from: move.from) }
    let taken = items.taken.range(inSection: section)
    let below = taken.partitionPoint { items.taken[$0].item < indexPath.item }
    if below < taken.upperBound && items.taken[below] == indexPath { return .inserted }
    let rank = indexPath.item - (below - taken.lowerBound)
    let oldSection = sections.before[section]
    let removed = items.removed.range(inSection: oldSection)
    let old = IndexPath(
      item: items.removed.item(atRank: rank, skipping: removed), section: oldSection)
    return items.reloaded.sortedContains(old) ? .reloaded(from: old) : .kept(from: old)
  }

  /// Calls `body` with every item before the update, in order of index path, and its
  /// index path after the update (nil when it is deleted or its section is deleted or
  /// reloaded).
  ///
  /// - Complexity: O(*n* + *s* log *k*) for *n* items before the update in *s* sections
  ///   and *k* operations.
  public func forEachItem(_ body: (_ old: IndexPath, _ new: IndexPath?) -> Void) {
    for section in countsBefore.indices {
      let count = countsBefore[section]
      guard sections.keepsItems(before: section) else {
        for item in 0..<max(count, 0) { body(IndexPath(item: item, section: section), nil) }
        continue
      }
      let newSection = sections.after[section]
      let removed = items.removed.range(inSection: section)
      let taken = items.taken.range(inSection: newSection)
      var nextRemoved = removed.lowerBound
      var nextTaken = taken.lowerBound
      var nextMove = (0..<items.movesBySource.count).partitionPoint {
        items.movesBySource[$0].from.section < section
      }
      var slot = 0
      for item in 0..<count {
        let old = IndexPath(item: item, section: section)
        if nextRemoved < removed.upperBound && items.removed[nextRemoved].item == item {
          nextRemoved += 1
          let moves = items.movesBySource
          if nextMove < moves.count && moves[nextMove].from == old {
            body(old, moves[nextMove].to)
            nextMove += 1
          } else {
            body(old, nil)
          }
          continue
        }
        while nextTaken < taken.upperBound && items.taken[nextTaken].item == slot {
          nextTaken += 1
          slot += 1
        }
        body(old, IndexPath(item: slot, section: newSection))
        slot += 1
      }
    }
  }
}
