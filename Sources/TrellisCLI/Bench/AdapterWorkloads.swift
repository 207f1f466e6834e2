import Trellis
import TrellisAdapter

/// The UIKit adapter's workload: one scroll step as a `UICollectionViewLayout` sees it,
/// through the platform-free driver that decides what UIKit's calls do.
enum AdapterWorkloads {
  /// A driver of the pinned flow layout of `pinned-scroll-step`, prepared with `items`
  /// in the flow workloads' viewport.
  static func pinnedDriver(preparedWith items: GeneratedItems) -> LayoutDriver<GeneratedItems> {
    let driver = LayoutDriver<GeneratedItems>(
      layout: FlowLayout(configuration: FlowWorkloads.configuration(pinned: true)))
    driver.prepare(for: FlowWorkloads.viewport, dataSource: items)
    return driver
  }

  /// Scrolls 7 points at a time through UIKit's sequence of calls for each step
  /// (`shouldInvalidateLayout(forBoundsChange:)`, `invalidationContext(forBoundsChange:)`
  /// with the elements it names, `prepare()`, `layoutAttributesForElements(in:)`), on
  /// the pinned flow layout of `pinned-scroll-step`, and compares it with that
  /// workload, the layout scrolled directly.
  static func scrollStep(
    _ workload: String, sections: Int, itemsPerSection: Int, repetitions: Int,
    layoutStep: Measurement?
  ) -> Measurement {
    let items = GeneratedItems(
      sections: sections, itemsPerSection: itemsPerSection, headerHeight: 40)
    let driver = pinnedDriver(preparedWith: items)
    var viewport = FlowWorkloads.viewport
    var found = 0
    let (step, allocations) = perScrollStep(repetitions: repetitions) {
      viewport.contentOffset.y += 7
      if driver.shouldInvalidate(forBoundsChange: viewport.bounds),
        driver.invalidate(forBoundsChange: viewport.bounds) == .elements
      {
        driver.forEachElementChangedByScroll { _ in found += 1 }
      }
      driver.prepare(for: viewport, dataSource: items)
      driver.layout.forEachElement(in: viewport.bounds) { _ in found += 1 }
    }
    sink(Double(found))
    return Measurement(
      workload: workload, count: sections * itemsPerSection,
      medianMilliseconds: step, allocations: allocations,
      comparison: layoutStep?.comparison(of: step))
  }

  /// Inserts one item in the middle of `sections` sections of `itemsPerSection` items,
  /// then deletes it, in UIKit's order for an animated batch update: the invalidation of
  /// the data counts, `prepare()`, `layoutAttributesForElements(in:)` of the bounds,
  /// `prepare(forCollectionViewUpdates:)`, the initial and final attributes of every
  /// element in the bounds, `finalizeCollectionViewUpdates()` and the target content
  /// offset. Compared with a flow prepare of the same items.
  static func updateInsert(
    _ workload: String, sections: Int, itemsPerSection: Int, repetitions: Int
  ) -> Measurement {
    var items = GeneratedItems(
      sections: sections, itemsPerSection: itemsPerSection, headerHeight: 40)
    let driver = pinnedDriver(preparedWith: items)
    var viewport = FlowWorkloads.viewport
    let full = medianMilliseconds(repetitions: 3) {
      try? items.prepare(driver.layout, for: viewport)
    }
    let middle = sections / 2
    let header = driver.layout.attributes(
      for: .supplementary(.sectionHeader, IndexPath(item: 0, section: middle)))
    viewport.contentOffset.y = header?.frame.minY ?? 0
    driver.prepare(for: viewport, dataSource: items)
    let inserted = IndexPath(item: 3, section: middle)
    var animated = 0
    func update(_ item: UpdateItem) {
      driver.invalidate(everything: false, dataSourceCounts: true)
      driver.prepare(for: viewport, dataSource: items)
      driver.forEachElement(in: viewport.bounds) { _ in animated += 1 }
      driver.prepare(forUpdates: CollectionOfOne(item), dataSource: items)
      driver.forEachElement(in: viewport.bounds) { attributes in
        if driver.initialAttributes(forAppearing: attributes.id) != nil { animated += 1 }
        if driver.finalAttributes(forDisappearing: attributes.id) != nil { animated += 1 }
      }
      driver.finalizeUpdates()
      viewport.contentOffset = driver.targetContentOffset(forProposed: viewport.contentOffset)
    }
    let time = medianMilliseconds(repetitions: repetitions) {
      items.insertedItem = inserted
      update(UpdateItem(action: .insert, after: .item(inserted)))
      items.insertedItem = nil
      update(UpdateItem(action: .delete, before: .item(inserted)))
    }
    sink(Double(animated))
    return Measurement(
      workload: workload, count: sections * itemsPerSection,
      medianMilliseconds: time / 2,
      comparison: ("flow-prepare of the same items", time / 2 / full))
  }
}
