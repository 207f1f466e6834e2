import PropertyBased
import Testing
import Trellis
import TrellisConformance
import TrellisTestSupport

/// The kit's check of layout transitions: between layouts of one type and of different
/// types over the same random data, progress 0 draws the old layout and progress 1 the
/// new one.
@Suite("Layout transitions: conformance")
struct TransitionConformanceTests {
  static let itemCounts = Gen.int(in: 0...30).array(of: 1...3)

  /// The kinds of layout a transition goes between.
  enum Kind: CaseIterable, Sendable {
    case flow, waterfall, carousel
  }

  /// A layout of `kind` with sections of `counts` items, drawn from `seed`, prepared for
  /// a viewport of `size` (or its own) scrolled to a random offset when `scrolled`.
  static func layout(
    _ kind: Kind, counts: [Int], seed: UInt64, size: Size?, scrolled: Bool
  ) throws -> any CollectionLayout {
    var random = SplitMix64(seed: seed ^ 0x0FF5E7)
    func viewport(_ own: Viewport) -> Viewport {
      var viewport = own
      viewport.size = size ?? own.size
      viewport.contentOffset = .zero
      return viewport
    }
    let layout: any CollectionLayout
    switch kind {
    case .flow:
      let scenario = FlowCase(itemCounts: counts, seed: seed, behaviors: seed % 2 == 0)
      let flow = FlowLayout(configuration: scenario.configuration)
      try flow.prepare(for: viewport(scenario.viewport), dataSource: scenario.content)
      layout = flow
    case .waterfall:
      let scenario = WaterfallCase(itemCounts: counts, seed: seed, behaviors: seed % 2 == 0)
      let waterfall = WaterfallLayout(configuration: scenario.configuration)
      try waterfall.prepare(for: viewport(scenario.viewport), dataSource: scenario.content)
      layout = waterfall
    case .carousel:
      let scenario = CarouselCase(itemCounts: counts, seed: seed)
      let carousel = CarouselLayout(configuration: scenario.configuration)
      try carousel.prepare(
        for: viewport(scenario.viewport), dataSource: CarouselContent(itemCounts: counts))
      layout = carousel
    }
    if scrolled {
      var scrolledViewport = layout.viewport
      scrolledViewport.contentOffset = random.offset(in: layout.contentSize)
      try layout.updateViewport(scrolledViewport)
    }
    return layout
  }

  @Test(
    "a transition starts with the old layout and ends with the new one",
    arguments: Kind.allCases, Kind.allCases)
  func endpoints(from oldKind: Kind, to newKind: Kind) async {
    await propertyCheck(count: 40, input: Self.itemCounts, Gen.uint64(), Gen.uint64()) {
      counts, oldSeed, newSeed in
      let old = try Self.layout(oldKind, counts: counts, seed: oldSeed, size: nil, scrolled: true)
      let new = try Self.layout(
        newKind, counts: counts, seed: newSeed, size: old.viewport.size, scrolled: false)
      let violations = Self.check(old, new)
      #expect(violations.isEmpty, "\(counts), seeds \(oldSeed) and \(newSeed): \(violations)")
    }
  }

  /// Opens the existentials for the generic check.
  static func check(_ old: some CollectionLayout, _ new: any CollectionLayout)
    -> [ConformanceViolation]
  {
    LayoutConformance().violations(transitioningFrom: old, to: new)
  }
}
