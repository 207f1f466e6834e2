import Testing
import Trellis
import TrellisSpec
import TrellisTestSupport

/// A waterfall spec built in code, with `configure` applied to its configuration.
private func spec(
  viewport: Viewport = Spec.defaultViewport,
  configure: (inout WaterfallLayout.Configuration) -> Void = { _ in },
  sections: [WaterfallContent.Section] = [.init(itemCount: 1)]
) -> Spec {
  var configuration = WaterfallLayout.Configuration()
  configure(&configuration)
  return Spec(
    WaterfallSpec(configuration: configuration, content: WaterfallContent(sections: sections)),
    viewport: viewport)
}

private let bad = EdgeInsets(top: 0, left: -1, bottom: 0, right: 0)

@Suite("Errors from preparing a waterfall layout name the spec field")
struct WaterfallLayoutErrorPathTests {
  @Test("layout-wide values map to the layout object")
  func layoutWide() {
    let cases: [(configure: (inout WaterfallLayout.Configuration) -> Void, path: String)] = [
      ({ $0.columnCount = 0 }, "$.layout.columnCount"),
      ({ $0.minimumColumnSpacing = -1 }, "$.layout.minimumColumnSpacing"),
      ({ $0.minimumInteritemSpacing = .nan }, "$.layout.minimumInteritemSpacing"),
      ({ $0.sectionInset = bad }, "$.layout.sectionInset"),
      ({ $0.itemHeight = -1 }, "$.layout.itemHeight"),
      ({ $0.headerHeight = -1 }, "$.layout.headerHeight"),
      ({ $0.footerHeight = .infinity }, "$.layout.footerHeight"),
      ({ $0.headerInset = bad }, "$.layout.headerInset"),
      ({ $0.footerInset = bad }, "$.layout.footerInset"),
      ({ $0.behaviors.collectionHeader = .init(length: -1) }, "$.layout.collectionHeader.height"),
      (
        { $0.behaviors.collectionHeader = .init(length: 1, parallax: 2) },
        "$.layout.collectionHeader.parallax"
      ),
      ({ $0.behaviors.collectionFooter = .init(length: .nan) }, "$.layout.collectionFooter.height"),
      (
        { $0.behaviors.sectionBackground = SectionBackground(insets: bad) },
        "$.layout.sectionBackground.insets"
      ),
    ]
    for (configure, path) in cases {
      #expect(layoutError(spec(configure: configure))?.path.description == path)
    }
  }

  @Test(
    "per-section values map to the section's own field",
    arguments: [
      (WaterfallContent.Section(itemCount: -1), "$.sections[1].items"),
      (.init(itemHeights: [10, -5]), "$.sections[1].itemHeights[1]"),
      (
        .init(itemSizes: [Size(width: 4, height: 3), Size(width: 5, height: -5)]),
        "$.sections[1].itemSizes[1]"
      ),
      (.init(itemCount: 1, values: .init(columnCount: 0)), "$.sections[1].columnCount"),
      (
        .init(itemCount: 1, values: .init(minimumColumnSpacing: -1)),
        "$.sections[1].minimumColumnSpacing"
      ),
      (
        .init(itemCount: 1, values: .init(minimumInteritemSpacing: -1)),
        "$.sections[1].minimumInteritemSpacing"
      ),
      (.init(itemCount: 1, values: .init(inset: bad)), "$.sections[1].inset"),
      (.init(itemCount: 1, values: .init(headerHeight: -1)), "$.sections[1].headerHeight"),
      (.init(itemCount: 1, values: .init(footerHeight: .nan)), "$.sections[1].footerHeight"),
      (.init(itemCount: 1, values: .init(headerInset: bad)), "$.sections[1].headerInset"),
      (.init(itemCount: 1, values: .init(footerInset: bad)), "$.sections[1].footerInset"),
      (
        .init(itemCount: 1, values: .init(background: SectionBackground(insets: bad))),
        "$.sections[1].sectionBackground.insets"
      ),
    ])
  func perSection(section: WaterfallContent.Section, path: String) {
    let error = layoutError(spec(sections: [.init(itemCount: 2), section]))
    #expect(error?.path.description == path)
  }

