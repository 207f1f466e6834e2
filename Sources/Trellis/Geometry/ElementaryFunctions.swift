/// The few transcendental functions that rotations and springs need, written in Swift:
/// the core links no C math library, so that it also builds in Embedded Swift.
///
/// Each function reduces its argument to a small interval, where a Taylor polynomial is
/// accurate to a unit or two in the last place. Sine and cosine reduce every finite
/// argument exactly enough for that: by π/2 in three parts up to about a million
/// radians, and beyond by the bits of 2/π that matter for the argument's exponent
/// (Payne and Hanek's reduction), so that their results stay within a few units in the
/// last place of the true values whatever the angle.
@_spi(Testing) public enum Elementary {
  /// π/2 in three parts for the argument reduction of sine and cosine (as in fdlibm): the
  /// first holds 33 bits, so a multiple of it by an integer below 2^20 is exact.
  private static let halfPi1 = 1.570_796_326_734_125_614_17
  private static let halfPi2 = 6.077_100_506_303_965_976_60e-11
  private static let halfPi3 = 2.022_266_248_711_166_455_80e-21
  /// ln 2 in two parts for the argument reduction of the exponential.
  private static let ln2High = 6.931_471_803_691_238_164_90e-1
  private static let ln2Low = 1.908_214_929_270_587_700_02e-10

  /// The sine of `x` radians.
  public static func sin(_ x: Double) -> Double {
    let (r, quadrant) = reduced(x)
    switch quadrant {
    case 0: return sinKernel(r)
    case 1: return cosKernel(r)
    case 2: return -sinKernel(r)
    default: return -cosKernel(r)
    }
  }

  /// The cosine of `x` radians.
  public static func cos(_ x: Double) -> Double {
    let (r, quadrant) = reduced(x)
    switch quadrant {
    case 0: return cosKernel(r)
    case 1: return -sinKernel(r)
    case 2: return -cosKernel(r)
    default: return sinKernel(r)
    }
  }

  /// e raised to `x`.
  public static func exp(_ x: Double) -> Double {
    guard x.isFinite else { return x.isNaN ? x : (x > 0 ? x : 0) }
    if x > 709.8 { return .infinity }
    if x < -745.2 { return 0 }
    let k = (x / ln2High).rounded()
    let r = (x - k * ln2High) - k * ln2Low  // |r| <= 0.35
    // Taylor series to r^14 / 14!; the next term is below 1e-19 for |r| <= 0.35.
    let sum =
      1 + r
      * (1 + r
        * (f2 + r
          * (f3 + r
            * (f4 + r
              * (f5 + r
                * (f6 + r
                  * (f7 + r
                    * (f8 + r
                      * (f9 + r * (f10 + r * (f11 + r * (f12 + r * (f13 + r * f14)))))))))))))
    return Double(sign: .plus, exponent: Int(k), significand: sum)
  }

  /// The natural logarithm of `x`: NaN for negative `x`, -∞ for zero.
  public static func log(_ x: Double) -> Double {
    guard x > 0 else { return x == 0 ? -.infinity : .nan }
    guard x.isFinite else { return x }
    // x = m·2^e with m in [√½, √2), and log m = 2·atanh(s) with s = (m - 1)/(m + 1).
    var exponent = Double(x.exponent)
    var m = x.significand
    if m > 2.0.squareRoot() {
      m /= 2
      exponent += 1
    }
    let s = (m - 1) / (m + 1)  // |s| <= 0.172
    let z = s * s
    // Taylor series of atanh to s^23 / 23; the next term is below 1e-19.
    let series =
      1 + z
      * (1 / 3.0 + z
        * (1 / 5.0 + z
          * (1 / 7.0 + z
            * (1 / 9.0 + z
              * (1 / 11.0 + z
                * (1 / 13.0 + z
                  * (1 / 15.0 + z
                    * (1 / 17.0 + z
                      * (1 / 19.0 + z
                        * (1 / 21.0 + z
                          / 23.0))))))))))
    return exponent * ln2High + (exponent * ln2Low + 2 * s * series)
  }

  /// The hyperbolic sine of `x`, accurate also for tiny `x`.
  public static func sinh(_ x: Double) -> Double {
    guard x.magnitude < 1 else {
      let e = exp(x.magnitude)
      let value = (e - 1 / e) / 2
      return x < 0 ? -value : value
    }
    // Taylor series to x^19 / 19!; the next term is below 1e-19 for |x| < 1.
    let z = x * x
    return x + x * z
      * (f3 + z
        * (f5 + z
          * (f7 + z
            * (f9 + z
              * (f11 + z
                * (f13 + z
                  * (f15 + z
                    * (f17 + z
                      * f19))))))))
  }

