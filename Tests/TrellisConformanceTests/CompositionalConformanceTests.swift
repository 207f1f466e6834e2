import PropertyBased
import Testing
import Trellis
import TrellisConformance

/// The conformance kit over random compositional layouts of nested groups, orthogonal
/// sections at random offsets, pinned boundary items and badges.
@Suite("Compositional layout: conformance")
struct CompositionalConformanceTests {
  static let itemCounts = Gen.int(in: 0...25).array(of: 0...4)

  @Test("a prepared compositional layout conforms, scrolled anywhere")
  func prepared() async {
    await propertyCheck(count: 80, input: Self.itemCounts, Gen.uint64()) { counts, seed in
      let scenario = CompositionalCase(itemCounts: counts, seed: seed)
      let layout = try scenario.prepared()
      var random = Random(seed: seed)
      for step in 0..<3 {
        if step > 0 {
          var viewport = layout.viewport
          viewport.contentOffset = random.offset(in: layout.contentSize)
          try layout.updateViewport(viewport)
        }
        let violations = LayoutConformance(seed: seed &+ UInt64(step)).violations(of: layout)
        #expect(
          violations.isEmpty,
          "\(scenario), offset \(layout.viewport.contentOffset): \(violations)")
      }
    }
  }

  @Test("an update through a layout change ends where a fresh preparation does")
  func update() async {
    await propertyCheck(count: 60, input: Self.itemCounts, Gen.uint64()) { counts, seed in
      let scenario = CompositionalCase(itemCounts: counts, seed: seed)
      let layout = scenario.makeLayout()
      try layout.prepare(
        for: scenario.viewport, dataSource: CompositionalContent(itemCounts: counts))
      var random = Random(seed: seed ^ 0x5EED)
      let edit = randomEdit(of: counts, using: &random) { Int.random(in: 0...25, using: &$0) }
      let violations = LayoutConformance(seed: seed).violations(
        updating: layout, to: CompositionalContent(itemCounts: edit.sections),
        through: edit.change, comparedWith: scenario.makeLayout())
      #expect(violations.isEmpty, "\(scenario), \(edit.change): \(violations)")
    }
  }
}
