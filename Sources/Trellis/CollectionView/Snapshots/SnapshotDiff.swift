/// The part of a snapshot diff that works on positions only, once identifiers have been
/// matched: which sections and items are deleted, inserted, moved or reloaded.
///
/// The rule that places survivors (see ``BatchUpdate``) puts every section and item that
/// keeps its order among the survivors in its new place by itself, so only those outside
/// one longest increasing subsequence of old positions move.
@usableFromInline
enum SnapshotDiff {
  /// How the sections of two snapshots correspond.
  @usableFromInline
  struct Sections {
    /// For each old section, the new section whose items are compared with its own one
    /// by one (it is kept or moved, and not reloaded), or -1.
    @usableFromInline var oldToNew: [Int]
    /// For each new section, the old section whose items are compared with its own, or
    /// -1.
    @usableFromInline var newToOld: [Int]
    /// The section operations.
    @usableFromInline var update = BatchUpdate()
  }

  /// Matches sections: `newToOld` gives, for each new section, the index of the old
  /// section with the same identifier or -1; `isReloaded` says which new sections are
  /// marked reloaded.
  ///
  /// A reloaded section that keeps its index is reloaded; one whose index changes is
  /// deleted and inserted instead: a reload is a delete and an insert at the same index,
  /// and a section cannot both move and be reloaded.
  @usableFromInline
  static func sections(newToOld: [Int], oldCount: Int, isReloaded: [Bool]) -> Sections {
    var result = Sections(
      oldToNew: [Int](repeating: -1, count: oldCount), newToOld: newToOld)
    var survivors: [Int32] = []
    for (new, old) in newToOld.enumerated() {
      if old < 0 {
        result.update.insertSections.append(new)
      } else {
        result.oldToNew[old] = new
        survivors.append(Int32(old))
      }
    }
    for old in 0..<oldCount where result.oldToNew[old] < 0 {
      result.update.deleteSections.append(old)
    }
    var isKept: [Bool] = []
    var subsequence = IncreasingSubsequence()
    _ = subsequence.mark(survivors, into: &isKept)
    var survivor = 0
    for (new, old) in newToOld.enumerated() where old >= 0 {
      defer { survivor += 1 }
      switch (isKept[survivor], isReloaded[new]) {
      case (true, false): continue
      case (false, false): result.update.moveSections.append(.init(from: old, to: new))
      case (true, true) where old == new: result.update.reloadSections.append(old)
      case (true, true), (false, true):
        result.update.deleteSections.append(old)
        result.update.insertSections.append(new)
      }
      if isReloaded[new] {
        result.oldToNew[old] = -1
        result.newToOld[new] = -1
      }
    }
    result.update.deleteSections.sort()
    result.update.insertSections.sort()
    return result
  }

  /// Adds to `sections.update` the item operations, from item positions counted across
  /// all sections: `oldEnds` and `newEnds` are where each section's items end,
  /// `newToOld` gives for each new item the position of the same item in the old
  /// snapshot (or -1: new, or not compared because one of its sections is not), and
  /// `changed` lists the new positions of items whose content changed.
  ///
  /// - Complexity: O(n + m) for n old and m new items when the items of each section
  ///   keep their order, O(n + m log m) at worst.
  @usableFromInline
  static func items(
    _ sections: Sections, oldEnds: [Int], newEnds: [Int], newToOld: [Int32], changed: [Int]
  ) -> BatchUpdate {
    var update = sections.update
    var isChanged = [Bool](repeating: false, count: changed.isEmpty ? 0 : newToOld.count)
    for position in changed { isChanged[position] = true }
    let pairs = sections.newToOld.enumerated().filter { $0.element >= 0 }.map { pair in
      Pair(
        new: pair.offset,
        newRange: (pair.offset == 0 ? 0 : newEnds[pair.offset - 1])..<newEnds[pair.offset],
        old: pair.element,
        oldRange: (pair.element == 0 ? 0 : oldEnds[pair.element - 1])..<oldEnds[pair.element])
    }
    var fate = [Fate](repeating: .deleted, count: oldEnds.last ?? 0)
    var plan = [Plan](repeating: .insert, count: newToOld.count)
    var counts = Counts()
    newToOld.withUnsafeBufferPointer { newToOld in
      isChanged.withUnsafeBufferPointer { isChanged in
        plan.withUnsafeMutableBufferPointer { plan in
          planItems(pairs, newToOld: newToOld, isChanged: isChanged, into: plan, counts: &counts)
        }
      }
    }
    update.insertItems.reserveCapacity(counts.inserts)
    update.moveItems.reserveCapacity(counts.moves)
    update.reloadItems.reserveCapacity(counts.reloads)
    update.deleteItems.reserveCapacity(counts.deletes)
    newToOld.withUnsafeBufferPointer { newToOld in
      plan.withUnsafeBufferPointer { plan in
        fate.withUnsafeMutableBufferPointer { fate in
          for pair in pairs {
            for position in pair.newRange {
              let to = IndexPath(item: position - pair.newRange.lowerBound, section: pair.new)
              let match = Int(newToOld[position])
              switch plan[position] {
              case .insert: update.insertItems.append(to)
              case .keep: fate[match] = .kept
              case .reload: fate[match] = .reloaded
              case .reinsert:
                fate[match] = .deleted
                update.insertItems.append(to)
              case .move:
                fate[match] = .moved
                let from =
                  pair.oldRange.contains(match)
                  ? IndexPath(item: match - pair.oldRange.lowerBound, section: pair.old)
                  : indexPath(ofItem: match, ends: oldEnds)
                update.moveItems.append(.init(from: from, to: to))
              }
            }
          }
          for pair in pairs.sorted(by: { $0.old < $1.old }) {
            for position in pair.oldRange {
              let path = IndexPath(item: position - pair.oldRange.lowerBound, section: pair.old)
              switch fate[position] {
              case .deleted: update.deleteItems.append(path)
              case .reloaded: update.reloadItems.append(path)
              case .kept, .moved: continue
              }
            }
          }
        }
      }
    }
    return update
  }

