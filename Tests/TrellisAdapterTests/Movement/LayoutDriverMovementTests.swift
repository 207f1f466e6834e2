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
      driver.targetIndexPath(forMovingItemAt: current, to: Point(x: 150, y: 250))
        == IndexPath(item: 4, section: 1))
    // y = 85 falls in the gap between the lines of section 0.
    #expect(driver.targetIndexPath(forMovingItemAt: current, to: Point(x: 150, y: 85)) == current)
  }

  @Test("the shelf rule refuses a full shelf, keeps the last place, and accepts room")
  func capacityRule() {
    // Shelves of 4, 3 and 4 books, starting at y = 0, 140 and 220.
    let driver = preparedGrid([4, 3, 4])
    driver.moveRule = { $0.hasRoom(forAtMost: 4) ? $0.proposed : nil }
    let book = IndexPath(item: 0, section: 1)
    // Item 1.0 (x 110-210, y 30-80) is on a full shelf: the book stays where it is now.
    #expect(driver.targetIndexPath(forMovingItemAt: book, to: Point(x: 150, y: 55)) == book)
    // Within its own shelf a place is always accepted: item 2.1 spans y 170-220.
    let withinShelf = IndexPath(item: 2, section: 1)
    #expect(driver.targetIndexPath(forMovingItemAt: book, to: Point(x: 250, y: 195)) == withinShelf)
    // From there, item 1.2 (y 250-300) is on a full shelf: the last accepted place stays.
    #expect(
      driver.targetIndexPath(forMovingItemAt: withinShelf, to: Point(x: 150, y: 275)) == withinShelf
    )
    driver.endMovement()
    // A book of the full shelf 2 may go to shelf 1, which has room.
    let fromFull = IndexPath(item: 3, section: 2)
    #expect(
      driver.targetIndexPath(forMovingItemAt: fromFull, to: Point(x: 150, y: 195))
        == IndexPath(item: 1, section: 1))
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

  @Test("defect 6: a step that leaves the item where it is lays out nothing")
  func stillStep() {
    let counter = PreparationCounter()
    let driver = preparedGrid([6, 6, 3], counter: counter)
    let place = [IndexPath(item: 2, section: 1)]
    driver.invalidate(movingItemsFrom: place, to: place)
    driver.prepare(
      for: driver.layout.viewport, dataSource: CountingFlowSource([6, 6, 3], counter: counter))
    #expect(counter.preparations == 1)
    #expect(counter.updates == 0)
  }

  @Test("the moving item is lifted by the lift scale, and not at all by 1 or a bad value")
  func lift() {
    let driver = preparedGrid([6])
    let item = IndexPath(item: 2, section: 0)
    #expect(driver.liftedTransform(forMovingItemAt: item) == .scale(x: 1.05, y: 1.05))
    for scale in [1, 0, -2, Double.nan] {
      driver.liftScale = scale
      #expect(driver.liftedTransform(forMovingItemAt: item) == .identity)
    }
  }
}
