import Testing
import Trellis
import TrellisTesting

/// Queries with index paths and proposals no data has: near `Int.max` or `Int.min`,
/// NaN or infinite. Each answers `nil` or a finite, defined value; none traps.
@Suite("Hostile queries: extreme index paths and non-finite proposals")
struct HostileQueryTests {
  private static let viewport = Viewport(size: Size(width: 375, height: 667))
  private static let extremes = [Int.max, Int.max - 1, Int.min, Int.min + 1, -1]

  /// Every element naming an extreme item or section, of every kind.
  private static var hostileElements: [ElementID] {
    var elements: [ElementID] = []
    for (item, section) in extremes.flatMap({ value in [(value, 0), (0, value), (value, value)] }) {
      let indexPath = IndexPath(item: item, section: section)
      elements.append(.cell(indexPath))
      for kind: ElementKind in [
        .sectionHeader, .sectionFooter, .collectionHeader, .collectionFooter,
        .sectionBackground, .dayHeader, .hourHeader, .corner, .custom("hourLine"),
        .custom("dayBackground"), .custom("currentTime"), .custom("allDayBackground"),
      ] {
        elements.append(.supplementary(kind, indexPath))
        elements.append(.decoration(kind, indexPath))
      }
    }
    return elements
  }

  private static func layouts() throws -> [any CollectionLayout] {
    let flow = FlowLayout()
    try flow.prepare(for: viewport, dataSource: FlowContent(sections: [.init(itemCount: 3)]))
    let waterfall = WaterfallLayout()
    try waterfall.prepare(
      for: viewport, dataSource: WaterfallContent(sections: [.init(itemCount: 3)]))
    let week = WeekCalendarLayout()
    try week.prepare(
      for: viewport,
      dataSource: WeekCalendarContent(events: [CalendarEvent(day: 0, start: 9, end: 10)]))
    let carousel = CarouselLayout()
    try carousel.prepare(for: viewport, dataSource: CarouselContent(itemCounts: [3, 2]))
    return [flow, waterfall, week, carousel]
  }

  @Test("every layout answers nil for elements at extreme index paths")
  func extremeIndexPaths() throws {
    for layout in try Self.layouts() {
      for element in Self.hostileElements {
        #expect(layout.attributes(for: element) == nil, "\(type(of: layout)) \(element)")
      }
    }
  }

  @Test(
    "every layout rests at a finite offset whatever the proposal and velocity",
    arguments: [Double.nan, .infinity, -.infinity, .greatestFiniteMagnitude])
  func nonFiniteProposals(value: Double) throws {
    for layout in try Self.layouts() {
      for (proposed, velocity) in [
        (Point(x: value, y: value), Point.zero), (Point.zero, Point(x: value, y: value)),
        (Point(x: value, y: value), Point(x: value, y: value)),
      ] {
        let resting = layout.targetContentOffset(forProposed: proposed, velocity: velocity)
        #expect(resting.x.isFinite && resting.y.isFinite, "\(type(of: layout)) \(resting)")
      }
    }
  }

  /// Whether `collection` has no scroll position for any extreme item.
  private static func noOffsets<D: CollectionDataSource>(
    _ collection: CollectionView<D, RecordingHost>
  ) -> Bool {
    extremes.allSatisfy { value in
      [(value, 0), (0, value), (value, value)].allSatisfy { item, section in
        collection.contentOffset(
          forItemAt: IndexPath(item: item, section: section), position: .center) == nil
      }
    }
  }

  @Test("a collection view of every layout has no offset for items at extreme index paths")
  func extremeScrollTargets() throws {
    let flow = try CollectionView<FlowContent, RecordingHost>(
      layout: FlowLayout(), dataSource: FlowContent(sections: [.init(itemCount: 3)]),
      viewport: Self.viewport)
    let waterfall = try CollectionView<WaterfallContent, RecordingHost>(
      layout: WaterfallLayout(), dataSource: WaterfallContent(sections: [.init(itemCount: 3)]),
      viewport: Self.viewport)
    let week = try CollectionView<WeekCalendarContent, RecordingHost>(
      layout: WeekCalendarLayout(),
      dataSource: WeekCalendarContent(events: [CalendarEvent(day: 0, start: 9, end: 10)]),
      viewport: Self.viewport)
    let carousel = try CollectionView<CarouselContent, RecordingHost>(
      layout: CarouselLayout(), dataSource: CarouselContent(itemCounts: [3, 2]),
      viewport: Self.viewport)
    #expect(Self.noOffsets(flow))
    #expect(Self.noOffsets(waterfall))
    #expect(Self.noOffsets(week))
    #expect(Self.noOffsets(carousel))
  }
}
