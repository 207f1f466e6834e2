import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

@Suite("Collection view: visible elements and reuse")
struct CollectionViewVisibilityTests {
  /// 100 × 100 items in a 375-point-wide viewport: 3 to a line (3 × 100 + 2 × 10 = 320),
  /// lines every 110 points.
  static func grid(items: Int = 300, height: Double = 667) throws -> TileGrid {
    try tileGrid(FlowContent(sections: [.init(itemCount: items)]), height: height)
  }

  @Test("the first pass makes one view per element in the bounds")
  func firstPass() throws {
    let collection = try Self.grid()
    var host = RecordingHost()
    let change = collection.updateVisibleElements(host: &host)
    // Lines start at 0, 110, ..., 660: seven lines of three reach into 667 points.
    #expect(change == VisibilityChange(appeared: 21))
    #expect(host.made == 21)
    #expect(collection.numberOfVisibleElements == 21)
    expectShowsVisibleElements(collection, host)
    #expect(
      host.onScreen[.cell(IndexPath(item: 20, section: 0))]?.frame
        == Rect(x: 275, y: 660, width: 100, height: 100))
  }

  @Test("a scroll step reports only what entered and left, and reuses views")
  func scrollStep() throws {
    let collection = try Self.grid()
    var host = RecordingHost()
    collection.updateVisibleElements(host: &host)
    // At 110 the first line (0..<100) has left and the line at 770 has entered.
    let change = try collection.scroll(to: Point(x: 0, y: 110), host: &host)
    #expect(change == VisibilityChange(appeared: 3, disappeared: 3))
    #expect(host.made == 21)
    expectShowsVisibleElements(collection, host)
    #expect(collection.isVisible(.cell(IndexPath(item: 21, section: 0))))
    #expect(!collection.isVisible(.cell(IndexPath(item: 0, section: 0))))
    #expect(collection.numberOfReusableViews == 0)
  }

  @Test("a long scroll never makes more views than fit on screen at once")
  func boundedViews() throws {
    let collection = try Self.grid(items: 3_000)
    var host = RecordingHost()
    collection.updateVisibleElements(host: &host)
    var offset = 0.0
    while offset < collection.contentSize.height - 667 {
      offset += 37
      try collection.scroll(to: Point(x: 0, y: offset), host: &host)
      expectShowsVisibleElements(collection, host)
    }
    // Between two line tops 110 apart at most ceil(667 / 110) + 1 = 8 lines show.
    #expect(host.made <= 24)
    #expect(host.made == collection.numberOfVisibleElements + collection.numberOfReusableViews)
    #expect(host.idle == collection.numberOfReusableViews)
  }

  @Test("the prefetch margin gives views to elements near the bounds")
  func prefetchMargin() throws {
    let collection = try Self.grid()
    collection.prefetchMargin = 100
    var host = RecordingHost()
    collection.updateVisibleElements(host: &host)
    // The rect reaches 767 points down: line 8 at 770 is still out, the line at 660 in.
    #expect(collection.visibleRect == Rect(x: -100, y: -100, width: 575, height: 867))
    #expect(collection.numberOfVisibleElements == 21)
    collection.prefetchMargin = 120
    collection.updateVisibleElements(host: &host)
    #expect(collection.numberOfVisibleElements == 24)
  }

  @Test("pinned headers get new attributes on a scroll without a new view")
  func pinnedHeaders() throws {
    var configuration = FlowLayout.Configuration()
    configuration.itemSize = Size(width: 100, height: 100)
    configuration.headerReferenceSize = Size(width: 0, height: 40)
    configuration.sectionHeadersPinToVisibleBounds = true
    let collection = try CollectionView<FlowContent, RecordingHost>(
      layout: FlowLayout(configuration: configuration),
      dataSource: FlowContent(sections: [.init(itemCount: 30), .init(itemCount: 30)]),
      viewport: Viewport(size: Size(width: 375, height: 400)))
    var host = RecordingHost()
    collection.updateVisibleElements(host: &host)
    let header = ElementID.supplementary(.sectionHeader, IndexPath(item: 0, section: 0))
    let view = collection.view(for: header)
    try collection.scroll(to: Point(x: 0, y: 50), host: &host)
    #expect(collection.view(for: header) == view)
    #expect(host.onScreen[header]?.frame.minY == 50)
    expectShowsVisibleElements(collection, host)
  }

  @Test("an invalid offset throws and changes nothing")
  func invalidOffset() throws {
    let collection = try Self.grid()
    var host = RecordingHost()
    collection.updateVisibleElements(host: &host)
    let before = host
    #expect(throws: LayoutError.self) {
      try collection.scroll(to: Point(x: 0, y: .nan), host: &host)
    }
    #expect(host == before)
    #expect(collection.contentOffset == .zero)
  }

  @Test("hit testing finds the item under a point, and nothing in the gaps")
  func hitTesting() throws {
    let collection = try Self.grid()
    // Full lines are justified, 37.5 points apart, rounded to whole points: x 0, 138, 275.
    #expect(
      collection.indexPathForItem(at: Point(x: 150, y: 120)) == IndexPath(item: 4, section: 0))
    #expect(
      collection.indexPathForItem(at: Point(x: 138, y: 110)) == IndexPath(item: 4, section: 0))
    #expect(collection.indexPathForItem(at: Point(x: 238, y: 110)) == nil)
    #expect(collection.indexPathForItem(at: Point(x: 120, y: 50)) == nil)
    #expect(collection.indexPathForItem(at: Point(x: 50, y: 105)) == nil)
    #expect(collection.indexPathForItem(at: Point(x: -1, y: 0)) == nil)
  }
}

@Suite("Rect bands")
struct RectBandTests {
  static func bands(_ a: Rect, outside b: Rect) -> [Rect] {
    var result: [Rect] = []
    a.forEachBand(outside: b) { result.append($0) }
    return result
  }

  @Test(
    "a rect leaves a band along each side it reaches past another, and none inside it",
    arguments: [
      // Moved down by 20: the old rect leaves a band above, the new one enters below.
      (rect(0, 0, 100, 50), rect(0, 20, 100, 50), [rect(0, 0, 100, 20)]),
      (rect(0, 20, 100, 50), rect(0, 0, 100, 50), [rect(0, 50, 100, 20)]),
      // Moved 10 across and 20 down: the band below, then the band right of the old
      // rect over the rows they share (y 20..<50).
      (rect(10, 20, 100, 50), rect(0, 0, 100, 50), [rect(10, 50, 100, 20), rect(100, 20, 10, 30)]),
      // Around a smaller rect: the bands above and below, then left and right of it.
      (
        rect(0, 0, 30, 30), rect(10, 10, 10, 10),
        [rect(0, 0, 30, 10), rect(0, 20, 30, 10), rect(0, 10, 10, 10), rect(20, 10, 10, 10)]
      ),
      (rect(10, 10, 10, 10), rect(0, 0, 30, 30), []),
    ])
  func bands(of a: Rect, outside b: Rect, expected: [Rect]) {
    #expect(Self.bands(a, outside: b) == expected)
  }
}
