import Testing
@_spi(Testing) import Trellis
import TrellisConformance

/// Two columns of 155 at x 0 and 165 under a 40-point header, with a 20-point footer:
/// items 0 (0: 40..140), 1 (1: 40..90), 2 (1: 100..130), 3 (full span: 150..170),
/// 4 (0: 180..200); footer 200..220.
private func masonry() throws -> WaterfallLayout {
  try preparedWaterfall(
    width: 320, sections: [.init(itemHeights: [100, 50, 30, 20, 20], fullSpanItems: [3])]
  ) {
    $0.headerHeight = 40
    $0.footerHeight = 20
  }
}

private let header = ElementID.supplementary(.sectionHeader, IndexPath(item: 0, section: 0))
private let footer = ElementID.supplementary(.sectionFooter, IndexPath(item: 0, section: 0))

@Suite("Waterfall layout: queries")
struct WaterfallQueriesTests {
  @Test("the fixture has the hand-computed frames")
  func fixture() throws {
    let layout = try masonry()
    #expect(
      layout.cellFrames() == [
        rect(0, 40, 155, 100), rect(165, 40, 155, 50), rect(165, 100, 155, 30),
        rect(0, 150, 320, 20), rect(0, 180, 155, 20),
      ])
    #expect(layout.footerFrame() == rect(0, 200, 320, 20))
  }

  @Test("all elements come header, items by index, footer")
  func allElementsOrder() throws {
    #expect(
      try masonry().allElements().map(\.id) == [
        header, waterfallCell(0), waterfallCell(1), waterfallCell(2), waterfallCell(3),
        waterfallCell(4), footer,
      ])
  }

  @Test("a rect over one column finds that column's items and what spans the width")
  func oneColumn() throws {
    let layout = try masonry()
    // x 200..210 lies in column 1 only; y 0..175 reaches the full-span item.
    let ids = Set(layout.elements(in: rect(200, 0, 10, 175)).map(\.id))
    #expect(ids == [header, waterfallCell(1), waterfallCell(2), waterfallCell(3)])
    // In the gap between the columns (155..165) only full-width elements are found.
    let gap = Set(layout.elements(in: rect(156, 0, 8, 1000)).map(\.id))
    #expect(gap == [header, waterfallCell(3), footer])
  }

  @Test("a rect between items along the axis finds none of them")
  func betweenItems() throws {
    let layout = try masonry()
    // Column 1 has nothing in 90..100, column 0 nothing in 140..150.
    #expect(layout.elements(in: rect(170, 90, 100, 10)).isEmpty)
    #expect(layout.elements(in: rect(0, 140, 100, 10)).isEmpty)
    // Edges that only touch do not intersect.
    #expect(layout.elements(in: rect(0, 170, 320, 10)).isEmpty)
  }

  @Test(
    "attributes for elements that do not exist are nil",
    arguments: [
      waterfallCell(5), waterfallCell(-1), waterfallCell(0, 1),
      ElementID.supplementary(.sectionHeader, IndexPath(item: 1, section: 0)),
      .supplementary(.sectionFooter, IndexPath(item: 0, section: 1)),
      .supplementary(.collectionHeader, IndexPath(item: 0, section: 0)),
      .decoration(.sectionBackground, IndexPath(item: 0, section: 0)),
    ])
  func missingElements(id: ElementID) throws {
    #expect(try masonry().attributes(for: id) == nil)
  }

  @Test("an unprepared layout has no elements")
  func unprepared() {
    let layout = WaterfallLayout()
    #expect(layout.allElements().isEmpty)
    #expect(layout.elements(in: rect(0, 0, 100, 100)).isEmpty)
    #expect(layout.contentSize == .zero)
    #expect(layout.numberOfItems(inSection: 0) == 0)
  }

  @Test("rects with NaN, infinite or negative extents do not trap")
  func oddRects() throws {
    let layout = try masonry()
    #expect(layout.elements(in: rect(.nan, 0, 10, 10)).isEmpty)
    #expect(layout.elements(in: rect(0, 0, -10, 10)).isEmpty)
    let infinite = rect(-.infinity, -.infinity, .infinity, .infinity)
    #expect(LayoutConformance(additionalRects: [infinite]).violations(of: layout).isEmpty)
    #expect(layout.elements(in: rect(-1e300, -1e300, 2e300, 2e300)).count == 7)
  }

  @Test("scrolling never prepares again; a new width invalidates everything")
  func invalidation() throws {
    let layout = try masonry()
    var viewport = layout.viewport
    viewport.contentOffset = Point(x: 0, y: 120)
    #expect(try layout.updateViewport(viewport) == .none)
    #expect(layout.viewport == viewport)
    viewport.size.height = 900
    #expect(try layout.updateViewport(viewport) == .none)
    layout.configuration.sectionHeadersPinToVisibleBounds = true
    try layout.prepare(for: viewport, dataSource: WaterfallContent(sections: [.init(itemCount: 4)]))
    viewport.contentOffset.y = 10
    #expect(try layout.updateViewport(viewport) == .pinnedElements)
    var wider = viewport
    wider.size.width = 400
    #expect(try layout.updateViewport(wider) == .everything)
    #expect(layout.viewport == viewport)
    #expect(layout.preparationCount == 2)
    viewport.contentOffset.y = .nan
    #expect(throws: LayoutError.self) { try layout.updateViewport(viewport) }
  }
}
