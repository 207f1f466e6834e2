/// An open-addressing hash table from identifiers to their positions in an array, for
/// matching two arrays of identifiers: each identifier is hashed once, and a look-up
/// compares stored hashes before it compares identifiers.
///
/// The table is at most half full and probes linearly; positions are stored as 32-bit
/// integers to keep the probed slots close together in memory.
@usableFromInline
struct IdentifierTable<ID: Hashable> {
  /// The identifiers the table indexes (some ranges of them).
  @usableFromInline let identifiers: [ID]
  /// The hash of each indexed identifier, by position.
  @usableFromInline var hashes: [Int]
  /// The positions of the indexed identifiers, or -1 for an empty slot.
  @usableFromInline var slots: [Int32]
  /// The number of slots minus one; the number of slots is a power of two.
  @usableFromInline var mask: Int

  /// Indexes the identifiers of `identifiers` at the positions in `ranges`, which must
  /// hold no identifier twice.
  ///
  /// - Complexity: O(n) expected for n positions in `ranges`.
  @inlinable
  init(_ identifiers: [ID], ranges: [Range<Int>]) {
    var count = 0
    for range in ranges { count += range.count }
    var capacity = 16
    while capacity < 2 * count { capacity &<<= 1 }
    self.identifiers = identifiers
    mask = capacity &- 1
    hashes = [Int](repeating: 0, count: ranges.isEmpty ? 0 : identifiers.count)
    slots = [Int32](repeating: -1, count: capacity)
    let mask = self.mask
    identifiers.withUnsafeBufferPointer { identifiers in
      hashes.withUnsafeMutableBufferPointer { hashes in
        slots.withUnsafeMutableBufferPointer { slots in
          for range in ranges {
            for position in range {
              let hash = identifiers[position].hashValue
              hashes[position] = hash
              var slot = hash & mask
              while slots[slot] >= 0 { slot = (slot &+ 1) & mask }
              slots[slot] = Int32(truncatingIfNeeded: position)
            }
          }
        }
      }
    }
  }

  /// The position of `identifier`, or -1 if the table does not index it.
  ///
  /// - Complexity: O(1) expected.
  @inlinable
  func position(of identifier: ID) -> Int32 {
    var result: Int32 = -1
    match(CollectionOfOne(identifier), at: 0..<1) { _, position in result = position }
    return result
  }

  /// Looks up the elements of `others` at `positions`, and calls `found` with the
  /// position in `others` and the position in the table's identifiers of each one the
  /// table indexes.
  ///
  /// - Complexity: O(k) expected for k positions.
  @inlinable
  func match<Others: Collection<ID>>(
    _ others: Others, at positions: Range<Others.Index>,
    _ found: (Others.Index, Int32) -> Void
  ) {
    let mask = self.mask
    identifiers.withUnsafeBufferPointer { identifiers in
      hashes.withUnsafeBufferPointer { hashes in
        slots.withUnsafeBufferPointer { slots in
          for index in others.indices[positions] {
            let identifier = others[index]
            let hash = identifier.hashValue
            var slot = hash & mask
            while true {
              let position = slots[slot]
              if position < 0 { break }
              if hashes[Int(position)] == hash && identifiers[Int(position)] == identifier {
                found(index, position)
                break
              }
              slot = (slot &+ 1) & mask
            }
          }
        }
      }
    }
  }
}
