import Testing
import Trellis
import TrellisAdapter

/// UIKit asks for items in the order it shows them while one is dragged, and the app's
/// data keeps its own order until the drop: sizes must be read where the data keeps
/// each item, or they swap between the dragged item and the items it passes.
@Suite("Layout driver: sizes stay with their items during a drag")
@MainActor
struct LayoutDriverMovingSizesTests {
  /// Heights by section and item, as an app's delegate gives them from its data.
  final class Heights: WaterfallLayoutDelegate {
    let heights: [[Double]]
    init(_ heights: [[Double]]) { self.heights = heights }
    /// The height of the item, or `nil` (the layout-wide 50) for one the data lacks.
    func heightForItem(at indexPath: IndexPath) -> Double? {
      let section = heights[indexPath.section]
      return section.indices.contains(indexPath.item) ? section[indexPath.item] : nil
    }
  }

  /// One column 100 points wide, 10 points between items, no headers.
  static func column() -> WaterfallLayout {
    var configuration = WaterfallLayout.Configuration()
    configuration.columnCount = 1
    configuration.minimumInteritemSpacing = 10
    configuration.itemHeight = 50
    return WaterfallLayout(configuration: configuration)
  }

  static let viewport = Viewport(size: Size(width: 100, height: 1_000))

  /// The frames of the cells of `section`, in order.
  static func frames(_ layout: WaterfallLayout, section: Int, count: Int) -> [Rect?] {
    (0..<count).map { layout.attributes(for: cell($0, section))?.frame }
  }

  /// Drags `item` to the place under `point` as UIKit does: the target, the
  /// invalidation with the previous and target index paths, then `prepare()`.
  static func step<Source>(
    _ driver: LayoutDriver<Source>, from item: IndexPath, to point: Point, data: Source
  ) -> IndexPath {
    let target = driver.targetIndexPath(forMovingItemAt: item, to: point)
    driver.invalidate(movingItemsFrom: [item], to: [target])
    driver.invalidate(everything: false, dataSourceCounts: false)
    driver.prepare(for: driver.layout.viewport, dataSource: data)
    return target
  }

