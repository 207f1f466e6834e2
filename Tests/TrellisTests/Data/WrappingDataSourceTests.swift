import PropertyBased
import Testing
import Trellis

/// The wrappers state only what they change: every other value of a section or an item
/// comes from the base, through the item the wrapper shows at that place.
@Suite("Wrapping data sources: what a wrapper does not change comes from its base")
struct WrappingDataSourceTests {
  static let inset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
  static let background = SectionBackground(
    insets: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5))

  static let flow = FlowContent(sections: [
    FlowContent.Section(
      itemSizes: [
        Size(width: 10, height: 10), Size(width: 20, height: 20), Size(width: 30, height: 30),
      ],
      values: .init(
        inset: inset, minimumLineSpacing: 7, minimumInteritemSpacing: 8,
        headerReferenceSize: Size(width: 0, height: 40),
        footerReferenceSize: Size(width: 0, height: 50),
        background: background))
  ])

  static let waterfall = WaterfallContent(sections: [
    WaterfallContent.Section(
      itemHeights: [100, 200, 300], fullSpanItems: [2],
      values: .init(
        columnCount: 3, minimumColumnSpacing: 6, minimumInteritemSpacing: 9, inset: inset,
        headerHeight: 44, footerHeight: 55, headerInset: inset, footerInset: inset,
        background: background))
  ])

  /// Item 0 dragged to the end: the items show as 1, 2, 0.
  static let lastFirst = ItemReordering(
    source: IndexPath(item: 0, section: 0), destination: IndexPath(item: 2, section: 0))

  @Test("a reordered flow keeps its sections' values and moves its items' sizes")
  func reorderedFlowForwardsSectionValuesAndMovesItemValues() {
    let shown = ReorderedItems(Self.flow, Self.lastFirst)
    #expect(shown.numberOfSections == 1)
    #expect(shown.numberOfItems(inSection: 0) == 3)
    #expect(
      (0..<3).map { shown.sizeForItem(at: IndexPath(item: $0, section: 0))?.width } == [20, 30, 10])
    #expect(shown.valuesForSection(at: 0) == Self.flow.sections[0].values)
    #expect(shown.valuesForSection(at: 0).minimumLineSpacing == 7)
  }

  @Test("a reordered waterfall keeps its sections' values and moves its items' heights and spans")
  func reorderedWaterfallForwardsSectionValuesAndMovesItemValues() {
    let shown = ReorderedItems(Self.waterfall, Self.lastFirst)
    #expect(
      (0..<3).map { shown.heightForItem(at: IndexPath(item: $0, section: 0)) } == [200, 300, 100])
    #expect(
      (0..<3).map { shown.isFullSpan(at: IndexPath(item: $0, section: 0)) } == [false, true, false])
    #expect(shown.valuesForSection(at: 0) == Self.waterfall.sections[0].values)
    #expect(shown.valuesForSection(at: 0).columnCount == 3)
  }

  @Test("self-sizing flow content gives the base's insets, spacings and background")
  func selfSizingFlowForwardsWhatItDoesNotMeasure() {
    let content = SelfSizingContent(Self.flow, estimatedItemSize: Size(width: 1, height: 1))
    #expect(content.valuesForSection(at: 0) == Self.flow.sections[0].values)
    #expect(content.sizeForItem(at: IndexPath(item: 1, section: 0)) == Size(width: 20, height: 20))
  }

  @Test("self-sizing waterfall content gives the base's spans, columns, insets and background")
  func selfSizingWaterfallForwardsWhatItDoesNotMeasure() {
    let content = SelfSizingContent(Self.waterfall)
    #expect(content.isFullSpan(at: IndexPath(item: 2, section: 0)))
    #expect(!content.isFullSpan(at: IndexPath(item: 0, section: 0)))
    #expect(content.valuesForSection(at: 0) == Self.waterfall.sections[0].values)
  }
}

/// A wrapper of an app's own, as in ``WrappingDataSource``'s documentation: the first
/// item larger, everything else from the base.
private struct Highlighted<Base>: WrappingDataSource {
  var base: Base
}

