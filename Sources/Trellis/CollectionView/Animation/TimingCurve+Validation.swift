/// Why a timing curve's parameters are rejected.
public enum TimingCurveError: Error, Hashable, Sendable {
  /// A control point of a Bézier curve has an x outside `0...1` or a coordinate that is
  /// not finite.
  case invalidControlPoint(Point)
  /// A spring's damping ratio is not finite and greater than zero.
  case invalidDampingRatio(Double)
  /// A spring's response is not finite and greater than zero.
  case invalidResponse(Double)
}

extension TimingCurveError: CustomStringConvertible {
  /// A sentence saying what is wrong and what is expected.
  public var description: String {
    switch self {
    case .invalidControlPoint(let point):
      "the control point (\(point.x), \(point.y)) is invalid; its coordinates must be finite "
        + "and its x between 0 and 1"
    case .invalidDampingRatio(let ratio):
      "the damping ratio is \(ratio); it must be finite and greater than zero"
    case .invalidResponse(let response):
      "the response is \(response) seconds; it must be finite and greater than zero"
    }
  }
}

extension TimingCurve {
  /// Checks the curve's parameters: Bézier control points with finite coordinates and x
  /// in `0...1`, a spring with a finite positive damping ratio and response.
  ///
  /// Sampling never fails — it clamps what this rejects — but a host that reads curves
  /// from user input can report them here.
  /// - Complexity: O(1).
  public func validate() throws(TimingCurveError) {
    switch self {
    case .linear, .easeIn, .easeOut, .easeInOut:
      return
    case .cubicBezier(let first, let second):
      for point in [first, second] {
        guard point.x.isFinite, point.y.isFinite, (0...1).contains(point.x) else {
          throw .invalidControlPoint(point)
        }
      }
    case .spring(let dampingRatio, let response):
      guard dampingRatio.isFinite && dampingRatio > 0 else {
        throw .invalidDampingRatio(dampingRatio)
      }
      guard response.isFinite && response > 0 else { throw .invalidResponse(response) }
    }
  }
}
