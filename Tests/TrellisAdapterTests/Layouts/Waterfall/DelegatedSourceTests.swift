import Testing
import Trellis
import TrellisAdapter

@Suite("Delegated data sources: counts from the view, values from the delegate")
@MainActor
struct DelegatedSourceTests {
  final class Heights: WaterfallLayoutDelegate {
    let heights: [Double]
    init(_ heights: [Double]) { self.heights = heights }
    func heightForItem(at indexPath: IndexPath) -> Double? { heights[indexPath.item] }
  }

  final class Meetings: WeekCalendarLayoutDelegate {
    func event(at index: Int) -> CalendarEvent {
      CalendarEvent(day: index, start: 9, end: 10)
    }
  }

  func waterfall() -> WaterfallLayout {
    var configuration = WaterfallLayout.Configuration()
    configuration.columnCount = 2
    configuration.minimumColumnSpacing = 10
    configuration.minimumInteritemSpacing = 10
    configuration.itemHeight = 70
    return WaterfallLayout(configuration: configuration)
  }

  @Test("a waterfall reads item heights from the delegate, into the shortest column")
  func waterfallDelegate() throws {
    let layout = waterfall()
    let source = DelegatedWaterfallSource(counts: [3], delegate: Heights([100, 50, 30]))
    try source.prepare(layout, for: Viewport(size: Size(width: 210, height: 400)))
    #expect(layout.attributes(for: cell(0, 0))?.frame == Rect(x: 0, y: 0, width: 100, height: 100))
    #expect(layout.attributes(for: cell(1, 0))?.frame == Rect(x: 110, y: 0, width: 100, height: 50))
    #expect(
      layout.attributes(for: cell(2, 0))?.frame == Rect(x: 110, y: 60, width: 100, height: 30))
  }

  @Test("without a delegate every waterfall item has the layout-wide height")
  func waterfallWithoutDelegate() throws {
    let layout = waterfall()
    let source = DelegatedWaterfallSource(counts: [2, 1], delegate: nil)
    try source.prepare(layout, for: Viewport(size: Size(width: 210, height: 400)))
    for element in layout.allElements() where element.category == .cell {
      #expect(element.frame.height == 70)
    }
    #expect(layout.allElements().filter { $0.category == .cell }.count == 3)
  }

  @Test("a week calendar has one event per item of section 0, and none without a delegate")
  func weekCalendar() {
    let meetings = Meetings()
    #expect(DelegatedWeekCalendarSource(counts: [3], delegate: meetings).numberOfEvents == 3)
    #expect(
      DelegatedWeekCalendarSource(counts: [3], delegate: meetings).event(at: 2)
        == CalendarEvent(day: 2, start: 9, end: 10))
    #expect(DelegatedWeekCalendarSource(counts: [3], delegate: nil).numberOfEvents == 0)
    #expect(DelegatedWeekCalendarSource(counts: [Int](), delegate: meetings).numberOfEvents == 0)
  }

  @Test("a driver of a delegated waterfall inserts an item into the shortest column")
  func waterfallThroughDriver() {
    let delegate = Heights([100, 50, 30, 40])
    let driver = LayoutDriver<DelegatedWaterfallSource<[Int]>>(layout: waterfall())
    driver.prepare(
      for: Viewport(size: Size(width: 210, height: 400)),
      dataSource: DelegatedWaterfallSource(counts: [3], delegate: delegate))
    driver.prepare(
      forUpdates: [UpdateItem(action: .insert, after: .item(IndexPath(item: 3, section: 0)))],
      dataSource: DelegatedWaterfallSource(counts: [4], delegate: delegate))
    #expect(driver.lastError == nil)
    // Column 1 ends at 90, column 0 at 100: the new item goes under item 2.
    #expect(
      driver.layout.attributes(for: cell(3, 0))?.frame
        == Rect(x: 110, y: 100, width: 100, height: 40))
    #expect(driver.initialAttributes(forAppearing: cell(3, 0))?.alpha == 0)
  }
}
