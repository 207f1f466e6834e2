import Foundation
import PropertyBased
import Testing
@_spi(Testing) import Trellis

@Suite("Timing curves")
struct TimingCurveTests {
  static let curves: [TimingCurve] = [
    .linear, .easeIn, .easeOut, .easeInOut,
    .cubicBezier(Point(x: 0.25, y: 0.1), Point(x: 0.25, y: 1)),
    .cubicBezier(Point(x: 0.3, y: -0.5), Point(x: 0.7, y: 1.5)),
    .spring(dampingRatio: 0.3, response: 0.5), .spring(dampingRatio: 1, response: 0.5),
    .spring(dampingRatio: 3, response: 0.5),
  ]

  /// y at x on the cubic Bézier with control points `p1`, `p2`, by plain bisection on x:
  /// a reference independent of the curve's own solver.
  static func referenceBezier(_ p1: Point, _ p2: Point, at x: Double) -> Double {
    func coordinate(_ s: Double, _ a: Double, _ b: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
    }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<200 {
      let middle = (low + high) / 2
      if coordinate(middle, p1.x, p2.x) < x { low = middle } else { high = middle }
    }
    return coordinate((low + high) / 2, p1.y, p2.y)
  }

  @Test(
    "every curve starts at exactly 0, ends at exactly 1 and clamps its progress", arguments: curves)
  func ends(curve: TimingCurve) {
    #expect(curve.value(at: 0) == 0)
    #expect(curve.value(at: 1) == 1)
    #expect(curve.value(at: -3) == 0)
    #expect(curve.value(at: 7) == 1)
    #expect(curve.value(at: .nan) == 0)
    #expect(curve.value(at: .infinity) == 1)
  }

  @Test("linear is the identity")
  func linear() {
    #expect(TimingCurve.linear.value(at: 0.5) == 0.5)
    #expect(TimingCurve.linear.value(at: 0.3) == 0.3)
  }

