import Testing
import Trellis
import TrellisTesting

/// A flow data source that reports any counts without storing an item: counts far
/// past the limits cost nothing unless the layout allocates for them.
private struct CountsOnly: FlowLayoutDataSource, CollectionDataSource {
  typealias Layout = FlowLayout

  var sectionCount: Int
  var itemCount: Int

  var numberOfSections: Int { sectionCount }
  func numberOfItems(inSection section: Int) -> Int { itemCount }
}

/// A waterfall data source that reports any counts, as ``CountsOnly``.
private struct WaterfallCounts: WaterfallLayoutDataSource {
  var sectionCount: Int
  var itemCount: Int
  var columnCount: Int? = nil

  var numberOfSections: Int { sectionCount }
  func numberOfItems(inSection section: Int) -> Int { itemCount }
  func valuesForSection(at section: Int) -> WaterfallLayout.SectionValues {
    WaterfallLayout.SectionValues(columnCount: columnCount)
  }
}

@Suite("Limits: enormous counts fail cleanly before anything is allocated")
struct LayoutLimitsTests {
  private let viewport = Viewport(size: Size(width: 375, height: 667))

  /// A prepared flow layout of one section of three items, whose state must survive.
  private func preparedFlow() throws -> FlowLayout {
    let layout = FlowLayout()
    try layout.prepare(for: viewport, dataSource: FlowContent(sections: [.init(itemCount: 3)]))
    return layout
  }

