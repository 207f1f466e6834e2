/// The motion of a released row that scrolls sideways, from where the finger left it to
/// where it comes to rest, slowing down as a scroll view decelerates.
///
/// A scroll view's speed falls by the same part each millisecond (its deceleration rate
/// *r*), so its offset approaches where it stops exponentially: after *t* seconds it
/// has covered `1 − e^(−t/τ)` of the way, with the time constant
/// `τ = r / (1000 × (1 − r))` seconds (0.499 s at the normal rate, 0.099 s at the fast
/// one). A row released at a speed *v* that stops where it would on its own covers
/// `v × τ`
/// (``OrthogonalScrollingProperties/decelerationDistance(velocity:)``), so
/// it starts at the speed the finger had. A row that snaps (paging, or a group per
/// release) or stops at its end rests somewhere else; it settles with the fast rate's
/// time constant, as a paging scroll view settles quickly.
///
/// ```swift
/// let glide = Glide(from: 0, to: 499, timeConstant: Glide.timeConstant(rate: 0.998))
/// glide.offset(after: 0.499)   // 315.4: 1 − 1/e of the way
/// glide.duration               // 3.45 s: the last half point is not drawn
/// ```
public struct Glide: Hashable, Sendable {
  /// Where the row is when released.
  public var start: Double
  /// Where the row comes to rest.
  public var end: Double
  /// The time constant of the motion, in seconds: how long the row takes to cover
  /// `1 − 1/e` (63%) of what is left.
  public var timeConstant: Double

  /// The distance from the rest, in points, below which the row is at rest: half a
  /// point, less than a pixel on any screen.
  public static let restingDistance = 0.5

  /// Creates the motion from `start` to `end` with `timeConstant` seconds.
  public init(from start: Double, to end: Double, timeConstant: Double) {
    self.start = start
    self.end = end
    self.timeConstant = max(0, timeConstant)
  }

  /// The motion of a row released at `start` with `velocity` points per second that
  /// rests at `end`, slowing down at `rate`: the rate's own time constant when `end` is
  /// where it would stop on its own, the fast rate's when it snaps or stops at an end
  /// of the row (whichever is quicker).
  public init(
    from start: Double, to end: Double, velocity: Double,
    rate: OrthogonalScrollingProperties.DecelerationRate
  ) {
    let own = Self.timeConstant(rate: rate.value)
    let natural = start + velocity * own
    let snaps = abs(natural - end) >= Self.restingDistance
    let fast = Self.timeConstant(rate: OrthogonalScrollingProperties.DecelerationRate.fast.value)
    self.init(from: start, to: end, timeConstant: snaps ? min(own, fast) : own)
  }

  /// The time constant, in seconds, of a motion that keeps `rate` of its speed each
  /// millisecond: `rate / (1000 × (1 − rate))`; 0, a move at once, for a rate that is
  /// not between 0 and 1.
  public static func timeConstant(rate: Double) -> Double {
    guard rate > 0, rate < 1 else { return 0 }
    return rate / (1 - rate) / 1000
  }

  /// How long the motion lasts, in seconds: until less than ``restingDistance`` is left;
  /// 0 when the row is already that close to its rest.
  public var duration: Double {
    let distance = abs(end - start)
    guard distance > Self.restingDistance, timeConstant > 0 else { return 0 }
    return timeConstant * Elementary.log(distance / Self.restingDistance)
  }

  /// Where the row is `seconds` after the release: `end` from ``duration`` on.
  public func offset(after seconds: Double) -> Double {
    guard seconds < duration else { return end }
    guard seconds > 0 else { return start }
    return end - (end - start) * Elementary.exp(-seconds / timeConstant)
  }
}
