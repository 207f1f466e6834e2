import Testing
import Trellis

/// One way to spoil a flow layout's input with a bad value, and the input the error
/// must name.
struct BadInput: CustomTestStringConvertible, Sendable {
  var name: String
  var expected: LayoutInput
  var spoil:
    @Sendable (inout FlowLayout.Configuration, inout FlowContent, inout Viewport, Double) -> Void

  var testDescription: String { name }
}

/// A data source that reports whatever counts it is given, even negative ones.
private struct CountingSource: FlowLayoutDataSource {
  var numberOfSections: Int
  var itemCount: Int
  func numberOfItems(inSection section: Int) -> Int { section == 1 ? itemCount : 2 }
}

private let goodContent = FlowContent(sections: [
  .init(itemCount: 3), .init(itemSizes: sizes((10, 10), (20, 20), (30, 30))),
])
private let goodViewport = Viewport(size: Size(width: 320, height: 480))

@Suite("Flow layout: validation of the input")
struct FlowValidationTests {
  static let badValues: [Double] = [-1, -0.25, .nan, .infinity, -.infinity]

  static let inputs: [BadInput] = [
    BadInput(name: "layout-wide item width", expected: .defaultItemSize) { c, _, _, v in
      c.itemSize.width = v
    },
    BadInput(name: "layout-wide item height", expected: .defaultItemSize) { c, _, _, v in
      c.itemSize.height = v
    },
    BadInput(name: "layout-wide line spacing", expected: .minimumLineSpacing(section: nil)) {
      c, _, _, v in c.minimumLineSpacing = v
    },
    BadInput(
      name: "layout-wide inter-item spacing", expected: .minimumInteritemSpacing(section: nil)
    ) { c, _, _, v in c.minimumInteritemSpacing = v },
    BadInput(name: "layout-wide header", expected: .headerReferenceSize(section: nil)) {
      c, _, _, v in c.headerReferenceSize.height = v
    },
    BadInput(name: "layout-wide header width", expected: .headerReferenceSize(section: nil)) {
      c, _, _, v in c.headerReferenceSize.width = v
    },
    BadInput(name: "layout-wide footer", expected: .footerReferenceSize(section: nil)) {
      c, _, _, v in c.footerReferenceSize.height = v
    },
    BadInput(name: "layout-wide inset top", expected: .sectionInset(section: nil)) {
      c, _, _, v in c.sectionInset.top = v
    },
    BadInput(name: "layout-wide inset right", expected: .sectionInset(section: nil)) {
      c, _, _, v in c.sectionInset.right = v
    },
    BadInput(name: "an item's width", expected: .itemSize(IndexPath(item: 2, section: 1))) {
      _, d, _, v in d.sections[1].itemSizes?[2].width = v
    },
    BadInput(name: "an item's height", expected: .itemSize(IndexPath(item: 0, section: 1))) {
      _, d, _, v in d.sections[1].itemSizes?[0].height = v
    },
    BadInput(name: "a section's inset", expected: .sectionInset(section: 1)) { _, d, _, v in
      d.sections[1].values.inset = EdgeInsets(top: 0, left: v, bottom: 0, right: 0)
    },
    BadInput(name: "a section's line spacing", expected: .minimumLineSpacing(section: 0)) {
      _, d, _, v in d.sections[0].values.minimumLineSpacing = v
    },
    BadInput(
      name: "a section's inter-item spacing", expected: .minimumInteritemSpacing(section: 1)
    ) { _, d, _, v in d.sections[1].values.minimumInteritemSpacing = v },
    BadInput(name: "a section's header", expected: .headerReferenceSize(section: 1)) {
      _, d, _, v in d.sections[1].values.headerReferenceSize = Size(width: 10, height: v)
    },
    BadInput(name: "a section's footer", expected: .footerReferenceSize(section: 0)) {
      _, d, _, v in d.sections[0].values.footerReferenceSize = Size(width: v, height: 10)
    },
    BadInput(name: "viewport width", expected: .viewportSize) { _, _, p, v in p.size.width = v },
    BadInput(name: "viewport height", expected: .viewportSize) { _, _, p, v in
      p.size.height = v
    },
    BadInput(name: "content inset", expected: .contentInset) { _, _, p, v in
      p.contentInset.bottom = v
    },
    BadInput(name: "safe area", expected: .safeAreaInsets) { _, _, p, v in
      p.safeAreaInsets.left = v
    },
    BadInput(name: "layout margins", expected: .layoutMargins) { _, _, p, v in
      p.layoutMargins.top = v
    },
    BadInput(name: "scale", expected: .scale) { _, _, p, v in p.scale = v },
  ]

