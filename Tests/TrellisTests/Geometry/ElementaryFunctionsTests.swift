import Foundation
import PropertyBased
import Testing
@_spi(Testing) import Trellis

/// The core's own sine, cosine, exponential and arc tangent (it links no C math library)
/// against the platform's.
@Suite("Elementary functions")
struct ElementaryFunctionsTests {
  /// Whether `value` is within `ulps` units in the last place of `expected` (or within
  /// 1e-300 of it, for results near zero).
  func isClose(_ value: Double, _ expected: Double, ulps: Double = 2) -> Bool {
    (value - expected).magnitude <= max(ulps * expected.ulp, 1e-300)
  }

  @Test("known values")
  func knownValues() {
    // π/6 and π/3 are not exactly representable: their sine and cosine are 0.5 within an ulp.
    #expect(isClose(Elementary.sin(.pi / 6), 0.5, ulps: 1))
    #expect(isClose(Elementary.cos(.pi / 3), 0.5, ulps: 1))
    #expect(Elementary.sin(0) == 0 && Elementary.cos(0) == 1)
    #expect(Elementary.exp(0) == 1)
    #expect(isClose(Elementary.exp(1), 2.718_281_828_459_045))
    #expect(isClose(Elementary.atan2(1, 1), .pi / 4))
    #expect(isClose(Elementary.atan2(-1, -1), -3 * .pi / 4))
    #expect(isClose(Elementary.atan2(1, 0), .pi / 2))
    #expect(Elementary.atan2(0, -1) == .pi)
    #expect(Elementary.exp(-800) == 0 && Elementary.exp(800) == .infinity)
    #expect(Elementary.sin(.nan).isNaN && Elementary.cos(.infinity).isNaN)
  }

  @Test("sine and cosine agree with the platform's to a few units in the last place")
  func sineAndCosine() async {
    await propertyCheck(count: 2000, input: Gen.double(in: -1000...1000)) { x in
      // Near a zero of the function the absolute error is what counts.
      #expect((Elementary.sin(x) - sin(x)).magnitude <= 4 * Double.ulpOfOne, "sin \(x)")
      #expect((Elementary.cos(x) - cos(x)).magnitude <= 4 * Double.ulpOfOne, "cos \(x)")
    }
  }

  @Test(
    "sine and cosine of huge angles are reduced exactly: known values to a few ulps",
    arguments: [
      (1e6, -0.349_993_502_171_292_94, 0.936_752_127_533_144_7),
      (1e9, 0.545_843_449_448_699_6, 0.837_887_181_363_902_4),
      (1e15, 0.858_272_793_170_235_9, -0.513_193_737_786_970_3),
      (1e22, -0.852_200_849_767_188_8, 0.523_214_785_395_139),
      (0x1p60, -0.830_649_217_637_254_6, -0.556_796_082_276_641_7),
      (.greatestFiniteMagnitude, 0.004_961_954_789_184_062, -0.999_987_689_426_559_9),
      // The double nearest a multiple of π/2 (Kahan and McDonald): its cosine is tiny,
      // so every digit of the reduction counts. It is x − (4k + 1)·π/2 = 4.6871659242546276e-19
      // by exact rational arithmetic with π to 3,000 bits, so the cosine is minus that.
      (6_381_956_970_095_103 * 0x1p797, 1.0, -4.687_165_924_254_627_6e-19),
    ])
  func hugeAngles(x: Double, sine: Double, cosine: Double) {
    #expect(isClose(Elementary.sin(x), sine, ulps: 4), "sin \(x)")
    #expect(isClose(Elementary.cos(x), cosine, ulps: 4), "cos \(x)")
    #expect(isClose(Elementary.sin(-x), -sine, ulps: 4), "sin -\(x)")
    #expect(isClose(Elementary.cos(-x), cosine, ulps: 4), "cos -\(x)")
  }

  @Test("sine and cosine agree with the platform's to 4 ulps of 1 from 1e-9 to 1e15 and beyond")
  func wideRange() async {
    // Log-uniform magnitudes of either sign; the error bound is absolute, 4 × 2^-52,
    // since near a zero of the function the absolute error is what counts.
    await propertyCheck(
      count: 4000, input: Gen.double(in: -9...15), Gen.double(in: -1...1)
    ) { power, sign in
      let x = (sign < 0 ? -1 : 1) * pow(10, power)
      #expect((Elementary.sin(x) - sin(x)).magnitude <= 4 * Double.ulpOfOne, "sin \(x)")
      #expect((Elementary.cos(x) - cos(x)).magnitude <= 4 * Double.ulpOfOne, "cos \(x)")
    }
    await propertyCheck(count: 2000, input: Gen.double(in: 15...308)) { power in
      let x = pow(10, power)
      #expect((Elementary.sin(x) - sin(x)).magnitude <= 4 * Double.ulpOfOne, "sin \(x)")
      #expect((Elementary.cos(x) - cos(x)).magnitude <= 4 * Double.ulpOfOne, "cos \(x)")
    }
  }

  @Test("the exponential and the hyperbolic functions agree with the platform's")
  func exponential() async {
    await propertyCheck(count: 2000, input: Gen.double(in: -700...700)) { x in
      #expect(isClose(Elementary.exp(x), exp(x), ulps: 4), "exp \(x)")
    }
    await propertyCheck(count: 2000, input: Gen.double(in: -20...20)) { x in
      #expect(isClose(Elementary.sinh(x), sinh(x), ulps: 4), "sinh \(x)")
      #expect(isClose(Elementary.cosh(x), cosh(x), ulps: 4), "cosh \(x)")
    }
    await propertyCheck(count: 500, input: Gen.double(in: -1e-6...1e-6)) { x in
      #expect(isClose(Elementary.sinh(x), sinh(x), ulps: 2), "sinh \(x)")
    }
  }

  @Test("the logarithm agrees with the platform's from subnormal numbers to the largest")
  func logarithm() async {
    #expect(Elementary.log(1) == 0)
    #expect(Elementary.log(0) == -.infinity && Elementary.log(-1).isNaN)
    #expect(isClose(Elementary.log(.leastNonzeroMagnitude), log(.leastNonzeroMagnitude)))
    await propertyCheck(count: 2000, input: Gen.double(in: -700...700)) { power in
      let x = exp(power)
      #expect(isClose(Elementary.log(x), log(x), ulps: 2), "log \(x)")
    }
    await propertyCheck(count: 1000, input: Gen.double(in: 0.5...2)) { x in
      // Near 1 the result is tiny: compare absolutely.
      #expect((Elementary.log(x) - log(x)).magnitude <= 2 * Double.ulpOfOne, "log \(x)")
    }
  }

  @Test("the arc tangent of a point agrees with the platform's in every quadrant")
  func arcTangent() async {
    await propertyCheck(count: 2000, input: Gen.double(in: -100...100), Gen.double(in: -100...100))
    {
      y, x in
      #expect(isClose(Elementary.atan2(y, x), atan2(y, x), ulps: 4), "atan2(\(y), \(x))")
    }
  }
}
