import PropertyBased
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

/// Random data, random estimates and random scroll paths on self-sizing flow and
/// waterfall layouts: a correction never moves the anchor item on screen along the scroll
/// axis, unless the offset reached an end of the content or the content fits in the
/// bounds; once every item is measured,
/// the frames are those of a fresh preparation with the measured sizes.
@Suite("Self-sizing: properties over random estimates, sizes and scroll paths")
struct SelfSizingPropertyTests {
  /// Data and a scroll path decoded from random numbers.
  struct Script {
    var counts: [Int]
    var estimate: Size
    var seed: Int
    var offsets: [Double]
    var anchor: ScrollAnchor

    init(_ numbers: [Int]) {
      let first = numbers.first ?? 0
      counts = (0..<(1 + first % 3)).map { (first / (7 + $0)) % 30 }
      estimate = Size(width: Double(40 + first % 200), height: Double(20 + (first / 3) % 100))
      seed = first
      offsets = numbers.dropFirst().map { Double($0 % 4_000) }
      anchor = first % 2 == 0 ? .firstVisibleItem : .lastVisibleItem
    }

    /// The size item `indexPath` measures, whatever frame it is given.
    func size(of indexPath: IndexPath) -> Size {
      let value = (seed &+ indexPath.item &* 7_919 &+ indexPath.section &* 104_729) & 0xFFFF
      return Size(width: Double(30 + value % 250), height: Double(15 + (value / 250) % 140))
    }
  }

  static let viewport = Viewport(size: Size(width: 320, height: 240))

  @Test("the anchor holds still and the flow ends as a fresh preparation")
  func flow() async {
    await propertyCheck(count: 150, input: Gen.int(in: 0...1_000_000).array(of: 1...12)) {
      numbers in
      let script = Script(numbers)
      let layout = FlowLayout()
      let content = SelfSizingContent(
        FlowContent(sections: script.counts.map { .init(itemCount: $0) }),
        estimatedItemSize: script.estimate)
      let measured = FlowContent(
        sections: script.counts.enumerated().map { section, count in
          .init(
            itemSizes: (0..<count).map { script.size(of: IndexPath(item: $0, section: section)) })
        })
      let reference = FlowLayout()
      do {
        try reference.prepare(for: Self.viewport, dataSource: measured)
        try run(script, layout: layout, content: content) { reference.allElements() }
      } catch {
        Issue.record("\(error)")
      }
    }
  }

  @Test("the anchor holds still and the waterfall ends as a fresh preparation")
  func waterfall() async {
    await propertyCheck(count: 150, input: Gen.int(in: 0...1_000_000).array(of: 1...12)) {
      numbers in
      let script = Script(numbers)
      var configuration = WaterfallLayout.Configuration()
      configuration.columnCount = 3
      configuration.itemHeight = script.estimate.height
      let content = SelfSizingContent(
        WaterfallContent(sections: script.counts.map { .init(itemCount: $0) }))
      var measured = WaterfallContent(sections: script.counts.map { .init(itemCount: $0) })
      for (section, count) in script.counts.enumerated() {
        measured.sections[section].itemHeights = (0..<count).map {
          script.size(of: IndexPath(item: $0, section: section)).height
        }
      }
      let reference = WaterfallLayout(configuration: configuration)
      do {
        try reference.prepare(for: Self.viewport, dataSource: measured)
        try run(script, layout: WaterfallLayout(configuration: configuration), content: content) {
          reference.allElements()
        }
      } catch {
        Issue.record("\(error)")
      }
    }
  }

  /// Scrolls along the script's path measuring at every stop, checking the anchor, then
  /// scrolls through everything and compares the frames with `expected`.
  private func run<Base: EstimatingDataSource>(
    _ script: Script, layout: Base.Layout, content: SelfSizingContent<Base>,
    expected: () -> [LayoutAttributes]
  ) throws {
    let collection = try CollectionView<SelfSizingContent<Base>, RecordingHost>(
      layout: layout, dataSource: content, viewport: Self.viewport, prefetchMargin: 30)
    var host = RecordingHost { element, frame in
      Size(width: frame.size.width, height: script.size(of: element.indexPath).height)
    }
    // In the flow the measured width matters too.
    if Base.self == FlowContent.self {
      host.measure = { element, _ in script.size(of: element.indexPath) }
    }
    for offset in script.offsets {
      let limit = max(0, collection.contentSize.height - Self.viewport.size.height)
      try collection.scroll(to: Point(x: 0, y: min(offset, limit)), host: &host)
      try checkAnchor(collection, host: &host, anchor: script.anchor)
    }
    var y = 0.0
    while y < collection.contentSize.height {
      try collection.scroll(to: Point(x: 0, y: y), host: &host)
      try collection.measureVisibleElements(anchor: script.anchor, host: &host)
      y = collection.contentOffset.y + Self.viewport.size.height
    }
    #expect(collection.dataSource.measuredSizes.count == script.counts.reduce(0, +))
    #expect(collection.layout.allElements() == expected())
    expectShowsVisibleElements(collection, host)
  }

  /// Measures at the current offset and records an issue if the anchor moved on screen
  /// along the scroll axis while the offset stayed inside the content.
  private func checkAnchor<D: SelfSizingDataSource>(
    _ collection: CollectionView<D, RecordingHost>, host: inout RecordingHost,
    anchor: ScrollAnchor
  ) throws {
    let scrolledBefore = collection.contentSize.height > Self.viewport.size.height
    let pass = try collection.measureVisibleElements(anchor: anchor, host: &host)
    // Content that fits in the bounds does not scroll, and its end moves the anchor.
    guard scrolledBefore, collection.contentSize.height > Self.viewport.size.height else {
      return
    }
    guard let before = pass.anchorFrameBefore, let after = pass.anchorFrame else { return }
    let edges =
      anchor == .firstVisibleItem ? (before.minY, after.minY) : (before.maxY, after.maxY)
    #expect(
      pass.reachedContentEnd || edges.0 == edges.1,
      "anchor \(pass.anchor.map { "\($0)" } ?? "") moved from \(edges.0) to \(edges.1)")
  }
}
