import Testing
import Trellis

@Suite("Section backgrounds and decorations")
struct SectionBackgroundTests {
  /// A bookshelf: sections of 5, 0 and 3 books of 60 x 90 with 10-point spacing and
  /// insets of 10 on every side, 30-point headers and 20-point footers, in a 320-point
  /// view. Room across: 300; N = floor(310 / 70) = 4, gap (300 - 240) / 3 = 20.
  /// Section 0: 30 + 10 + 2 * 90 + 10 + 10 + 20 = 260; section 1 (empty): 30 + 20 + 20 =
  /// 70; section 2: 30 + 10 + 90 + 10 + 20 = 160.
  static func shelf(
    background: SectionBackground? = SectionBackground(),
    perSection: [SectionBackground?] = [nil, nil, nil]
  ) throws -> FlowLayout {
    var configuration = FlowLayout.Configuration()
    configuration.itemSize = Size(width: 60, height: 90)
    configuration.sectionInset = EdgeInsets(all: 10)
    configuration.headerReferenceSize = Size(width: 0, height: 30)
    configuration.footerReferenceSize = Size(width: 0, height: 20)
    configuration.behaviors.sectionBackground = background
    let layout = FlowLayout(configuration: configuration)
    let sections = zip([5, 0, 3], perSection).map { count, background in
      FlowContent.Section(itemCount: count, values: .init(background: background))
    }
    try layout.prepare(
      for: Viewport(size: Size(width: 320, height: 480)),
      dataSource: FlowContent(sections: sections))
    return layout
  }

  static func background(_ layout: FlowLayout, _ section: Int) -> LayoutAttributes? {
    layout.attributes(for: .decoration(.sectionBackground, IndexPath(item: 0, section: section)))
  }

  @Test("each section's background covers its items and insets across the whole width")
  func covers() throws {
    let layout = try Self.shelf()
    #expect(Self.background(layout, 0)?.frame == Rect(x: 0, y: 30, width: 320, height: 210))
    #expect(Self.background(layout, 1)?.frame == Rect(x: 0, y: 290, width: 320, height: 20))
    #expect(Self.background(layout, 2)?.frame == Rect(x: 0, y: 360, width: 320, height: 110))
    #expect(Self.background(layout, 0)?.zIndex == -1)
    #expect(Self.background(layout, 3) == nil)
  }

  @Test("a background can include the header and footer and keep its own insets")
  func includesHeaderAndFooter() throws {
    let layout = try Self.shelf(
      background: SectionBackground(
        insets: EdgeInsets(top: 4, left: 8, bottom: 4, right: 8), includesHeader: true,
        includesFooter: true))
    #expect(Self.background(layout, 0)?.frame == Rect(x: 8, y: 4, width: 304, height: 252))
  }

  @Test("backgrounds are opt-in per section")
  func perSection() throws {
    let layout = try Self.shelf(
      background: nil, perSection: [nil, nil, SectionBackground(zIndex: -5)])
    #expect(Self.background(layout, 0) == nil)
    #expect(Self.background(layout, 2)?.frame == Rect(x: 0, y: 360, width: 320, height: 110))
    #expect(Self.background(layout, 2)?.zIndex == -5)
  }

  @Test("a rect query returns the backgrounds it intersects and only those")
  func query() throws {
    let layout = try Self.shelf()
    let found = layout.elements(in: Rect(x: 0, y: 280, width: 320, height: 40))
      .filter { $0.id.category == .decoration }.map(\.indexPath.section)
    #expect(found == [1])  // 240 ..< 260 is section 0's footer; 290 ..< 310 is section 1's
  }

  @Test("custom decorations from a provider, such as a shelf under every line")
  func customDecorations() throws {
    var configuration = FlowLayout.Configuration()
    configuration.itemSize = Size(width: 60, height: 90)
    let layout = FlowLayout(configuration: configuration)
    layout.decorationProvider = { layout in
      (0..<layout.numberOfSections).flatMap { section in
        layout.lineFrames(inSection: section).enumerated().map { line, frame in
          LayoutAttributes(
            id: .decoration(.custom("shelf"), IndexPath(item: line, section: section)),
            frame: Rect(x: 0, y: frame.maxY, width: 320, height: 6), zIndex: -1)
        }
      }
    }
    // 10 items of 60 x 90 in 320 points: N = floor(330 / 70) = 4; lines at 0, 100, 200.
    try layout.prepare(
      for: Viewport(size: Size(width: 320, height: 480)),
      dataSource: FlowContent(sections: [.init(itemCount: 10)]))
    let shelf = ElementID.decoration(.custom("shelf"), IndexPath(item: 2, section: 0))
    #expect(layout.attributes(for: shelf)?.frame == Rect(x: 0, y: 290, width: 320, height: 6))
    let shelves = layout.elements(in: Rect(x: 0, y: 150, width: 320, height: 100))
      .filter { $0.id.kind == .custom("shelf") }.map(\.indexPath.item)
    #expect(shelves == [1])  // 190 ..< 196; the others are at 90 and 290
    // The last line holds items 8 and 9 on the grid columns 0 and 60 + 80 / 3 (the gap is
    // (320 - 4 * 60) / 3): it reaches from 0 to 60 + 80 / 3 + 60.
    #expect(
      layout.lineFrames(inSection: 0)[2]
        == Rect(x: 0, y: 200, width: 60 + 80.0 / 3 + 60, height: 90))
  }
}
