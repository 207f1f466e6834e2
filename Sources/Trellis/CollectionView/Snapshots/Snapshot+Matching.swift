extension Snapshot {
  /// For each item of this snapshot, its position in the items of `old` if both are in
  /// a pair of sections that `sections` compares item by item, else -1.
  ///
  /// Heckel's algorithm with two shortcuts that need no hashing: the common prefix and
  /// suffix of each pair of sections match position by position, and after a match
  /// through the hash table, the items that follow on both sides match for as long as
  /// they are equal (Heckel's neighbor pass). Only the rest is hashed, once per item.
  ///
  /// - Complexity: O(n + m) expected for n old and m new items.
  @inlinable
  func itemPositions(in old: Self, sections: SnapshotDiff.Sections) -> [Int32] {
    var result = [Int32](repeating: -1, count: items.count)
    var oldMiddles: [Range<Int>] = []
    var newMiddles: [Range<Int>] = []
    items.withUnsafeBufferPointer { new in
      old.items.withUnsafeBufferPointer { oldItems in
        result.withUnsafeMutableBufferPointer { result in
          for (section, oldSection) in sections.newToOld.enumerated() where oldSection >= 0 {
            var newStart = start(ofSection: section)
            var newEnd = sectionEnds[section]
            var oldStart = old.start(ofSection: oldSection)
            var oldEnd = old.sectionEnds[oldSection]
            while newStart < newEnd && oldStart < oldEnd && new[newStart] == oldItems[oldStart] {
              result[newStart] = Int32(truncatingIfNeeded: oldStart)
              newStart += 1
              oldStart += 1
            }
            while newStart < newEnd && oldStart < oldEnd
              && new[newEnd - 1] == oldItems[oldEnd - 1]
            {
              newEnd -= 1
              oldEnd -= 1
              result[newEnd] = Int32(truncatingIfNeeded: oldEnd)
            }
            if oldStart < oldEnd { oldMiddles.append(oldStart..<oldEnd) }
            if newStart < newEnd { newMiddles.append(newStart..<newEnd) }
          }
        }
      }
    }
    guard !oldMiddles.isEmpty && !newMiddles.isEmpty else { return result }
    oldMiddles.sort { $0.lowerBound < $1.lowerBound }
    let table = IdentifierTable(old.items, ranges: oldMiddles)
    table.withStorage { oldItems, slots, mask in
      items.withUnsafeBufferPointer { new in
        result.withUnsafeMutableBufferPointer { result in
          for range in newMiddles {
            var position = range.lowerBound
            while position < range.upperBound {
              let match = IdentifierTable.position(
                of: new[position], identifiers: oldItems, slots: slots, mask: mask)
              result[position] = Int32(truncatingIfNeeded: match)
              position += 1
              guard match >= 0 else { continue }
              let end = Self.end(ofRangeContaining: match, in: oldMiddles)
              var next = match + 1
              while position < range.upperBound && next < end && new[position] == oldItems[next] {
                result[position] = Int32(truncatingIfNeeded: next)
                position += 1
                next += 1
              }
            }
          }
        }
      }
    }
    return result
  }

  /// The end of the range of `ranges` (sorted and disjoint) that contains `position`.
  @inlinable
  static func end(ofRangeContaining position: Int, in ranges: [Range<Int>]) -> Int {
    var low = 0
    var high = ranges.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if ranges[middle].lowerBound <= position { low = middle } else { high = middle - 1 }
    }
    return ranges[low].upperBound
  }

  /// The positions in ``items`` of the items marked reloaded (possibly with others that
  /// are not compared).
  ///
  /// - Complexity: O(min(sum of the lengths of their sections, n)) for n items.
  @inlinable
  func positionsOfReloadedItems() -> [Int] {
    var scanned = 0
    for item in reloadedItems {
      if let section = itemSections[item], let index = sectionIndexes[section] {
        scanned += sectionEnds[index] - start(ofSection: index)
      }
    }
    // Comparing an identifier costs a fraction of hashing one: scan each marked item's
    // section unless that costs more than hashing every item once.
    if scanned <= 16 * items.count {
      return reloadedItems.compactMap(flatIndex(of:))
    }
    let marked = Array(reloadedItems)
    let table = IdentifierTable(marked, ranges: [0..<marked.count])
    return table.withStorage { marked, slots, mask in
      items.indices.filter { position in
        IdentifierTable.position(of: items[position], identifiers: marked, slots: slots, mask: mask)
          >= 0
      }
    }
  }
}
