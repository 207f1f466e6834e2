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
  /// correction above the viewport with the offset moved to hold the anchor. Measured as
  /// `workload`, compared with a preparation of the same items.
  static func preferredSize(
    _ workload: String, sections: Int, itemsPerSection: Int, repetitions: Int
  ) -> Measurement {
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
    else { return Measurement(workload: workload, count: 0) }
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
    let content = record.content(base)
    let full = medianMilliseconds(repetitions: 5) {
      try? driver.layout.prepare(for: viewport, dataSource: content)
    }
    return Measurement(
      workload: workload, count: sections * itemsPerSection, medianMilliseconds: time,
      comparison: ("estimated-full-prepare", time / full))
  }
}
