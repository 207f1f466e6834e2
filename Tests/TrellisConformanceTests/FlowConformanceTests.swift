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
      try FlowCase(itemCounts: counts, seed: seed)
        .expectConforms(seed: seed, checksQueryOrder: true)
    }
  }

  @Test("with pinning, collection supplementaries and backgrounds, scrolled anywhere")
  func withBehaviors() async {
    await propertyCheck(count: 60, input: Self.itemCounts, Gen.uint64()) { counts, seed in
      try FlowCase(itemCounts: counts, seed: seed, behaviors: true).expectConformsScrolledAnywhere(
        seed: seed)
    }
  }

  @Test("an update through a layout change ends where a fresh preparation does")
  func update() async {
    await propertyCheck(count: 60, input: Self.itemCounts, Gen.uint64()) { counts, seed in
      try FlowCase(itemCounts: counts, seed: seed, behaviors: seed % 2 == 0)
        .expectUpdateConforms(seed: seed)
    }
  }
}
