import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

@Suite("Self-sizing: a flow layout corrects its estimates without moving what is on screen")
struct SelfSizingFlowTests {
  typealias Messages = CollectionView<SelfSizingContent<FlowContent>, RecordingHost>

  /// A 300 × 500 viewport over `items` items estimated 300 × 100, one to a line, lines
  /// every 100 points: item *i* starts at 100 *i*.
  static func list(
    items: Int = 100, offset: Double = 0, prefetchMargin: Double = 0,
    measure: @escaping (ElementID, LayoutAttributes) -> Size?
  ) throws -> (Messages, RecordingHost) {
    var configuration = FlowLayout.Configuration()
    configuration.minimumLineSpacing = 0
    configuration.minimumInteritemSpacing = 0
    let collection = try Messages(
      layout: FlowLayout(configuration: configuration),
      dataSource: SelfSizingContent(
        FlowContent(sections: [.init(itemCount: items)]),
        estimatedItemSize: Size(width: 300, height: 100)),
      viewport: Viewport(
        size: Size(width: 300, height: 500), contentOffset: Point(x: 0, y: offset)),
      prefetchMargin: prefetchMargin)
    return (collection, RecordingHost(measure: measure))
  }

  static func item(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

  static func frame(_ collection: Messages, _ item: Int) -> Rect? {
    collection.layout.attributes(for: .cell(Self.item(item)))?.frame
  }

  static func tall(_ element: ElementID, _ attributes: LayoutAttributes) -> Size? {
    Size(width: attributes.size.width, height: 150)
  }

  @Test("prefetched items above the viewport grow, and the offset moves with the anchor")
  func correctionAboveTheViewport() throws {
    var (collection, host) = try Self.list(offset: 1_000, prefetchMargin: 200, measure: Self.tall)
    let pass = try collection.measureVisibleElements(host: &host)
    // Items 8...16 were in 800..<1700 and grew to 150: item 10 moved from 1 000 to 1 100.
    #expect(pass.anchor == Self.item(10))
    #expect(pass.anchorFrameBefore == Rect(x: 0, y: 0, width: 300, height: 100))
    #expect(pass.anchorFrame == Rect(x: 0, y: 0, width: 300, height: 150))
    #expect(pass.contentOffset == Point(x: 0, y: 1_100))
    #expect(collection.contentOffset == Point(x: 0, y: 1_100))
    #expect(Self.frame(collection, 8) == Rect(x: 0, y: 800, width: 300, height: 150))
    #expect(Self.frame(collection, 10) == Rect(x: 0, y: 1_100, width: 300, height: 150))
    #expect(Self.frame(collection, 17) == Rect(x: 0, y: 2_150, width: 300, height: 100))
    #expect(collection.contentSize == Size(width: 300, height: 10_450))
    // Round 2 asks again for the items 8...14 still in 900..<1800, whose frames grew;
    // the same answers settle them.
    #expect(pass.rounds == 2)
    #expect(pass.measured == 9 + 7)
    #expect(pass.corrected == 9)
    #expect(collection.dataSource.measuredSizes.count == 9)
    expectShowsVisibleElements(collection, host)
  }

  @Test("corrections below the viewport change nothing on screen")
  func correctionBelowTheViewport() throws {
    var (collection, host) = try Self.list(offset: 1_000, prefetchMargin: 200) { element, frame in
      element.indexPath.item > 14 ? Size(width: 300, height: 150) : frame.size
    }
    let before = collection.layout.elements(in: collection.viewport.bounds)
    let pass = try collection.measureVisibleElements(host: &host)
    #expect(collection.contentOffset == Point(x: 0, y: 1_000))
    #expect(collection.layout.elements(in: collection.viewport.bounds) == before)
    #expect(Self.frame(collection, 15) == Rect(x: 0, y: 1_500, width: 300, height: 150))
    #expect(Self.frame(collection, 16) == Rect(x: 0, y: 1_650, width: 300, height: 150))
    #expect(Self.frame(collection, 17) == Rect(x: 0, y: 1_800, width: 300, height: 100))
    #expect(pass.corrected == 2)
    #expect(pass.anchorFrame == pass.anchorFrameBefore)
  }

  @Test("a correction inside the viewport pushes the items after it down")
  func correctionInsideTheViewport() throws {
    var (collection, host) = try Self.list(offset: 1_000) { element, frame in
      element.indexPath.item == 12 ? Size(width: 300, height: 250) : frame.size
    }
    let pass = try collection.measureVisibleElements(host: &host)
    #expect(collection.contentOffset == Point(x: 0, y: 1_000))
    #expect(Self.frame(collection, 11) == Rect(x: 0, y: 1_100, width: 300, height: 100))
    #expect(Self.frame(collection, 12) == Rect(x: 0, y: 1_200, width: 300, height: 250))
    #expect(Self.frame(collection, 13) == Rect(x: 0, y: 1_450, width: 300, height: 100))
    #expect(pass.anchorFrame == Rect(x: 0, y: 0, width: 300, height: 100))
    // Items 10...14 first, then item 12 again, the only one whose frame changed size.
    #expect(host.measurementRequests.map(\.indexPath.item) == [10, 11, 12, 13, 14, 12])
    expectShowsVisibleElements(collection, host)
  }

  @Test("a chat anchored at the bottom keeps its last message's bottom edge in place")
  func bottomAnchoredChat() throws {
    var (collection, host) = try Self.list(items: 20, offset: 1_500) { _, frame in
      Size(width: frame.size.width, height: 60)
    }
    let pass = try collection.measureVisibleElements(anchor: .lastVisibleItem, host: &host)
    // Messages shrink to 60 as they come into view from the bottom: 15...19, then 13
    // and 14, then 12, then 11, which is still partly visible at the top.
    #expect(pass.anchor == Self.item(19))
    #expect(pass.anchorFrameBefore == Rect(x: 0, y: 400, width: 300, height: 100))
    #expect(pass.anchorFrame == Rect(x: 0, y: 440, width: 300, height: 60))
    #expect(collection.contentSize == Size(width: 300, height: 1_640))
    #expect(collection.contentOffset == Point(x: 0, y: 1_140))
    #expect(Self.frame(collection, 11) == Rect(x: 0, y: 1_100, width: 300, height: 60))
    #expect(Self.frame(collection, 10) == Rect(x: 0, y: 1_000, width: 300, height: 100))
    #expect(pass.corrected == 9)
    expectShowsVisibleElements(collection, host)
  }

  @Test("a host that measures nothing keeps every estimate")
  func hostWithoutMeasurements() throws {
    let collection = try CollectionView<SelfSizingContent<FlowContent>, RecordingHost>(
      layout: FlowLayout(),
      dataSource: SelfSizingContent(
        FlowContent(sections: [.init(itemCount: 30)]),
        estimatedItemSize: Size(width: 100, height: 40)),
      viewport: Viewport(size: Size(width: 320, height: 200)))
    var host = RecordingHost()
    let pass = try collection.measureVisibleElements(host: &host)
    // Lines of three at y 0, 50, 100, 150: twelve items, asked once each per pass.
    #expect(pass.measured == 12)
    #expect(pass.corrected == 0)
    #expect(pass.rounds == 1)
    #expect(collection.contentSize == Size(width: 320, height: 490))
    #expect(collection.dataSource.measuredSizes.isEmpty)
    #expect(try collection.measureVisibleElements(host: &host).measured == 12)
  }

  @Test("a measurement that depends on the width it is given stops with a diagnostic")
  func measurementLoop() throws {
    var (collection, host) = try Self.list(items: 1) { _, frame in
      Size(width: frame.size.width - 10, height: 400 - frame.size.width)
    }
    #expect(
      throws: SelfSizingError.measurementDidNotSettle(
        .cell(Self.item(0)),
        sizes: [
          Size(width: 290, height: 100), Size(width: 280, height: 110),
          Size(width: 270, height: 120), Size(width: 260, height: 130),
          Size(width: 250, height: 140),
        ])
    ) { try collection.measureVisibleElements(host: &host) }
    // The last size is laid out, centered on its line of one, and shown.
    #expect(Self.frame(collection, 0) == Rect(x: 25, y: 0, width: 250, height: 140))
    expectShowsVisibleElements(collection, host)
  }

