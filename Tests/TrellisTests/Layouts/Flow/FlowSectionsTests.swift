import Testing
import Trellis

@Suite("Flow layout: sections, per-section values and content size")
struct FlowSectionsTests {
  @Test("sections stack with no gap and each uses its own spacings and insets")
  func perSectionValues() throws {
    // Width 210. Section 0 (layout-wide: spacing 10, line spacing 10, no inset), 4 items:
    // N = floor(220 / 60) = 3, gap (210 - 150) / 2 = 30: x = 0, 80, 160, then 0 on line 2
    // at y = 60. Height 110.
    // Section 1 (inset 5, inter-item 0, line spacing 30), 5 items: avail 200,
    // N = floor(200 / 50) = 4, gap 0: x = 5, 55, 105, 155, then 5. y = 110 + 5 and
    // 115 + 50 + 30 = 195. Height 5 + 50 + 30 + 50 + 5 = 140.
    let layout = try preparedFlow(
      width: 210,
      sections: [
        .init(itemCount: 4),
        .init(
          itemCount: 5,
          values: .init(
            inset: EdgeInsets(all: 5), minimumLineSpacing: 30, minimumInteritemSpacing: 0)),
      ])
    #expect(layout.cellXs(section: 0) == [0, 80, 160, 0])
    #expect(layout.cellYs(section: 0) == [0, 0, 0, 60])
    #expect(layout.cellXs(section: 1) == [5, 55, 105, 155, 5])
    #expect(layout.cellYs(section: 1) == [115, 115, 115, 115, 195])
    #expect(layout.contentSize == Size(width: 210, height: 250))
  }

  @Test("a section may list its own item sizes while others use the layout-wide size")
  func perSectionItemSizes() throws {
    // Section 0: layout-wide 50x50 in 120: N = floor(130 / 60) = 2, gap 20: x = 0, 70.
    // Section 1 starts at 50: a 100x20 and a 30x40 item. remaining 120 -> 100 fits -> 10;
    // 30 > 10 closes line 1 (one item, centered at 10). Line 2: 30 alone after a line of
    // one: centered at 45. y = 50, 50 + 20 + 10.
    let layout = try preparedFlow(
      width: 120,
      sections: [.init(itemCount: 2), .init(itemSizes: sizes((100, 20), (30, 40)))])
    #expect(layout.cellFrames(section: 0) == [rect(0, 0, 50, 50), rect(70, 0, 50, 50)])
    #expect(layout.cellFrames(section: 1) == [rect(10, 50, 100, 20), rect(45, 80, 30, 40)])
    #expect(layout.contentSize.height == 120)
  }

  @Test("sizes missing from a section's list fall back to the layout-wide size")
  func missingSizesFallBack() throws {
    // Item 1 has no listed size: it is 50x50. Sizes differ, so lines are broken:
    // remaining 200 -> 60 fits -> 130 -> 50 fits -> 70: one leading line, x = 0, 70.
    var section = FlowContent.Section(itemSizes: sizes((60, 30)))
    section.itemCount = 2
    let layout = try preparedFlow(width: 200, sections: [section])
    #expect(layout.cellFrames() == [rect(0, 10, 60, 30), rect(70, 0, 50, 50)])
  }

  @Test("the content is as wide as the viewport less the content inset and as tall as the sections")
  func contentSize() throws {
    // Width 400 - 20 - 30 = 350. Heights: 3 lines of 50 (N = floor(360 / 60) = 6 for 13
    // items) with 2 * 10 spacing = 170, and an empty section of 8 + 12.
    let viewport = Viewport(
      size: Size(width: 400, height: 300),
      contentInset: EdgeInsets(top: 15, left: 20, bottom: 25, right: 30))
    let layout = try preparedFlow(
      viewport: viewport,
      sections: [
        .init(itemCount: 13),
        .init(
          itemCount: 0, values: .init(inset: EdgeInsets(top: 8, left: 0, bottom: 12, right: 0))),
      ])
    #expect(layout.contentSize == Size(width: 350, height: 190))
  }

