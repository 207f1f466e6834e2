/// A timing curve given by a cubic Bézier from (0, 0) to (1, 1): for a progress x it finds
/// the curve parameter s with x(s) = x and returns y(s).
struct CubicBezier {
  // The polynomials x(s) = ((ax·s + bx)·s + cx)·s and y(s) likewise.
  private let ax, bx, cx: Double
  private let ay, by, cy: Double

  /// The curve with control points `first` and `second`, their x clamped to `0...1`, or
  /// `nil` when a coordinate is not finite.
  init?(_ first: Point, _ second: Point) {
    guard first.x.isFinite, first.y.isFinite, second.x.isFinite, second.y.isFinite else {
      return nil
    }
    let x1 = min(max(first.x, 0), 1)
    let x2 = min(max(second.x, 0), 1)
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * first.y
    by = 3 * (second.y - first.y) - cy
    ay = 1 - cy - by
  }

  /// y at the parameter whose x is `x`, for `x` in `0...1`.
  func value(at x: Double) -> Double {
    let s = parameter(for: x)
    return ((ay * s + by) * s + cy) * s
  }

  private func x(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }

  /// The parameter s in `0...1` with x(s) = `x`: Newton's method from s = x, which
  /// converges in a few steps where the curve is not flat, and bisection otherwise. x(s)
  /// increases on `0...1` because both control points have x in `0...1`.
  func parameter(for x: Double) -> Double {
    var s = x
    for _ in 0..<8 {
      let error = self.x(s) - x
      if error.magnitude <= 1e-15 { return s }
      let slope = (3 * ax * s + 2 * bx) * s + cx
      guard slope.magnitude > 1e-6 else { break }
      s -= error / slope
      guard s >= 0 && s <= 1 else { break }
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<64 {
      let middle = (low + high) / 2
      guard middle > low && middle < high else { break }
      if self.x(middle) < x { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }
}
