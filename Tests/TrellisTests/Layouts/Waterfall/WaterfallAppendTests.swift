import Testing
@_spi(Testing) import Trellis

/// A data source that counts the item heights it is asked for.
private final class CountingContent: WaterfallLayoutDataSource {
  var content: WaterfallContent
  var heightRequests: [IndexPath] = []

  init(_ content: WaterfallContent) { self.content = content }

  var numberOfSections: Int { content.numberOfSections }
  func numberOfItems(inSection section: Int) -> Int { content.numberOfItems(inSection: section) }
  func heightForItem(at indexPath: IndexPath) -> Double? {
    heightRequests.append(indexPath)
    return content.heightForItem(at: indexPath)
  }
  func isFullSpan(at indexPath: IndexPath) -> Bool { content.isFullSpan(at: indexPath) }
  func valuesForSection(at section: Int) -> WaterfallLayout.SectionValues {
    WaterfallLayout.SectionValues(footerHeight: content.valuesForSection(at: section).footerHeight)
  }
}

extension WaterfallContent {
  /// The content with `heights` added to the end of the last section.
  fileprivate func appending(_ heights: [Double], fullSpan: Set<Int> = []) -> WaterfallContent {
    var content = self
    let last = content.sections.count - 1
    let existing = content.sections[last].itemCount
    content.sections[last].itemHeights = (content.sections[last].itemHeights ?? []) + heights
    content.sections[last].itemCount += heights.count
    content.sections[last].fullSpanItems.formUnion(fullSpan.map { $0 + existing })
    return content
  }
}

@Suite("Waterfall layout: appending items to the last section")
struct WaterfallAppendTests {
  private let viewport = Viewport(size: Size(width: 320, height: 600))

