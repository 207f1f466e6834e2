import Testing
import Trellis
import TrellisConformance
import TrellisTesting

/// The examples of the README and the DocC catalog, run as written.
@Suite("Documentation examples")
struct DocumentationExampleTests {
  @Test("the landing page's twelve default items fill three lines of five")
  func landingPage() throws {
    let layout = FlowLayout()
    try layout.prepare(
      for: Viewport(size: Size(width: 320, height: 480)),
      dataSource: FlowContent(sections: [.init(itemCount: 12)]))
    // N = floor((320 + 10) / (50 + 10)) = 5 per line, 3 lines: 3 * 50 + 2 * 10 = 170.
    #expect(layout.contentSize == Size(width: 320, height: 170))
    // Lines at y 0 and 60 intersect 0..<100; the third starts at 120.
    #expect(layout.elements(in: Rect(x: 0, y: 0, width: 320, height: 100)).count == 10)
  }

  /// The README's quick start, as written: its configuration and the layout it prepares.
  static func readmeQuickStart() throws -> (FlowLayout, FlowLayout.Configuration) {
    var configuration = FlowLayout.Configuration()
    configuration.itemSize = Size(width: 100, height: 120)
    configuration.minimumLineSpacing = 20
    configuration.minimumInteritemSpacing = 20
    configuration.sectionInset = EdgeInsets(top: 15, left: 20, bottom: 15, right: 20)
    configuration.headerReferenceSize = Size(width: 0, height: 50)
    let layout = FlowLayout(configuration: configuration)
    try layout.prepare(
      for: Viewport(size: Size(width: 375, height: 667), scale: 3),
      dataSource: FlowContent(sections: [.init(itemCount: 8), .init(itemCount: 8)]))
    return (layout, configuration)
  }

  @Test("the README's quick start gives two sections of four lines")
  func readmeQuickStart() throws {
    let (layout, _) = try Self.readmeQuickStart()
    // avail = 375 - 40 = 335, N = floor(355 / 120) = 2, so 8 items make 4 lines.
    // Section: 50 + 15 + 4 * 120 + 3 * 20 + 15 = 620; two sections: 1240.
    #expect(layout.contentSize == Size(width: 375, height: 1240))
    // Gap (335 - 200) / 1 = 135: the second item of a line is at 20 + 100 + 135 = 255.
    let second = layout.attributes(for: .cell(IndexPath(item: 1, section: 0)))
    #expect(second?.frame == Rect(x: 255, y: 65, width: 100, height: 120))
  }

  @Test("the README's pinned header, masonry and week come out as it says")
  func readmeBehaviorsAndLayouts() throws {
    let (layout, quickStart) = try Self.readmeQuickStart()
    var configuration = quickStart
    configuration.sectionHeadersPinToVisibleBounds = true
    layout.configuration = configuration
    try layout.prepare(
      for: layout.viewport,
      dataSource: FlowContent(sections: [.init(itemCount: 8), .init(itemCount: 8)]))
    var scrolled = layout.viewport
    scrolled.contentOffset.y = 700
    #expect(try layout.updateViewport(scrolled) == .pinnedElements)
    // Section 1 spans 620 ..< 1240; its header pins at 700 (it may go down to 1190).
    #expect(
      layout.attributes(for: .supplementary(.sectionHeader, IndexPath(item: 0, section: 1)))?
        .frame == Rect(x: 0, y: 700, width: 375, height: 50))

