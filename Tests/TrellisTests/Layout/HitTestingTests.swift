import Testing
import Trellis
import TrellisConformance

/// `indexPathForItem(at:)` on every built-in layout: the topmost cell whose frame holds
/// the point, edges included at the minimum and excluded at the maximum.
@Suite("Hit testing")
struct HitTestingTests {
  @Test("a waterfall finds the item in the column under the point")
  func waterfall() throws {
    let layout = try preparedWaterfall(
      width: 320, height: 480, sections: [.init(itemHeights: [120, 80, 60, 100])]
    ) { $0.columnCount = 2 }
    // Columns of (320 - 10) / 2 = 155, each item in the shortest: item 0 at x 0
    // (0..<120), item 1 at x 165 (0..<80), item 2 under item 1 (90..<150), item 3 under
    // item 0 (130..<230).
    #expect(layout.indexPathForItem(at: Point(x: 10, y: 119)) == IndexPath(item: 0, section: 0))
    #expect(layout.indexPathForItem(at: Point(x: 10, y: 120)) == nil)
    #expect(layout.indexPathForItem(at: Point(x: 160, y: 10)) == nil)
    #expect(layout.indexPathForItem(at: Point(x: 165, y: 90)) == IndexPath(item: 2, section: 0))
    #expect(layout.indexPathForItem(at: Point(x: 10, y: 200)) == IndexPath(item: 3, section: 0))
    #expect(layout.indexPathForItem(at: Point(x: 200, y: 200)) == nil)
  }

  @Test("a week finds the event at a time, and the later one where two overlap in cascade")
  func week() throws {
    var configuration = WeekCalendarLayout.Configuration()
    configuration.dayWidth = 100
    configuration.overlapStyle = .cascade
    let layout = WeekCalendarLayout(configuration: configuration)
    try layout.prepare(
      for: Viewport(size: Size(width: 760, height: 600)),
      dataSource: WeekCalendarContent(events: [
        CalendarEvent(day: 0, start: 9, end: 11), CalendarEvent(day: 0, start: 10, end: 12),
      ]))
    // Hours are 50 points under 40 points of day headers; day 0 starts after the
    // 60-point hour headers. At 9:30 only the first event; at 10:30 both, and the
    // second is stacked above the first.
    let nineThirty = 40 + 9.5 * 50
    let tenThirty = 40 + 10.5 * 50
    #expect(
      layout.indexPathForItem(at: Point(x: 70, y: nineThirty)) == IndexPath(item: 0, section: 0))
    #expect(
      layout.indexPathForItem(at: Point(x: 150, y: tenThirty)) == IndexPath(item: 1, section: 0))
    #expect(layout.indexPathForItem(at: Point(x: 70, y: 40 + 13 * 50)) == nil)
  }

  @Test("hit testing agrees with a brute-force search over the frames")
  func bruteForce() throws {
    let layout = try preparedFlow(
      width: 300, height: 400, sections: [.init(itemCount: 40), .init(itemCount: 13)]
    ) {
      $0.itemSize = Size(width: 37, height: 23)
      $0.headerReferenceSize = Size(width: 0, height: 17)
    }
    let conformance = LayoutConformance(seed: 7, elementProbeCount: 53, randomPointCount: 2_000)
    let violations = conformance.violations(of: layout)
    #expect(violations.isEmpty, "\(violations)")
  }
}
