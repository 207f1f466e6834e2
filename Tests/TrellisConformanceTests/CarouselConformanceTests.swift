import PropertyBased
import Testing
import Trellis
import TrellisConformance
import TrellisTestSupport

/// The conformance kit over random carousels of every style: queries and hit testing by
/// the drawn shapes of transformed items, at random scroll offsets.
@Suite("Carousel layout: conformance")
struct CarouselConformanceTests {
  static let itemCounts = Gen.int(in: 0...30).array(of: 0...4)

  @Test("a prepared carousel conforms, scrolled anywhere")
  func prepared() async {
    await propertyCheck(count: 60, input: Self.itemCounts, Gen.uint64()) { counts, seed in
      try CarouselCase(itemCounts: counts, seed: seed).expectConformsScrolledAnywhere(seed: seed)
    }
  }

  @Test("an update through a layout change ends where a fresh preparation does")
  func update() async {
    await propertyCheck(count: 60, input: Self.itemCounts, Gen.uint64()) { counts, seed in
      let scenario = CarouselCase(itemCounts: counts, seed: seed)
      let layout = try scenario.prepared()
      var random = SplitMix64(seed: seed ^ 0x5EED)
      let edit = randomEdit(of: counts, using: &random) { Int.random(in: 0...30, using: &$0) }
      expectUpdate(
        layout, to: CarouselContent(itemCounts: edit.sections), through: edit.change,
        comparedWith: scenario.makeLayout(), seed: seed, "\(scenario), \(edit.change)")
    }
  }
}
