import PropertyBased
import Testing
import Trellis
import TrellisAdapter

/// Properties of the layout driver on random grids, drawn from seeds: scrolls name
/// exactly the elements whose attributes change, updates and moves end where a fresh
/// preparation of the new data does, and none of them prepares the layout again.
@Suite("Layout driver: properties over random grids")
struct AdapterPropertyTests {
  /// The seeded generator of the cases, so that a seed always draws the same case.

  /// A grid with random counts and random pinning, header, footer and collection header.
  static func configuration(using random: inout SplitMix64) -> FlowLayout.Configuration {
    var configuration = gridConfiguration(pinnedHeaders: Bool.random(using: &random))
    configuration.sectionFootersPinToVisibleBounds = Bool.random(using: &random)
    configuration.footerReferenceSize = Size(
      width: 0, height: Double(Int.random(in: 0...2, using: &random) * 20))
    if Bool.random(using: &random) {
      configuration.behaviors.collectionHeader = CollectionSupplementary(
        length: 60, isStretchy: Bool.random(using: &random))
    }
    return configuration
  }

  static func counts(using random: inout SplitMix64) -> [Int] {
    (0..<Int.random(in: 1...4, using: &random)).map { _ in Int.random(in: 0...14, using: &random) }
  }

  /// A layout prepared from scratch for `counts` and `viewport`.
  static func fresh(
    _ configuration: FlowLayout.Configuration, _ counts: [Int], _ viewport: Viewport
  )
    -> FlowLayout
  {
    let layout = FlowLayout(configuration: configuration)
    do {
      try CountingFlowSource(counts).prepare(layout, for: viewport)
    } catch {
      Issue.record("a fresh preparation failed: \(error)")
    }
    return layout
  }

  static func attributesByID(_ layout: FlowLayout, in rect: Rect) -> [ElementID: LayoutAttributes] {
    var result: [ElementID: LayoutAttributes] = [:]
    layout.forEachElement(in: rect) { result[$0.id] = $0 }
    return result
  }

  /// A driver of a flow layout of `configuration`, prepared with sections of `counts`
  /// items in `viewport`, whose preparations `counter` counts.
  static func driver(
    _ configuration: FlowLayout.Configuration, _ counts: [Int], _ viewport: Viewport,
    counter: PreparationCounter
  ) -> LayoutDriver<CountingFlowSource> {
    let driver = LayoutDriver<CountingFlowSource>(
      layout: FlowLayout(configuration: configuration))
    driver.prepare(for: viewport, dataSource: CountingFlowSource(counts, counter: counter))
    return driver
  }

  @Test("a scroll names exactly the elements whose attributes change, and never prepares")
  func scrollsNameChangedElements() async {
    await propertyCheck(count: 200, input: Gen.uint64()) { seed in
      var random = SplitMix64(seed: seed)
      let configuration = Self.configuration(using: &random)
      let counts = Self.counts(using: &random)
      let counter = PreparationCounter()
      let driver = LayoutDriver<CountingFlowSource>(
        layout: FlowLayout(configuration: configuration))
      var viewport = Viewport(size: Size(width: 320, height: 300))
      driver.prepare(for: viewport, dataSource: CountingFlowSource(counts, counter: counter))
      let height = driver.layout.contentSize.height
      for _ in 0..<8 {
        let old = viewport
        viewport.contentOffset.y = Double(Int.random(in: -100...Int(height) + 100, using: &random))
        let change = driver.invalidate(forBoundsChange: viewport.bounds)
        driver.prepare(for: viewport, dataSource: CountingFlowSource(counts, counter: counter))
        let before = Self.fresh(configuration, counts, old)
        let after = Self.fresh(configuration, counts, viewport)
        let area = Rect(
          x: 0, y: min(old.bounds.minY, viewport.bounds.minY), width: 320,
          height: abs(old.bounds.minY - viewport.bounds.minY) + 300)
        let oldAttributes = Self.attributesByID(before, in: area)
        let newAttributes = Self.attributesByID(after, in: area)
        let expected = Set(oldAttributes.keys).union(newAttributes.keys).filter {
          oldAttributes[$0] != newAttributes[$0]
        }
        var changed: Set<ElementID> = []
        if change == .elements { driver.forEachElementChangedByScroll { changed.insert($0) } }
        #expect(changed == expected, "seed \(seed)")
        #expect(driver.layout.elements(in: viewport.bounds) == after.elements(in: viewport.bounds))
      }
      #expect(counter.preparations == 1, "seed \(seed)")
    }
  }

