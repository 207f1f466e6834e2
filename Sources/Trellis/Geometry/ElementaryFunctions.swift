/// The few transcendental functions that rotations and springs need, written in Swift:
/// the core links no C math library, so that it also builds in Embedded Swift.
///
/// Each function reduces its argument to a small interval, where a Taylor polynomial is
/// accurate to a unit or two in the last place. Sine and cosine stay that accurate for
/// arguments up to about a million radians; beyond that the reduction loses digits, but
/// results stay within -1...1.
enum Elementary {
  /// π/2 in three parts for the argument reduction of sine and cosine (as in fdlibm): the
  /// first holds 33 bits, so a multiple of it by an integer below 2^20 is exact.
  private static let halfPi1 = 1.570_796_326_734_125_614_17
  private static let halfPi2 = 6.077_100_506_303_965_976_60e-11
  private static let halfPi3 = 2.022_266_248_711_166_455_80e-21
  /// ln 2 in two parts for the argument reduction of the exponential.
  private static let ln2High = 6.931_471_803_691_238_164_90e-1
  private static let ln2Low = 1.908_214_929_270_587_700_02e-10

  /// The sine of `x` radians.
  static func sin(_ x: Double) -> Double {
    let (r, quadrant) = reduced(x)
    switch quadrant {
    case 0: return sinKernel(r)
    case 1: return cosKernel(r)
    case 2: return -sinKernel(r)
    default: return -cosKernel(r)
    }
  }

  /// The cosine of `x` radians.
  static func cos(_ x: Double) -> Double {
    let (r, quadrant) = reduced(x)
    switch quadrant {
    case 0: return cosKernel(r)
    case 1: return -sinKernel(r)
    case 2: return -cosKernel(r)
    default: return sinKernel(r)
    }
  }

  /// e raised to `x`.
  static func exp(_ x: Double) -> Double {
    guard x.isFinite else { return x.isNaN ? x : (x > 0 ? x : 0) }
    if x > 709.8 { return .infinity }
    if x < -745.2 { return 0 }
    let k = (x / ln2High).rounded()
    let r = (x - k * ln2High) - k * ln2Low  // |r| <= 0.35
    // Taylor series to r^17 / 17!, below 1e-23 for |r| <= 0.35.
    var sum = 1.0
    var term = 1.0
    for n in 1...17 {
      term *= r / Double(n)
      sum += term
    }
    return Double(sign: .plus, exponent: Int(k), significand: sum)
  }

  /// The hyperbolic sine of `x`, accurate also for tiny `x`.
  static func sinh(_ x: Double) -> Double {
    guard x.magnitude < 1 else {
      let e = exp(x.magnitude)
      let value = (e - 1 / e) / 2
      return x < 0 ? -value : value
    }
    // Taylor series to x^21 / 21!, below 1e-19 for |x| < 1.
    let z = x * x
    var sum = 1.0
    var term = 1.0
    for n in stride(from: 2, through: 20, by: 2) {
      term *= z / Double(n * (n + 1))
      sum += term
    }
    return x * sum
  }

  /// The hyperbolic cosine of `x`.
  static func cosh(_ x: Double) -> Double {
    let e = exp(x.magnitude)
    return (e + 1 / e) / 2
  }

  /// The angle in radians, in -π...π, of the point `(x, y)` seen from the origin.
  static func atan2(_ y: Double, _ x: Double) -> Double {
    guard !x.isNaN && !y.isNaN else { return .nan }
    if x == 0 && y == 0 { return x.sign == .minus ? (y.sign == .minus ? -.pi : .pi) : y }
    if y.magnitude > x.magnitude {
      // Near the y axis: measure from it, so that the argument of atan stays below 1.
      let angle = .pi / 2 - atan(x.magnitude / y.magnitude)
      let folded = x < 0 ? .pi - angle : angle
      return y < 0 ? -folded : folded
    }
    let angle = atan(y.magnitude / x.magnitude)
    let folded = x < 0 ? .pi - angle : angle
    return y.sign == .minus ? -folded : folded
  }

  /// The arc tangent of `x` for `0 <= x <= 1`.
  private static func atan(_ x: Double) -> Double {
    // atan(x) = 2 atan(x / (1 + sqrt(1 + x^2))), twice, brings x below tan(π/16) < 0.2.
    var y = x
    for _ in 0..<2 { y = y / (1 + (1 + y * y).squareRoot()) }
    // Taylor series to y^29 / 29, below 1e-22 for y < 0.2.
    let z = y * y
    var sum = 0.0
    for n in stride(from: 29, through: 1, by: -2) {
      sum = 1 / Double(n) - z * sum
    }
    return 4 * y * sum
  }

  /// `x` reduced to `r` in -π/4...π/4 and the quadrant `k mod 4`, with
  /// `x = r + k·π/2`.
  private static func reduced(_ x: Double) -> (Double, Int) {
    guard x.isFinite else { return (.nan, 0) }
    if x.magnitude <= .pi / 4 { return (x, 0) }
    let k = (x * (2 / .pi)).rounded()
    let r = ((x - k * halfPi1) - k * halfPi2) - k * halfPi3
    let quadrant = Int(k.truncatingRemainder(dividingBy: 4))
    return (r, (quadrant + 4) % 4)
  }

  /// The sine of `r` in -π/4...π/4: Taylor series to r^21 / 21!.
  private static func sinKernel(_ r: Double) -> Double {
    let z = r * r
    var sum = 1.0
    for n in stride(from: 20, through: 2, by: -2) {
      sum = 1 - z / Double(n * (n + 1)) * sum
    }
    return r * sum
  }

  /// The cosine of `r` in -π/4...π/4: Taylor series to r^22 / 22!.
  private static func cosKernel(_ r: Double) -> Double {
    let z = r * r
    var sum = 1.0
    for n in stride(from: 21, through: 1, by: -2) {
      sum = 1 - z / Double(n * (n + 1)) * sum
    }
    return sum
  }
}
