import Trellis
import TrellisAdapter

/// The UIKit adapter's self-sizing workload: a cell's preferred size as a
/// `UICollectionViewLayout` receives it, through the platform-free driver.
enum AdapterSelfSizingWorkloads {
  /// Prepares `sections` sections of `itemsPerSection` items estimated as in
  /// `measure-correction`, scrolls to the middle and reports again and again a new
  /// preferred size for the item 100 points above the bounds, as UIKit does with
  /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` and
  /// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`: one
  /// correction above the viewport with the offset moved to hold the anchor. Compared
  /// with `fullPrepare` of the same run, or, without one, with a preparation of the
  /// same items measured here. One section gives `adapter-preferred-size-one-section`.
  static func preferredSize(
    sections: Int, itemsPerSection: Int, repetitions: Int, fullPrepare: Measurement?
  ) -> Measurement? {
    let base = FlowContent(
      sections: (0..<sections).map { _ in .init(itemCount: itemsPerSection) })
    let record = SelfSizingRecord<FlowContent>(estimatedItemSize: SelfSizingWorkloads.estimate)
    let driver = LayoutDriver<SelfSizingContent<FlowContent>>(
      layout: FlowLayout(configuration: FlowWorkloads.configuration()))
    var viewport = FlowWorkloads.viewport
    driver.prepare(for: viewport, dataSource: record.content(base))
    viewport.contentOffset.y = driver.layout.contentSize.height / 2
    driver.prepare(for: viewport, dataSource: record.content(base))
    guard
      let original = driver.layout.elements(
        in: Rect(x: 0, y: viewport.contentOffset.y - 100, width: 1, height: 1)
      ).first
    else { return nil }
    var tall = false
    var corrected = 0
    let run = {
      tall.toggle()
      guard let now = driver.layout.attributes(for: original.id) else { return }
      // Both heights differ from the estimate, so the section never turns back into
      // UIKit's grid of one size, which a flow layout lays out anew.
      let size = Size(width: now.size.width, height: tall ? 90 : 30)
      if driver.shouldInvalidate(forPreferredSize: size, of: now, record: record),
        let correction = driver.invalidate(
          forPreferredSizeOf: now, record: record, base: base)
      {
        corrected += correction.contentOffsetAdjustment.y == 0 ? 0 : 1
      }
    }
    let time = medianMilliseconds(repetitions: repetitions, run)
    sink(Double(corrected))
    let full: Double
    if let fullPrepare {
      guard let median = fullPrepare.medianMilliseconds else { return nil }
      full = median
    } else {
      let content = record.content(base)
      full = medianMilliseconds(repetitions: 5) {
        try? driver.layout.prepare(for: viewport, dataSource: content)
      }
    }
    return Measurement(
      workload: sections == 1 ? "adapter-preferred-size-one-section" : "adapter-preferred-size",
      count: sections * itemsPerSection, medianMilliseconds: time,
      comparison: ("estimated-full-prepare", time / full))
  }
}
