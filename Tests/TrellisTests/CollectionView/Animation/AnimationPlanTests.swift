import Foundation
import PropertyBased
import Testing
import Trellis

@Suite("Animation plans")
struct AnimationPlanTests {
  static func cell(_ item: Int) -> ElementID { .cell(IndexPath(item: item, section: 0)) }

  static func attributes(_ id: ElementID, x: Double, y: Double, alpha: Double = 1, zIndex: Int = 0)
    -> LayoutAttributes
  {
    LayoutAttributes(
      id: id, frame: Rect(x: x, y: y, width: 100, height: 100), alpha: alpha, zIndex: zIndex)
  }

  /// An insert, a move (from item 3 to item 4), a delete and an item that shifted.
  static let plan = AnimationPlan(
    elements: [
      ElementAnimation(
        element: cell(0), change: .insert, from: attributes(cell(0), x: 0, y: 0, alpha: 0),
        to: attributes(cell(0), x: 0, y: 0)),
      ElementAnimation(
        element: cell(4), change: .move, from: attributes(cell(3), x: 0, y: 300, zIndex: 1),
        to: attributes(cell(4), x: 200, y: 100, zIndex: 3)),
      ElementAnimation(
        element: cell(7), change: .delete, from: attributes(cell(7), x: 100, y: 700),
        to: attributes(cell(7), x: 100, y: 700, alpha: 0)),
      ElementAnimation(
        element: cell(1), change: .none, from: attributes(cell(0), x: 0, y: 0),
        to: attributes(cell(1), x: 100, y: 0)),
    ],
    curve: .linear)

  @Test("halfway along a linear plan every element is halfway")
  func halfway() {
    let samples = Self.plan.attributes(at: 0.5)
    #expect(samples.map(\.id) == [Self.cell(0), Self.cell(4), Self.cell(7), Self.cell(1)])
    #expect(samples[0].alpha == 0.5 && samples[0].frame.origin == Point(x: 0, y: 0))
    #expect(samples[1].frame.origin == Point(x: 100, y: 200))
    #expect(samples[1].zIndex == 1)
    #expect(samples[2].alpha == 0.5)
    #expect(samples[3].frame.origin == Point(x: 50, y: 0))
  }

  @Test("the ends of a plan are its start and end attributes, keyed by the element")
  func ends() {
    for (sample, animation) in zip(Self.plan.attributes(at: 0), Self.plan.elements) {
      var expected = animation.from
      expected.id = animation.element
      #expect(sample == expected)
    }
    for (sample, animation) in zip(Self.plan.attributes(at: 1), Self.plan.elements) {
      var expected = animation.to
      expected.id = animation.element
      #expect(sample == expected)
    }
    #expect(Self.plan.attributes(at: -1) == Self.plan.attributes(at: 0))
    #expect(Self.plan.attributes(at: 5) == Self.plan.attributes(at: 1))
  }

  @Test("the plan's curve paces every element")
  func curve() {
    var plan = Self.plan
    plan.curve = .easeInOut
    let eased = TimingCurve.easeInOut.value(at: 0.25)
    let moved = plan.attributes(at: 0.25)[1]
    // From (0, 300) to (200, 100).
    #expect((moved.frame.minX - 200 * eased).magnitude < 1e-12)
    #expect((moved.frame.minY - (300 - 200 * eased)).magnitude < 1e-12)
  }

  @Test("a bouncy spring carries elements past their place but switches z-index only at the end")
  func springOvershoot() throws {
    var plan = Self.plan
    plan.curve = .spring(dampingRatio: 0.3, response: 0.5)
    let samples = stride(from: 0.0, through: 1, by: 0.01).map { plan.attributes(at: $0)[1] }
    // The move ends at x = 200; the spring overshoots by about 37%.
    let farthest = try #require(samples.map(\.frame.minX).max())
    #expect(farthest > 260)
    #expect(samples.dropLast().allSatisfy { $0.zIndex == 1 })
    #expect(samples.last?.zIndex == 3 && samples.last?.frame.minX == 200)
  }

