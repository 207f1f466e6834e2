import Testing
import Trellis
import TrellisAdapter

@Suite("Layout driver: interactive movement")
struct LayoutDriverMovementTests {
  @Test("the target is the item under the finger, or the current place between items")
  func target() {
    let driver = preparedGrid([6, 6])
    let current = IndexPath(item: 0, section: 0)
    // Item 1.4 spans x 110-210, y 230-280.
    #expect(
      driver.targetIndexPath(forMoving: current, at: Point(x: 150, y: 250), current: current)
        == IndexPath(item: 4, section: 1))
    // y = 85 falls in the gap between the lines of section 0.
    #expect(
      driver.targetIndexPath(forMoving: current, at: Point(x: 150, y: 85), current: current)
        == current)
  }

  @Test("a step that moves an item to another section lays out only the two sections")
  func step() {
    let counter = PreparationCounter()
    let driver = preparedGrid([6, 6, 3], counter: counter)
    driver.invalidate(
      movingItemsFrom: [IndexPath(item: 5, section: 0)], to: [IndexPath(item: 0, section: 1)])
    driver.invalidate(everything: false, dataSourceCounts: false)
    driver.prepare(
      for: driver.layout.viewport, dataSource: CountingFlowSource([5, 7, 3], counter: counter))
    #expect(counter.preparations == 1)
    #expect(counter.updates == 1)
    // Section 1 now has three lines: 140 + 30 + 170 = 340 is where section 2 starts.
    #expect(driver.layout.attributes(for: header(2))?.frame.minY == 340)
    #expect(driver.itemCounts == [6, 6, 3])
  }
}