  @Test("a size that is not usable is refused, and the round applies nothing")
  func invalidMeasurement() throws {
    var (collection, host) = try Self.list { element, frame in
      element.indexPath.item == 3
        ? Size(width: 300, height: -.infinity) : Size(width: 300, height: 80)
    }
    #expect(
      throws: SelfSizingError.invalidMeasuredSize(
        .cell(Self.item(3)), Size(width: 300, height: -.infinity))
    ) { try collection.measureVisibleElements(host: &host) }
    #expect(collection.dataSource.measuredSizes.isEmpty)
    #expect(Self.frame(collection, 1) == Rect(x: 0, y: 100, width: 300, height: 100))
  }

  @Test("an invalidated measurement is asked again, and only then")
  func invalidation() throws {
    var (collection, host) = try Self.list(measure: Self.tall)
    try collection.measureVisibleElements(host: &host)
    host.measure = { _, frame in Size(width: frame.size.width, height: 200) }
    #expect(try collection.measureVisibleElements(host: &host).measured == 0)
    collection.invalidateMeasurements(of: [.cell(Self.item(1))])
    let pass = try collection.measureVisibleElements(host: &host)
    // Item 1 grows from 150 to 200 and asks once more in its new frame.
    #expect(pass.measured == 2)
    #expect(Self.frame(collection, 1) == Rect(x: 0, y: 150, width: 300, height: 200))
    #expect(Self.frame(collection, 2) == Rect(x: 0, y: 350, width: 300, height: 150))
  }

  @Test("a reloaded item is measured again, though it keeps its view and its frame")
  func reloadedItem() throws {
    var (collection, host) = try Self.list(measure: Self.tall)
    try collection.measureVisibleElements(host: &host)
    host.measure = { element, frame in
      Size(width: frame.size.width, height: element.indexPath.item == 1 ? 120 : 150)
    }
    try collection.performBatchUpdates(
      BatchUpdate(reloadItems: [Self.item(1)]), dataSource: collection.dataSource,
      options: UpdateOptions(isAnimated: false), host: &host)
    // Item 1 keeps its 150 until it is measured again; nothing else is asked.
    #expect(Self.frame(collection, 1) == Rect(x: 0, y: 150, width: 300, height: 150))
    host.measurementRequests = []
    let pass = try collection.measureVisibleElements(host: &host)
    // Once at 150, once more in its new frame of 120.
    #expect(host.measurementRequests == [.cell(Self.item(1)), .cell(Self.item(1))])
    #expect(pass.corrected == 1)
    #expect(Self.frame(collection, 1) == Rect(x: 0, y: 150, width: 300, height: 120))
    #expect(Self.frame(collection, 2) == Rect(x: 0, y: 270, width: 300, height: 150))
  }

  @Test("headers and footers size themselves too")
  func headersAndFooters() throws {
    var (collection, host) = try Self.twoSections(
      footerSize: Size(width: 300, height: 20), selfSizingElements: .all)
    try collection.measureVisibleElements(host: &host)
    // Section 0: header 0..<44, items at 44 and 104 (50 tall, 10 apart), footer
    // 154..<198; section 1 starts at 198.
    let header = ElementID.supplementary(.sectionHeader, IndexPath(item: 0, section: 1))
    let footer = ElementID.supplementary(.sectionFooter, IndexPath(item: 0, section: 0))
    #expect(
      collection.layout.attributes(for: footer)?.frame == Rect(x: 0, y: 154, width: 300, height: 44)
    )
    #expect(
      collection.layout.attributes(for: header)?.frame == Rect(x: 0, y: 198, width: 300, height: 44)
    )
    #expect(collection.contentSize == Size(width: 300, height: 396))
  }
}

