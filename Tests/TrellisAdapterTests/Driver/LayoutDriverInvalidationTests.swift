import Testing
import Trellis
import TrellisAdapter

@Suite("Layout driver: invalidation contexts, in UIKit's call order")
struct LayoutDriverInvalidationTests {
  /// One section of 100-wide items of the given heights, three to a 320-point line.
  func source(heights: [Double], counter: PreparationCounter) -> CountingFlowSource {
    var source = CountingFlowSource([heights.count], counter: counter)
    source.content = FlowContent(sections: [
      FlowContent.Section(itemSizes: heights.map { Size(width: 100, height: $0) })
    ])
    return source
  }

  @Test("an empty batch update reads every size again and slides the items to their new frames")
  func emptyBatchReadsMetricsAgain() {
    let counter = PreparationCounter()
    let driver = preparedGrid([0], counter: counter)
    let viewport = driver.layout.viewport
    driver.invalidate(everything: true, dataSourceCounts: true)
    driver.prepare(for: viewport, dataSource: source(heights: [50, 50, 50, 50], counter: counter))
    // The delegate's sizes change, then `performBatchUpdates(nil)`.
    let grown = source(heights: [80, 50, 50, 50], counter: counter)
    driver.invalidate(everything: false, dataSourceCounts: true)
    driver.prepare(for: viewport, dataSource: grown)
    driver.prepare(forUpdates: [UpdateItem](), dataSource: grown)
    #expect(driver.lastError == nil)
    #expect(counter.preparations == 2)
    #expect(
      driver.attributes(for: cell(0, 0))?.frame == Rect(x: 0, y: 30, width: 100, height: 80))
    // The second line starts under the tallest item of the first: 30 + 80 + 10.
    #expect(
      driver.attributes(for: cell(3, 0))?.frame == Rect(x: 0, y: 120, width: 100, height: 50))
    #expect(
      driver.initialAttributes(forAppearing: cell(3, 0))
        == LayoutAttributes(id: cell(3, 0), frame: Rect(x: 0, y: 90, width: 100, height: 50)))
    driver.finalizeUpdates()
  }

  @Test("invalidated items are read again at the next preparation, without preparing from scratch")
  func invalidatedItemsAreReadAgain() {
    let counter = PreparationCounter()
    let driver = preparedGrid([0], counter: counter)
    let viewport = driver.layout.viewport
    driver.invalidate(everything: true, dataSourceCounts: true)
    driver.prepare(for: viewport, dataSource: source(heights: [50, 50, 50, 50], counter: counter))
    // The app's context: `invalidateItems(at: [item 3])` with nothing else.
    driver.invalidate(elements: [cell(3, 0)])
    driver.invalidate(everything: false, dataSourceCounts: false)
    driver.prepare(for: viewport, dataSource: source(heights: [50, 50, 50, 20], counter: counter))
    #expect(driver.lastError == nil)
    #expect(counter.preparations == 2)
    #expect(counter.updates == 1)
    #expect(
      driver.attributes(for: cell(3, 0))?.frame == Rect(x: 0, y: 90, width: 100, height: 20))
    #expect(driver.layout.contentSize == Size(width: 320, height: 110))
    // Nothing left to read: the next preparation, a scroll's, updates nothing.
    driver.prepare(for: viewport, dataSource: source(heights: [50, 50, 50, 20], counter: counter))
    #expect(counter.updates == 1)
  }

  @Test("invalidated items of data whose counts changed without an update prepare from scratch")
  func invalidatedItemsWithNewCountsPrepareAgain() {
    let counter = PreparationCounter()
    let driver = preparedGrid([4], counter: counter)
    driver.invalidate(elements: [cell(0, 0)])
    driver.prepare(
      for: driver.layout.viewport, dataSource: source(heights: [40, 40], counter: counter))
    #expect(counter.preparations == 2)
    #expect(driver.itemCounts == [2])
    #expect(
      driver.attributes(for: cell(0, 0))?.frame == Rect(x: 0, y: 30, width: 100, height: 40))
  }

  @Test("between a count invalidation and the update items, queries answer nothing stale")
  func updateWindowAnswersNothingStale() {
    let driver = preparedGrid([6, 6])
    let bounds = driver.layout.viewport.bounds
    driver.invalidate(everything: false, dataSourceCounts: true)
    driver.prepare(for: driver.layout.viewport, dataSource: CountingFlowSource([7, 6]))
    // Item 0 of section 0 exists before and after, but its frame before would belong
    // to the inserted item.
    #expect(driver.attributes(for: cell(0, 0)) == nil)
    #expect(driver.attributes(for: header(0)) == nil)
    var answered: [ElementID] = []
    driver.forEachElement(in: bounds) { answered.append($0.id) }
    #expect(answered.isEmpty)
    driver.prepare(
      forUpdates: [UpdateItem(action: .insert, after: .item(IndexPath(item: 0, section: 0)))],
      dataSource: CountingFlowSource([7, 6]))
    #expect(
      driver.attributes(for: cell(6, 0))?.frame == Rect(x: 0, y: 150, width: 100, height: 50))
    driver.forEachElement(in: bounds) { answered.append($0.id) }
    #expect(answered.contains(cell(0, 0)))
  }
}