  @Test("no sections give an empty content as wide as the viewport")
  func noSections() throws {
    let layout = try preparedFlow(width: 375, sections: [])
    #expect(layout.contentSize == Size(width: 375, height: 0))
    #expect(layout.allElements().isEmpty)
    #expect(layout.numberOfSections == 0)
  }

  @Test("the data source's values are preferred over the configuration's")
  func dataSourceOverrides() throws {
    struct Source: FlowLayoutDataSource {
      var numberOfSections: Int { 1 }
      func numberOfItems(inSection section: Int) -> Int { 3 }
      func sizeForItem(at indexPath: IndexPath) -> Size? {
        indexPath.item == 1 ? Size(width: 40, height: 20) : nil
      }
      func valuesForSection(at section: Int) -> FlowLayout.SectionValues {
        FlowLayout.SectionValues(
          inset: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), minimumLineSpacing: 8,
          minimumInteritemSpacing: 6, headerReferenceSize: Size(width: 0, height: 9),
          footerReferenceSize: Size(width: 0, height: 11))
      }
    }
    // avail = 100 - 2 - 4 = 94, items 30x10, 40x20, 30x10 (layout-wide 30x10), spacing 6.
    // remaining 94 -> 30 -> 58 -> 40 -> 12 -> 30 > 12 breaks. Line 1 (30 + 40) justified:
    // gap (94 - 70) / 1 = 24, x = 2, 56; height 20, y = 9 + 1 (+ 5 for the short item).
    // Line 2 at 10 + 20 + 8 = 38: 30 alone, remaining 94 - 36 = 58 != 12: leading at 2.
    // Height 9 + 1 + (20 + 8 + 10) + 3 + 11 = 62.
    let layout = FlowLayout(
      configuration: flowConfiguration { $0.itemSize = Size(width: 30, height: 10) })
    try layout.prepare(for: Viewport(size: Size(width: 100, height: 100)), dataSource: Source())
    #expect(
      layout.cellFrames() == [rect(2, 15, 30, 10), rect(56, 10, 40, 20), rect(2, 38, 30, 10)])
    #expect(layout.headerFrame() == rect(0, 0, 100, 9))
    #expect(layout.footerFrame() == rect(0, 51, 100, 11))
    #expect(layout.contentSize.height == 62)
  }

  @Test("preparation reads the counts first, then each section's values once, in order")
  func readsEachValueOnce() throws {
    let source = RecordingSource()
    try FlowLayout().prepare(for: Viewport(size: Size(width: 320, height: 480)), dataSource: source)
    // The counts come first (they size the storage), then section after section.
    var expected = ["sections"] + source.counts.indices.map { "items \($0)" }
    for (section, count) in source.counts.enumerated() {
      expected += ["values \(section)"]
      expected += (0..<count).map { "size \(section).\($0)" }
    }
    #expect(source.log.sorted() == expected.sorted())
    #expect(Array(source.log.prefix(3)) == ["sections", "items 0", "items 1"])
    // Section by section: everything else about section 0 comes before anything about 1.
    let values = source.log.dropFirst(3)
    let lastOfFirst = try #require(values.lastIndex { $0.hasSuffix(" 0") || $0.contains(" 0.") })
    let firstOfSecond = try #require(
      values.firstIndex { $0.hasSuffix(" 1") || $0.contains(" 1.") })
    #expect(lastOfFirst < firstOfSecond)
  }
}

/// A data source that logs every question it is asked.
private final class RecordingSource: FlowLayoutDataSource {
  let counts = [2, 3]
  private(set) var log: [String] = []

  var numberOfSections: Int {
    log.append("sections")
    return counts.count
  }
  func numberOfItems(inSection section: Int) -> Int {
    log.append("items \(section)")
    return counts[section]
  }
  func sizeForItem(at indexPath: IndexPath) -> Size? {
    log.append("size \(indexPath.section).\(indexPath.item)")
    return nil
  }
  func valuesForSection(at section: Int) -> FlowLayout.SectionValues {
    log.append("values \(section)")
    return FlowLayout.SectionValues()
  }
}
