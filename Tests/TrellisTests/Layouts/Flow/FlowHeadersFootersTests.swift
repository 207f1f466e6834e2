import Testing
import Trellis

@Suite("Flow layout: section headers and footers")
struct FlowHeadersFootersTests {
  @Test("headers and footers span the content width and ignore left and right insets")
  func fullWidth() throws {
    // Width 300, insets left 20 right 50: avail 230, N = floor(240 / 60) = 4, gap
    // (230 - 200) / 3 = 10, so items at x = 20, 80. The header's width 123 and the
    // footer's 456 are ignored: both span 300. Items at y = 40 + 10; height
    // 40 + 10 + 50 + 30 + 25 = 155, footer at 155 - 25.
    let layout = try preparedFlow(width: 300, sections: [.init(itemCount: 2)]) {
      $0.sectionInset = EdgeInsets(top: 10, left: 20, bottom: 30, right: 50)
      $0.headerReferenceSize = Size(width: 123, height: 40)
      $0.footerReferenceSize = Size(width: 456, height: 25)
    }
    #expect(layout.headerFrame() == rect(0, 0, 300, 40))
    #expect(layout.cellFrames() == [rect(20, 50, 50, 50), rect(80, 50, 50, 50)])
    #expect(layout.footerFrame() == rect(0, 130, 300, 25))
    #expect(layout.contentSize == Size(width: 300, height: 155))
  }

  @Test("a zero height means no header or footer, whatever the width")
  func zeroHeightMeansNone() throws {
    let layout = try preparedFlow(width: 300, sections: [.init(itemCount: 1)]) {
      $0.sectionInset = EdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
      $0.headerReferenceSize = Size(width: 300, height: 0)
      $0.footerReferenceSize = Size(width: 300, height: 0)
    }
    #expect(layout.headerFrame() == nil)
    #expect(layout.footerFrame() == nil)
    #expect(layout.allElements().allSatisfy { $0.id.category == .cell })
    #expect(layout.cellYs() == [10])
    #expect(layout.contentSize.height == 70)  // 10 + 50 + 10
  }

  @Test("no line spacing separates the header from the first line or the last from the footer")
  func noLineSpacingAroundSupplementaries() throws {
    // Line spacing 100 only between lines: line 1 at 30, line 2 at 30 + 50 + 100;
    // height 30 + (50 + 100 + 50) + 20 = 250, footer at 230.
    let layout = try preparedFlow(width: 60, sections: [.init(itemCount: 2)]) {
      $0.minimumLineSpacing = 100
      $0.headerReferenceSize = Size(width: 0, height: 30)
      $0.footerReferenceSize = Size(width: 0, height: 20)
    }
    #expect(layout.cellYs() == [30, 180])
    #expect(layout.footerFrame() == rect(0, 230, 60, 20))
  }

  @Test("a section's own header and footer sizes override the layout-wide ones")
  func perSectionSizes() throws {
    // Layout-wide header 40 and footer 10; section 1 has no header (height 0) and a
    // footer 25; section 2 a header 60. One 50-tall item per section.
    // Section 0: header 0...40, item 40, footer 90...100 (height 100).
    // Section 1: item 100, footer 150...175 (height 75).
    // Section 2: header 175...235, item 235, footer 285...295 (height 120).
    let layout = try preparedFlow(
      width: 100,
      sections: [
        .init(itemCount: 1),
        .init(
          itemCount: 1,
          values: .init(headerReferenceSize: .zero, footerReferenceSize: Size(width: 0, height: 25))
        ),
        .init(itemCount: 1, values: .init(headerReferenceSize: Size(width: 0, height: 60))),
      ]
    ) {
      $0.headerReferenceSize = Size(width: 0, height: 40)
      $0.footerReferenceSize = Size(width: 0, height: 10)
    }
    #expect(layout.headerFrame(section: 0) == rect(0, 0, 100, 40))
    #expect(layout.footerFrame(section: 0) == rect(0, 90, 100, 10))
    #expect(layout.headerFrame(section: 1) == nil)
    #expect(layout.footerFrame(section: 1) == rect(0, 150, 100, 25))
    #expect(layout.headerFrame(section: 2) == rect(0, 175, 100, 60))
    #expect(layout.footerFrame(section: 2) == rect(0, 285, 100, 10))
    #expect(layout.cellFrame(0, section: 2)?.minY == 235)
    #expect(layout.contentSize.height == 295)
  }

  @Test("an empty section keeps its header, insets and footer")
  func emptySection() throws {
    // Header 20 + top 5 + bottom 7 + footer 10 = 42; the footer starts at 42 - 10.
    // Section 1 starts at 42: its header at 42, its item at 42 + 20 + 5, centered at
    // (100 - 50) / 2 as one item fits per line (N = floor(110 / 60) = 1).
    let layout = try preparedFlow(
      width: 100, sections: [.init(itemCount: 0), .init(itemCount: 1)]
    ) {
      $0.sectionInset = EdgeInsets(top: 5, left: 0, bottom: 7, right: 0)
      $0.headerReferenceSize = Size(width: 0, height: 20)
      $0.footerReferenceSize = Size(width: 0, height: 10)
    }
    #expect(layout.headerFrame(section: 0) == rect(0, 0, 100, 20))
    #expect(layout.footerFrame(section: 0) == rect(0, 32, 100, 10))
    #expect(layout.cellFrames(section: 0).isEmpty)
    #expect(layout.headerFrame(section: 1) == rect(0, 42, 100, 20))
    #expect(layout.cellFrame(0, section: 1) == rect(25, 67, 50, 50))
    // 42 + (20 + 5 + 50 + 7 + 10)
    #expect(layout.contentSize == Size(width: 100, height: 134))
  }

  @Test("an empty section without header, footer or insets takes no room")
  func emptySectionTakesNoRoom() throws {
    // One item per line (N = floor(110 / 60) = 1), centered at 25; section 2 starts where
    // section 0 ends, at 50.
    let layout = try preparedFlow(
      width: 100, sections: [.init(itemCount: 1), .init(itemCount: 0), .init(itemCount: 1)])
    #expect(layout.cellFrame(0, section: 2) == rect(25, 50, 50, 50))
    #expect(layout.contentSize.height == 100)
    #expect(layout.numberOfSections == 3)
    #expect(layout.numberOfItems(inSection: 1) == 0)
  }

  @Test("a footer without a header sits after the bottom inset")
  func footerOnly() throws {
    // Item at 0, bottom inset 15: footer at 50 + 15.
    let layout = try preparedFlow(width: 100, sections: [.init(itemCount: 1)]) {
      $0.sectionInset = EdgeInsets(top: 0, left: 0, bottom: 15, right: 0)
      $0.footerReferenceSize = Size(width: 0, height: 20)
    }
    #expect(layout.headerFrame() == nil)
    #expect(layout.footerFrame() == rect(0, 65, 100, 20))
    #expect(layout.contentSize.height == 85)
  }
}
