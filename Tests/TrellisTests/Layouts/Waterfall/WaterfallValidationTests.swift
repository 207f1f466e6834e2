import Testing
import Trellis

/// One way to spoil a waterfall layout's input with a bad value, and the input the
/// error must name.
struct WaterfallBadInput: CustomTestStringConvertible, Sendable {
  var name: String
  var expected: LayoutInput
  var spoil: @Sendable (inout WaterfallLayout.Configuration, inout WaterfallContent, Double) -> Void

  var testDescription: String { name }
}

private let goodContent = WaterfallContent(sections: [
  .init(itemCount: 3), .init(itemHeights: [10, 20, 30]),
  .init(itemSizes: [Size(width: 10, height: 10), Size(width: 20, height: 30)]),
])
private let goodViewport = Viewport(size: Size(width: 320, height: 480))

@Suite("Waterfall layout: validation of the input")
struct WaterfallValidationTests {
  static let badValues: [Double] = [-1, .nan, .infinity]

  static let inputs: [WaterfallBadInput] = [
    .init(name: "column spacing", expected: .minimumColumnSpacing(section: nil)) { c, _, v in
      c.minimumColumnSpacing = v
    },
    .init(name: "item spacing", expected: .minimumInteritemSpacing(section: nil)) { c, _, v in
      c.minimumInteritemSpacing = v
    },
    .init(name: "item height", expected: .defaultItemHeight) { c, _, v in c.itemHeight = v },
    .init(name: "section inset", expected: .sectionInset(section: nil)) { c, _, v in
      c.sectionInset.left = v
    },
    .init(name: "header height", expected: .headerHeight(section: nil)) { c, _, v in
      c.headerHeight = v
    },
    .init(name: "footer height", expected: .footerHeight(section: nil)) { c, _, v in
      c.footerHeight = v
    },
    .init(name: "header inset", expected: .headerInset(section: nil)) { c, _, v in
      c.headerInset.top = v
    },
    .init(name: "footer inset", expected: .footerInset(section: nil)) { c, _, v in
      c.footerInset.right = v
    },
    .init(name: "a section's column spacing", expected: .minimumColumnSpacing(section: 1)) {
      _, d, v in d.sections[1].values.minimumColumnSpacing = v
    },
    .init(name: "a section's item spacing", expected: .minimumInteritemSpacing(section: 2)) {
      _, d, v in d.sections[2].values.minimumInteritemSpacing = v
    },
    .init(name: "a section's inset", expected: .sectionInset(section: 0)) { _, d, v in
      d.sections[0].values.inset = EdgeInsets(top: 0, left: 0, bottom: v, right: 0)
    },
    .init(name: "a section's header height", expected: .headerHeight(section: 1)) { _, d, v in
      d.sections[1].values.headerHeight = v
    },
    .init(name: "a section's footer height", expected: .footerHeight(section: 2)) { _, d, v in
      d.sections[2].values.footerHeight = v
    },
    .init(name: "a section's header inset", expected: .headerInset(section: 0)) { _, d, v in
      d.sections[0].values.headerInset = EdgeInsets(top: 0, left: v, bottom: 0, right: 0)
    },
    .init(name: "a section's footer inset", expected: .footerInset(section: 1)) { _, d, v in
      d.sections[1].values.footerInset = EdgeInsets(top: 0, left: 0, bottom: v, right: 0)
    },
    .init(
      name: "an item's height", expected: .itemHeight(IndexPath(item: 2, section: 1))
    ) { _, d, v in d.sections[1].itemHeights?[2] = v },
    .init(name: "an item's size", expected: .itemSize(IndexPath(item: 1, section: 2))) {
      _, d, v in d.sections[2].itemSizes?[1].height = v
    },
    .init(
      name: "a section's background insets", expected: .sectionBackgroundInsets(section: 2)
    ) { _, d, v in d.sections[2].values.background = SectionBackground(insets: EdgeInsets(all: v))
    },
  ]

