/// The motion of a released row that scrolls sideways, from where the finger left it to
/// where it comes to rest, slowing down as a scroll view decelerates.
///
/// A scroll view's speed falls by the same part each millisecond (its deceleration rate
/// *r*), so its offset approaches where it stops exponentially: after *t* seconds it
/// has covered `1 − e^(−t/τ)` of the way, with the time constant
/// `τ = r / (1000 × (1 − r))` seconds (0.499 s at the normal rate, 0.099 s at the fast
/// one). A row released at a speed *v* that stops where it would on its own covers
/// `v × τ` (``OrthogonalScrollingProperties/decelerationDistance(velocity:)``) on that
/// curve, which starts at the speed the finger had.
///
/// A row that snaps (paging, or a group per release) or stops at its end rests
/// somewhere else, and springs there as a paging scroll view does: a critically damped
/// spring with the fast rate's time constant, `end + (a + b·t) e^(−t/τ)` with
/// `a = start − end` and `b = v + a/τ`, which also starts at the finger's speed, so the
/// row neither jumps nor stalls at the release. A flick harder than the page needs
/// carries it a little past the page before it settles back; a row at rest eases in.
/// With `v = −a/τ` the spring is the exponential curve above.
///
/// ```swift
/// let glide = Glide(from: 0, to: 499, timeConstant: Glide.timeConstant(rate: 0.998))
/// glide.offset(after: 0.499)   // 315.4: 1 − 1/e of the way
/// glide.duration               // 3.45 s: the last half point is not drawn
///
/// let page = Glide(from: 0, to: 100, velocity: 0, timeConstant: 0.1)
/// page.offset(after: 0.1)      // 26.4: 100 − 200/e, easing in from rest
/// ```
public struct Glide: Hashable, Sendable {
  /// Where the row is when released.
  public var start: Double
  /// Where the row comes to rest.
  public var end: Double
  /// The row's speed when released, in points per second, positive toward larger
  /// offsets.
  public var velocity: Double
  /// The time constant of the motion, in seconds: how long the row takes to cover
  /// `1 − 1/e` (63%) of what is left when it moves on the exponential curve.
  public var timeConstant: Double

  /// The distance from the rest, in points, below which the row is at rest: half a
  /// point, less than a pixel on any screen.
  public static let restingDistance = 0.5

  /// Creates the exponential motion from `start` to `end` with `timeConstant` seconds:
  /// the row starts at the speed `(end − start) / timeConstant` and slows down all the
  /// way.
  public init(from start: Double, to end: Double, timeConstant: Double) {
    let timeConstant = max(0, timeConstant)
    self.init(
      from: start, to: end,
      velocity: timeConstant > 0 ? (end - start) / timeConstant : 0,
      timeConstant: timeConstant)
  }

  /// Creates the motion from `start` to `end` of a row released at `velocity` points
  /// per second: a critically damped spring with `timeConstant` seconds.
  public init(from start: Double, to end: Double, velocity: Double, timeConstant: Double) {
    self.start = start
    self.end = end
    self.velocity = velocity.isFinite ? velocity : 0
    self.timeConstant = max(0, timeConstant)
  }

  /// The motion of a row released at `start` with `velocity` points per second that
  /// rests at `end`, slowing down at `rate`: the rate's own exponential curve when `end`
  /// is where it would stop on its own, a spring with the fast rate's time constant
  /// (or the rate's own, whichever is quicker) when it snaps or stops at an end of the
  /// row.
  public init(
    from start: Double, to end: Double, velocity: Double,
    rate: OrthogonalScrollingProperties.DecelerationRate
  ) {
    let own = Self.timeConstant(rate: rate.value)
    let natural = start + velocity * own
    guard abs(natural - end) >= Self.restingDistance else {
      self.init(from: start, to: end, timeConstant: own)
      return
    }
    let fast = Self.timeConstant(rate: OrthogonalScrollingProperties.DecelerationRate.fast.value)
    self.init(from: start, to: end, velocity: velocity, timeConstant: min(own, fast))
  }

  /// The time constant, in seconds, of a motion that keeps `rate` of its speed each
  /// millisecond: `rate / (1000 × (1 − rate))`; 0, a move at once, for a rate that is
  /// not between 0 and 1.
  public static func timeConstant(rate: Double) -> Double {
    guard rate > 0, rate < 1 else { return 0 }
    return rate / (1 - rate) / 1000
  }

  /// How long the motion lasts, in seconds: until the row is less than
  /// ``restingDistance`` from its rest and stays so; 0 when it never strays that far.
  public var duration: Double {
    let distance = abs(start - end)
    guard timeConstant > 0 else { return 0 }
    // The row is never farther from its rest than (A + B·t) e^(−t/τ), which has its
    // maximum at t* = τ − A/B and then falls: the duration is where that bound falls to
    // the resting distance, t = τ ln((A + B·t) / ε), found by iterating from past t*.
    let spread = abs(springTerm)
    guard spread > 0 else {
      guard distance > Self.restingDistance else { return 0 }
      return timeConstant * Elementary.log(distance / Self.restingDistance)
    }
    let peak = max(0, timeConstant - distance / spread)
    guard bound(distance, spread, after: peak) > Self.restingDistance else { return 0 }
    var seconds = max(peak, timeConstant)
    for _ in 0..<40 {
      seconds = timeConstant * Elementary.log((distance + spread * seconds) / Self.restingDistance)
    }
    return seconds
  }

  /// Where the row is `seconds` after the release: `end` from ``duration`` on.
  public func offset(after seconds: Double) -> Double {
    guard seconds < duration else { return end }
    guard seconds > 0 else { return start }
    return end + (start - end + springTerm * seconds) * Elementary.exp(-seconds / timeConstant)
  }

  /// The spring's `b = v + a/τ`: 0 on the exponential curve.
  private var springTerm: Double { velocity + (start - end) / timeConstant }

  /// The bound `(distance + spread·t) e^(−t/τ)` on how far the row is from its rest.
  private func bound(_ distance: Double, _ spread: Double, after seconds: Double) -> Double {
    (distance + spread * seconds) * Elementary.exp(-seconds / timeConstant)
  }
}
