import PropertyBased
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

/// An update that only reloads items touches only what the layout reports changed
/// (``CollectionLayout/lastUpdateReport``): every other view keeps its attributes, and
/// the host ends as a full pass over the visible rect would leave it.
@Suite("Collection view: updates that touch what the layout reports changed")
struct ReportedUpdateTests {
  @Test("a reload at the same size configures and applies that item alone")
  func reloadAtSameSize() throws {
    var (collection, host) = try shownTileGrid(FlowContent(sections: [.init(itemCount: 300)]))
    let (configured, applied) = (host.configured, host.applied)
    let result = try collection.performBatchUpdates(
      BatchUpdate(reloadItems: [IndexPath(item: 4, section: 0)]),
      dataSource: FlowContent(sections: [.init(itemCount: 300)]),
      options: UpdateOptions(isAnimated: false), host: &host)
    // Item 4 is second on line 1: x 138, y 110; it keeps its place.
    let place = LayoutAttributes(id: tileID(4), frame: tileFrame(138, 110))
    #expect(
      result.animation.elements == [
        ElementAnimation(element: tileID(4), change: .reload, from: place, to: place)
      ])
    #expect(host.configured == configured + 1)
    #expect(host.applied == applied + 1)
    #expect(collection.numberOfVisibleElements == 21)
    expectShowsVisibleElements(collection, host)
  }

  @Test("an item that grows in view moves its line's neighbours and the lines below")
  func growInView() throws {
    // The last item is 90 tall, so that the items are not UIKit's grid of one size.
    var sizes = Array(repeating: Size(width: 100, height: 100), count: 12)
    sizes[11] = Size(width: 100, height: 90)
    var content = FlowContent(sections: [.init(itemSizes: sizes)])
    let collection = try tileGrid(content)
    var host = RecordingHost()
    collection.updateVisibleElements(host: &host)
    content.sections[0].itemSizes?[4] = Size(width: 100, height: 150)
    let applied = host.applied
    let result = try collection.performBatchUpdates(
      BatchUpdate(reloadItems: [IndexPath(item: 4, section: 0)]), dataSource: content,
      options: UpdateOptions(isAnimated: false), host: &host)
    // Line 1 becomes 150 long: items 3 and 5 sit 25 down, lines 2 and 3 move 50 down.
    // Line 0 keeps its place and its views are not touched.
    let moved = Dictionary(
      uniqueKeysWithValues: result.animation.elements.map { ($0.element, $0.to.frame) })
    #expect(
      moved == [
        tileID(3): tileFrame(0, 135), tileID(4): rect(138, 110, 100, 150),
        tileID(5): tileFrame(275, 135), tileID(6): tileFrame(0, 270),
        tileID(7): tileFrame(138, 270), tileID(8): tileFrame(275, 270),
        tileID(9): tileFrame(0, 380), tileID(10): tileFrame(138, 380),
        tileID(11): rect(275, 385, 100, 90),
      ])
    #expect(host.applied == applied + 9)
    expectShowsVisibleElements(collection, host)
  }

  @Test("after random reloads the host shows what a full pass shows")
  func reportedPassesMatchFullPasses() async {
    let seeds = zip(Gen.uint64(), Gen.int(in: 1...12))
    await propertyCheck(count: 150, input: seeds) { seed, steps in
      var random = SplitMix64(seed: seed)
      var content = Self.content(using: &random)
      let configuration = flowConfiguration {
        $0.headerReferenceSize = Size(width: 0, height: random.pick([0, 30]))
        $0.footerReferenceSize = Size(width: 0, height: random.pick([0, 20]))
        $0.sectionHeadersPinToVisibleBounds = random.chance(0.5)
        $0.alignment = random.pick([.uikit, .leading, .center])
        $0.minimumLineSpacing = 10
      }
      let viewport = Viewport(
        size: Size(width: 375, height: 667),
        contentOffset: Point(x: 0, y: Double(random.next() % 1_500)))
      let collection = try CollectionView<FlowContent, RecordingHost>(
        layout: FlowLayout(configuration: configuration), dataSource: content,
        viewport: viewport)
      var host = RecordingHost()
      collection.updateVisibleElements(host: &host)
      for _ in 0..<steps {
        let reloaded = Self.reload(&content, using: &random)
        let animated = random.chance(0.5)
        try collection.performBatchUpdates(
          BatchUpdate(reloadItems: reloaded), dataSource: content,
          options: UpdateOptions(isAnimated: animated), host: &host)
        if animated {
          collection.animate(to: 0.5, host: &host)
          collection.finishAnimation(host: &host)
        }
        let fresh = try CollectionView<FlowContent, RecordingHost>(
          layout: FlowLayout(configuration: configuration), dataSource: content,
          viewport: collection.viewport)
        var freshHost = RecordingHost()
        fresh.updateVisibleElements(host: &freshHost)
        #expect(host.onScreen == freshHost.onScreen, "seed \(seed)")
        expectShowsVisibleElements(collection, host)
      }
    }
  }

  /// Three sections of 30 to 60 items of random sizes.
  static func content(using random: inout SplitMix64) -> FlowContent {
    FlowContent(
      sections: (0..<3).map { _ in
        let count = 30 + Int(random.next() % 31)
        return .init(
          itemSizes: (0..<count).map { _ in
            Size(width: Double(60 + random.next() % 60), height: Double(40 + random.next() % 80))
          })
      })
  }

  /// Reloads one to three items of `content`, each keeping its size or taking a new
  /// height, and returns them.
  static func reload(_ content: inout FlowContent, using random: inout SplitMix64)
    -> [IndexPath]
  {
    var reloaded: Set<IndexPath> = []
    for _ in 0..<(1 + random.next() % 3) {
      let section = Int(random.next() % 3)
      let item = Int(random.next() % UInt64(content.sections[section].itemCount))
      if random.chance(0.4) {
        content.sections[section].itemSizes?[item].height = Double(40 + random.next() % 80)
      }
      reloaded.insert(IndexPath(item: item, section: section))
    }
    return reloaded.sorted()
  }
}
