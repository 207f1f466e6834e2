import Testing
import Trellis

private func header(_ section: Int) -> ElementID {
  .supplementary(.sectionHeader, IndexPath(item: 0, section: section))
}

private func footer(_ section: Int) -> ElementID {
  .supplementary(.sectionFooter, IndexPath(item: 0, section: section))
}

@Suite("Waterfall layout: sections, headers, footers and insets")
struct WaterfallSectionsTests {
  /// Three sections in a 320-wide view, two columns and 10-point spacings by default:
  /// 0 with insets, a header and a footer; 1 empty with the same; 2 with three columns,
  /// no insets, no header and no footer.
  private func threeSections() throws -> WaterfallLayout {
    let inset = EdgeInsets(top: 5, left: 10, bottom: 15, right: 10)
    return try preparedWaterfall(
      width: 320,
      sections: [
        .init(itemHeights: [30, 60, 20], values: .init(inset: inset)),
        .init(itemCount: 0, values: .init(inset: inset)),
        .init(
          itemHeights: [10, 20, 30, 40],
          values: .init(columnCount: 3, inset: .zero, headerHeight: 0, footerHeight: 0)),
      ]
    ) {
      $0.headerHeight = 40
      $0.footerHeight = 20
    }
  }

  @Test("a section's header, items and footer follow each other with the insets")
  func firstSection() throws {
    let layout = try threeSections()
    // Header 0..40 across the view. Room 320 - 20 = 300, columns (300 - 10) / 2 = 145
    // at x 10 and 10 + 155 = 165. Items start at 40 + 5 = 45:
    // 0: column 0, 45..75; 1: column 1, 45..105; 2: column 0 at 85 (< 115), 85..105.
    #expect(layout.headerFrame(section: 0) == rect(0, 0, 320, 40))
    #expect(
      layout.cellFrames(section: 0) == [
        rect(10, 45, 145, 30), rect(165, 45, 145, 60), rect(10, 85, 145, 20),
      ])
    // The longest column ends at 105; the footer starts 15 below it: 120..140.
    #expect(layout.footerFrame(section: 0) == rect(0, 120, 320, 20))
  }

  @Test("an empty section is its header, insets and footer, with no item spacing")
  func emptySection() throws {
    let layout = try threeSections()
    // Section 1 starts at 140: header 140..180, insets 5 + 15, footer 200..220.
    #expect(layout.headerFrame(section: 1) == rect(0, 140, 320, 40))
    #expect(layout.footerFrame(section: 1) == rect(0, 200, 320, 20))
    #expect(layout.numberOfItems(inSection: 1) == 0)
  }

  @Test("each section has its own column count and no header when its height is zero")
  func ownColumns() throws {
    let layout = try threeSections()
    // Section 2 starts at 220 with no header; columns (320 - 20) / 3 = 100 at 0, 110, 220.
    // 0, 1, 2 start at 220; 3 goes to column 0 (220 + 10 + 10 = 240 is the least).
    #expect(
      layout.cellFrames(section: 2) == [
        rect(0, 220, 100, 10), rect(110, 220, 100, 20), rect(220, 220, 100, 30),
        rect(0, 240, 100, 40),
      ])
    #expect(layout.attributes(for: header(2)) == nil)
    #expect(layout.attributes(for: footer(2)) == nil)
    // The content ends with the longest column of section 2: 240 + 40 = 280.
    #expect(layout.contentSize == Size(width: 320, height: 280))
  }

  @Test("header and footer insets add space along the axis and narrow them across it")
  func headerAndFooterInsets() throws {
    let layout = try preparedWaterfall(
      width: 320,
      sections: [
        .init(
          itemHeights: [50],
          values: .init(
            headerHeight: 40, footerHeight: 20,
            headerInset: EdgeInsets(top: 10, left: 20, bottom: 5, right: 30),
            footerInset: EdgeInsets(top: 7, left: 0, bottom: 3, right: 15)))
      ])
    // Header: 10 below the section's top, 20 from the left, 320 - 50 = 270 wide.
    #expect(layout.headerFrame() == rect(20, 10, 270, 40))
    // Items start below the header and its bottom inset: 10 + 40 + 5 = 55.
    #expect(layout.cellFrame(0) == rect(0, 55, 155, 50))
    // The footer: 7 below the items' end at 105, 305 wide; 3 more below it.
    #expect(layout.footerFrame() == rect(0, 112, 305, 20))
    #expect(layout.contentSize.height == 135)
  }

  @Test("header insets take no room when the section has no header")
  func insetsWithoutHeader() throws {
    let layout = try preparedWaterfall(
      width: 320,
      sections: [.init(itemHeights: [50], values: .init(headerHeight: 0, footerHeight: 0))]
    ) {
      $0.headerInset = EdgeInsets(all: 25)
      $0.footerInset = EdgeInsets(all: 25)
    }
    #expect(layout.cellFrame(0) == rect(0, 0, 155, 50))
    #expect(layout.contentSize.height == 50)
  }

  @Test("a collection header comes before the first section and a footer after the last")
  func collectionHeaderAndFooter() throws {
    let layout = try preparedWaterfall(
      width: 320, sections: [.init(itemHeights: [30, 60]), .init(itemHeights: [10])]
    ) {
      $0.behaviors.collectionHeader = CollectionSupplementary(length: 60)
      $0.behaviors.collectionFooter = CollectionSupplementary(length: 25)
    }
    // Section 0 spans 60..120 (its longest column), section 1 120..130, footer 130..155.
    #expect(layout.cellFrames(section: 0) == [rect(0, 60, 155, 30), rect(165, 60, 155, 60)])
    #expect(layout.cellFrame(0, section: 1) == rect(0, 120, 155, 10))
    let collectionFooter = layout.attributes(
      for: .supplementary(.collectionFooter, IndexPath(item: 0, section: 0)))
    #expect(collectionFooter?.frame == rect(0, 130, 320, 25))
    #expect(layout.contentSize.height == 155)
  }

  @Test("a section background covers the items and the section insets")
  func sectionBackground() throws {
    let layout = try preparedWaterfall(
      width: 320,
      sections: [
        .init(
          itemHeights: [30, 60],
          values: .init(inset: EdgeInsets(top: 5, left: 10, bottom: 15, right: 10)))
      ]
    ) {
      $0.headerHeight = 40
      $0.footerHeight = 20
      $0.behaviors.sectionBackground = SectionBackground()
    }
    // Below the header (40) to above the footer: 40 + 5 + 60 + 15 = 120, full width.
    let background = layout.attributes(
      for: .decoration(.sectionBackground, IndexPath(item: 0, section: 0)))
    #expect(background?.frame == rect(0, 40, 320, 80))
    #expect(background?.zIndex == -1)
  }

  @Test("a pinned header keeps its insets at the top of the visible area")
  func pinnedHeaderWithInsets() throws {
    let layout = try preparedWaterfall(
      width: 320,
      sections: [
        .init(
          itemHeights: [300, 300],
          values: .init(
            headerHeight: 40, headerInset: EdgeInsets(top: 10, left: 20, bottom: 5, right: 30))),
        .init(itemHeights: [100]),
      ]
    ) { $0.sectionHeadersPinToVisibleBounds = true }
    // Section 0: header slot 0..55, items 55..355. Section 1 starts at 355.
    var viewport = layout.viewport
    viewport.contentOffset = Point(x: 0, y: 100)
    #expect(try layout.updateViewport(viewport) == .pinnedElements)
    // The slot sits at the visible top (100); the header 10 below it.
    #expect(layout.headerFrame(section: 0) == rect(20, 110, 270, 40))
    #expect(layout.attributes(for: header(0))?.zIndex == SectionBehaviors.pinnedZIndex)
    // Near the section's end the slot is pushed up: it ends at 355, so starts at 300.
    viewport.contentOffset = Point(x: 0, y: 330)
    try layout.updateViewport(viewport)
    #expect(layout.headerFrame(section: 0) == rect(20, 310, 270, 40))
    // Queries find it there.
    let ids = layout.elements(in: Rect(x: 0, y: 330, width: 320, height: 10)).map(\.id)
    #expect(ids.contains(header(0)))
  }
}