  @Test("sampling element by element agrees with the plan, for random plans and progress")
  func samplingAgrees() async {
    let coordinate = Gen.double(in: -500...500)
    let frame = zip(coordinate, coordinate, Gen.double(in: 0...300), Gen.double(in: 0...300))
      .map { Rect(x: $0, y: $1, width: $2, height: $3) }
    let animation = zip(frame, frame, Gen.double(in: 0...1), Gen.int(in: 0...1000))
      .map { start, end, alpha, item in
        let id = AnimationPlanTests.cell(item)
        return ElementAnimation(
          element: id, change: .none, from: LayoutAttributes(id: id, frame: start, alpha: alpha),
          to: LayoutAttributes(id: id, frame: end, alpha: 1 - alpha))
      }
    let curves: [TimingCurve] = [.linear, .easeIn, .easeOut, .easeInOut]
    let curve = Gen<TimingCurve?>.element(of: curves).compactMap { $0 }
    await propertyCheck(
      count: 300, input: animation.array(of: 0...20), curve, Gen.double(in: 0...1)
    ) { animations, curve, progress in
      let plan = AnimationPlan(elements: animations, curve: curve)
      var sampled: [LayoutAttributes] = []
      plan.forEachAttributes(at: progress) { sampled.append($0) }
      #expect(sampled == animations.map { $0.attributes(at: progress, curve: curve) })
      #expect(sampled == plan.attributes(at: progress))
      // A curve that stays in 0...1 keeps every frame between its ends.
      for (sample, animation) in zip(sampled, animations) {
        let (a, b) = (animation.from.frame.minX, animation.to.frame.minX)
        #expect(sample.frame.minX >= min(a, b) - 1e-9 && sample.frame.minX <= max(a, b) + 1e-9)
        #expect((0...1).contains(sample.alpha))
      }
    }
  }
}

/// The examples of the Animations article and of the timing curve's documentation, run
/// as written.
@Suite("Animation documentation examples")
struct AnimationDocumentationTests {
  @Test("the article's plan grows the new item and moves the old one along a spring")
  func articlePlan() throws {
    let first = ElementID.cell(IndexPath(item: 0, section: 0))
    let second = ElementID.cell(IndexPath(item: 1, section: 0))
    let plan = AnimationPlan(
      elements: [
        ElementAnimation(
          element: first, change: .insert,
          from: LayoutAttributes(
            id: first, frame: Rect(x: 0, y: 0, width: 100, height: 100),
            transform3D: .scale(x: 0.5, y: 0.5), alpha: 0),
          to: LayoutAttributes(id: first, frame: Rect(x: 0, y: 0, width: 100, height: 100))),
        ElementAnimation(
          element: second, change: .none,
          from: LayoutAttributes(id: first, frame: Rect(x: 0, y: 0, width: 100, height: 100)),
          to: LayoutAttributes(id: second, frame: Rect(x: 110, y: 0, width: 100, height: 100))),
      ],
      curve: .spring(dampingRatio: 0.8, response: 0.4))

    let duration = plan.curve.settlingDuration ?? 0.3
    // ζ = 0.8: the envelope e^(-ζu)/√(1-ζ²) falls to 0.001 at u = ln(1000/0.6)/0.8, which
    // is 9.2733 (before (1 + ζu)·e^(-ζu) does); t = u·0.4/2π = 0.5904 s.
    #expect((duration - log(1000 / 0.6) / 0.8 * 0.4 / (2 * .pi)).magnitude < 1e-12)
    #expect((duration - 0.59).magnitude < 0.005)

    var samples: [LayoutAttributes] = []
    plan.forEachAttributes(at: 0.1 / duration) { samples.append($0) }
    let value = plan.curve.value(at: 0.1 / duration)
    #expect(samples.map(\.id) == [first, second])
    #expect((samples[0].alpha - value).magnitude < 1e-12)
    #expect((samples[0].transform3D.m11 - (0.5 + 0.5 * value)).magnitude < 1e-12)
    #expect((samples[1].frame.minX - 110 * value).magnitude < 1e-12)
  }

  @Test("the article's transforms: an eighth turn and a scale of 0.75 halfway")
  func articleTransforms() {
    let quarterTurn = Transform3D.rotation(angle: .pi / 2, x: 0, y: 1, z: 0)
    let eighthTurn = Transform3D.identity.interpolated(to: quarterTurn, progress: 0.5)
    let half = 0.5.squareRoot()
    #expect((eighthTurn.m11 - half).magnitude < 1e-15 && (eighthTurn.m13 + half).magnitude < 1e-15)
    #expect(
      Transform3D.identity.interpolated(to: .scale(x: 0.5, y: 0.5), progress: 0.5)
        == .scale(x: 0.75, y: 0.75))
  }

  @Test("the timing curve's documented values")
  func curveDocumentation() {
    #expect(TimingCurve.easeInOut.value(at: 0.5) == 0.5)
    #expect(String(TimingCurve.easeInOut.value(at: 0.25)).hasPrefix("0.1291"))
  }
}
