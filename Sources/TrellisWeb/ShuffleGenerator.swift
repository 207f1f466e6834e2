/// A small, seeded random number generator (SplitMix64), so that a shuffle is the same
/// in the page and in a test for the same seed, and needs no entropy from the system.
public struct ShuffleGenerator: RandomNumberGenerator {
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

  /// A random order of `count` positions: a Fisher-Yates shuffle of `0..<count`.
  public mutating func permutation(of count: Int) -> [Int] {
    var order = Array(0..<count)
    order.shuffle(using: &self)
    return order
  }
}
