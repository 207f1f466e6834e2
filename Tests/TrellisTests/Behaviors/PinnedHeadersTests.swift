import Testing
@_spi(Testing) import Trellis

/// The books-by-month demo: three sections of 7, 3 and 4 books under a 60-point page
/// header, 45-point section headers that pin, in a 375 x 667 view at scale 2.
///
/// Item width w = (375 - 5) / 3 = 370 / 3, height h = w / 3 * 4 = 1480 / 9 ≈ 164.444.
/// Three items fit per line (floor(375 / w) = 3), 2.5 apart. Sections start after the
/// page header: section 0 spans 60 ..< 60 + 45 + 3h + 2 * 2 = 602.333…, section 1 ends
/// at 602.333… + 45 + h = 811.777…, section 2 at 811.777… + 45 + 2h + 2 = 1187.666….
enum BooksByMonth {
  static let itemWidth = 370.0 / 3
  static let itemHeight = 370.0 / 3 / 3 * 4

  static func layout(
    pinningMode: PinningMode = .push, headers: [Double] = [45, 45, 45],
    collectionHeader: CollectionSupplementary? = CollectionSupplementary(length: 60)
  ) throws -> FlowLayout {
    var configuration = FlowLayout.Configuration()
    configuration.itemSize = Size(width: itemWidth, height: itemHeight)
    configuration.minimumLineSpacing = 2
    configuration.minimumInteritemSpacing = 0
    configuration.sectionHeadersPinToVisibleBounds = true
    configuration.behaviors.pinningMode = pinningMode
    configuration.behaviors.collectionHeader = collectionHeader
    let layout = FlowLayout(configuration: configuration)
    let sections = zip([7, 3, 4], headers).map { count, header in
      FlowContent.Section(
        itemCount: count, values: .init(headerReferenceSize: Size(width: 0, height: header)))
    }
    try layout.prepare(
      for: Viewport(size: Size(width: 375, height: 667), scale: 2),
      dataSource: FlowContent(sections: sections))
    return layout
  }

  static func scrolled(_ layout: FlowLayout, to y: Double) throws -> FlowLayout {
    var viewport = layout.viewport
    viewport.contentOffset = Point(x: 0, y: y)
    try layout.updateViewport(viewport)
    return layout
  }

  static func headerY(_ layout: FlowLayout, section: Int) -> Double? {
    layout.attributes(for: .supplementary(.sectionHeader, IndexPath(item: 0, section: section)))?
      .frame.minY
  }

  /// The sections whose headers a query of the visible bounds returns.
  static func visibleHeaders(_ layout: FlowLayout) -> [Int] {
    layout.elements(in: layout.viewport.bounds)
      .filter { $0.id.kind == .sectionHeader }.map(\.indexPath.section)
  }
}

@Suite("Pinned section headers")
struct PinnedHeadersTests {
  @Test("the books demo has the hand-computed content height")
  func contentHeight() throws {
    let layout = try BooksByMonth.layout()
    // 60 + (45 + 3h + 4) + (45 + h) + (45 + 2h + 2) = 201 + 6h = 201 + 8880 / 9.
    #expect(layout.contentSize.height == 201 + 6 * BooksByMonth.itemHeight)
    #expect(layout.contentSize.width == 375)
  }

  @Test(
    "section 0's header stays pinned inside its section, then is pushed off",
    arguments: [
      // At rest it sits below the page header at its natural position.
      (0.0, 60.0),
      (59.0, 60.0),
      // Inside the section it follows the top edge.
      (200.0, 200.0),
      (400.25, 400.5),  // 400.25 * 2 = 800.5 rounds away from zero to 801
      // It stops 45 points above the section's end: 602.333… - 45 = 557.333… -> 557.5.
      (557.0, 557.0),
      (560.0, 557.5),
      (700.0, 557.5),
    ])
  func firstHeader(offset: Double, expectedY: Double) throws {
    let layout = try BooksByMonth.scrolled(BooksByMonth.layout(), to: offset)
    #expect(BooksByMonth.headerY(layout, section: 0) == expectedY)
  }

  @Test("at the boundary between two sections, the next header pushes the previous one")
  func boundary() throws {
    // Offset 580: header 0 is at 557.5 (pushed), showing its bottom 22.5 points; header
    // 1 is at its natural 602.333… -> 602.5; both are on screen.
    let layout = try BooksByMonth.scrolled(BooksByMonth.layout(), to: 580)
    #expect(BooksByMonth.headerY(layout, section: 0) == 557.5)
    #expect(BooksByMonth.headerY(layout, section: 1) == 602.5)
    #expect(BooksByMonth.visibleHeaders(layout) == [0, 1, 2])
  }