extension SelfSizingFlowTests {
  /// Two sections of two items estimated 300 × 50, with headers estimated 20 tall (and
  /// footers of `footerSize`, if any) in a 300 × 1 000 view, and a host that measures
  /// supplementary views 44 tall and cells at their estimates.
  static func twoSections(footerSize: Size? = nil, selfSizingElements: SelfSizingElements)
    throws -> (CollectionView<SelfSizingContent<FlowContent>, RecordingHost>, RecordingHost)
  {
    let collection = try CollectionView<SelfSizingContent<FlowContent>, RecordingHost>(
      layout: FlowLayout(),
      dataSource: SelfSizingContent(
        FlowContent(sections: [.init(itemCount: 2), .init(itemCount: 2)]),
        estimatedItemSize: Size(width: 300, height: 50),
        estimatedHeaderSize: Size(width: 300, height: 20), estimatedFooterSize: footerSize,
        selfSizingElements: selfSizingElements),
      viewport: Viewport(size: Size(width: 300, height: 1_000)))
    let host = RecordingHost { element, frame in
      element.category == .supplementary ? Size(width: 300, height: 44) : frame.size
    }
    return (collection, host)
  }
}

extension SelfSizingFlowTests {
  @Test("headers that start to size themselves in new data are measured, though on screen")
  func headersThatStartToSizeThemselves() throws {
    var (collection, host) = try Self.twoSections(selfSizingElements: .items)
    try collection.measureVisibleElements(host: &host)
    let header = ElementID.supplementary(.sectionHeader, IndexPath(item: 0, section: 1))
    // Only cells size themselves: section 1's header stays 20 tall at 20 + 110.
    #expect(
      collection.layout.attributes(for: header)?.frame == Rect(x: 0, y: 130, width: 300, height: 20)
    )
    var data = collection.dataSource
    data.selfSizingElements = .all
    try collection.performBatchUpdates(
      BatchUpdate(), dataSource: data, options: UpdateOptions(isAnimated: false), host: &host)
    host.measurementRequests = []
    try collection.measureVisibleElements(host: &host)
    // Both headers are asked, grow to 44 and are asked once more in their new frames:
    // section 1's starts at 44 + 110.
    #expect(host.measurementRequests.filter { $0.category == .supplementary }.count == 4)
    #expect(
      collection.layout.attributes(for: header)?.frame == Rect(x: 0, y: 154, width: 300, height: 44)
    )
  }
}