  /// The hyperbolic cosine of `x`.
  public static func cosh(_ x: Double) -> Double {
    let e = exp(x.magnitude)
    return (e + 1 / e) / 2
  }

  /// The angle in radians, in -π...π, of the point `(x, y)` seen from the origin.
  public static func atan2(_ y: Double, _ x: Double) -> Double {
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
    // Taylor series to y^25 / 25; the next term is below 1e-19 for y < 0.2.
    let z = y * y
    let sum =
      1 - z
      * (1 / 3.0 - z
        * (1 / 5.0 - z
          * (1 / 7.0 - z
            * (1 / 9.0 - z
              * (1 / 11.0 - z
                * (1 / 13.0 - z
                  * (1 / 15.0 - z
                    * (1 / 17.0 - z
                      * (1 / 19.0 - z
                        * (1 / 21.0 - z
                          * (1 / 23.0 - z / 25.0)))))))))))
    return 4 * y * sum
  }

  /// `x` reduced to `r` in -π/4...π/4 and the quadrant `k mod 4`, with
  /// `x = r + k·π/2`.
  private static func reduced(_ x: Double) -> (Double, Int) {
    guard x.isFinite else { return (.nan, 0) }
    if x.magnitude <= .pi / 4 { return (x, 0) }
    let k = (x * (2 / .pi)).rounded()
    guard k.magnitude < 0x1p20 else { return reducedLarge(x) }
    let r = ((x - k * halfPi1) - k * halfPi2) - k * halfPi3
    let quadrant = Int(k.truncatingRemainder(dividingBy: 4))
    return (r, (quadrant + 4) % 4)
  }

  /// `x` reduced as by ``reduced(_:)``, for finite `x` of magnitude 2^20 · π/2 or more,
  /// by Payne and Hanek's method.
  ///
  /// With `|x| = m · 2^e` for an integer `m` below 2^53, `x · 2/π` modulo 4 depends only on
  /// the bits of 2/π from about `e` on: the earlier ones add multiples of 4. The
  /// product of `m` with the 192 bits from there holds the quadrant in its two leading
  /// bits and the fraction in the rest, which is exact to far more bits than the
  /// closest a double comes to a multiple of π/2 (about 2^-61).
  private static func reducedLarge(_ x: Double) -> (Double, Int) {
    let magnitude = x.magnitude
    let m = magnitude.significandBitPattern | (1 << 52)
    let e = Int(magnitude.exponent) - 52
    // The 192 bits of 2/π from bit `start` (bit 1 is the first after the binary point),
    // most significant first.
    let start = max(e - 1, 1)
    let window = twoOverPiBits(from: start)
    // m × window, least significant limb first.
    let low = m.multipliedFullWidth(by: window.2)
    let middle = m.multipliedFullWidth(by: window.1)
    let high = m.multipliedFullWidth(by: window.0)
    var product: (UInt64, UInt64, UInt64, UInt64) = (low.low, 0, 0, 0)
    var overflow: Bool
    (product.1, overflow) = middle.low.addingReportingOverflow(low.high)
    let carry1 = middle.high &+ (overflow ? 1 : 0)
    (product.2, overflow) = high.low.addingReportingOverflow(carry1)
    product.3 = high.high &+ (overflow ? 1 : 0)
    // For e < 2 the window starts at bit 1 and the product is 2 − e bits too far left.
    let shift = start == e - 1 ? 0 : 2 - e
    var q: (UInt64, UInt64, UInt64) = (product.0, product.1, product.2)
    if shift > 0 {
      q = (
        product.0 >> shift | product.1 << (64 - shift),
        product.1 >> shift | product.2 << (64 - shift),
        product.2 >> shift | product.3 << (64 - shift)
      )
    }
    // x · 2/π modulo 4 = q / 2^190: the quadrant, then the fraction left-aligned.
    var quadrant = Int(q.2 >> 62)
    var fraction = (q.0 << 2, q.1 << 2 | q.0 >> 62, q.2 << 2 | q.1 >> 62)
    var negative = false
    if fraction.2 >> 63 == 1 {
      // A fraction of one half or more rounds the quadrant up and leaves 1 − fraction.
      quadrant += 1
      negative = true
      let complement = (~fraction.0, ~fraction.1, ~fraction.2)
      var overflow: Bool
      (fraction.0, overflow) = complement.0.addingReportingOverflow(1)
      (fraction.1, overflow) = complement.1.addingReportingOverflow(overflow ? 1 : 0)
      fraction.2 = complement.2 &+ (overflow ? 1 : 0)
    }
    var scale = 64
    while fraction.2 == 0 && scale < 192 {
      fraction = (0, fraction.0, fraction.1)
      scale += 64
    }
    let zeros = fraction.2.leadingZeroBitCount
    var (hi, lo) = (fraction.2, fraction.1)
    if zeros > 0 {
      hi = hi << zeros | fraction.1 >> (64 - zeros)
      lo = lo << zeros | fraction.0 >> (64 - zeros)
    }
    let f = Double(
      sign: .plus, exponent: -(scale + zeros),
      significand: Double(hi) + Double(lo) * 0x1p-64)
    var r = f * halfPiHigh + f * halfPiLow
    if negative { r = -r }
    if x < 0 { (r, quadrant) = (-r, -quadrant) }
    return (r, (quadrant % 4 + 4) % 4)
  }

