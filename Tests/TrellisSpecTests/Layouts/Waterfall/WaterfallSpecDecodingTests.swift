import Testing
import Trellis
import TrellisSpec

/// The waterfall spec of a document, recording an issue if its layout is another type.
private func waterfall(_ json: String) throws -> WaterfallSpec {
  guard let waterfall = try Spec(json: json).layout.as(WaterfallSpec.self) else {
    Issue.record("expected a waterfall layout")
    return WaterfallSpec(content: WaterfallContent(sections: []))
  }
  return waterfall
}

/// The sections of a waterfall spec whose `sections` array is `sections`.
private func sections(_ sections: String) throws -> [WaterfallContent.Section] {
  try waterfall(#"{"layout": {"type": "waterfall"}, "sections": [\#(sections)]}"#)
    .content.sections
}

private func insets(
  _ top: Double, _ left: Double, _ bottom: Double, _ right: Double
) -> EdgeInsets {
  EdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

@Suite("Reading waterfall specs")
struct WaterfallSpecDecodingTests {
  @Test("a waterfall with only its type has the defaults of CHTCollectionViewWaterfallLayout")
  func defaults() throws {
    let spec = try Spec(json: #"{"layout": {"type": "waterfall"}, "sections": []}"#)
    #expect(spec.layout == LayoutSpec(WaterfallSpec(content: WaterfallContent(sections: []))))
    #expect(spec.layout.typeName == "waterfall")
    #expect(spec.viewport == Spec.defaultViewport)

    let configuration = WaterfallLayout.Configuration()
    #expect(configuration.scrollDirection == .vertical)
    #expect(configuration.columnCount == 2)
    #expect(configuration.minimumColumnSpacing == 10)
    #expect(configuration.minimumInteritemSpacing == 10)
    #expect(configuration.sectionInset == .zero)
    #expect(configuration.itemHeight == 50)
    #expect(configuration.itemRenderDirection == .shortestFirst)
    #expect(configuration.headerHeight == 0)
    #expect(configuration.footerHeight == 0)
    #expect(configuration.headerInset == .zero)
    #expect(configuration.footerInset == .zero)
    #expect(configuration.behaviors == SectionBehaviors())
  }

  @Test("every waterfall layout field is read")
  func layoutFields() throws {
    let waterfall = try waterfall(
      """
      {"layout": {"type": "waterfall", "scrollDirection": "horizontal", "columnCount": 3,
                  "minimumColumnSpacing": 4.5, "minimumInteritemSpacing": 0,
                  "sectionInset": [1, 2, 3, 4], "itemHeight": 80,
                  "itemRenderDirection": "rightToLeft", "headerHeight": 40, "footerHeight": 20,
                  "headerInset": [5, 6, 7, 8], "footerInset": [9, 10, 11, 12]},
       "sections": []}
      """)
    var expected = WaterfallLayout.Configuration()
    expected.scrollDirection = .horizontal
    expected.columnCount = 3
    expected.minimumColumnSpacing = 4.5
    expected.minimumInteritemSpacing = 0
    expected.sectionInset = insets(1, 2, 3, 4)
    expected.itemHeight = 80
    expected.itemRenderDirection = .rightToLeft
    expected.headerHeight = 40
    expected.footerHeight = 20
    expected.headerInset = insets(5, 6, 7, 8)
    expected.footerInset = insets(9, 10, 11, 12)
    #expect(waterfall.configuration == expected)
  }

  @Test(
    "every item render direction is read",
    arguments: [
      ("shortestFirst", WaterfallLayout.ItemRenderDirection.shortestFirst),
      ("leftToRight", .leftToRight), ("rightToLeft", .rightToLeft),
    ])
  func renderDirections(name: String, direction: WaterfallLayout.ItemRenderDirection) throws {
    let waterfall = try waterfall(
      #"{"layout": {"type": "waterfall", "itemRenderDirection": "\#(name)"}, "sections": []}"#)
    #expect(waterfall.configuration.itemRenderDirection == direction)
  }

  @Test("every behavior field is read as for a flow layout")
  func behaviors() throws {
    let waterfall = try waterfall(
      """
      {"layout": {"type": "waterfall", "sectionHeadersPinToVisibleBounds": true,
                  "sectionFootersPinToVisibleBounds": true, "pinningMode": "untilNextPinned",
                  "collectionHeader": {"height": 60, "stretchy": true, "parallax": 0.5},
                  "collectionFooter": {"height": 40},
                  "sectionBackground": {"insets": [0, 8, 0, 8], "includesHeader": true}},
       "sections": []}
      """)
    var expected = SectionBehaviors()
    expected.sectionHeadersPinToVisibleBounds = true
    expected.sectionFootersPinToVisibleBounds = true
    expected.pinningMode = .untilNextPinned
    expected.collectionHeader = CollectionSupplementary(length: 60, isStretchy: true, parallax: 0.5)
    expected.collectionFooter = CollectionSupplementary(length: 40)
    expected.sectionBackground = SectionBackground(insets: insets(0, 8, 0, 8), includesHeader: true)
    #expect(waterfall.configuration.behaviors == expected)
  }

  @Test("a section of a count, of heights or of sizes; absent fields fall back to the layout")
  func items() throws {
    let sections = try sections(
      """
      {"items": 3}, {"itemHeights": [120, 80.5, 0]}, {"itemSizes": [[400, 300], [0, 0]]},
      {"items": 2, "itemHeights": [10, 20]}, {"items": 1, "itemSizes": [[1, 2]]}, {"items": 0},
      {"itemHeights": []}
      """)
    #expect(
      sections == [
        .init(itemCount: 3),
        .init(itemHeights: [120, 80.5, 0]),
        .init(itemSizes: [Size(width: 400, height: 300), Size(width: 0, height: 0)]),
        .init(itemHeights: [10, 20]),
        .init(itemSizes: [Size(width: 1, height: 2)]),
        .init(itemCount: 0),
        .init(itemHeights: []),
      ])
    #expect(sections.map(\.itemCount) == [3, 3, 2, 2, 1, 0, 0])
    #expect(sections[0].itemHeights == nil && sections[0].itemSizes == nil)
  }

  @Test("every section field is read")
  func sectionFields() throws {
    let sections = try sections(
      """
      {"itemHeights": [1, 2, 3, 4], "fullSpan": [3, 0], "columnCount": 4,
       "minimumColumnSpacing": 2, "minimumInteritemSpacing": 3, "inset": [1, 2, 3, 4],
       "headerHeight": 30, "footerHeight": 15, "headerInset": [4, 3, 2, 1],
       "footerInset": [0, 5, 0, 5], "sectionBackground": {"zIndex": -2}}
      """)
    #expect(
      sections == [
        .init(
          itemHeights: [1, 2, 3, 4], fullSpanItems: [0, 3],
          values: .init(
            columnCount: 4, minimumColumnSpacing: 2, minimumInteritemSpacing: 3,
            inset: insets(1, 2, 3, 4), headerHeight: 30, footerHeight: 15,
            headerInset: insets(4, 3, 2, 1), footerInset: insets(0, 5, 0, 5),
            background: SectionBackground(zIndex: -2)))
      ])
  }

  @Test("a section without its own values leaves every override unset")
  func sectionDefaults() throws {
    let section = try #require(try sections(#"{"items": 2}"#).first)
    #expect(section.fullSpanItems.isEmpty)
    #expect(section.values == WaterfallLayout.SectionValues())
  }

  @Test("column counts and full-span indexes are whole numbers in any notation")
  func wholeNumbers() throws {
    let waterfall = try waterfall(
      """
      {"layout": {"type": "waterfall", "columnCount": 3.0},
       "sections": [{"items": 20, "columnCount": 1e1, "fullSpan": [0.0, 1.9e1]}]}
      """)
    #expect(waterfall.configuration.columnCount == 3)
    #expect(waterfall.content.sections[0].values.columnCount == 10)
    #expect(waterfall.content.sections[0].fullSpanItems == [0, 19])
  }

  @Test("the type may come after the other layout fields")
  func typeLast() throws {
    let waterfall = try waterfall(
      #"{"layout": {"columnCount": 4, "type": "waterfall"}, "sections": [{"items": 1}]}"#)
    #expect(waterfall.configuration.columnCount == 4)
  }

  @Test("the spec's layout is a prepared waterfall layout that forwards every query")
  func makeLayout() throws {
    // Width 100, 2 columns 10 apart: (100 - 10) / 2 = 45 wide, at x 0 and 55.
    // Item 0 (30) goes to column 0, item 1 (20) to column 1, item 2 (10) to column 1,
    // which ends first at 20: it starts at 20 + 10 = 30. Content height max(30, 40) = 40.
    let layout = try Spec(
      json: """
        {"viewport": {"width": 100},
         "layout": {"type": "waterfall"}, "sections": [{"itemHeights": [30, 20, 10]}]}
        """
    ).makeLayout()
    guard let waterfall = layout.base as? WaterfallLayout else {
      Issue.record("expected a waterfall layout")
      return
    }
    let frames = [
      Rect(x: 0, y: 0, width: 45, height: 30), Rect(x: 55, y: 0, width: 45, height: 20),
      Rect(x: 55, y: 30, width: 45, height: 10),
    ]
    #expect(waterfall.numberOfItems(inSection: 0) == 3)
    #expect(layout.contentSize == Size(width: 100, height: 40))
    #expect(layout.base.contentSize == Size(width: 100, height: 40))
    #expect(layout.viewport.size == Size(width: 100, height: 667))
    #expect(layout.allElements().map(\.frame) == frames)
    #expect(layout.attributes(for: .cell(IndexPath(item: 2, section: 0)))?.frame == frames[2])
    #expect(
      layout.elements(in: Rect(x: 50, y: 25, width: 50, height: 10)).map(\.frame) == [frames[2]])
  }
}
