import Trellis

extension SplitMix64 {
  /// A whole number of points in `range`.
  mutating func points(_ range: ClosedRange<Int>) -> Double {
    Double(Int.random(in: range, using: &self))
  }

  /// True with probability `probability`.
  mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &self) < probability
  }

  /// One of `choices`, each as likely as the others.
  mutating func pick<T>(_ choices: [T]) -> T {
    choices[Int.random(in: 0..<choices.count, using: &self)]
  }
}