extension Highlighted: SectionedDataSource where Base: SectionedDataSource {
  var numberOfSections: Int { base.numberOfSections }
  func numberOfItems(inSection section: Int) -> Int { base.numberOfItems(inSection: section) }
}

extension Highlighted: FlowLayoutDataSource where Base: FlowLayoutDataSource {
  func sizeForItem(at indexPath: IndexPath) -> Size? {
    indexPath.item == 0 ? Size(width: 200, height: 200) : base.sizeForItem(at: indexPath)
  }
}

extension WrappingDataSourceTests {
  @Test(
    "an app's own wrapper gives only what it changes, and a layout reads the rest from the base")
  func appWrapperIsLaidOutWithTheBaseValues() throws {
    let layout = FlowLayout()
    try layout.prepare(
      for: Viewport(size: Size(width: 320, height: 480)),
      dataSource: Highlighted(base: Self.flow))
    // The section's inset (top 1, left 2) and its header of 40 come from the base; the
    // first item is 200 × 200, the second keeps the base's 20 × 20.
    let first = try #require(layout.attributes(for: ElementID.cell(IndexPath(item: 0, section: 0))))
    let second = try #require(
      layout.attributes(for: ElementID.cell(IndexPath(item: 1, section: 0))))
    #expect(first.frame.size == Size(width: 200, height: 200))
    #expect(first.frame.minY == 41)
    #expect(second.frame.size == Size(width: 20, height: 20))
  }
}

extension WrappingDataSourceTests {
  /// Waterfall content of `counts` with values of its own in some sections and items,
  /// derived from `salt`: each section's values, and each item's height and span.
  static func waterfall(counts: [Int], salt: Int) -> WaterfallContent {
    WaterfallContent(
      sections: counts.enumerated().map { section, count in
        let mark = salt &+ section
        let own = mark % 3 != 0
        return WaterfallContent.Section(
          itemHeights: (0..<count).map { Double((mark &* 31 &+ $0 &* 7) % 50 + 1) },
          fullSpanItems: Set((0..<count).filter { ($0 + mark) % 5 == 0 }),
          values: .init(
            columnCount: own ? mark % 4 + 1 : nil,
            minimumColumnSpacing: own ? Double(mark % 9) : nil,
            minimumInteritemSpacing: own ? Double(mark % 11) : nil,
            inset: own ? EdgeInsets(top: 1, left: Double(mark % 5), bottom: 2, right: 3) : nil,
            headerHeight: own ? Double(mark % 40) : nil, footerHeight: own ? 12 : nil,
            headerInset: own ? inset : nil, footerInset: nil,
            background: own && mark % 2 == 0 ? background : nil))
      })
  }

  @Test(
    "a reordered waterfall gives every item's values from the item it shows, and every section's as they are"
  )
  func reorderedValuesFollowTheItems() async {
    await propertyCheck(
      input: Gen.int(in: 0...6).array(of: 1...5), Gen.int(in: 0...1_000), Gen.int(in: 0...1_000)
    ) { counts, a, b in
      guard let section = counts.indices.first(where: { counts[$0] > 0 }) else { return }
      let content = Self.waterfall(counts: counts, salt: a &+ b)
      let target = b % counts.count
      let limit = target == section ? counts[target] : counts[target] + 1
      let reordering = ItemReordering(
        source: IndexPath(item: a % counts[section], section: section),
        destination: IndexPath(item: (a + b) % limit, section: target))
      let shown = ReorderedItems(content, reordering)
      #expect(shown.numberOfSections == content.numberOfSections)
      for s in counts.indices {
        #expect(shown.valuesForSection(at: s) == content.valuesForSection(at: s))
        for item in 0..<shown.numberOfItems(inSection: s) {
          let presented = IndexPath(item: item, section: s)
          let data = reordering.sourceIndexPath(forPresented: presented)
          #expect(shown.heightForItem(at: presented) == content.heightForItem(at: data))
          #expect(shown.sizeForItem(at: presented) == content.sizeForItem(at: data))
          #expect(shown.isFullSpan(at: presented) == content.isFullSpan(at: data))
        }
      }
    }
  }
}