  @Test(
    "defect 6: within a section, the dragged item keeps its height, and so do the items it passes")
  func withinSection() {
    let delegate = Heights([[100, 50, 30, 40]])
    let data = DelegatedWaterfallSource(counts: [4], delegate: delegate)
    let driver = LayoutDriver<DelegatedWaterfallSource<[Int]>>(layout: Self.column())
    driver.prepare(for: Self.viewport, dataSource: data)
    // Items at y 0, 110, 170 and 210; item 2 spans y 170-200.
    let origin = IndexPath(item: 0, section: 0)
    let over2 = Self.step(driver, from: origin, to: Point(x: 50, y: 185), data: data)
    #expect(over2 == IndexPath(item: 2, section: 0))
    #expect(driver.movementOrder == ItemReordering(source: origin, destination: over2))
    // Shown: items 1, 2, 0, 3 of the data, 50, 30, 100 and 40 tall.
    #expect(
      Self.frames(driver.layout, section: 0, count: 4) == [
        Rect(x: 0, y: 0, width: 100, height: 50), Rect(x: 0, y: 60, width: 100, height: 30),
        Rect(x: 0, y: 100, width: 100, height: 100), Rect(x: 0, y: 210, width: 100, height: 40),
      ])
    // Back over place 1 (y 60-90): shown 1, 0, 2, 3.
    let over1 = Self.step(driver, from: over2, to: Point(x: 50, y: 75), data: data)
    #expect(over1 == IndexPath(item: 1, section: 0))
    #expect(driver.movementOrder == ItemReordering(source: origin, destination: over1))
    #expect(
      Self.frames(driver.layout, section: 0, count: 4).map { $0?.height } == [50, 100, 30, 40])
    driver.endMovement()
    #expect(driver.movementOrder == nil)
  }

  @Test("across sections, the counts are UIKit's and each item keeps its height")
  func acrossSections() {
    let delegate = Heights([[100, 50], [30, 40]])
    let driver = LayoutDriver<DelegatedWaterfallSource<[Int]>>(layout: Self.column())
    driver.prepare(
      for: Self.viewport, dataSource: DelegatedWaterfallSource(counts: [2, 2], delegate: delegate))
    // Section 1 starts at 160: its item 1 spans y 200-240.
    let origin = IndexPath(item: 0, section: 0)
    let target = Self.step(
      driver, from: origin, to: Point(x: 50, y: 220),
      data: DelegatedWaterfallSource(counts: [1, 3], delegate: delegate))
    #expect(target == IndexPath(item: 1, section: 1))
    #expect(driver.lastError == nil)
    // Shown: section 0 holds data item 0.1; section 1 holds 1.0, 0.0, 1.1.
    #expect(Self.frames(driver.layout, section: 0, count: 1).map { $0?.height } == [50])
    #expect(
      Self.frames(driver.layout, section: 1, count: 3).map { $0?.height } == [30, 100, 40])
    #expect(driver.itemCounts == [2, 2])
  }

  @Test("a self-sizing item keeps its measured size, and a size measured mid-drag is its own")
  func measuredSizes() {
    let record = SelfSizingRecord<DelegatedWaterfallSource<[Int]>>(
      estimatedItemSize: Size(width: 100, height: 50))
    let base = DelegatedWaterfallSource(counts: [4], delegate: nil)
    let driver = LayoutDriver<SelfSizingContent<DelegatedWaterfallSource<[Int]>>>(
      layout: Self.column())
    driver.prepare(for: Self.viewport, dataSource: record.content(base))
    func measure(_ item: Int, height: Double) {
      guard let original = driver.layout.attributes(for: cell(item, 0)) else {
        Issue.record("no cell \(item)")
        return
      }
      #expect(
        driver.shouldInvalidate(
          forPreferredSize: Size(width: 100, height: height), of: original, record: record))
      #expect(driver.invalidate(forPreferredSizeOf: original, record: record, base: base) != nil)
    }
    measure(0, height: 120)
    // Items at y 0, 130, 190 and 250: item 2 spans y 190-240.
    let target = Self.step(
      driver, from: IndexPath(item: 0, section: 0), to: Point(x: 50, y: 215),
      data: record.content(base))
    #expect(target == IndexPath(item: 2, section: 0))
    // Shown: 1, 2, 0, 3, with item 0's 120 points at place 2.
    #expect(
      Self.frames(driver.layout, section: 0, count: 4).map { $0?.height } == [50, 50, 120, 50])
    // The cell shown first is data item 1: its size is recorded as item 1's.
    measure(0, height: 80)
    #expect(record.measuredSizes.size(for: cell(1, 0)) == Size(width: 100, height: 80))
    #expect(record.measuredSizes.size(for: cell(0, 0)) == Size(width: 100, height: 120))
    #expect(
      Self.frames(driver.layout, section: 0, count: 4).map { $0?.minY } == [0, 90, 150, 280])
  }

  @Test("a cancelled move shows the data's order again, through later full preparations too")
  func cancelledMoveRestoresTheOrder() {
    let delegate = Heights([[100, 50, 30, 40]])
    let data = DelegatedWaterfallSource(counts: [4], delegate: delegate)
    let driver = LayoutDriver<DelegatedWaterfallSource<[Int]>>(layout: Self.column())
    driver.prepare(for: Self.viewport, dataSource: data)
    let original = Self.frames(driver.layout, section: 0, count: 4)
    let origin = IndexPath(item: 0, section: 0)
    let over2 = Self.step(driver, from: origin, to: Point(x: 50, y: 185), data: data)
    #expect(over2 == IndexPath(item: 2, section: 0))
    // Cancelled: UIKit asks for the ending context, then invalidates with it, the item
    // going from where it shows back to where it was, and prepares.
    driver.endMovement()
    driver.invalidate(movingItemsFrom: [over2], to: [origin])
    driver.invalidate(everything: false, dataSourceCounts: false)
    driver.prepare(for: Self.viewport, dataSource: data)
    #expect(driver.movementOrder == nil)
    #expect(Self.frames(driver.layout, section: 0, count: 4) == original)
    driver.invalidate(everything: true, dataSourceCounts: true)
    driver.prepare(for: Self.viewport, dataSource: data)
    #expect(Self.frames(driver.layout, section: 0, count: 4) == original)
  }
}