  /// A pair of sections compared item by item, with their item ranges.
  struct Pair {
    var new: Int
    var newRange: Range<Int>
    var old: Int
    var oldRange: Range<Int>
  }

  /// What becomes of an old item.
  enum Fate: UInt8 {
    /// Deleted (possibly to be inserted again).
    case deleted
    /// Kept in place among the survivors.
    case kept
    /// Kept in place and reloaded.
    case reloaded
    /// Moved.
    case moved
  }

  /// How a new item gets where it is.
  enum Plan: UInt8 {
    /// Inserted: it is new to its section's comparison.
    case insert
    /// Kept: placed by the survivor rule.
    case keep
    /// Kept and reloaded.
    case reload
    /// Moved.
    case move
    /// Deleted and inserted again: it moves and its content changed.
    case reinsert
  }

  /// How many operations of each kind the plan makes.
  struct Counts {
    var inserts = 0
    var moves = 0
    var reloads = 0
    var deletes = 0
  }

  /// Plans every item of the new sections in `pairs`: the items of each pair's old
  /// section outside one longest increasing subsequence of old positions move, items
  /// from other sections move, changed items that move or change index are inserted
  /// again.
  private static func planItems(
    _ pairs: [Pair], newToOld: UnsafeBufferPointer<Int32>, isChanged: UnsafeBufferPointer<Bool>,
    into plan: UnsafeMutableBufferPointer<Plan>, counts: inout Counts
  ) {
    let longest = pairs.map { $0.newRange.count }.max() ?? 0
    var keys = [Int32](repeating: 0, count: longest)
    var isKept = [Bool](repeating: false, count: longest)
    var subsequence = IncreasingSubsequence()
    var oldCompared = 0
    var oldStaying = 0
    keys.withUnsafeMutableBufferPointer { keys in
      isKept.withUnsafeMutableBufferPointer { isKept in
        for pair in pairs {
          oldCompared += pair.oldRange.count
          let oldStart = Int32(truncatingIfNeeded: pair.oldRange.lowerBound)
          let oldEnd = Int32(truncatingIfNeeded: pair.oldRange.upperBound)
          var count = 0
          for position in pair.newRange {
            let match = newToOld[position]
            if match >= oldStart && match < oldEnd {
              keys[count] = match &- oldStart
              count += 1
            }
          }
          _ = subsequence.mark(
            UnsafeBufferPointer(rebasing: keys[..<count]),
            into: UnsafeMutableBufferPointer(rebasing: isKept[..<count]))
          var key = 0
          for position in pair.newRange {
            let match = newToOld[position]
            guard match >= 0 else {
              counts.inserts += 1
              continue  // plan[position] is already .insert
            }
            var kept = false
            if match >= oldStart && match < oldEnd {
              kept = isKept[key]
              key += 1
            }
            let changed = !isChanged.isEmpty && isChanged[position]
            // A reload is a delete and an insert at the same index: an item whose index
            // changes is inserted again instead.
            let inPlace = position - pair.newRange.lowerBound == Int(match &- oldStart)
            if kept && (!changed || inPlace) {
              plan[position] = changed ? .reload : .keep
              oldStaying += 1
              if changed { counts.reloads += 1 }
            } else if changed {
              plan[position] = .reinsert
              counts.inserts += 1
            } else {
              plan[position] = .move
              oldStaying += 1
              counts.moves += 1
            }
          }
        }
      }
    }
    counts.deletes = oldCompared - oldStaying
  }

  /// The index path of the item at `position`, counted across sections that end at
  /// `ends`.
  private static func indexPath(ofItem position: Int, ends: [Int]) -> IndexPath {
    var low = 0
    var high = ends.count - 1
    while low < high {
      let middle = (low + high) / 2
      if ends[middle] <= position { low = middle + 1 } else { high = middle }
    }
    return IndexPath(item: position - (low == 0 ? 0 : ends[low - 1]), section: low)
  }
}