  /// 192 bits of 2/π from bit `start` on (bit 1 is the first after the binary point), the
  /// most significant 64 first.
  private static func twoOverPiBits(from start: Int) -> (UInt64, UInt64, UInt64) {
    let offset = start - 1
    let limb = offset / 64
    let shift = UInt64(offset % 64)
    func word(_ index: Int) -> UInt64 {
      let first = twoOverPi[limb + index]
      guard shift > 0 else { return first }
      return first << shift | twoOverPi[limb + index + 1] >> (64 - shift)
    }
    return (word(0), word(1), word(2))
  }

  /// π/2 as the sum of two doubles.
  private static let halfPiHigh = 1.570_796_326_794_896_558_00
  private static let halfPiLow = 6.123_233_995_736_766_035_87e-17

  /// The first 1,344 bits of 2/π, 64 to a word, which reach past the last bit any double
  /// needs (a double below 2^1024 needs bits up to about 1,165).
  private static let twoOverPi: [UInt64] = [
    0xA2F9_836E_4E44_1529, 0xFC27_57D1_F534_DDC0, 0xDB62_9599_3C43_9041,
    0xFE51_63AB_DEBB_C561, 0xB724_6E3A_424D_D2E0, 0x0649_2EEA_09D1_921C,
    0xFE1D_EB1C_B129_A73E, 0xE882_35F5_2EBB_4484, 0xE99C_7026_B45F_7E41,
    0x3991_D639_8353_39F4, 0x9C84_5F8B_BDF9_283B, 0x1FF8_97FF_DE05_980F,
    0xEF2F_118B_5A0A_6D1F, 0x6D36_7ECF_27CB_09B7, 0x4F46_3F66_9E5F_EA2D,
    0x7527_BAC7_EBE5_F17B, 0x3D07_39F7_8A52_92EA, 0x6BFB_5FB1_1F8D_5D08,
    0x5603_3046_FC7B_6BAB, 0xF0CF_BC20_9AF4_361D, 0xA9E3_9161_5EE6_1B08,
  ]

  /// The sine of `r` in -π/4...π/4: Taylor series to r^17 / 17!, the next term below
  /// 1e-19.
  private static func sinKernel(_ r: Double) -> Double {
    let z = r * r
    return r + r * z
      * (-f3 + z * (f5 + z * (-f7 + z * (f9 + z * (-f11 + z * (f13 + z * (-f15 + z * f17)))))))
  }

  /// The cosine of `r` in -π/4...π/4: Taylor series to r^18 / 18!, the next term below
  /// 1e-20.
  private static func cosKernel(_ r: Double) -> Double {
    let z = r * r
    return 1 + z
      * (-f2 + z
        * (f4 + z
          * (-f6 + z
            * (f8 + z
              * (-f10 + z
                * (f12 + z
                  * (-f14 + z
                    * (f16
                      - z * f18))))))))
  }

  // The reciprocals of the factorials, 1/n!, rounded to the nearest double.
  private static let f2 = 0.5
  private static let f3 = 0.16666666666666666
  private static let f4 = 0.041666666666666664
  private static let f5 = 0.008333333333333333
  private static let f6 = 0.001388888888888889
  private static let f7 = 0.0001984126984126984
  private static let f8 = 2.48015873015873e-05
  private static let f9 = 2.7557319223985893e-06
  private static let f10 = 2.755731922398589e-07
  private static let f11 = 2.505210838544172e-08
  private static let f12 = 2.08767569878681e-09
  private static let f13 = 1.6059043836821613e-10
  private static let f14 = 1.1470745597729725e-11
  private static let f15 = 7.647163731819816e-13
  private static let f16 = 4.779477332387385e-14
  private static let f17 = 2.8114572543455206e-15
  private static let f18 = 1.5619206968586225e-16
  private static let f19 = 8.22063524662433e-18
}
