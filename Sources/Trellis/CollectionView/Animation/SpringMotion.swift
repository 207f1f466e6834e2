/// The motion of a damped spring released from rest at 0 toward 1, in the units of its
/// natural frequency: the time `u = ω·t`, where `ω = 2π/response`.
///
/// With damping ratio ζ, the distance still to go is
/// - `e^(-ζu)·(cos(ω_d·u) + ζ/ω_d·sin(ω_d·u))` with `ω_d = √(1-ζ²)` for ζ < 1,
/// - `(1 + u)·e^(-u)` for ζ = 1,
/// - `e^(-ζu)·(cosh(β·u) + ζ/β·sinh(β·u))` with `β = √(ζ²-1)` for ζ > 1.
struct SpringMotion {
  /// The fraction of the distance within which the spring counts as settled.
  static let settledFraction = 0.001
  /// The damping ratios the motion accepts; others are clamped to this range.
  static let dampingRange = 0.01...100.0

  /// The damping ratio, clamped to ``dampingRange``.
  let dampingRatio: Double

  /// The motion with damping ratio `dampingRatio`, clamped to `0.01...100` (NaN as 1).
  init(dampingRatio: Double) {
    let ratio = dampingRatio.isNaN ? 1 : dampingRatio
    self.dampingRatio = min(max(ratio, Self.dampingRange.lowerBound), Self.dampingRange.upperBound)
  }

  /// The position at `progress` of the settling time, for `progress` in `0..<1`.
  func value(at progress: Double) -> Double {
    1 - remaining(at: progress * settlingTime)
  }

  /// The signed distance still to go at time `u`, 1 at `u = 0`.
  func remaining(at u: Double) -> Double {
    let zeta = dampingRatio
    if zeta == 1 { return (1 + u) * Elementary.exp(-u) }
    if zeta < 1 {
      let damped = ((1 - zeta) * (1 + zeta)).squareRoot()
      let phase = damped * u
      return Elementary.exp(-zeta * u)
        * (Elementary.cos(phase) + zeta / damped * Elementary.sin(phase))
    }
    let beta = ((zeta - 1) * (zeta + 1)).squareRoot()
    let y = beta * u
    if y < 1 {
      return Elementary.exp(-zeta * u)
        * (Elementary.cosh(y) + zeta / beta * Elementary.sinh(y))
    }
    // Two decaying exponentials, so that nothing overflows for long times: the slow rate
    // ζ - β is written as 1/(ζ + β) to avoid cancellation.
    let ratio = zeta / beta
    let slow = Elementary.exp(-u / (zeta + beta))
    let fast = Elementary.exp(-(zeta + beta) * u)
    return (1 + ratio) / 2 * slow + (1 - ratio) / 2 * fast
  }

  /// An upper bound of the distance still to go from time `u` on: the distance itself
  /// for ζ >= 1, where it only shrinks, and the envelope of the oscillation for ζ < 1.
  func bound(at u: Double) -> Double {
    let zeta = dampingRatio
    guard zeta < 1 else { return remaining(at: u) }
    let amplitude = min(1 / ((1 - zeta) * (1 + zeta)).squareRoot(), 1 + zeta * u)
    return Elementary.exp(-zeta * u) * amplitude
  }

  /// The time `u` at which ``bound(at:)`` falls to ``settledFraction``, found by
  /// bisection on the decreasing bound.
  var settlingTime: Double {
    var low = 0.0
    var high = 1.0
    while bound(at: high) > Self.settledFraction { (low, high) = (high, high * 2) }
    // To a relative precision of 1e-14: far finer than any frame, in about 47 steps.
    while high - low > high * 1e-14 {
      let middle = (low + high) / 2
      if bound(at: middle) > Self.settledFraction { low = middle } else { high = middle }
    }
    return high
  }
}
