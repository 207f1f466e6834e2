import PropertyBased
import Testing
import Trellis
import TrellisConformance
import TrellisTestSupport
import TrellisTesting

/// The kit's check of interactive reordering: a random drag in a flow layout or a
/// carousel ends as a fresh preparation of the moved data.
@Suite("Interactive reordering: conformance")
struct ReorderConformanceTests {
  static let itemCounts = Gen.int(in: 0...30).array(of: 1...3)
  static let positions = Gen.int(in: 0...1_000_000).array(of: 1...6)

  /// The item that `code` picks among `counts`, if there is any item.
  static func item(_ code: Int, of counts: [Int]) -> IndexPath? {
    let total = counts.reduce(0, +)
    guard total > 0 else { return nil }
    var index = code % total
    for (section, count) in counts.enumerated() {
      if index < count { return IndexPath(item: index, section: section) }
      index -= count
    }
    return nil
  }

  /// Points that `codes` pick in and around `content`.
  static func points(_ codes: [Int], in content: Size) -> [Point] {
    codes.map { code in
      Point(
        x: Double(code % 1_000) / 1_000 * (content.width + 40) - 20,
        y: Double(code / 1_000) / 1_000 * (content.height + 40) - 20)
    }
  }

  @Test("a drag in a flow layout ends as a fresh preparation of the moved data")
  func flow() async {
    await propertyCheck(count: 60, input: Self.itemCounts, Self.positions, Gen.uint64()) {
      counts, codes, seed in
      let scenario = FlowCase(itemCounts: counts, seed: seed, behaviors: seed % 2 == 0)
      guard let item = Self.item(codes[0], of: counts) else { return }
      let collection = try CollectionView<ReorderableFlow, RecordingHost>(
        layout: FlowLayout(configuration: scenario.configuration),
        dataSource: ReorderableFlow(base: scenario.content), viewport: scenario.viewport)
      var host = RecordingHost()
      collection.updateVisibleElements(host: &host)
      let violations = LayoutConformance(seed: seed).violations(
        reordering: collection, itemAt: item,
        through: Self.points(codes, in: collection.contentSize), host: &host,
        comparedWith: FlowLayout(configuration: scenario.configuration))
      #expect(violations.isEmpty, "\(scenario), item \(item), \(codes): \(violations)")
    }
  }

  @Test("a drag in a carousel ends as a fresh preparation of the moved data")
  func carousel() async {
    await propertyCheck(count: 60, input: Self.itemCounts, Self.positions, Gen.uint64()) {
      counts, codes, seed in
      let scenario = CarouselCase(itemCounts: counts, seed: seed)
      guard let item = Self.item(codes[0], of: counts) else { return }
      let collection = try CollectionView<CarouselContent, RecordingHost>(
        layout: CarouselLayout(configuration: scenario.configuration),
        dataSource: CarouselContent(itemCounts: counts), viewport: scenario.viewport)
      var host = RecordingHost()
      collection.updateVisibleElements(host: &host)
      let violations = LayoutConformance(seed: seed).violations(
        reordering: collection, itemAt: item,
        through: Self.points(codes, in: collection.contentSize), host: &host,
        comparedWith: CarouselLayout(configuration: scenario.configuration))
      #expect(violations.isEmpty, "\(scenario), item \(item), \(codes): \(violations)")
    }
  }
}
