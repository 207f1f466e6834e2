/// An open-addressing hash table from identifiers to their positions in an array, for
/// matching two arrays of identifiers: each identifier is hashed once.
///
/// The table is at most half full and probes linearly. A slot packs the upper half of
/// the identifier's hash with its position, so a probe reads one word, and compares
/// identifiers only when the stored half-hash agrees.
@usableFromInline
struct IdentifierTable<ID: Hashable> {
  /// The identifiers the table indexes (some ranges of them).
  @usableFromInline let identifiers: [ID]
  /// For each slot, 0 if empty, else the upper 32 bits of the hash above the position
  /// plus one.
  @usableFromInline var slots: [UInt64]
  /// The number of slots minus one; the number of slots is a power of two.
  @usableFromInline var mask: Int

  /// Indexes the identifiers of `identifiers` at the positions in `ranges`, which must
  /// hold no identifier twice.
  ///
  /// - Precondition: `identifiers` has fewer than 2³² − 1 elements.
  /// - Complexity: O(n) expected for n positions in `ranges`.
  @inlinable
  init(_ identifiers: [ID], ranges: [Range<Int>]) {
    var count = 0
    for range in ranges { count += range.count }
    var capacity = 16
    while capacity < 2 * count { capacity &<<= 1 }
    self.identifiers = identifiers
    mask = capacity &- 1
    slots = [UInt64](repeating: 0, count: capacity)
    let mask = self.mask
    identifiers.withUnsafeBufferPointer { identifiers in
      slots.withUnsafeMutableBufferPointer { slots in
        for range in ranges {
          for position in range {
            let hash = identifiers[position].hashValue
            var slot = hash & mask
            while slots[slot] != 0 { slot = (slot &+ 1) & mask }
            slots[slot] = Self.entry(hash: hash, position: position)
          }
        }
      }
    }
  }

  /// The slot contents for `position` with `hash`.
  @inlinable @inline(__always)
  static func entry(hash: Int, position: Int) -> UInt64 {
    UInt64(truncatingIfNeeded: hash) & 0xFFFF_FFFF_0000_0000
      | UInt64(truncatingIfNeeded: position &+ 1)
  }

  /// The position of `identifier`, or -1 if the table does not index it.
  ///
  /// - Complexity: O(1) expected.
  @inlinable
  func position(of identifier: ID) -> Int {
    identifiers.withUnsafeBufferPointer { identifiers in
      slots.withUnsafeBufferPointer { slots in
        Self.position(of: identifier, identifiers: identifiers, slots: slots, mask: mask)
      }
    }
  }

  /// The position of `identifier` in a table whose storage is open, or -1.
  @inlinable @inline(__always)
  static func position(
    of identifier: ID, identifiers: UnsafeBufferPointer<ID>, slots: UnsafeBufferPointer<UInt64>,
    mask: Int
  ) -> Int {
    let hash = identifier.hashValue
    let tag = entry(hash: hash, position: -1)
    var slot = hash & mask
    while true {
      let entry = slots[slot]
      if entry == 0 { return -1 }
      if entry & 0xFFFF_FFFF_0000_0000 == tag {
        let position = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) &- 1
        if identifiers[position] == identifier { return position }
      }
      slot = (slot &+ 1) & mask
    }
  }

  /// Calls `body` with the table's storage open for ``position(of:identifiers:slots:mask:)``.
  @inlinable
  func withStorage<R>(
    _ body: (UnsafeBufferPointer<ID>, UnsafeBufferPointer<UInt64>, Int) -> R
  ) -> R {
    identifiers.withUnsafeBufferPointer { identifiers in
      slots.withUnsafeBufferPointer { slots in body(identifiers, slots, mask) }
    }
  }
}
