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
  /// A reloaded section that keeps its place among the survivors is reloaded; one that
  /// would move is deleted and inserted instead, since a section cannot be both.
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
      case (true, true): result.update.reloadSections.append(old)
      case (false, true):
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
  @usableFromInline
  static func items(
    _ sections: Sections, oldEnds: [Int], newEnds: [Int], newToOld: [Int32], changed: [Int]
  ) -> BatchUpdate {
    var update = sections.update
    var isChanged: [Bool] = []
    if !changed.isEmpty {
      isChanged = [Bool](repeating: false, count: newToOld.count)
      for position in changed { isChanged[position] = true }
    }
    // What becomes of each old item: 0 deleted, 1 kept, 2 reloaded, 3 moved,
    // 4 deleted and inserted again.
    var fate = [UInt8](repeating: 0, count: oldEnds.last ?? 0)
    var keys: [Int32] = []
    var isKept: [Bool] = []
    var subsequence = IncreasingSubsequence()
    for (new, old) in sections.newToOld.enumerated() where old >= 0 {
      let newStart = new == 0 ? 0 : newEnds[new - 1]
      let oldStart = old == 0 ? 0 : oldEnds[old - 1]
      let oldRange = Int32(oldStart)..<Int32(oldEnds[old])
      keys.removeAll(keepingCapacity: true)
      for position in newStart..<newEnds[new] where oldRange.contains(newToOld[position]) {
        keys.append(newToOld[position] - Int32(oldStart))
      }
      _ = subsequence.mark(keys, into: &isKept)
      var key = 0
      for position in newStart..<newEnds[new] {
        let to = IndexPath(item: position - newStart, section: new)
        let match = Int(newToOld[position])
        guard match >= 0 else {
          update.insertItems.append(to)
          continue
        }
        var kept = false
        if oldRange.contains(Int32(match)) {
          kept = isKept[key]
          key += 1
        }
        let changed = !isChanged.isEmpty && isChanged[position]
        if kept {
          fate[match] = changed ? 2 : 1
        } else if changed {
          fate[match] = 4
          update.insertItems.append(to)
        } else {
          fate[match] = 3
          update.moveItems.append(.init(from: indexPath(ofItem: match, ends: oldEnds), to: to))
        }
      }
    }
    for (old, new) in sections.oldToNew.enumerated() where new >= 0 {
      let oldStart = old == 0 ? 0 : oldEnds[old - 1]
      for position in oldStart..<oldEnds[old] {
        switch fate[position] {
        case 0, 4: update.deleteItems.append(IndexPath(item: position - oldStart, section: old))
        case 2: update.reloadItems.append(IndexPath(item: position - oldStart, section: old))
        default: continue
        }
      }
    }
    return update
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