  @Test("an update ends as a fresh preparation; inserted and deleted items fade, the others slide")
  func updatesAnimateOnlyInsertsAndDeletes() async {
    await propertyCheck(count: 200, input: Gen.uint64()) { seed in
      var random = SplitMix64(seed: seed)
      let configuration = Self.configuration(using: &random)
      let countsBefore = Self.counts(using: &random)
      let viewport = Viewport(size: Size(width: 320, height: 2_000))
      let counter = PreparationCounter()
      let driver = Self.driver(configuration, countsBefore, viewport, counter: counter)
      var items: [UpdateItem] = []
      var deleted: Set<IndexPath> = []
      var inserted: Set<IndexPath> = []
      var countsAfter: [Int] = []
      for (section, count) in countsBefore.enumerated() {
        let deletes = (0..<count).filter { _ in Int.random(in: 0..<4, using: &random) == 0 }
        let after = count - deletes.count + Int.random(in: 0...3, using: &random)
        let inserts = Array(
          (0..<after).shuffled(using: &random).prefix(after - (count - deletes.count)))
        deleted.formUnion(deletes.map { IndexPath(item: $0, section: section) })
        inserted.formUnion(inserts.map { IndexPath(item: $0, section: section) })
        countsAfter.append(after)
      }
      items += deleted.map { UpdateItem(action: .delete, before: .item($0)) }
      items += inserted.map { UpdateItem(action: .insert, after: .item($0)) }
      driver.prepare(
        forUpdates: items, dataSource: CountingFlowSource(countsAfter, counter: counter))
      #expect(driver.lastError == nil, "seed \(seed)")
      #expect(counter.preparations == 1, "seed \(seed)")
      #expect(
        driver.layout.allElements()
          == Self.fresh(configuration, countsAfter, viewport).allElements())
      let before = Self.fresh(configuration, countsBefore, viewport)
      for (section, count) in countsBefore.enumerated() {
        // The items that stay, in order before and after: the n-th kept old item is the
        // n-th new item that was not inserted.
        let kept = (0..<count).filter { !deleted.contains(IndexPath(item: $0, section: section)) }
        let places = (0..<countsAfter[section]).filter {
          !inserted.contains(IndexPath(item: $0, section: section))
        }
        for (old, new) in zip(kept, places) {
          let oldPath = IndexPath(item: old, section: section)
          let newPath = IndexPath(item: new, section: section)
          var start = before.attributes(for: .cell(oldPath))
          start?.id = .cell(newPath)
          var end = driver.layout.attributes(for: .cell(newPath))
          end?.id = .cell(oldPath)
          #expect(
            driver.initialAttributes(forAppearing: .cell(newPath)) == start,
            "seed \(seed), item \(newPath) slides from \(oldPath)")
          #expect(
            driver.finalAttributes(forDisappearing: .cell(oldPath)) == end,
            "seed \(seed), item \(oldPath) slides to \(newPath)")
        }
        for item in (0..<count) where deleted.contains(IndexPath(item: item, section: section)) {
          let disappearing = driver.finalAttributes(
            forDisappearing: .cell(IndexPath(item: item, section: section)))
          #expect(disappearing?.alpha == 0, "seed \(seed), deleted item \(item) fades")
        }
        for item in (0..<countsAfter[section])
        where inserted.contains(IndexPath(item: item, section: section)) {
          let appearing = driver.initialAttributes(
            forAppearing: .cell(IndexPath(item: item, section: section)))
          #expect(appearing?.alpha == 0, "seed \(seed), inserted item \(item) fades")
        }
      }
    }
  }

  @Test("each step of a move lays out the moved data as a fresh preparation would")
  func movesMatchFreshPreparations() async {
    await propertyCheck(count: 200, input: Gen.uint64()) { seed in
      var random = SplitMix64(seed: seed)
      let configuration = Self.configuration(using: &random)
      var counts = Self.counts(using: &random)
      guard let start = counts.indices.first(where: { counts[$0] > 0 }) else { return }
      let viewport = Viewport(size: Size(width: 320, height: 600))
      let counter = PreparationCounter()
      let driver = Self.driver(configuration, counts, viewport, counter: counter)
      let committed = counts
      var current = IndexPath(
        item: Int.random(in: 0..<counts[start], using: &random), section: start)
      for _ in 0..<6 {
        let section = Int.random(in: 0..<counts.count, using: &random)
        counts[current.section] -= 1
        let target = IndexPath(
          item: Int.random(in: 0...counts[section], using: &random), section: section)
        counts[section] += 1
        driver.invalidate(movingItemsFrom: [current], to: [target])
        driver.invalidate(everything: false, dataSourceCounts: false)
        driver.prepare(for: viewport, dataSource: CountingFlowSource(counts, counter: counter))
        #expect(
          driver.layout.allElements() == Self.fresh(configuration, counts, viewport).allElements())
        current = target
      }
      #expect(counter.preparations == 1, "seed \(seed)")
      #expect(driver.itemCounts == committed, "seed \(seed)")
    }
  }
}