extension SelfSizingFlowTests {
  @Test("scrolling up, a newly visible item grows upward: the settled items below stay")
  func scrollingUp() throws {
    var (collection, host) = try Self.list(offset: 1_000, measure: Self.tall)
    try collection.measureVisibleElements(host: &host)
    // Items 10...13 are 150 tall from 1 000; scroll up by 50 to show item 9 (900..<1 000).
    try collection.scroll(to: Point(x: 0, y: 950), host: &host)
    let pass = try collection.measureVisibleElements(host: &host)
    // Item 10, the first settled item, keeps its place 50 points down the screen: item
    // 9 grows to 900..<1 050 and the offset follows to 1 000, so on screen item 9 grows
    // upward, from -100 to 50.
    #expect(pass.anchor == Self.item(10))
    #expect(pass.anchorFrame == Rect(x: 0, y: 50, width: 300, height: 150))
    #expect(pass.anchorFrameBefore == pass.anchorFrame)
    #expect(Self.frame(collection, 9) == Rect(x: 0, y: 900, width: 300, height: 150))
    #expect(collection.contentOffset == Point(x: 0, y: 1_000))
  }
}

extension SelfSizingFlowTests {
  @Test("a batch update carries each measured size to its item's new index path")
  func batchUpdate() throws {
    var (collection, host) = try Self.list(items: 10) { element, frame in
      Size(width: 300, height: 50 + 10 * Double(element.indexPath.item))
    }
    try collection.measureVisibleElements(host: &host)
    // Items 0...6 measured 50, 60, ..., 110: 0..<50, 50..<110, 110..<180, 180..<260,
    // 260..<350, 350..<450 and 450..<560, the last still in the bounds.
    #expect(collection.dataSource.measuredSizes.count == 7)
    var data = collection.dataSource
    data.base = FlowContent(sections: [.init(itemCount: 10)])
    try collection.performBatchUpdates(
      BatchUpdate(deleteItems: [Self.item(0)], insertItems: [Self.item(2)]), dataSource: data,
      host: &host)
    // Old item 1 (60) is item 0, old 2 (70) item 1, the new item 2 starts at its estimate,
    // old items 3...5 are 3...5 with their sizes.
    let sizes = collection.dataSource.measuredSizes
    #expect(sizes.size(for: .cell(Self.item(0))) == Size(width: 300, height: 60))
    #expect(sizes.size(for: .cell(Self.item(1))) == Size(width: 300, height: 70))
    #expect(sizes.size(for: .cell(Self.item(2))) == nil)
    #expect(sizes.size(for: .cell(Self.item(5))) == Size(width: 300, height: 100))
    #expect(Self.frame(collection, 2) == Rect(x: 0, y: 130, width: 300, height: 100))
    #expect(Self.frame(collection, 3) == Rect(x: 0, y: 230, width: 300, height: 80))
  }
}

