/// A random number generator whose numbers follow from a seed alone: Vigna's SplitMix64,
/// small and fast.
///
/// The same seed gives the same numbers on every run and every platform, so a shuffle,
/// a generated layout or a property check can be repeated exactly; and it needs no
/// entropy from the system, which Embedded Swift may not have.
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// let order = Array(0..<10).shuffled(using: &random)  // the same order every time
/// ```
///
/// It is not suitable for anything that must be unpredictable.
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
  /// The state, advanced by a fixed odd step at each number.
  private var state: UInt64

  /// Creates a generator whose numbers follow from `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
