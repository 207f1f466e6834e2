// Helpers shared by the interpolations of vectors, rotations, transforms and attributes.

/// `(1 - t)·a + t·b`: `a` at `t = 0` and `b` at `t = 1` exactly, `a` at every `t` when
/// the two are equal, and extrapolated outside `0...1`.
@inline(__always)
func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double {
  a == b ? a : (1 - t) * a + t * b
}

extension Double {
  /// This progress with NaN replaced by 0 and infinities by the nearer end, 0 or 1, so
  /// that an interpolation never produces NaN or infinite values from a bad progress.
  var sanitizedProgress: Double {
    if isNaN { return 0 }
    if isInfinite { return self < 0 ? 0 : 1 }
    return self
  }
}
