extension Array {
  /// The indices at which the element of `other` is not stored as the element of this
  /// array is, byte for byte, in increasing order; the arrays have the same count.
  ///
  /// Elements stored alike are the same value: a copy of an element, or an element of a
  /// copy of the array that was left as it was, is stored as the original. Equal values
  /// may be stored differently (two strings with the same characters in different
  /// buffers, padding bytes), so an index in the answer is an element that may have
  /// changed, one not in it an element that has not. Two arrays that share their storage
  /// are compared in O(1).
  ///
  /// ```swift
  /// var edited = rows
  /// edited[3].title = "Draft"
  /// edited.indicesStoredDifferently(from: rows)  // [3]
  /// ```
  ///
  /// - Precondition: `other.count == count`.
  /// - Complexity: O(*n*) byte comparisons for *n* elements, in blocks of about 256
  ///   bytes, and O(1) when the arrays share their storage; no element is copied.
  @inlinable
  package func indicesStoredDifferently(from other: [Element]) -> [Int] {
    precondition(other.count == count, "arrays of different counts")
    let stride = MemoryLayout<Element>.stride
    return withUnsafeBytes { mine in
      other.withUnsafeBytes { theirs in
        var different: [Int] = []
        guard stride > 0, mine.baseAddress != theirs.baseAddress else { return different }
        let block = Swift.max(1, 256 / stride)
        var start = 0
        while start < count {
          let end = Swift.min(start + block, count)
          if !mine.storesSameBytes(as: theirs, in: start * stride..<end * stride) {
            for index in start..<end
            where !mine.storesSameBytes(as: theirs, in: index * stride..<(index + 1) * stride) {
              different.append(index)
            }
          }
          start = end
        }
        return different
      }
    }
  }
}

extension UnsafeRawBufferPointer {
  /// Whether `other` holds the bytes of this buffer at `offsets`, eight at a time.
  ///
  /// - Complexity: O(*k*) for *k* offsets.
  @inlinable
  package func storesSameBytes(as other: UnsafeRawBufferPointer, in offsets: Range<Int>) -> Bool {
    var offset = offsets.lowerBound
    var difference: UInt64 = 0
    while offset + 8 <= offsets.upperBound {
      difference |=
        loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        ^ other.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      offset += 8
    }
    while offset < offsets.upperBound {
      difference |= UInt64(self[offset] ^ other[offset])
      offset += 1
    }
    return difference == 0
  }
}