  @Test("ease-in-out is CSS's: 0.5 halfway and 0.12916 at a quarter")
  func easeInOut() {
    #expect((TimingCurve.easeInOut.value(at: 0.5) - 0.5).magnitude < 1e-15)
    let quarter = TimingCurve.easeInOut.value(at: 0.25)
    // CSS `ease-in-out` at 25% is 0.1291 to four places.
    #expect((quarter - 0.1291).magnitude < 1e-4)
    let reference = Self.referenceBezier(Point(x: 0.42, y: 0), Point(x: 0.58, y: 1), at: 0.25)
    #expect((quarter - reference).magnitude < 1e-14)
    #expect(
      TimingCurve.cubicBezier(Point(x: 0.42, y: 0), Point(x: 0.58, y: 1)).value(at: 0.25)
        == quarter)
  }

  @Test("ease-in and ease-out mirror each other")
  func easeInAndOut() async {
    let easeIn = TimingCurve.easeIn.value(at: 0.5)
    #expect(
      (easeIn - Self.referenceBezier(Point(x: 0.42, y: 0), Point(x: 1, y: 1), at: 0.5)).magnitude
        < 1e-14)
    #expect(easeIn < 0.5 && TimingCurve.easeOut.value(at: 0.5) > 0.5)
    await propertyCheck(count: 500, input: Gen.double(in: 0...1)) { p in
      let mirrored = 1 - TimingCurve.easeIn.value(at: 1 - p)
      #expect((TimingCurve.easeOut.value(at: p) - mirrored).magnitude < 1e-12, "at \(p)")
      let symmetric = 1 - TimingCurve.easeInOut.value(at: 1 - p)
      #expect((TimingCurve.easeInOut.value(at: p) - symmetric).magnitude < 1e-12, "at \(p)")
    }
  }

  @Test("Bézier curves agree with a bisection reference, also where Newton's method stalls")
  func bezierAgainstReference() async {
    let coordinates = Gen.double(in: 0...1)
    let heights = Gen.double(in: -1...2)
    await propertyCheck(count: 500, input: coordinates, heights, coordinates, heights) {
      x1, y1, x2, y2 in
      let (p1, p2) = (Point(x: x1, y: y1), Point(x: x2, y: y2))
      for progress in stride(from: 0.01, to: 1, by: 0.07) {
        let value = TimingCurve.cubicBezier(p1, p2).value(at: progress)
        let reference = Self.referenceBezier(p1, p2, at: progress)
        #expect((value - reference).magnitude < 1e-9, "\(p1) \(p2) at \(progress)")
      }
    }
    // Flat in x at both ends and in the middle: Newton's method has no slope to follow.
    let flat = TimingCurve.cubicBezier(Point(x: 0, y: 0.9), Point(x: 1, y: 0.1))
    for progress in [1e-9, 0.001, 0.5, 0.999, 1 - 1e-9] {
      let reference = Self.referenceBezier(Point(x: 0, y: 0.9), Point(x: 1, y: 0.1), at: progress)
      #expect((flat.value(at: progress) - reference).magnitude < 1e-9, "at \(progress)")
    }
  }

  @Test("curves whose control points stay in the unit square never decrease")
  func monotone() async {
    let unit = Gen.double(in: 0...1)
    await propertyCheck(count: 300, input: unit, unit, unit, unit, unit.array(of: 20)) {
      x1, y1, x2, y2, progresses in
      let curves: [TimingCurve] = [
        .linear, .easeIn, .easeOut, .easeInOut,
        .cubicBezier(Point(x: x1, y: y1), Point(x: x2, y: y2)),
      ]
      let sorted = progresses.sorted()
      for curve in curves {
        let values = sorted.map { curve.value(at: $0) }
        for (earlier, later) in zip(values, values.dropFirst()) {
          #expect(later >= earlier - 1e-12, "\(curve) over \(sorted)")
        }
        #expect(values.allSatisfy { (0...1).contains($0) }, "\(curve)")
      }
    }
  }

  @Test("a critically damped spring follows 1 - (1 + ωt)·e^(-ωt)")
  func criticallyDampedSpring() throws {
    let response = 0.5
    let spring = TimingCurve.spring(dampingRatio: 1, response: response)
    let omega = 2 * Double.pi / response
    let duration = try #require(spring.settlingDuration)
    // (1 + u)·e^(-u) = 0.001 at u = 9.233413476451585 (solved by bisection), so the
    // spring settles at u/ω seconds.
    #expect((duration - 9.233_413_476_451_585 / omega).magnitude < 1e-12)
    for time in [0.02, 0.1, 0.25, 0.5, 0.7] {
      let expected = 1 - (1 + omega * time) * exp(-omega * time)
      #expect((spring.value(at: time / duration) - expected).magnitude < 1e-12, "at \(time) s")
    }
    // Just before the end, the spring is 0.1% short of it.
    #expect((spring.value(at: 1 - 1e-12) - 0.999).magnitude < 1e-9)
  }

  @Test("an underdamped spring overshoots and follows the damped oscillation")
  func underdampedSpring() throws {
    let (zeta, response) = (0.3, 0.4)
    let spring = TimingCurve.spring(dampingRatio: zeta, response: response)
    let omega = 2 * Double.pi / response
    let damped = omega * (1 - zeta * zeta).squareRoot()
    let duration = try #require(spring.settlingDuration)
    for time in [0.05, 0.1, 0.2, 0.3, 0.6] {
      let expected =
        1 - exp(-zeta * omega * time)
        * (cos(damped * time) + zeta * omega / damped * sin(damped * time))
      #expect((spring.value(at: time / duration) - expected).magnitude < 1e-12, "at \(time) s")
    }
    // The first peak, at t = π/ω_d, overshoots by e^(-ζπ/√(1-ζ²)).
    let peak = spring.value(at: Double.pi / damped / duration)
    #expect(
      (peak - (1 + exp(-zeta * Double.pi / (1 - zeta * zeta).squareRoot()))).magnitude < 1e-12)
    #expect(peak > 1.3)
  }

  @Test("an overdamped spring follows the sum of its two exponentials")
  func overdampedSpring() throws {
    let (zeta, response) = (2.5, 1.0)
    let spring = TimingCurve.spring(dampingRatio: zeta, response: response)
    let omega = 2 * Double.pi / response
    let beta = (zeta * zeta - 1).squareRoot()
    // The roots of s² + 2ζωs + ω² and the motion from rest at 0 toward 1.
    let (r1, r2) = (-omega * (zeta - beta), -omega * (zeta + beta))
    let duration = try #require(spring.settlingDuration)
    for time in [0.01, 0.1, 0.5, 1, 2] {
      let expected = 1 - (r2 * exp(r1 * time) - r1 * exp(r2 * time)) / (r2 - r1)
      #expect((spring.value(at: time / duration) - expected).magnitude < 1e-12, "at \(time) s")
    }
    #expect(
      (1 - (r2 * exp(r1 * duration) - r1 * exp(r2 * duration)) / (r2 - r1) - 0.999).magnitude < 1e-9
    )
  }

  @Test("after its settling duration a spring stays within 0.1% of the end")
  func settling() async {
    await propertyCheck(count: 300, input: Gen.double(in: 0.01...5)) { zeta in
      let motion = SpringMotion(dampingRatio: zeta)
      let settled = motion.settlingTime
      // Within rounding of 0.1% at the settling time, and below it at every later time.
      for step in 0..<400 {
        let remaining = motion.remaining(at: settled * (1 + Double(step) / 40))
        #expect(remaining.magnitude <= 0.001 * (1 + 1e-12), "ζ \(zeta), step \(step)")
      }
      #expect(motion.bound(at: settled) <= 0.001 * (1 + 1e-12), "ζ \(zeta)")
      #expect(motion.bound(at: settled * 0.999) > 0.001, "ζ \(zeta): settles later than needed")
    }
  }

  @Test("the critically damped spring settles at v with (1 + v)·e^(-v) = 0.001")
  func criticalSettlingTime() {
    let v = SpringMotion.criticalSettlingTime
    #expect(((1 + v) * exp(-v) - 0.001).magnitude < 1e-17)
    #expect((v - 9.233_413_476_451_585).magnitude < 1e-12)
  }

  @Test("springs near critical damping agree with the critical one")
  func nearCritical() {
    let critical = TimingCurve.spring(dampingRatio: 1, response: 1)
    for ratio in [1 - 1e-9, 1 - 1e-6, 1 + 1e-9, 1 + 1e-6] {
      let near = TimingCurve.spring(dampingRatio: ratio, response: 1)
      for progress in stride(from: 0.05, to: 1, by: 0.1) {
        #expect((near.value(at: progress) - critical.value(at: progress)).magnitude < 1e-5)
      }
      #expect((near.settlingDuration! - critical.settlingDuration!).magnitude < 1e-4)
    }
  }

  @Test("a spring's duration grows with its response; Bézier curves have none")
  func durations() throws {
    let short = try #require(TimingCurve.spring(dampingRatio: 0.7, response: 0.25).settlingDuration)
    let long = try #require(TimingCurve.spring(dampingRatio: 0.7, response: 0.5).settlingDuration)
    #expect((long - 2 * short).magnitude < 1e-12)
    #expect(TimingCurve.easeInOut.settlingDuration == nil)
    #expect(TimingCurve.spring(dampingRatio: 0.7, response: -1).settlingDuration == 0)
    // The shape does not depend on the response.
    #expect(
      TimingCurve.spring(dampingRatio: 0.7, response: 0.25).value(at: 0.3)
        == TimingCurve.spring(dampingRatio: 0.7, response: 3).value(at: 0.3))
  }

  @Test("bad parameters are reported by validate and clamped when sampling")
  func validation() {
    #expect(throws: TimingCurveError.invalidControlPoint(Point(x: 1.5, y: 0))) {
      try TimingCurve.cubicBezier(Point(x: 1.5, y: 0), Point(x: 0.5, y: 1)).validate()
    }
    #expect(throws: TimingCurveError.invalidDampingRatio(0)) {
      try TimingCurve.spring(dampingRatio: 0, response: 1).validate()
    }
    #expect(throws: TimingCurveError.invalidResponse(-.infinity)) {
      try TimingCurve.spring(dampingRatio: 1, response: -.infinity).validate()
    }
    #expect(throws: Never.self) {
      try TimingCurve.cubicBezier(Point(x: 0.1, y: -2), Point(x: 1, y: 3)).validate()
    }
    #expect(
      TimingCurveError.invalidDampingRatio(-1).description
        == "the damping ratio is -1.0; it must be finite and greater than zero")
    // Sampling never fails: a NaN control point makes the curve linear, a damping ratio
    // of zero is clamped to 0.01.
    let broken = TimingCurve.cubicBezier(Point(x: .nan, y: 0), Point(x: 0.5, y: 1))
    #expect(broken.value(at: 0.3) == 0.3)
    let undamped = TimingCurve.spring(dampingRatio: 0, response: 1)
    #expect(
      undamped.value(at: 0.5) == TimingCurve.spring(dampingRatio: 0.01, response: 1).value(at: 0.5))
    #expect(undamped.settlingDuration!.isFinite)
  }
}
