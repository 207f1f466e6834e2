/// Finds one longest strictly increasing subsequence of a sequence of keys, by patience
/// sorting; its buffers are kept from one call to the next.
///
/// Keys that already come in increasing order, the common case of a diff, take the
/// constant-time path of extending the longest run found so far.
struct IncreasingSubsequence {
  /// For each length l, the position of the smallest key that ends an increasing
  /// subsequence of length l + 1 found so far.
  private var tails: [Int32] = []
  /// For each position, the position of the key before it in the subsequence it ends.
  private var previous: [Int32] = []

  /// Sets `isMember[i]` to whether `keys[i]` belongs to one longest strictly increasing
  /// subsequence of `keys`, and returns its length.
  ///
  /// - Complexity: O(n log n) for n keys; O(n) for keys that are already increasing.
  mutating func mark(_ keys: [Int32], into isMember: inout [Bool]) -> Int {
    let count = keys.count
    tails.removeAll(keepingCapacity: true)
    if previous.count < count { previous = [Int32](repeating: -1, count: count) }
    isMember.removeAll(keepingCapacity: true)
    isMember.append(contentsOf: repeatElement(false, count: count))
    guard count > 0 else { return 0 }
    keys.withUnsafeBufferPointer { keys in
      previous.withUnsafeMutableBufferPointer { previous in
        for position in 0..<count {
          let key = keys[position]
          if let last = tails.last, keys[Int(last)] >= key {
            // The first tail whose key is not smaller than `key` takes `key` instead.
            var low = 0
            var high = tails.count - 1
            while low < high {
              let middle = (low + high) / 2
              if keys[Int(tails[middle])] < key { low = middle + 1 } else { high = middle }
            }
            previous[position] = low > 0 ? tails[low - 1] : -1
            tails[low] = Int32(position)
          } else {
            previous[position] = tails.last ?? -1
            tails.append(Int32(position))
          }
        }
      }
    }
    var position = tails.last.map(Int.init) ?? -1
    while position >= 0 {
      isMember[position] = true
      position = Int(previous[position])
    }
    return tails.count
  }
}
