import Trellis

extension SplitMix64 {
  /// A random order of `count` positions: a Fisher-Yates shuffle of `0..<count`, the
  /// same in the page and in a test for the same seed.
  public mutating func permutation(of count: Int) -> [Int] {
    var order = Array(0..<count)
    order.shuffle(using: &self)
    return order
  }
}