extension SelfSizingFlowTests {
  @Test("an inserted item animates to its measured size, and the items after it follow")
  func animatedInsert() throws {
    var (collection, host) = try Self.list(items: 10) { _, _ in Size(width: 300, height: 100) }
    try collection.measureVisibleElements(host: &host)
    host.measure = { element, _ in
      Size(width: 300, height: element.indexPath.item == 1 ? 200 : 100)
    }
    var data = collection.dataSource
    data.base = FlowContent(sections: [.init(itemCount: 11)])
    try collection.performBatchUpdates(
      BatchUpdate(insertItems: [Self.item(1)]), dataSource: data, host: &host)
    // The new item 1 is asked during the animation, in its estimated frame 100..<200.
    let pass = try collection.measureVisibleElements(host: &host)
    #expect(pass.measured == 1)
    #expect(collection.isAnimating)
    collection.animate(to: 0.5, host: &host)
    let halfway = collection.view(for: .cell(Self.item(2))).flatMap {
      host.views[$0].attributes?.frame
    }
    // Old item 1 (now 2) goes from 100 to 300, behind the new item's 200 points: at
    // half of the ease-in-out curve, 200. Old item 3, now 4, is pushed out to 500.
    #expect(halfway == Rect(x: 0, y: 200, width: 300, height: 100))
    collection.finishAnimation(host: &host)
    #expect(Self.frame(collection, 1) == Rect(x: 0, y: 100, width: 300, height: 200))
    // The next pass asks item 1 again in its new frame, which settles it, and takes back
    // the view of the item the correction pushed out.
    let after = try collection.measureVisibleElements(host: &host)
    #expect(after.measured == 1 && after.corrected == 0)
    #expect(!collection.isVisible(.cell(Self.item(4))))
    expectShowsVisibleElements(collection, host)
  }
}

extension SelfSizingFlowTests {
  @Test("a pinned header measured taller pushes its items down, and the offset follows")
  func pinnedHeader() throws {
    var configuration = FlowLayout.Configuration()
    configuration.minimumLineSpacing = 0
    configuration.sectionHeadersPinToVisibleBounds = true
    let collection = try Messages(
      layout: FlowLayout(configuration: configuration),
      dataSource: SelfSizingContent(
        FlowContent(sections: [.init(itemCount: 10), .init(itemCount: 10)]),
        estimatedItemSize: Size(width: 300, height: 100),
        estimatedHeaderSize: Size(width: 300, height: 20), selfSizingElements: .headers),
      viewport: Viewport(size: Size(width: 300, height: 500), contentOffset: Point(x: 0, y: 500)))
    var host = RecordingHost { element, frame in
      element.category == .supplementary ? Size(width: 300, height: 44) : nil
    }
    let pass = try collection.measureVisibleElements(host: &host)
    // Header 0 (0..<20, pinned at 500) grows to 44: item 4 moves from 420 to 444 and the
    // offset from 500 to 524, where the header stays pinned.
    let header = ElementID.supplementary(.sectionHeader, IndexPath(item: 0, section: 0))
    #expect(pass.anchor == Self.item(4))
    #expect(pass.anchorFrame == Rect(x: 0, y: -80, width: 300, height: 100))
    #expect(collection.contentOffset == Point(x: 0, y: 524))
    #expect(collection.layout.attributes(for: header)?.frame.minY == 524)
    #expect(collection.layout.attributes(for: header)?.frame.height == 44)
    #expect(Self.frame(collection, 4) == Rect(x: 0, y: 444, width: 300, height: 100))
    expectShowsVisibleElements(collection, host)
  }
}