    var columns = WaterfallLayout.Configuration()
    columns.columnCount = 2
    let masonry = WaterfallLayout(configuration: columns)
    try masonry.prepare(
      for: Viewport(size: Size(width: 320, height: 480)),
      dataSource: WaterfallContent(sections: [.init(itemHeights: [120, 80, 60, 100])]))
    // Columns of (320 - 10) / 2 = 155: 120 -> left (ends 120), 80 -> right (80), 60 ->
    // right (90 ..< 150), 100 -> left (130 ..< 230).
    #expect(masonry.contentSize == Size(width: 320, height: 230))
    #expect(
      masonry.attributes(for: .cell(IndexPath(item: 3, section: 0)))?.frame
        == Rect(x: 0, y: 130, width: 155, height: 100))

    let week = WeekCalendarLayout()
    try week.prepare(
      for: Viewport(size: Size(width: 760, height: 600)),
      dataSource: WeekCalendarContent(events: [
        CalendarEvent(day: 0, start: 9, end: 11), CalendarEvent(day: 0, start: 10, end: 12),
      ]))
    // Days of (760 - 60) / 7 = 100 after the 60-point hour column; the events overlap, so
    // each takes a 50-point sub-column; 9 o'clock is 40 + 9 * 50 = 490 down.
    #expect(
      week.attributes(for: .cell(IndexPath(item: 0, section: 0)))?.frame
        == Rect(x: 60, y: 490, width: 50, height: 100))
    #expect(
      week.attributes(for: .cell(IndexPath(item: 1, section: 0)))?.frame
        == Rect(x: 110, y: 540, width: 50, height: 100))
  }

  @Test("the custom row layout of the guide answers queries by arithmetic")
  func customRowLayout() {
    let layout = RowLayout(rowHeight: 44)
    layout.prepare(for: Viewport(size: Size(width: 320, height: 480)), rowCount: 100)
    #expect(layout.contentSize == Size(width: 320, height: 4400))
    // Rows 2 (88..<132) through 4 (176..<220) intersect 100..<200.
    let rows = layout.elements(in: Rect(x: 0, y: 100, width: 320, height: 100))
    #expect(rows.map(\.indexPath.item) == [2, 3, 4])
    #expect(layout.attributes(for: .cell(IndexPath(item: 100, section: 0))) == nil)
    #expect(
      layout.initialAttributes(forAppearing: .cell(IndexPath(item: 3, section: 0)))?.alpha == 0)
    var scrolled = layout.viewport
    scrolled.contentOffset.y = 300
    #expect(layout.invalidation(for: scrolled) == .none)
  }

  @Test("the custom row layout of the guide passes the conformance kit, as the guide shows")
  func customRowLayoutConforms() {
    for rowCount in [0, 1, 7, 250] {
      let layout = RowLayout(rowHeight: 44)
      layout.prepare(for: Viewport(size: Size(width: 320, height: 480)), rowCount: rowCount)
      let violations = LayoutConformance(seed: UInt64(rowCount)).violations(of: layout)
      #expect(violations.isEmpty, "\(violations)")
    }
  }
}

/// The layout from "Writing a Custom Layout", as printed there.
final class RowLayout: CollectionLayout {
  let rowHeight: Double
  private(set) var viewport = Viewport(size: .zero)
  private var rowCount = 0

  init(rowHeight: Double) { self.rowHeight = rowHeight }

  func prepare(for viewport: Viewport, rowCount: Int) {
    self.viewport = viewport
    self.rowCount = rowCount
  }

  var contentSize: Size {
    Size(width: viewport.size.width, height: Double(rowCount) * rowHeight)
  }

  func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
    guard rowCount > 0, rect.maxY > 0 else { return }
    // Clamp before converting: a rect may reach far past the content.
    let rows = Double(rowCount - 1)
    let first = Int(min(max(0, (rect.minY / rowHeight).rounded(.down)), rows))
    let last = Int(min(rows, (rect.maxY / rowHeight).rounded(.up)))
    guard first <= last else { return }
    for row in first...last {
      let attributes = attributes(row)
      if attributes.frame.intersects(rect) { body(attributes) }
    }
  }

  func forEachElement(_ body: (LayoutAttributes) -> Void) {
    for row in 0..<rowCount { body(attributes(row)) }
  }

  func attributes(for element: ElementID) -> LayoutAttributes? {
    guard case .cell(let indexPath) = element, indexPath.section == 0,
      (0..<rowCount).contains(indexPath.item)
    else { return nil }
    return attributes(indexPath.item)
  }

  func invalidation(for newViewport: Viewport) -> Invalidation {
    newViewport.size.width == viewport.size.width ? .none : .everything
  }

  func updateViewport(_ newViewport: Viewport) throws(LayoutError) -> Invalidation {
    try newViewport.validate()
    let invalidation = invalidation(for: newViewport)
    if invalidation != .everything { viewport = newViewport }
    return invalidation
  }

  private func attributes(_ row: Int) -> LayoutAttributes {
    LayoutAttributes(
      id: .cell(IndexPath(item: row, section: 0)),
      frame: Rect(x: 0, y: Double(row) * rowHeight, width: viewport.size.width, height: rowHeight))
  }
}

