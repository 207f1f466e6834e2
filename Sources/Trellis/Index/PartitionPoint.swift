extension Range where Bound == Int {
  /// The first index in the range for which `belongsBefore` is false, or `upperBound`
  /// if there is none. `belongsBefore` must be true for a prefix of the range and false
  /// for the rest, as "ends before the query starts" is for items sorted along an axis.
  ///
  /// - Complexity: O(log *n*) calls of `belongsBefore`.
  @inline(__always)
  func partitionPoint(where belongsBefore: (Int) -> Bool) -> Int {
    var low = lowerBound
    var high = upperBound
    while low < high {
      let middle = low + (high - low) / 2
      if belongsBefore(middle) { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