  @Test("a negative, NaN or infinite value throws an error naming it", arguments: inputs, badValues)
  func badValue(input: BadInput, value: Double) throws {
    var configuration = FlowLayout.Configuration()
    var content = goodContent
    var viewport = goodViewport
    input.spoil(&configuration, &content, &viewport, value)
    let layout = FlowLayout(configuration: configuration)
    let error = try #require(throws: LayoutError.self) {
      try layout.prepare(for: viewport, dataSource: content)
    }
    #expect(error.input == input.expected)
    guard case .invalidValue(_, let reported) = error else {
      Issue.record("expected an invalid value, got \(error)")
      return
    }
    #expect(reported == value || (reported.isNaN && value.isNaN))
    #expect(error.description.hasPrefix(input.expected.description))
  }

  @Test("the same input with good values prepares without error")
  func goodInputPrepares() throws {
    let layout = FlowLayout()
    try layout.prepare(for: goodViewport, dataSource: goodContent)
    #expect(layout.numberOfItems(inSection: 1) == 3)
  }

  @Test("a zero scale is refused", arguments: [0.0, -0.0])
  func zeroScale(value: Double) throws {
    var viewport = goodViewport
    viewport.scale = value
    let error = try #require(throws: LayoutError.self) { try viewport.validate() }
    #expect(error.input == .scale)
  }

  @Test("a content offset must be finite but may be negative", arguments: [Double.nan, .infinity])
  func contentOffset(value: Double) throws {
    for offset in [Point(x: value, y: 0), Point(x: 0, y: value)] {
      var viewport = goodViewport
      viewport.contentOffset = offset
      let error = try #require(throws: LayoutError.self) {
        try FlowLayout().prepare(for: viewport, dataSource: goodContent)
      }
      #expect(error.input == .contentOffset)
    }
    var pulledDown = goodViewport
    pulledDown.contentOffset = Point(x: -20, y: -64)
    try FlowLayout().prepare(for: pulledDown, dataSource: goodContent)
  }

  @Test("a zero-size viewport is valid and lays items at the leading edge")
  func zeroSizeViewport() throws {
    // avail = 0: N = max(1, floor(10 / 60)) = 1; centered at max(0, (0 - 50) / 2) = 0.
    let layout = try preparedFlow(width: 0, height: 0, sections: [.init(itemCount: 2)])
    #expect(layout.cellFrames() == [rect(0, 0, 50, 50), rect(0, 60, 50, 50)])
    #expect(layout.contentSize == Size(width: 0, height: 110))
  }

  @Test("zero sizes and spacings are valid")
  func zeroesAreValid() throws {
    let layout = try preparedFlow(width: 100, sections: [.init(itemCount: 3)]) {
      $0.itemSize = .zero
      $0.minimumLineSpacing = 0
      $0.minimumInteritemSpacing = 0
    }
    #expect(layout.numberOfItems(inSection: 0) == 3)
    #expect(layout.cellFrames().allSatisfy { $0.size == .zero && $0.minX.isFinite })
  }

  @Test("a negative number of sections is refused")
  func negativeSections() throws {
    let error = try #require(throws: LayoutError.self) {
      try FlowLayout().prepare(
        for: goodViewport, dataSource: CountingSource(numberOfSections: -1, itemCount: 0))
    }
    #expect(error == .invalidCount(.numberOfSections, -1))
    #expect(error.input == .numberOfSections)
    #expect(error.description == "the number of sections is -1; it must not be negative")
  }

  @Test("a negative number of items is refused, naming the section")
  func negativeItems() throws {
    let error = try #require(throws: LayoutError.self) {
      try FlowLayout().prepare(
        for: goodViewport, dataSource: CountingSource(numberOfSections: 3, itemCount: -3))
    }
    #expect(error == .invalidCount(.numberOfItems(section: 1), -3))
    #expect(error.description == "the number of items in section 1 is -3; it must not be negative")
  }

  @Test(
    "errors read as sentences that name the input and the rule",
    arguments: [
      (
        LayoutError.invalidValue(.itemSize(IndexPath(item: 2, section: 1)), -1),
        "the size of item 2 in section 1 has the value -1.0; it must be finite and not negative"
      ),
      (
        .invalidValue(.minimumLineSpacing(section: nil), .infinity),
        "the layout-wide minimum line spacing has the value inf; it must be finite and not negative"
      ),
      (
        .invalidValue(.sectionInset(section: 0), -0.5),
        "the inset of section 0 has the value -0.5; it must be finite and not negative"
      ),
      (
        .invalidValue(.headerReferenceSize(section: 3), .nan),
        """
        the header reference size of section 3 has the value nan; it must be finite and \
        not negative
        """
      ),
      (
        .invalidValue(.scale, 0),
        "the screen scale is 0.0; it must be finite and greater than zero"
      ),
      (
        .invalidValue(.contentOffset, -.infinity),
        "the content offset has the value -inf; it must be finite"
      ),
      (
        .invalidValue(.viewportSize, -2),
        "the viewport size has the value -2.0; it must be finite and not negative"
      ),
    ])
  func descriptions(error: LayoutError, text: String) {
    #expect(error.description == text)
  }

  @Test(
    "a failed preparation keeps the previous frames, content size and viewport",
    arguments: inputs)
  func failureKeepsState(input: BadInput) throws {
    let layout = FlowLayout()
    try layout.prepare(for: goodViewport, dataSource: goodContent)
    let frames = layout.allElements()
    let contentSize = layout.contentSize
    let viewport = layout.viewport

    // A different, wider viewport and a third section, spoiled by one bad value.
    var configuration = FlowLayout.Configuration()
    var content = goodContent
    content.sections.append(.init(itemCount: 40))
    var badViewport = Viewport(size: Size(width: 500, height: 300))
    input.spoil(&configuration, &content, &badViewport, .nan)
    layout.configuration = configuration
    #expect(throws: LayoutError.self) {
      try layout.prepare(for: badViewport, dataSource: content)
    }
    #expect(layout.allElements() == frames)
    #expect(layout.contentSize == contentSize)
    #expect(layout.viewport == viewport)
    #expect(layout.numberOfSections == 2)
  }
}
