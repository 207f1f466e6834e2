import PropertyBased
import Testing
import Trellis
import TrellisConformance
import TrellisTestSupport

/// The conformance kit over random flow layouts, with and without pinning, collection
/// supplementaries and section backgrounds, at random scroll offsets.
@Suite("Flow layout: conformance")
struct FlowConformanceTests {
  static let itemCounts = Gen.int(in: 0...40).array(of: 0...4)

  @Test("a prepared flow layout conforms, and its queries keep the order of all elements")
  func prepared() async {
    await propertyCheck(count: 60, input: Self.itemCounts, Gen.uint64()) { counts, seed in
      let scenario = FlowCase(itemCounts: counts, seed: seed)
      let layout = try scenario.prepared()
      let violations = LayoutConformance(seed: seed, checksQueryOrder: true).violations(
        of: layout)
      #expect(violations.isEmpty, "\(scenario): \(violations)")
    }
  }

  @Test("with pinning, collection supplementaries and backgrounds, scrolled anywhere")
  func withBehaviors() async {
    await propertyCheck(count: 60, input: Self.itemCounts, Gen.uint64()) { counts, seed in
      let scenario = FlowCase(itemCounts: counts, seed: seed, behaviors: true)
      let layout = try scenario.prepared()
      try expectConformsScrolledAnywhere(layout, seed: seed, scenario)
    }
  }

  @Test("an update through a layout change ends where a fresh preparation does")
  func update() async {
    await propertyCheck(count: 60, input: Self.itemCounts, Gen.uint64()) { counts, seed in
      var scenario = FlowCase(itemCounts: counts, seed: seed, behaviors: seed % 2 == 0)
      let layout = try scenario.prepared()
      var random = SplitMix64(seed: seed ^ 0x5EED)
      let edit = randomEdit(of: scenario.content.sections, using: &random) { random in
        FlowCase.section(itemCount: Int.random(in: 0...30, using: &random), using: &random)
      }
      scenario.content.sections = edit.sections
      let violations = LayoutConformance(seed: seed).violations(
        updating: layout, to: scenario.content, through: edit.change,
        comparedWith: FlowLayout(configuration: scenario.configuration))
      #expect(violations.isEmpty, "\(scenario), \(edit.change): \(violations)")
    }
  }
}