  @Test("a section of Int.max items is an error naming the count and the limit")
  func intMaxItems() throws {
    let layout = try preparedFlow()
    let before = layout.allElements()
    #expect(
      throws: LayoutError.countAboveLimit(.numberOfItems(section: 0), .max, limit: 50_000_000)
    ) {
      try layout.prepare(
        for: viewport, dataSource: FlowContent(sections: [.init(itemCount: .max)]))
    }
    #expect(layout.allElements() == before)
    #expect(layout.contentSize == Size(width: 375, height: 50))
  }

  @Test(
    "item counts past the limit fail, counts at it are accepted by the check",
    arguments: [2_147_483_647, 1_000_000_000, 50_000_001])
  func largeItemCounts(count: Int) throws {
    let layout = try preparedFlow()
    #expect(
      throws: LayoutError.countAboveLimit(.numberOfItems(section: 0), count, limit: 50_000_000)
    ) {
      try layout.prepare(for: viewport, dataSource: CountsOnly(sectionCount: 2, itemCount: count))
    }
    #expect(layout.numberOfItems(inSection: 0) == 3)
  }

  @Test("a data source with 2^31 sections fails without reserving room for them")
  func manySections() throws {
    let layout = try preparedFlow()
    #expect(throws: LayoutError.countAboveLimit(.numberOfSections, 1 << 31, limit: 1_000_000)) {
      try layout.prepare(for: viewport, dataSource: CountsOnly(sectionCount: 1 << 31, itemCount: 0))
    }
    let waterfall = WaterfallLayout()
    #expect(throws: LayoutError.countAboveLimit(.numberOfSections, 1 << 31, limit: 1_000_000)) {
      try waterfall.prepare(
        for: viewport, dataSource: WaterfallCounts(sectionCount: 1 << 31, itemCount: 0))
    }
    #expect(layout.numberOfSections == 1)
  }

  @Test("sections that each fit but together pass the element limit fail before allocating")
  func totalElements() throws {
    let layout = try preparedFlow()
    // Three sections of 20 million items: 60 million in all.
    #expect(throws: LayoutError.countAboveLimit(.elementCount, 60_000_000, limit: 50_000_000)) {
      try layout.prepare(
        for: viewport, dataSource: CountsOnly(sectionCount: 3, itemCount: 20_000_000))
    }
    #expect(layout.numberOfItems(inSection: 0) == 3)
  }

  @Test("every count is checked before the total, so a bad count is named in any layout")
  func countsBeforeTotal() throws {
    // Three sections of 20 million items pass the element limit before section 3's
    // count, which is negative, is read.
    let counts = [20_000_000, 20_000_000, 20_000_000, -1]
    let badCount = LayoutError.invalidCount(.numberOfItems(section: 3), -1)
    #expect(throws: badCount) {
      try FlowLayout().prepare(
        for: viewport, dataSource: FlowContent(sections: counts.map { .init(itemCount: $0) }))
    }
    #expect(throws: badCount) {
      try CarouselLayout().prepare(for: viewport, dataSource: CarouselContent(itemCounts: counts))
    }
    #expect(throws: badCount) {
      let item = LayoutItem(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)))
      let group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
        subitems: [.item(item)])
      try CompositionalLayout(section: LayoutSection(group: group)).prepare(
        for: viewport, dataSource: CompositionalContent(itemCounts: counts))
    }
  }

  @Test("a waterfall counts every column of every section against the element limit")
  func waterfallColumnsCount() throws {
    var configuration = WaterfallLayout.Configuration()
    configuration.columnCount = 1_000
    let layout = WaterfallLayout(configuration: configuration)
    // 50,000 sections of 1,000 columns reach the limit; the next section passes it.
    #expect(throws: LayoutError.countAboveLimit(.elementCount, 50_001_000, limit: 50_000_000)) {
      try layout.prepare(
        for: Viewport(size: Size(width: 100_000, height: 667)),
        dataSource: WaterfallCounts(sectionCount: 60_000, itemCount: 0))
    }
    #expect(layout.numberOfSections == 0)
  }

  @Test(
    "a week of too many days is an error, also for Int.max, which used to write out of bounds",
    arguments: [100_000_000, 1_000_001, Int.max])
  func weekDays(days: Int) throws {
    var configuration = WeekCalendarLayout.Configuration()
    configuration.dayCount = days
    let layout = WeekCalendarLayout(configuration: configuration)
    #expect(throws: LayoutError.countAboveLimit(.dayCount, days, limit: 1_000_000)) {
      try layout.prepare(for: viewport, dataSource: WeekCalendarContent(events: []))
    }
    #expect(layout.allElements().isEmpty)
  }

  @Test("a waterfall of a billion columns is an error, layout-wide or per section")
  func waterfallColumns() throws {
    var configuration = WaterfallLayout.Configuration()
    configuration.columnCount = 1_000_000_000
    let layout = WaterfallLayout(configuration: configuration)
    let wide = Viewport(size: Size(width: 375, height: 667), scale: 100)
    #expect(
      throws: LayoutError.countAboveLimit(.columnCount(section: nil), 1_000_000_000, limit: 1_000)
    ) {
      try layout.prepare(for: wide, dataSource: WaterfallCounts(sectionCount: 1, itemCount: 3))
    }
    let perSection = WaterfallLayout()
    #expect(throws: LayoutError.countAboveLimit(.columnCount(section: 0), 1_001, limit: 1_000)) {
      try perSection.prepare(
        for: wide, dataSource: WaterfallCounts(sectionCount: 1, itemCount: 3, columnCount: 1_001))
    }
  }

  @Test("a batch update to data of 2^31 sections is refused without reading them all")
  func collectionViewSections() throws {
    var host = RecordingHost()
    let collection = try CollectionView<CountsOnly, RecordingHost>(
      layout: FlowLayout(), dataSource: CountsOnly(sectionCount: 2, itemCount: 4),
      viewport: viewport)
    collection.updateVisibleElements(host: &host)
    #expect(
      throws: UpdateError.layout(.countAboveLimit(.numberOfSections, 1 << 31, limit: 1_000_000))
    ) {
      try collection.performBatchUpdates(
        BatchUpdate(), dataSource: CountsOnly(sectionCount: 1 << 31, itemCount: 4), host: &host)
    }
    #expect(collection.numberOfSections == 2)
    #expect(collection.numberOfItems(inSection: 1) == 4)
  }

  @Test("the Limits article's example prints the sentence it shows")
  func articleExample() {
    let layout = FlowLayout()
    do {
      try layout.prepare(
        for: Viewport(size: Size(width: 375, height: 667)),
        dataSource: FlowContent(sections: [.init(itemCount: .max)]))
      Issue.record("no error")
    } catch {
      #expect(
        error.description
          == "the number of items in section 0 is 9223372036854775807; it must be at most 50000000")
    }
  }

  @Test("errors past a limit say the value and the limit")
  func descriptions() {
    #expect(
      LayoutError.countAboveLimit(.numberOfItems(section: 2), 60_000_000, limit: 50_000_000)
        .description == "the number of items in section 2 is 60000000; it must be at most 50000000")
    #expect(
      LayoutError.countAboveLimit(.elementCount, 60_000_000, limit: 50_000_000).description
        == "the number of elements of all sections is 60000000; it must be at most 50000000")
    #expect(
      LayoutError.countAboveLimit(.dayCount, 1_000_001, limit: 1_000_000).input == .dayCount)
  }
}
