import PropertyBased
import Testing
import Trellis
import TrellisConformance
import TrellisTestSupport
import TrellisTesting

/// The conformance kit over random compositional layouts of nested groups, orthogonal
/// sections at random offsets, pinned boundary items and badges, and over random lists.
@Suite("Compositional layout: conformance")
struct CompositionalConformanceTests {
  static let itemCounts = Gen.int(in: 0...25).array(of: 0...4)

  /// The kinds of random case: sections of nested groups, or lists.
  enum Sections: CaseIterable {
    case groups
    case lists

    /// The case of this kind with sections of `counts` items, drawn from `seed`.
    func scenario(_ counts: [Int], seed: UInt64) -> CompositionalCase {
      switch self {
      case .groups: CompositionalCase(itemCounts: counts, seed: seed)
      case .lists: CompositionalCase.list(itemCounts: counts, seed: seed)
      }
    }
  }

  @Test("a prepared compositional layout conforms, scrolled anywhere", arguments: Sections.allCases)
  func prepared(_ sections: Sections) async {
    await propertyCheck(count: 80, input: Self.itemCounts, Gen.uint64()) { counts, seed in
      try sections.scenario(counts, seed: seed).expectConformsScrolledAnywhere(
        seed: seed)
    }
  }

  @Test(
    "a compositional layout of measured items conforms, scrolled anywhere",
    arguments: Sections.allCases)
  func measured(_ sections: Sections) async {
    await propertyCheck(count: 80, input: Self.itemCounts, Gen.uint64()) { counts, seed in
      let scenario = sections.scenario(counts, seed: seed)
      let layout = try scenario.prepared(with: scenario.measuredContent(seed: seed))
      try expectConformsScrolledAnywhere(layout, seed: seed, scenario)
    }
  }

  @Test(
    "measuring items is an update that ends where a fresh preparation does",
    arguments: Sections.allCases)
  func measuring(_ sections: Sections) async {
    await propertyCheck(count: 60, input: Self.itemCounts, Gen.uint64()) { counts, seed in
      let scenario = sections.scenario(counts, seed: seed)
      let layout = scenario.makeLayout()
      try layout.prepare(
        for: scenario.viewport, dataSource: CompositionalContent(itemCounts: counts))
      expectUpdate(
        layout, to: scenario.measuredContent(seed: seed),
        through: .reloading(Array(counts.indices), of: counts.count),
        comparedWith: scenario.makeLayout(), seed: seed, "\(scenario)")
    }
  }

  @Test(
    "a correction in one section keeps the others and ends where a fresh preparation does",
    arguments: Sections.allCases)
  func correcting(_ sections: Sections) async {
    await propertyCheck(count: 60, input: Self.itemCounts, Gen.uint64()) { counts, seed in
      guard let section = counts.indices.first(where: { counts[$0] > 0 }) else { return }
      let scenario = sections.scenario(counts, seed: seed)
      let layout = scenario.makeLayout()
      try layout.prepare(for: scenario.viewport, dataSource: scenario.measuredContent(seed: seed))
      var corrected = scenario.measuredContent(seed: seed)
      let item = Int(seed % UInt64(counts[section]))
      _ = corrected.recordMeasuredSize(
        Size(width: 77, height: 133), fitting: .zero,
        for: .cell(IndexPath(item: item, section: section)))
      expectUpdate(
        layout, to: corrected, through: .reloading([section], of: counts.count),
        comparedWith: scenario.makeLayout(), seed: seed, "\(scenario), item \(item)")
    }
  }

  @Test(
    "an update through a layout change ends where a fresh preparation does",
    arguments: Sections.allCases)
  func update(_ sections: Sections) async {
    await propertyCheck(count: 60, input: Self.itemCounts, Gen.uint64()) { counts, seed in
      let scenario = sections.scenario(counts, seed: seed)
      let layout = scenario.makeLayout()
      try layout.prepare(
        for: scenario.viewport, dataSource: CompositionalContent(itemCounts: counts))
      var random = SplitMix64(seed: seed ^ 0x5EED)
      let edit = randomEdit(of: counts, using: &random) { Int.random(in: 0...25, using: &$0) }
      expectUpdate(
        layout, to: CompositionalContent(itemCounts: edit.sections), through: edit.change,
        comparedWith: scenario.makeLayout(), seed: seed, "\(scenario), \(edit.change)")
    }
  }
}

extension CompositionalConformanceTests {
  static let positions = Gen.uint64().array(of: 1...5)

  @Test(
    "a drag within and between groups and sections ends as a fresh preparation of the moved data")
  func reordering() async {
    await propertyCheck(count: 40, input: Self.itemCounts, Self.positions, Gen.uint64()) {
      counts, codes, seed in
      let scenario = CompositionalCase(itemCounts: counts, seed: seed)
      let total = counts.reduce(0, +)
      guard total > 0 else { return }
      var index = Int(codes[0] % UInt64(total))
      var section = 0
      while index >= counts[section] {
        index -= counts[section]
        section += 1
      }
      let collection = try CollectionView<CompositionalContent, RecordingHost>(
        layout: scenario.makeLayout(), dataSource: CompositionalContent(itemCounts: counts),
        viewport: scenario.viewport)
      var host = RecordingHost()
      collection.updateVisibleElements(host: &host)
      let size = collection.contentSize
      let points = codes.map { code in
        Point(
          x: Double(code % 1000) / 1000 * max(size.width, 1),
          y: Double((code >> 20) % 1000) / 1000 * max(size.height, 1))
      }
      let violations = LayoutConformance(seed: seed).violations(
        reordering: collection, itemAt: IndexPath(item: index, section: section),
        through: points, host: &host, comparedWith: scenario.makeLayout())
      #expect(violations.isEmpty, "\(scenario), item \(index), \(codes): \(violations)")
    }
  }
}
