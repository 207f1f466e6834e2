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

  /// Drags `item` of a collection view of `data` in `viewport` along the points `codes`
  /// stand for, and records each way the drop ends elsewhere than a fresh preparation of
  /// the moved data in a layout from `makeLayout`.
  static func expectDragConforms<Data: ReorderableDataSource>(
    _ data: Data, in viewport: Viewport, makeLayout: () -> Data.Layout, item: IndexPath,
    codes: [Int], seed: UInt64, _ scenario: some CustomStringConvertible,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let collection = try CollectionView<Data, RecordingHost>(
      layout: makeLayout(), dataSource: data, viewport: viewport)
    var host = RecordingHost()
    collection.updateVisibleElements(host: &host)
    let violations = LayoutConformance(seed: seed).violations(
      reordering: collection, itemAt: item,
      through: points(codes, in: collection.contentSize), host: &host,
      comparedWith: makeLayout())
    #expect(
      violations.isEmpty, "\(scenario), item \(item), \(codes): \(violations)",
      sourceLocation: sourceLocation)
    #expect(host.misuses == [], sourceLocation: sourceLocation)
  }

  @Test("a drag in a flow layout ends as a fresh preparation of the moved data")
  func flow() async {
    await propertyCheck(count: 60, input: Self.itemCounts, Self.positions, Gen.uint64()) {
      counts, codes, seed in
      let scenario = FlowCase(itemCounts: counts, seed: seed, behaviors: seed % 2 == 0)
      guard let item = Self.item(codes[0], of: counts) else { return }
      try Self.expectDragConforms(
        ReorderableFlow(base: scenario.content), in: scenario.viewport,
        makeLayout: scenario.makeLayout, item: item, codes: codes, seed: seed, scenario)
    }
  }

  @Test("a drag in a carousel ends as a fresh preparation of the moved data")
  func carousel() async {
    await propertyCheck(count: 60, input: Self.itemCounts, Self.positions, Gen.uint64()) {
      counts, codes, seed in
      let scenario = CarouselCase(itemCounts: counts, seed: seed)
      guard let item = Self.item(codes[0], of: counts) else { return }
      try Self.expectDragConforms(
        scenario.content, in: scenario.viewport, makeLayout: scenario.makeLayout, item: item,
        codes: codes, seed: seed, scenario)
    }
  }
}
