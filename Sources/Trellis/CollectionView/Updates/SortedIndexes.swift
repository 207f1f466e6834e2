// Searches in sorted arrays of indexes and index paths: the primitives that let an update
// map an item in O(log k) for k operations, without a table of the items.

extension Array where Element: Comparable {
  /// The index of the first element that is not less than `value`; the array is sorted.
  ///
  /// - Complexity: O(log *n*).
  func lowerBound(of value: Element) -> Int {
    (0..<count).partitionPoint { self[$0] < value }
  }

  /// Whether the sorted array holds `value`.
  ///
  /// - Complexity: O(log *n*).
  func sortedContains(_ value: Element) -> Bool {
    let index = lowerBound(of: value)
    return index < count && self[index] == value
  }

  /// The smallest element that appears more than once in the sorted array.
  ///
  /// - Complexity: O(*n*).
  var firstDuplicate: Element? {
    var index = 1
    while index < count {
      if self[index] == self[index - 1] { return self[index] }
      index += 1
    }
    return nil
  }

  /// The smallest element of both sorted arrays.
  ///
  /// - Complexity: O(*n* + *m*).
  func firstCommonElement(with other: [Element]) -> Element? {
    var index = 0
    var otherIndex = 0
    while index < count && otherIndex < other.count {
      if self[index] < other[otherIndex] {
        index += 1
      } else if other[otherIndex] < self[index] {
        otherIndex += 1
      } else {
        return self[index]
      }
    }
    return nil
  }
}

extension Array where Element == IndexPath {
  /// The positions of the sorted array's index paths that lie in `section`.
  ///
  /// - Complexity: O(log *n*).
  func range(inSection section: Int) -> Range<Int> {
    let start = (0..<count).partitionPoint { self[$0].section < section }
    let end = (start..<count).partitionPoint { self[$0].section <= section }
    return start..<end
  }

  /// The index of the `rank`-th item (from 0) of a section that is not among the items
  /// at `positions`, which are sorted, unique and of that section.
  ///
  /// The items below the answer *j* that are among them number *m*, and *j* = `rank` +
  /// *m*; the item at position `lowerBound + p` lies below *j* exactly when its index
  /// less *p* is at most `rank`, a condition true for a prefix of the positions.
  ///
  /// - Complexity: O(log *n*).
  func item(atRank rank: Int, skipping positions: Range<Int>) -> Int {
    let start = positions.lowerBound
    let below = positions.partitionPoint { self[$0].item - ($0 - start) <= rank }
    return rank + (below - start)
  }
}

extension Array where Element == BatchUpdate.ItemMove {
  /// The move whose source is `indexPath`, in moves sorted by source.
  ///
  /// - Complexity: O(log *n*).
  func move(from indexPath: IndexPath) -> BatchUpdate.ItemMove? {
    let index = (0..<count).partitionPoint { self[$0].from < indexPath }
    return index < count && self[index].from == indexPath ? self[index] : nil
  }

  /// The move whose destination is `indexPath`, in moves sorted by destination.
  ///
  /// - Complexity: O(log *n*).
  func move(to indexPath: IndexPath) -> BatchUpdate.ItemMove? {
    let index = (0..<count).partitionPoint { self[$0].to < indexPath }
    return index < count && self[index].to == indexPath ? self[index] : nil
  }
}
