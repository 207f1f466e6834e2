import Testing
import Trellis

@Suite("Collection header and footer")
struct CollectionHeaderTests {
  static let header = ElementID.supplementary(.collectionHeader, IndexPath(item: 0, section: 0))
  static let footer = ElementID.supplementary(.collectionFooter, IndexPath(item: 0, section: 0))

  /// Ten 50 x 50 items (5 per line in a 320-point view, 2 lines: 110 points) under a
  /// collection header and over a collection footer.
  static func layout(
    header: CollectionSupplementary?, footer: CollectionSupplementary? = nil, offset: Double = 0
  ) throws -> FlowLayout {
    var configuration = FlowLayout.Configuration()
    configuration.behaviors.collectionHeader = header
    configuration.behaviors.collectionFooter = footer
    configuration.headerReferenceSize = Size(width: 0, height: 20)
    configuration.sectionHeadersPinToVisibleBounds = true
    let layout = FlowLayout(configuration: configuration)
    try layout.prepare(
      for: Viewport(size: Size(width: 320, height: 480), contentOffset: Point(x: 0, y: offset)),
      dataSource: FlowContent(sections: [.init(itemCount: 10)]))
    return layout
  }

  @Test("the header sits above the first section and scrolls away while section headers pin")
  func scrollsAway() throws {
    let layout = try Self.layout(header: CollectionSupplementary(length: 60), offset: 100)
    // Section 0 starts at 60: its header at 60, its first item at 80.
    #expect(layout.attributes(for: Self.header)?.frame == Rect(x: 0, y: 0, width: 320, height: 60))
    #expect(layout.attributes(for: .cell(IndexPath(item: 0, section: 0)))?.frame.minY == 80)
    // Scrolled to 100: the section header pins at 100 (its section ends at 60 + 130 = 190,
    // so it may go down to 170), the collection header stays at 0 and is off screen.
    #expect(
      layout.attributes(for: .supplementary(.sectionHeader, IndexPath(item: 0, section: 0)))?
        .frame.minY == 100)
    #expect(!layout.elements(in: layout.viewport.bounds).contains { $0.id == Self.header })
    #expect(layout.contentSize.height == 190)
  }

  @Test(
    "a stretchy header grows to fill the gap when pulled down",
    arguments: [(-100.0, -100.0, 160.0), (-0.5, -1.0, 60.5), (0.0, 0.0, 60.0), (30.0, 0.0, 60.0)])
  func stretchy(offset: Double, y: Double, height: Double) throws {
    // Origins round to the scale (1 here) with halves away from zero: -0.5 -> -1.
    let layout = try Self.layout(
      header: CollectionSupplementary(length: 60, isStretchy: true), offset: offset)
    #expect(
      layout.attributes(for: Self.header)?.frame == Rect(x: 0, y: y, width: 320, height: height))
  }

  @Test("a stretchy header measures the pull from the content inset")
  func stretchyWithInset() throws {
    let layout = try Self.layout(header: CollectionSupplementary(length: 60, isStretchy: true))
    var viewport = layout.viewport
    viewport.contentInset.top = 44
    viewport.contentOffset.y = -44  // at rest: not pulled
    try layout.prepare(for: viewport, dataSource: FlowContent(sections: [.init(itemCount: 10)]))
    #expect(layout.attributes(for: Self.header)?.frame.height == 60)
    viewport.contentOffset.y = -94  // pulled 50 past the inset
    try layout.updateViewport(viewport)
    #expect(
      layout.attributes(for: Self.header)?.frame == Rect(x: 0, y: -50, width: 320, height: 110))
  }

  @Test(
    "a parallax header follows a fraction of the scroll",
    arguments: [(0.0, 0.0), (40.0, 20.0), (100.0, 50.0)])
  func parallax(offset: Double, y: Double) throws {
    let layout = try Self.layout(
      header: CollectionSupplementary(length: 60, parallax: 0.5), offset: offset)
    let attributes = layout.attributes(for: Self.header)
    #expect(attributes?.frame == Rect(x: 0, y: y, width: 320, height: 60))
    #expect(attributes?.zIndex == -1)
  }

  @Test(
    "the footer follows the last section and stretches when pulled past the end",
    arguments: [(0.0, 40.0), (-20.0, 40.0), (25.0, 65.0)])
  func footer(offset: Double, height: Double) throws {
    // Content: 20 (section header) + 110 (items) + 40 (footer) = 170, shorter than the
    // 480-point view, so the largest resting offset is 0 and any positive offset pulls.
    let layout = try Self.layout(
      header: nil, footer: CollectionSupplementary(length: 40, isStretchy: true), offset: offset)
    #expect(layout.contentSize.height == 170)
    #expect(
      layout.attributes(for: Self.footer)?.frame == Rect(x: 0, y: 130, width: 320, height: height))
  }

  @Test("in long content the footer stretches only past the largest resting offset")
  func footerInLongContent() throws {
    var configuration = FlowLayout.Configuration()
    configuration.behaviors.collectionFooter = CollectionSupplementary(length: 40, isStretchy: true)
    let layout = FlowLayout(configuration: configuration)
    // 100 items, 5 per line: 20 lines, 20 * 50 + 19 * 10 = 1190, plus the footer: 1230.
    // The view is 480 tall, so the largest resting offset is 1230 - 480 = 750.
    try layout.prepare(
      for: Viewport(size: Size(width: 320, height: 480), contentOffset: Point(x: 0, y: 750)),
      dataSource: FlowContent(sections: [.init(itemCount: 100)]))
    #expect(
      layout.attributes(for: Self.footer)?.frame == Rect(x: 0, y: 1190, width: 320, height: 40))
    var pulled = layout.viewport
    pulled.contentOffset.y = 780
    try layout.updateViewport(pulled)
    #expect(
      layout.attributes(for: Self.footer)?.frame == Rect(x: 0, y: 1190, width: 320, height: 70))
  }

  @Test("invalid collection header values are rejected with the value named")
  func invalid() throws {
    let error = #expect(throws: LayoutError.self) {
      try Self.layout(header: CollectionSupplementary(length: 60, parallax: 1.5))
    }
    #expect(error?.input == .collectionHeaderParallax)
    #expect(
      error?.description == "the collection header's parallax is 1.5; it must be between 0 and 1")
    let negative = #expect(throws: LayoutError.self) {
      try Self.layout(header: CollectionSupplementary(length: -1))
    }
    #expect(negative?.input == .collectionHeader)
  }
}
