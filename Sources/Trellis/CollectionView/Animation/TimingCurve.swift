/// How an animation's progress through time maps to its progress through the change: the
/// pacing of an animation, as a value.
///
/// A host runs the clock: it divides the time since the animation began by its duration
/// and asks the curve for the eased value at that fraction, then samples an
/// ``AnimationPlan`` there.
///
/// ```swift
/// let curve = TimingCurve.easeInOut
/// curve.value(at: 0.5)   // 0.5
/// curve.value(at: 0.25)  // 0.1291...
/// let spring = TimingCurve.spring(dampingRatio: 0.8, response: 0.4)
/// spring.settlingDuration  // 0.59 seconds: run progress 0...1 over this time
/// ```
///
/// The Bézier curves are those of Core Animation's named timing functions and of CSS.
/// A spring is described by SwiftUI's parameters and brings its own duration,
/// ``settlingDuration``.
public enum TimingCurve: Hashable, Sendable {
  /// Constant speed: the value equals the progress.
  case linear
  /// Starts slowly and speeds up: `cubic-bezier(0.42, 0, 1, 1)`, like
  /// `CAMediaTimingFunctionName.easeIn` and CSS `ease-in`.
  case easeIn
  /// Starts fast and slows down: `cubic-bezier(0, 0, 0.58, 1)`, like
  /// `CAMediaTimingFunctionName.easeOut` and CSS `ease-out`.
  case easeOut
  /// Slow at both ends: `cubic-bezier(0.42, 0, 0.58, 1)`, like
  /// `CAMediaTimingFunctionName.easeInEaseOut` and CSS `ease-in-out`.
  case easeInOut
  /// The cubic Bézier curve from (0, 0) to (1, 1) with two control points, like CSS
  /// `cubic-bezier(x1, y1, x2, y2)`.
  ///
  /// The x coordinates must lie in `0...1` (values outside are clamped to it); the y
  /// coordinates may leave it, for a curve that overshoots. A control point with a
  /// coordinate that is not finite makes the curve linear. ``validate()`` reports both.
  case cubicBezier(Point, Point)
  /// The motion of a mass on a spring released from rest, with SwiftUI's parameters.
  ///
  /// `dampingRatio` is 1 for a critically damped spring (the fastest that does not
  /// overshoot), less for one that bounces, more for one that creeps; it is clamped to
  /// `0.01...100` (NaN counts as 1). `response` is the period of the undamped oscillation
  /// in seconds, `2π/ω`; it sets ``settlingDuration`` but not the shape of the curve.
  case spring(dampingRatio: Double, response: Double)

  /// The eased value at `progress`, which is clamped to `0...1` (NaN counts as 0).
  ///
  /// Every curve gives exactly 0 at progress 0 and exactly 1 at progress 1. The named
  /// curves and Bézier curves with y coordinates in `0...1` never decrease. An
  /// underdamped spring overshoots 1 and settles back; progress 0...1 spans its
  /// ``settlingDuration``, so the value at progress just below 1 is within 0.1% of 1.
  /// - Complexity: O(1): a Bézier curve takes a few Newton steps (or at most 64
  ///   bisection steps), some tens of nanoseconds; a spring solves for its settling
  ///   time, well under a microsecond.
  public func value(at progress: Double) -> Double {
    guard progress > 0 else { return 0 }
    guard progress < 1 else { return 1 }
    switch self {
    case .linear:
      return progress
    case .spring(let dampingRatio, _):
      return SpringMotion(dampingRatio: dampingRatio).value(at: progress)
    case .easeIn, .easeOut, .easeInOut, .cubicBezier:
      guard let points = controlPoints, let curve = CubicBezier(points.0, points.1) else {
        return progress
      }
      return curve.value(at: progress)
    }
  }

  /// The time, in seconds, that progress `0...1` covers for a spring: the time after
  /// which it stays within 0.1% of its distance from the end. `nil` for the other curves,
  /// whose duration the host chooses.
  ///
  /// For a damping ratio of 1 or more the motion never overshoots and this is the moment
  /// it comes within 0.1%. For a bouncing spring it is the moment the envelope of the
  /// oscillation, `e^(-ζωt)·min(1/√(1-ζ²), 1+ζωt)`, falls to 0.1%, after which no bounce
  /// can leave that band. A response that is not positive and finite gives 0.
  /// - Complexity: O(1), well under a microsecond for a spring.
  public var settlingDuration: Double? {
    guard case .spring(let dampingRatio, let response) = self else { return nil }
    guard response > 0 && response.isFinite else { return 0 }
    return SpringMotion(dampingRatio: dampingRatio).settlingTime * response / (2 * .pi)
  }

  /// The two control points of a Bézier curve (`linear` as `(0, 0)` and `(1, 1)`), as a
  /// host needs them for `CAMediaTimingFunction` or CSS `cubic-bezier()`; `nil` for a
  /// spring.
  /// - Complexity: O(1).
  public var controlPoints: (Point, Point)? {
    switch self {
    case .linear: (Point(x: 0, y: 0), Point(x: 1, y: 1))
    case .easeIn: (Point(x: 0.42, y: 0), Point(x: 1, y: 1))
    case .easeOut: (Point(x: 0, y: 0), Point(x: 0.58, y: 1))
    case .easeInOut: (Point(x: 0.42, y: 0), Point(x: 0.58, y: 1))
    case .cubicBezier(let first, let second): (first, second)
    case .spring: nil
    }
  }
}