  @Test("the message is the path followed by the layout's own sentence")
  func message() {
    let error = layoutError(spec(sections: [.init(itemCount: 2), .init(itemHeights: [-5])]))
    let layoutError = LayoutError.invalidValue(.itemHeight(IndexPath(item: 0, section: 1)), -5)
    #expect(error?.problem == .layout(layoutError))
    #expect(
      error?.description
        == "$.sections[1].itemHeights[0]: the height of item 0 in section 1 has the value -5.0; "
        + "it must be finite and not negative")
  }

  @Test("a layout-wide column count of zero is named with the layout's sentence")
  func zeroColumns() {
    let error = layoutError(spec(configure: { $0.columnCount = 0 }))
    #expect(error?.problem == .layout(.invalidCount(.columnCount(section: nil), 0)))
    #expect(
      error?.description
        == "$.layout.columnCount: the layout-wide number of columns is 0; it must be at least 1 "
        + "and leave every column a positive width")
  }

  @Test("columns that leave no width name the column count the section uses")
  func columnsWithoutWidth() throws {
    // Width 200: 30 columns 10 apart need 29 * 10 = 290 points of spacing alone.
    let layoutWide = try layoutError(
      json: """
        {"viewport": {"width": 200},
         "layout": {"type": "waterfall", "columnCount": 30}, "sections": [{"items": 1}]}
        """)
    #expect(layoutWide?.problem == .layout(.invalidCount(.columnCount(section: 0), 30)))
    #expect(
      layoutWide?.description
        == "$.layout.columnCount: the number of columns of section 0 is 30; it must be at least 1 "
        + "and leave every column a positive width")
    let own = try layoutError(
      json: """
        {"viewport": {"width": 200},
         "layout": {"type": "waterfall", "columnCount": 3},
         "sections": [{"items": 1}, {"items": 1, "columnCount": 30}]}
        """)
    #expect(own?.path.description == "$.sections[1].columnCount")
  }

  @Test("a column floored to zero at the screen scale has no width")
  func flooredColumns() throws {
    // (10.8 - 10) / 2 = 0.4 per column: floored at scale 1 to 0, at scale 5 kept as
    // 2 / 5 = 0.4.
    func json(scale: Int) -> String {
      """
      {"viewport": {"width": 10.8, "scale": \(scale)},
       "layout": {"type": "waterfall"}, "sections": [{"items": 1}]}
      """
    }
    #expect(try layoutError(json: json(scale: 1))?.path.description == "$.layout.columnCount")
    let layout = try Spec(json: json(scale: 5)).makeLayout()
    #expect(layout.allElements().map(\.frame.width) == [0.4])
  }

  @Test("a section without items may have columns without width")
  func emptySection() throws {
    let error = try layoutError(
      json: """
        {"viewport": {"width": 200},
         "layout": {"type": "waterfall", "columnCount": 30}, "sections": [{"items": 0}]}
        """)
    #expect(error == nil)
  }

  @Test(
    "an item size needs a width, or a height when scrolling horizontally",
    arguments: [
      ("vertical", "[[4, 3], [0, 100]]", "$.sections[0].itemSizes[1]"),
      ("horizontal", "[[4, 3], [100, 0]]", "$.sections[0].itemSizes[1]"),
    ])
  func sizeWithoutWidth(direction: String, sizes: String, path: String) throws {
    let error = try layoutError(
      json: """
        {"layout": {"type": "waterfall", "scrollDirection": "\(direction)"},
         "sections": [{"itemSizes": \(sizes)}]}
        """)
    #expect(error?.problem == .layout(.invalidValue(.itemSize(IndexPath(item: 1, section: 0)), 0)))
    #expect(
      error?.description
        == "\(path): the size of item 1 in section 0 has no extent across the columns; it must "
        + "have a positive one to be scaled to the column")
  }

  @Test("a size with no width along the scroll axis is fine scrolling the other way")
  func sizeAcrossTheOtherAxis() throws {
    // Scrolling horizontally, [0, 100] is 100 across the columns (rows) and 0 along x.
    let error = try layoutError(
      json: """
        {"layout": {"type": "waterfall", "scrollDirection": "horizontal"},
         "sections": [{"itemSizes": [[0, 100]]}]}
        """)
    #expect(error == nil)
  }

  @Test("good values prepare without error")
  func valid() {
    let error = layoutError(
      spec(
        configure: {
          $0.columnCount = 3
          $0.headerHeight = 20
          $0.behaviors.sectionHeadersPinToVisibleBounds = true
          $0.behaviors.sectionBackground = SectionBackground()
        },
        sections: [
          .init(itemHeights: [10, 20, 30], fullSpanItems: [1], values: .init(columnCount: 1)),
          .init(
            itemSizes: [Size(width: 3, height: 4)], values: .init(background: SectionBackground())),
        ]))
    #expect(error == nil)
  }
}
