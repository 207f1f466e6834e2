/// Finds one longest strictly increasing subsequence of a sequence of keys, by patience
/// sorting; its buffers are kept from one call to the next.
///
/// Keys that already come in increasing order, the common case of a diff, take the
/// constant-time path of extending the longest subsequence found so far.
struct IncreasingSubsequence {
  /// For each length l, the position of the smallest key that ends an increasing
  /// subsequence of length l + 1 found so far.
  private var tails: [Int32] = []
  /// For each position, the position of the key before it in the subsequence it ends.
  private var previous: [Int32] = []

  /// Sets `isMember[i]` to whether `keys[i]` belongs to one longest strictly increasing
  /// subsequence of `keys`, and returns its length. Where several are longest, the one
  /// that ends with the latest key is chosen.
  ///
  /// - Complexity: O(n log n) for n keys; O(n) for keys that are already increasing.
  mutating func mark(
    _ keys: UnsafeBufferPointer<Int32>, into isMember: UnsafeMutableBufferPointer<Bool>
  ) -> Int {
    let count = keys.count
    guard count > 0 else { return 0 }
    if tails.count < count {
      tails = [Int32](repeating: 0, count: count)
      previous = [Int32](repeating: 0, count: count)
    }
    return tails.withUnsafeMutableBufferPointer { tails in
      previous.withUnsafeMutableBufferPointer { previous in
        var length = 0
        var lastKey = Int32.min
        for position in 0..<count {
          let key = keys[position]
          if length == 0 || lastKey < key {
            previous[position] = length == 0 ? -1 : tails[length - 1]
            tails[length] = Int32(truncatingIfNeeded: position)
            length += 1
            lastKey = key
            continue
          }
          // The first tail whose key is not smaller than `key` takes `key` instead.
          var low = 0
          var high = length - 1
          while low < high {
            let middle = (low + high) / 2
            if keys[Int(tails[middle])] < key { low = middle + 1 } else { high = middle }
          }
          previous[position] = low > 0 ? tails[low - 1] : -1
          tails[low] = Int32(truncatingIfNeeded: position)
          if low == length - 1 { lastKey = key }
        }
        for position in 0..<count { isMember[position] = false }
        var position = Int(tails[length - 1])
        while position >= 0 {
          isMember[position] = true
          position = Int(previous[position])
        }
        return length
      }
    }
  }

  /// ``mark(_:into:)`` for arrays.
  mutating func mark(_ keys: [Int32], into isMember: inout [Bool]) -> Int {
    isMember = [Bool](repeating: false, count: keys.count)
    return keys.withUnsafeBufferPointer { keys in
      isMember.withUnsafeMutableBufferPointer { mark(keys, into: $0) }
    }
  }
}