  @Test("appended items continue the columns as a full preparation places them")
  func continuesTheColumns() throws {
    let start = WaterfallContent(sections: [
      .init(itemHeights: [5]), .init(itemHeights: [100, 50], values: .init(footerHeight: 20)),
    ])
    let source = CountingContent(start)
    let layout = WaterfallLayout()
    try layout.prepare(for: viewport, dataSource: source)
    source.content = start.appending([30, 80, 40])
    source.heightRequests = []
    try layout.appendItems(count: 3, dataSource: source)
    // Only the three new items were read.
    #expect(source.heightRequests == [2, 3, 4].map { IndexPath(item: $0, section: 1) })
    #expect(layout.preparationCount == 1)
    // Section 1 starts at 5. As in the shortest-first example: columns end at 100 and
    // 50, so 30 goes to column 1 (60..90), 80 to column 1 (100..180), 40 to column 0
    // (110..150); all shifted by 5. The footer moves to 185..205.
    #expect(
      layout.cellFrames(section: 1) == [
        rect(0, 5, 155, 100), rect(165, 5, 155, 50), rect(165, 65, 155, 30),
        rect(165, 105, 155, 80), rect(0, 115, 155, 40),
      ])
    #expect(layout.footerFrame(section: 1) == rect(0, 185, 320, 20))
    #expect(layout.contentSize.height == 205)
    let full = try preparedWaterfall(viewport: viewport, sections: source.content.sections)
    #expect(layout.allElements() == full.allElements())
  }

  @Test("appending moves the collection footer and keeps pinning right")
  func movesWhatFollows() throws {
    let start = WaterfallContent(sections: [.init(itemHeights: [40]), .init(itemHeights: [10])])
    let configure: (inout WaterfallLayout.Configuration) -> Void = {
      $0.headerHeight = 30
      $0.sectionHeadersPinToVisibleBounds = true
      $0.behaviors.collectionFooter = CollectionSupplementary(length: 25)
      $0.behaviors.sectionBackground = SectionBackground()
    }
    let layout = try preparedWaterfall(viewport: viewport, sections: start.sections, configure)
    let grown = start.appending([200, 200, 15], fullSpan: [2])
    try layout.appendItems(count: 3, dataSource: grown)
    // Section 1 starts at 30 + 40 = 70, its items at 100: 10 (column 0, 100..110),
    // 200 (column 1, 100..300), 200 (column 0, 120..320), full span 330..345.
    #expect(layout.cellFrame(3, section: 1) == rect(0, 330, 320, 15))
    let collectionFooter = layout.attributes(
      for: .supplementary(.collectionFooter, IndexPath(item: 0, section: 0)))
    #expect(collectionFooter?.frame == rect(0, 345, 320, 25))
    let full = try preparedWaterfall(viewport: viewport, sections: grown.sections, configure)
    for offset in [0.0, 80, 200, 340] {
      var scrolled = viewport
      scrolled.contentOffset.y = offset
      try layout.updateViewport(scrolled)
      try full.updateViewport(scrolled)
      #expect(layout.allElements() == full.allElements())
      #expect(layout.elements(in: scrolled.bounds) == full.elements(in: scrolled.bounds))
    }
  }

  @Test("appending to an empty last section starts its columns")
  func emptyLastSection() throws {
    let start = WaterfallContent(sections: [.init(itemCount: 0, values: .init(columnCount: 3))])
    let layout = try preparedWaterfall(viewport: viewport, sections: start.sections)
    try layout.appendItems(count: 2, dataSource: start.appending([10, 20]))
    // Columns of (320 - 20) / 3 = 100.
    #expect(layout.cellFrames() == [rect(0, 0, 100, 10), rect(110, 0, 100, 20)])
  }

  @Test("round-robin turns continue across appends")
  func roundRobin() throws {
    let start = WaterfallContent(sections: [.init(itemHeights: [10], values: .init(columnCount: 3))]
    )
    let layout = try preparedWaterfall(viewport: viewport, sections: start.sections) {
      $0.itemRenderDirection = .rightToLeft
    }
    try layout.appendItems(count: 1, dataSource: start.appending([20]))
    try layout.appendItems(count: 2, dataSource: start.appending([20, 30, 40]))
    // Columns 2, 1, 0, 2: x 220, 110, 0, 220; the fourth continues column 2 at 20.
    #expect(
      layout.cellFrames() == [
        rect(220, 0, 100, 10), rect(110, 0, 100, 20), rect(0, 0, 100, 30), rect(220, 20, 100, 40),
      ])
  }

  @Test("appending nothing changes nothing")
  func nothing() throws {
    let content = WaterfallContent(sections: [.init(itemHeights: [10, 20])])
    let layout = try preparedWaterfall(viewport: viewport, sections: content.sections)
    let before = layout.allElements()
    try layout.appendItems(count: 0, dataSource: content)
    #expect(layout.allElements() == before)
    try WaterfallLayout().appendItems(count: 0, dataSource: WaterfallContent(sections: []))
  }

  @Test("a count that does not match the data source is refused and changes nothing")
  func mismatch() throws {
    let content = WaterfallContent(sections: [.init(itemHeights: [10, 20])])
    let layout = try preparedWaterfall(viewport: viewport, sections: content.sections)
    let before = layout.allElements()
    let grown = content.appending([30, 40])
    for count in [1, 3, -2] {
      #expect(throws: LayoutError.invalidCount(.appendedItemCount(section: 0), count)) {
        try layout.appendItems(count: count, dataSource: grown)
      }
    }
    #expect(throws: LayoutError.invalidCount(.appendedItemCount(section: 0), 1)) {
      try WaterfallLayout().appendItems(count: 1, dataSource: grown)
    }
    #expect(layout.allElements() == before)
  }

  @Test("a bad height among the new items is refused and changes nothing")
  func badHeight() throws {
    let content = WaterfallContent(sections: [.init(itemHeights: [10, 20])])
    let layout = try preparedWaterfall(viewport: viewport, sections: content.sections)
    let before = layout.allElements()
    let size = layout.contentSize
    let error = #expect(throws: LayoutError.self) {
      try layout.appendItems(count: 2, dataSource: content.appending([30, .nan]))
    }
    #expect(error?.input == .itemHeight(IndexPath(item: 3, section: 0)))
    #expect(layout.allElements() == before)
    #expect(layout.contentSize == size)
    #expect(layout.numberOfItems(inSection: 0) == 2)
  }

  @Test("custom decorations are asked for again after an append")
  func decorations() throws {
    let content = WaterfallContent(sections: [.init(itemHeights: [10])])
    let layout = WaterfallLayout()
    // A rule under the content's end, which an append moves.
    layout.decorationProvider = { layout in
      [
        LayoutAttributes(
          id: .decoration(.custom("rule"), IndexPath(item: 0, section: 0)),
          frame: Rect(x: 0, y: layout.contentSize.height, width: 320, height: 2))
      ]
    }
    try layout.prepare(for: viewport, dataSource: content)
    let rule = ElementID.decoration(.custom("rule"), IndexPath(item: 0, section: 0))
    #expect(layout.attributes(for: rule)?.frame == rect(0, 10, 320, 2))
    var grown = content
    grown.sections[0].itemHeights = [10, 20, 30]
    grown.sections[0].itemCount = 3
    try layout.appendItems(count: 2, dataSource: grown)
    // 20 goes to column 1 (0..20), 30 to column 0 (20..50): the content ends at 50.
    #expect(layout.attributes(for: rule)?.frame == rect(0, 50, 320, 2))
    #expect(layout.elements(in: rect(0, 49, 320, 2)).map(\.id).contains(rule))
  }

  @Test("appended items follow the configuration of the last preparation")
  func preparedConfiguration() throws {
    let content = WaterfallContent(sections: [.init(itemHeights: [10])])
    let layout = try preparedWaterfall(viewport: viewport, sections: content.sections)
    layout.configuration.itemRenderDirection = .rightToLeft
    layout.configuration.itemHeight = 99
    var grown = content
    grown.sections[0].itemCount = 2
    try layout.appendItems(count: 1, dataSource: grown)
    // Shortest first, default height 50: column 1.
    #expect(layout.cellFrame(1) == rect(165, 0, 155, 50))
  }
}
