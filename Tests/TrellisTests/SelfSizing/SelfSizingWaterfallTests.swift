import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

@Suite("Self-sizing: a waterfall corrects its estimates without moving what is on screen")
struct SelfSizingWaterfallTests {
  typealias Board = CollectionView<SelfSizingContent<WaterfallContent>, RecordingHost>

  /// Two columns 145 wide over a 300 × 400 viewport, items estimated 100 tall and 10
  /// apart: items 2*k* and 2*k* + 1 share the row at 110 *k*.
  static func board(
    offset: Double, measure: @escaping (ElementID, LayoutAttributes) -> Size?
  ) throws -> (Board, RecordingHost) {
    var configuration = WaterfallLayout.Configuration()
    configuration.itemHeight = 100
    let collection = try Board(
      layout: WaterfallLayout(configuration: configuration),
      dataSource: SelfSizingContent(WaterfallContent(sections: [.init(itemCount: 40)])),
      viewport: Viewport(
        size: Size(width: 300, height: 400), contentOffset: Point(x: 0, y: offset)),
      prefetchMargin: 120)
    return (collection, RecordingHost(measure: measure))
  }

  static func frame(_ collection: Board, _ item: Int) -> Rect? {
    collection.layout.attributes(for: .cell(IndexPath(item: item, section: 0)))?.frame
  }

  @Test("a prefetched row above the viewport grows, and the offset moves with the anchor")
  func correctionAboveTheViewport() throws {
    var (collection, host) = try Self.board(offset: 1_100) { element, frame in
      element.indexPath.item == 18 || element.indexPath.item == 19
        ? Size(width: 145, height: 150) : frame.size
    }
    let pass = try collection.measureVisibleElements(host: &host)
    #expect(Self.frame(collection, 18) == Rect(x: 0, y: 990, width: 145, height: 150))
    #expect(Self.frame(collection, 19) == Rect(x: 155, y: 990, width: 145, height: 150))
    #expect(Self.frame(collection, 20) == Rect(x: 0, y: 1_150, width: 145, height: 100))
    #expect(collection.contentOffset == Point(x: 0, y: 1_150))
    #expect(pass.anchor == IndexPath(item: 20, section: 0))
    #expect(pass.anchorFrame == pass.anchorFrameBefore)
    #expect(collection.contentSize == Size(width: 300, height: 2_240))
    expectShowsVisibleElements(collection, host)
  }

  @Test("a correction below the viewport changes nothing on screen")
  func correctionBelowTheViewport() throws {
    var (collection, host) = try Self.board(offset: 1_100) { element, frame in
      element.indexPath.item >= 28 ? Size(width: 145, height: 30) : frame.size
    }
    let before = collection.layout.elements(in: collection.viewport.bounds)
    try collection.measureVisibleElements(host: &host)
    #expect(collection.contentOffset == Point(x: 0, y: 1_100))
    #expect(collection.layout.elements(in: collection.viewport.bounds) == before)
    #expect(Self.frame(collection, 28) == Rect(x: 0, y: 1_540, width: 145, height: 30))
  }
}

extension SelfSizingWaterfallTests {
  @Test("section headers size themselves along the scroll axis")
  func headers() throws {
    var configuration = WaterfallLayout.Configuration()
    configuration.itemHeight = 100
    let collection = try Board(
      layout: WaterfallLayout(configuration: configuration),
      dataSource: SelfSizingContent(
        WaterfallContent(sections: [.init(itemCount: 2), .init(itemCount: 2)]),
        estimatedHeaderSize: Size(width: 300, height: 20), selfSizingElements: [.headers]),
      viewport: Viewport(size: Size(width: 300, height: 400)))
    var host = RecordingHost { element, frame in
      element.category == .supplementary ? Size(width: frame.size.width, height: 50) : nil
    }
    let pass = try collection.measureVisibleElements(host: &host)
    // Section 0: header 0..<50, one row of items 50..<150; section 1's header follows.
    let header = ElementID.supplementary(.sectionHeader, IndexPath(item: 0, section: 1))
    #expect(
      collection.layout.attributes(for: header)?.frame == Rect(x: 0, y: 150, width: 300, height: 50)
    )
    #expect(collection.contentSize == Size(width: 300, height: 300))
    #expect(pass.corrected == 2)
    #expect(host.measurementRequests.allSatisfy { $0.category == .supplementary })
  }
}