  @Test(
    "a bad value is named by the error and the previous frames stay",
    arguments: inputs, badValues)
  func badValue(input: WaterfallBadInput, value: Double) throws {
    let layout = WaterfallLayout()
    try layout.prepare(for: goodViewport, dataSource: goodContent)
    let before = layout.allElements()
    let size = layout.contentSize
    var configuration = layout.configuration
    var content = goodContent
    input.spoil(&configuration, &content, value)
    layout.configuration = configuration
    let error = #expect(throws: LayoutError.self) {
      try layout.prepare(for: Viewport(size: Size(width: 500, height: 480)), dataSource: content)
    }
    #expect(error?.input == input.expected)
    #expect(layout.allElements() == before)
    #expect(layout.contentSize == size)
    #expect(layout.viewport == goodViewport)
  }

  @Test("a column count below one is refused", arguments: [0, -3])
  func columnCount(count: Int) throws {
    let layout = try preparedWaterfall(width: 320, sections: [.init(itemCount: 2)])
    layout.configuration.columnCount = count
    #expect(throws: LayoutError.invalidCount(.columnCount(section: nil), count)) {
      try layout.prepare(for: goodViewport, dataSource: goodContent)
    }
    layout.configuration.columnCount = 2
    var content = goodContent
    content.sections[2].values.columnCount = count
    #expect(throws: LayoutError.invalidCount(.columnCount(section: 2), count)) {
      try layout.prepare(for: goodViewport, dataSource: content)
    }
    #expect(layout.cellFrame(1) == rect(165, 0, 155, 50))
  }

  @Test("columns that leave no positive width are refused in a section with items")
  func columnsThatDoNotFit() throws {
    // 11 columns with 10 points between them need more than 100 points:
    // (100 - 10 * 10) / 11 = 0. So does an inset that leaves no room.
    let layout = WaterfallLayout()
    let narrow = Viewport(size: Size(width: 100, height: 100))
    let crowded = WaterfallContent(sections: [.init(itemCount: 1, values: .init(columnCount: 11))])
    #expect(throws: LayoutError.invalidCount(.columnCount(section: 0), 11)) {
      try layout.prepare(for: narrow, dataSource: crowded)
    }
    let inset = WaterfallContent(sections: [
      .init(itemCount: 0),
      .init(itemCount: 1, values: .init(inset: EdgeInsets(top: 0, left: 60, bottom: 0, right: 40))),
    ])
    #expect(throws: LayoutError.invalidCount(.columnCount(section: 1), 2)) {
      try layout.prepare(for: narrow, dataSource: inset)
    }
    // (100 - 9 * 1) / 10 = 9.1 at scale 1 floors to 9: ten columns fit.
    let fits = WaterfallContent(sections: [
      .init(itemCount: 1, values: .init(columnCount: 10, minimumColumnSpacing: 1))
    ])
    try layout.prepare(for: narrow, dataSource: fits)
    #expect(layout.cellFrame(0) == rect(0, 0, 9, 50))
  }

  @Test("a section without items needs no room for its columns, even in a zero-width view")
  func emptySectionsNeedNoRoom() throws {
    let layout = try preparedWaterfall(
      width: 0, sections: [.init(itemCount: 0, values: .init(columnCount: 50, headerHeight: 30))])
    #expect(layout.contentSize == Size(width: 0, height: 30))
    #expect(layout.headerFrame() == rect(0, 0, 0, 30))
  }

  @Test("an item size with no width cannot be scaled and is refused")
  func zeroWidthSize() throws {
    let layout = WaterfallLayout()
    let content = WaterfallContent(sections: [.init(itemSizes: [Size(width: 0, height: 10)])])
    #expect(throws: LayoutError.invalidValue(.itemSize(IndexPath(item: 0, section: 0)), 0)) {
      try layout.prepare(for: goodViewport, dataSource: content)
    }
  }

  @Test("negative counts are refused")
  func negativeCounts() throws {
    let layout = WaterfallLayout()
    var content = goodContent
    content.sections[1].itemCount = -1
    #expect(throws: LayoutError.invalidCount(.numberOfItems(section: 1), -1)) {
      try layout.prepare(for: goodViewport, dataSource: content)
    }
    #expect(layout.numberOfSections == 0)
  }

  @Test("the errors say what is wrong in words")
  func descriptions() {
    #expect(
      LayoutError.invalidCount(.columnCount(section: 2), 0).description
        == "the number of columns of section 2 is 0; it must be at least 1 and leave every "
        + "column a positive width")
    #expect(
      LayoutError.invalidValue(.itemHeight(IndexPath(item: 3, section: 1)), -2).description
        == "the height of item 3 in section 1 has the value -2.0; it must be finite and not "
        + "negative")
    #expect(
      LayoutError.invalidValue(.itemSize(IndexPath(item: 0, section: 0)), 0).description
        == "the size of item 0 in section 0 has no extent across the columns; it must have a "
        + "positive one to be scaled to the column")
    #expect(
      LayoutError.invalidValue(.minimumColumnSpacing(section: nil), -1).description
        == "the layout-wide minimum column spacing has the value -1.0; it must be finite and "
        + "not negative")
    #expect(
      LayoutError.invalidCount(.appendedItemCount(section: 4), 7).description
        == "the number of items appended to section 4 is 7; it must equal the number of items "
        + "the data source added to the end of the last section")
  }
}
