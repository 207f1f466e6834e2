/// The motion of a damped spring released from rest at 0 toward 1, in the units of its
/// natural frequency: the time `u = ω·t`, where `ω = 2π/response`.
///
/// With damping ratio ζ, the distance still to go is
/// - `e^(-ζu)·(cos(ω_d·u) + ζ/ω_d·sin(ω_d·u))` with `ω_d = √(1-ζ²)` for ζ < 1,
/// - `(1 + u)·e^(-u)` for ζ = 1,
/// - `e^(-ζu)·(cosh(β·u) + ζ/β·sinh(β·u))` with `β = √(ζ²-1)` for ζ > 1.
@_spi(Testing) public struct SpringMotion {
  /// The fraction of the distance within which the spring counts as settled.
  static let settledFraction = 0.001
  /// The damping ratios the motion accepts; others are clamped to this range.
  static let dampingRange = 0.01...100.0

  /// The damping ratio, clamped to ``dampingRange``.
  let dampingRatio: Double

  /// The motion with damping ratio `dampingRatio`, clamped to `0.01...100` (NaN as 1).
  public init(dampingRatio: Double) {
    let ratio = dampingRatio.isNaN ? 1 : dampingRatio
    self.dampingRatio = min(max(ratio, Self.dampingRange.lowerBound), Self.dampingRange.upperBound)
  }

  /// The position at `progress` of the settling time, for `progress` in `0..<1`.
  func value(at progress: Double) -> Double {
    1 - remaining(at: progress * settlingTime)
  }

  /// The signed distance still to go at time `u`, 1 at `u = 0`.
  public func remaining(at u: Double) -> Double {
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
  public func bound(at u: Double) -> Double {
    let zeta = dampingRatio
    guard zeta < 1 else { return remaining(at: u) }
    let amplitude = min(1 / ((1 - zeta) * (1 + zeta)).squareRoot(), 1 + zeta * u)
    return Elementary.exp(-zeta * u) * amplitude
  }

  /// The time `u` at which ``bound(at:)`` falls to ``settledFraction`` ε.
  ///
  /// For ζ < 1 in closed form: the envelope's two factors reach ε at `ln(A/ε)/ζ` with
  /// `A = 1/√(1-ζ²)` and at `v*/ζ`, where `(1 + v*)·e^(-v*) = ε`, and the bound is their
  /// minimum. For ζ >= 1 by Newton's method on the distance itself, from
  /// `ln(1/ε)/(ζ-β)`, where its lower bound `e^(-(ζ-β)u)` reaches ε: a start before the
  /// root and past the peak of the speed, where the distance is convex, so the steps
  /// approach the root from one side.
  public var settlingTime: Double {
    let zeta = dampingRatio
    if zeta < 1 {
      let amplitude = 1 / ((1 - zeta) * (1 + zeta)).squareRoot()
      return min(Elementary.log(amplitude / Self.settledFraction), Self.criticalSettlingTime)
        / zeta
    }
    let slowRate = 1 / (zeta + ((zeta - 1) * (zeta + 1)).squareRoot())
    return Self.root(from: Elementary.log(1 / Self.settledFraction) / slowRate) { u in
      (remaining(at: u) - Self.settledFraction, -velocity(at: u))
    }
  }

  /// The speed toward the end at time `u`, for ζ >= 1: the derivative of the position.
  func velocity(at u: Double) -> Double {
    let zeta = dampingRatio
    if zeta == 1 { return u * Elementary.exp(-u) }
    let beta = ((zeta - 1) * (zeta + 1)).squareRoot()
    let y = beta * u
    if y < 1 { return Elementary.exp(-zeta * u) * Elementary.sinh(y) / beta }
    let slow = Elementary.exp(-u / (zeta + beta))
    let fast = Elementary.exp(-(zeta + beta) * u)
    return (slow - fast) / (2 * beta)
  }

  /// `v*` with `(1 + v*)·e^(-v*) = ε`: the settling time of the critically damped spring
  /// (about 9.2334 for ε = 0.001). Newton's method starts from `ln(1/ε)`, before the root
  /// because `(1 + v)·e^(-v) >= e^(-v)`, and past 1, where the function is convex.
  public static var criticalSettlingTime: Double {
    root(from: Elementary.log(1 / settledFraction)) { v in
      ((1 + v) * Elementary.exp(-v) - settledFraction, -v * Elementary.exp(-v))
    }
  }

  /// The root of a decreasing function by Newton's method from `start`, which lies
  /// before the root where the function is convex, so that every step moves right
  /// without passing the root; `function` gives the value and the derivative.
  static func root(from start: Double, _ function: (Double) -> (Double, Double)) -> Double {
    var u = start
    for _ in 0..<100 {
      let (value, slope) = function(u)
      guard slope < 0 else { break }
      let next = u - value / slope
      // Stop when a step no longer moves right: the root to the last bits.
      guard next > u else { break }
      u = next
    }
    return u
  }
}