/// The Getting Started tutorial, run as written: pinned headers, a snapshot and a
/// transition.
@Suite("Getting Started")
struct GettingStartedTests {
  /// The tutorial's first step, as written: a configuration, its layout and the viewport.
  static func firstStep() -> (FlowLayout.Configuration, FlowLayout, Viewport) {
    var configuration = FlowLayout.Configuration()
    configuration.itemSize = Size(width: 80, height: 120)
    configuration.headerReferenceSize = Size(width: 0, height: 50)
    let layout = FlowLayout(configuration: configuration)
    let viewport = Viewport(size: Size(width: 375, height: 667), scale: 3)
    return (configuration, layout, viewport)
  }

  @Test("a header pins to the top of the visible rect without preparing again")
  func pinnedHeaders() throws {
    let (firstConfiguration, layout, viewport) = Self.firstStep()
    var configuration = firstConfiguration
    // Four items to a line: 20 items are 5 lines, 5 × 120 + 4 × 10 = 640 points, so the
    // second header is at 50 + 640 = 690.
    let library = FlowContent(sections: [.init(itemCount: 20), .init(itemCount: 20)])
    configuration.sectionHeadersPinToVisibleBounds = true
    layout.configuration = configuration
    try layout.prepare(for: viewport, dataSource: library)
    let header = ElementID.supplementary(.sectionHeader, IndexPath(item: 0, section: 1))
    #expect(layout.attributes(for: header)?.frame.minY == 690)
    var scrolled = layout.viewport
    scrolled.contentOffset.y = 700
    #expect(try layout.updateViewport(scrolled) == .pinnedElements)
    #expect(layout.attributes(for: header)?.frame.minY == 700)
  }

  @Test("a snapshot moves dune behind emma and a transition ends in the list")
  func snapshotAndTransition() throws {
    let (configuration, layout, viewport) = Self.firstStep()
    var host = RecordingHost()
    let shelves = FlowContent(sections: [.init(itemCount: 2), .init(itemCount: 1)])
    let collection = try CollectionView<FlowContent, RecordingHost>(
      layout: layout, dataSource: shelves, viewport: viewport)
    collection.updateVisibleElements(host: &host)
    let before = try Snapshot([("fiction", ["dune", "emma"]), ("poetry", ["odes"])])
    let after = try Snapshot([("fiction", ["emma", "dune", "ulysses"]), ("poetry", ["odes"])])
    let result = try collection.apply(
      after, from: before,
      dataSource: FlowContent(sections: [.init(itemCount: 3), .init(itemCount: 1)]),
      host: &host)
    #expect(
      result.mapping.newIndexPath(forOld: IndexPath(item: 0, section: 0))
        == IndexPath(item: 1, section: 0))
    collection.animate(to: 0.5, host: &host)
    collection.finishAnimation(host: &host)
    #expect(collection.itemCounts == [3, 1])

    var list = configuration
    list.itemSize = Size(width: 375, height: 60)
    try collection.transition(to: FlowLayout(configuration: list), host: &host)
    collection.animate(to: 0.3, host: &host)
    collection.finishAnimation(host: &host)
    let first = collection.layout.attributes(for: .cell(IndexPath(item: 0, section: 0)))
    #expect(first?.frame == Rect(x: 0, y: 50, width: 375, height: 60))
  }
}