  @Test("inside section 1, its header is pinned and section 0's is gone from the screen")
  func insideSecondSection() throws {
    let layout = try BooksByMonth.scrolled(BooksByMonth.layout(), to: 650)
    #expect(BooksByMonth.headerY(layout, section: 1) == 650)
    // Section 1 ends at 811.777…; its header stops at 766.777… -> 767 (1533.55 -> 1534).
    let pushed = try BooksByMonth.scrolled(BooksByMonth.layout(), to: 780)
    #expect(BooksByMonth.headerY(pushed, section: 1) == 767)
    #expect(BooksByMonth.headerY(pushed, section: 2) == 812)  // 811.777… * 2 -> 1624
    #expect(BooksByMonth.visibleHeaders(pushed) == [1, 2])
  }

  @Test("past the last section's start, its header pins until the content ends")
  func lastSection() throws {
    let layout = try BooksByMonth.scrolled(BooksByMonth.layout(), to: 900)
    #expect(BooksByMonth.headerY(layout, section: 2) == 900)
    // The content ends at 1187.666…; the header stops at 1142.666… -> 1142.5.
    let end = try BooksByMonth.scrolled(BooksByMonth.layout(), to: 1150)
    #expect(BooksByMonth.headerY(end, section: 2) == 1142.5)
  }

  @Test("a pinned header is found by a rect that misses its natural frame")
  func queryFindsPinnedHeader() throws {
    let layout = try BooksByMonth.scrolled(BooksByMonth.layout(), to: 300)
    let strip = layout.elements(in: Rect(x: 0, y: 310, width: 375, height: 10))
    let header = strip.first { $0.id.kind == .sectionHeader }
    #expect(header?.frame == Rect(x: 0, y: 300, width: 375, height: 45))
    #expect(header?.zIndex == SectionBehaviors.pinnedZIndex)
  }

  @Test("a content inset moves the pinning edge")
  func contentInset() throws {
    let layout = try BooksByMonth.layout(collectionHeader: nil)
    var viewport = layout.viewport
    viewport.contentInset.top = 64
    viewport.contentOffset.y = 100
    try layout.prepare(
      for: viewport,
      dataSource: FlowContent(sections: [
        .init(itemCount: 7, values: .init(headerReferenceSize: Size(width: 0, height: 45)))
      ]))
    // The visible area starts at 100 + 64: the header pins there, not at 100.
    #expect(BooksByMonth.headerY(layout, section: 0) == 164)
  }

  @Test("a scroll step never prepares again and moves only the pinned header")
  func scrollStepDoesNotPrepare() throws {
    let layout = try BooksByMonth.layout()
    let preparations = layout.preparationCount
    let cellBefore = layout.attributes(for: .cell(IndexPath(item: 0, section: 1)))
    let stored = layout.geometry.sections
    let spans = layout.geometry.stack.spans
    var invalidations: Set<Invalidation> = []
    for step in 1..<500 {
      var viewport = layout.viewport
      viewport.contentOffset.y = Double(step)
      invalidations.insert(try layout.updateViewport(viewport))
      #expect(BooksByMonth.headerY(layout, section: 0) == min(max(Double(step), 60), 557.5))
    }
    #expect(invalidations == [.pinnedElements])
    #expect(layout.preparationCount == preparations)
    // No stored frame was recomputed: the prepared arrays are the ones from before the
    // scroll; pinned frames exist only in the query results.
    #expect(layout.geometry.sections == stored)
    #expect(layout.geometry.stack.spans == spans)
    #expect(layout.attributes(for: .cell(IndexPath(item: 0, section: 1))) == cellBefore)
  }

  @Test("a change of width needs a new preparation, and updateViewport leaves state alone")
  func widthChange() throws {
    let layout = try BooksByMonth.layout()
    var viewport = layout.viewport
    viewport.size.width = 320
    #expect(try layout.updateViewport(viewport) == .everything)
    #expect(layout.viewport.size.width == 375)
  }

  @Test("an invalid scroll offset is rejected and changes nothing")
  func invalidOffset() throws {
    let layout = try BooksByMonth.scrolled(BooksByMonth.layout(), to: 100)
    var viewport = layout.viewport
    viewport.contentOffset.y = .nan
    let error = #expect(throws: LayoutError.self) { try layout.updateViewport(viewport) }
    #expect(error?.input == .contentOffset)
    #expect(layout.viewport.contentOffset.y == 100)
  }
}
