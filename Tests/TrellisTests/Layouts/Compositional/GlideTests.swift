import Foundation
import PropertyBased
import Testing
import Trellis

@Suite("Glide of a released row")
struct GlideTests {
  @Test("the time constant is rate / (1000 (1 - rate)) seconds: 0.499 normal, 0.099 fast")
  func timeConstants() {
    #expect(abs(Glide.timeConstant(rate: 0.998) - 0.499) < 1e-12)
    #expect(abs(Glide.timeConstant(rate: 0.99) - 0.099) < 1e-12)
    #expect(Glide.timeConstant(rate: 0) == 0)
    #expect(Glide.timeConstant(rate: 1) == 0)
  }

  @Test("a row covers 1 - 1/e of the way in one time constant and rests after tau ln(2d)")
  func exponentialApproach() {
    let glide = Glide(from: 0, to: 499, timeConstant: 0.499)
    // 499 (1 - e^-1) = 315.428...
    #expect(abs(glide.offset(after: 0.499) - 315.428_158_8) < 1e-6)
    // Half a point is left after 0.499 ln(998) = 3.44597 s.
    #expect(abs(glide.duration - 3.445_971_3) < 1e-6)
    #expect(glide.offset(after: 0) == 0)
    #expect(glide.offset(after: glide.duration) == 499)
    #expect(abs(glide.offset(after: glide.duration - 1e-9) - 498.5) < 1e-6)
    // Backwards the same way.
    let back = Glide(from: 499, to: 0, timeConstant: 0.499)
    #expect(abs(back.offset(after: 0.499) - (499 - 315.428_158_8)) < 1e-6)
  }

  @Test("a release that stops on its own keeps the rate; one that snaps settles at the fast rate")
  func timeConstantOfARelease() {
    // 1,000 points per second at the normal rate glide 499 points on their own.
    #expect(
      Glide(from: 100, to: 599, velocity: 1_000, rate: .normal).timeConstant
        == Glide.timeConstant(rate: 0.998))
    #expect(
      Glide(from: 100, to: 700, velocity: 1_000, rate: .normal).timeConstant
        == Glide.timeConstant(rate: 0.99))
    // A rate faster than the fast one keeps its own.
    #expect(
      Glide(from: 0, to: 300, velocity: 0, rate: .custom(0.9)).timeConstant
        == Glide.timeConstant(rate: 0.9))
    // Nothing to cover, or no time to cover it in: at rest at once.
    #expect(Glide(from: 10, to: 10.4, timeConstant: 0.5).duration == 0)
    #expect(Glide(from: 0, to: 300, timeConstant: 0).offset(after: 0) == 300)
  }

  @Test("a glide moves one way only, from its start to its end, for random glides")
  func monotone() async {
    await propertyCheck(
      count: 300, input: Gen.double(in: -2_000...2_000), Gen.double(in: -2_000...2_000),
      Gen.double(in: 0.001...2), Gen.double(in: 0...1).array(of: 2...12)
    ) { start, end, timeConstant, fractions in
      let glide = Glide(from: start, to: end, timeConstant: timeConstant)
      let times = fractions.sorted().map { $0 * glide.duration * 1.1 }
      let offsets = times.map { glide.offset(after: $0) }
      for (earlier, later) in zip(offsets, offsets.dropFirst()) {
        #expect(abs(later - end) <= abs(earlier - end) + 1e-9)
      }
      for offset in offsets {
        #expect(offset >= min(start, end) - 1e-9 && offset <= max(start, end) + 1e-9)
      }
      #expect(glide.offset(after: glide.duration) == end)
    }
  }

  @Test("a snapping row springs from rest: 100 - (100 + 1000 t) e^(-10 t), eased in")
  func springFromRest() {
    let glide = Glide(from: 0, to: 100, velocity: 0, timeConstant: 0.1)
    // 100 - 200 / e = 26.42411...
    #expect(abs(glide.offset(after: 0.1) - 26.424_111_765_7) < 1e-9)
    // It starts at the finger's speed, 0: a microsecond in, it has barely moved.
    #expect(abs(glide.offset(after: 1e-6)) < 1e-7)
    // It rests where (100 + 1000 t) e^(-10 t) falls to half a point: t = 0.1 ln(200 + 2000 t).
    let duration = glide.duration
    #expect(abs(duration - 0.1 * log(200 + 2_000 * duration)) < 1e-9)
    #expect(abs(glide.offset(after: duration - 1e-9) - 100) <= Glide.restingDistance + 1e-6)
  }

  @Test("a flick harder than the page needs carries the row past it and back")
  func springOvershoots() {
    // a = -100, b = 2000 - 1000 = 1000: at the page at t = 0.1, then 100 e^-2 past it.
    let glide = Glide(from: 0, to: 100, velocity: 2_000, timeConstant: 0.1)
    #expect(abs(glide.offset(after: 0.1) - 100) < 1e-9)
    #expect(abs(glide.offset(after: 0.2) - 113.533_528_323_7) < 1e-9)
    #expect(glide.offset(after: glide.duration) == 100)
  }

  @Test("a release that snaps keeps the finger's speed; one that stops on its own too")
  func releaseKeepsTheFingersSpeed() {
    #expect(Glide(from: 100, to: 700, velocity: 1_000, rate: .normal).velocity == 1_000)
    let natural = Glide(from: 100, to: 599, velocity: 1_000, rate: .normal)
    #expect(abs(natural.velocity - 1_000) < 1e-9)
  }

  @Test(
    "a spring starts where and as fast as released and ends within half a point, for random releases"
  )
  func springInvariants() async {
    await propertyCheck(
      count: 300, input: Gen.double(in: -2_000...2_000), Gen.double(in: -2_000...2_000),
      Gen.double(in: -5_000...5_000), Gen.double(in: 0.01...1)
    ) { start, end, velocity, timeConstant in
      let glide = Glide(from: start, to: end, velocity: velocity, timeConstant: timeConstant)
      #expect(glide.offset(after: 0) == start)
      #expect(glide.offset(after: glide.duration) == end)
      let step = 1e-7
      let speed = (glide.offset(after: step) - start) / step
      #expect(glide.duration == 0 || abs(speed - velocity) <= 1e-3 * max(1, abs(velocity)) + 1)
      if glide.duration > 0 {
        let last = glide.offset(after: glide.duration * (1 - 1e-12))
        #expect(abs(last - end) <= Glide.restingDistance + 1e-6)
      }
    }
  }
}
