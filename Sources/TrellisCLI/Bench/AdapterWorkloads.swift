import Trellis
import TrellisAdapter

/// The UIKit adapter's workload: one scroll step as a `UICollectionViewLayout` sees it,
/// through the platform-free driver that decides what UIKit's calls do.
enum AdapterWorkloads {
  /// Scrolls 7 points at a time through UIKit's sequence of calls for each step
  /// (`shouldInvalidateLayout(forBoundsChange:)`, `invalidationContext(forBoundsChange:)`
  /// with the elements it names, `prepare()`, `layoutAttributesForElements(in:)`), on
  /// the pinned flow layout of `pinned-scroll-step`, and compares it with that
  /// workload, the layout scrolled directly.
  static func scrollStep(
    sections: Int, itemsPerSection: Int, repetitions: Int, layoutStep: Measurement
  ) -> Measurement {
    let items = GeneratedItems(
      sections: sections, itemsPerSection: itemsPerSection, headerHeight: 40)
    let driver = LayoutDriver<GeneratedItems>(
      layout: FlowLayout(configuration: FlowWorkloads.configuration(pinned: true)))
    var viewport = FlowWorkloads.viewport
    driver.prepare(for: viewport, dataSource: items)
    let steps = 1000
    var found = 0
    let run = {
      for _ in 0..<steps {
        viewport.contentOffset.y += 7
        if driver.shouldInvalidate(forBoundsChange: viewport.bounds),
          driver.invalidate(forBoundsChange: viewport.bounds) == .elements
        {
          driver.forEachElementChangedByScroll { _ in found += 1 }
        }
        driver.prepare(for: viewport, dataSource: items)
        driver.layout.forEachElement(in: viewport.bounds) { _ in found += 1 }
      }
    }
    let (step, allocations) = perOperation(steps, repetitions: repetitions, run)
    sink(Double(found))
    return Measurement(
      workload: "adapter-scroll-step", count: sections * itemsPerSection,
      medianMilliseconds: step, allocations: allocations,
      comparison: layoutStep.medianMilliseconds.map { ("pinned-scroll-step", step / $0) })
  }
}
