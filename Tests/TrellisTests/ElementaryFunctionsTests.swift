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
