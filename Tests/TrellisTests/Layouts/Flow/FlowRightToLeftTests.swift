import Testing
import Trellis

/// Right to left mirrors x within the content width: `x' = contentWidth - x - width`.
@Suite("Flow layout: right-to-left layouts")
struct FlowRightToLeftTests {
  static let mixed = sizes((60, 40), (70, 20), (40, 30), (80, 50), (90, 10))

  @Test("lines start at the right edge")
  func mirroredLines() throws {
    // Left to right: x = 0, 75, 160 | 0, 90 (see the line breaking tests). Mirrored in
    // 200: 200 - 0 - 60, 200 - 75 - 70, 200 - 160 - 40 | 200 - 0 - 80, 200 - 90 - 90.
    let viewport = Viewport(size: Size(width: 200, height: 400), layoutDirection: .rightToLeft)
    let layout = try preparedFlow(viewport: viewport, sections: [.init(itemSizes: Self.mixed)]) {
      $0.headerReferenceSize = Size(width: 0, height: 10)
    }
    #expect(layout.cellXs() == [140, 55, 0, 120, 20])
    #expect(layout.cellYs() == [10, 20, 15, 60, 80])  // y as left to right, after the header
    #expect(layout.headerFrame() == rect(0, 0, 200, 10))
  }

  @Test("the grid's columns are mirrored, the incomplete line starts at the right")
  func mirroredGrid() throws {
    // Left to right: 0, 70, 140, 210, 280 | 0, 70 in 330; mirrored: 330 - x - 50.
    let viewport = Viewport(size: Size(width: 330, height: 400), layoutDirection: .rightToLeft)
    let layout = try preparedFlow(viewport: viewport, sections: [.init(itemCount: 7)])
    #expect(layout.cellXs() == [280, 210, 140, 70, 0, 280, 210])
  }

  @Test("leading alignment means the right edge, trailing the left")
  func leadingAndTrailing() throws {
    let viewport = Viewport(size: Size(width: 200, height: 400), layoutDirection: .rightToLeft)
    // `.leading` left to right: 0, 70, 150 | 0, 90 -> 140, 60, 10 | 120, 20.
    let leading = try preparedFlow(viewport: viewport, sections: [.init(itemSizes: Self.mixed)]) {
      $0.alignment = .leading
    }
    #expect(leading.cellXs() == [140, 60, 10, 120, 20])
    // `.trailing` left to right: 10, 80, 160 | 20, 110 -> 130, 50, 0 | 100, 0.
    let trailing = try preparedFlow(viewport: viewport, sections: [.init(itemSizes: Self.mixed)]) {
      $0.alignment = .trailing
    }
    #expect(trailing.cellXs() == [130, 50, 0, 100, 0])
  }

  @Test("mirroring uses the content width, not the viewport width")
  func mirroredWithinContentWidth() throws {
    // Width 250 - 20 - 30 = 200: the same frames as in a 200-wide viewport.
    let viewport = Viewport(
      size: Size(width: 250, height: 400),
      contentInset: EdgeInsets(top: 0, left: 20, bottom: 0, right: 30),
      layoutDirection: .rightToLeft)
    let layout = try preparedFlow(viewport: viewport, sections: [.init(itemSizes: Self.mixed)])
    #expect(layout.cellXs() == [140, 55, 0, 120, 20])
    #expect(layout.contentSize.width == 200)
  }

  @Test("section insets are mirrored too")
  func mirroredInsets() throws {
    // Left to right with left inset 30: one line at x = 30, 30 + 60 + 10 = 100.
    // Mirrored in 200: 200 - 30 - 60 = 110, 200 - 100 - 70 = 30.
    let viewport = Viewport(size: Size(width: 200, height: 400), layoutDirection: .rightToLeft)
    let layout = try preparedFlow(
      viewport: viewport, sections: [.init(itemSizes: sizes((60, 20), (70, 20)))]
    ) {
      $0.sectionInset = EdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
    }
    #expect(layout.cellXs() == [110, 30])
  }

  @Test("when scrolling horizontally, x is mirrored within the content's length")
  func mirroredHorizontal() throws {
    // The horizontal uniform example: content 195 wide; header at 0 (30 wide) -> 165;
    // columns at 35 and 105 (50 wide) -> 110 and 40; footer at 170 (25 wide) -> 0.
    let viewport = Viewport(size: Size(width: 300, height: 200), layoutDirection: .rightToLeft)
    let layout = try preparedFlow(
      viewport: viewport, sections: [.init(itemCount: 5)], FlowHorizontalTests.uniformExample)
    #expect(layout.cellXs() == [110, 110, 110, 40, 40])
    #expect(layout.cellYs() == [10, 75, 140, 10, 75])
    #expect(layout.headerFrame() == rect(165, 0, 30, 200))
    #expect(layout.footerFrame() == rect(0, 0, 25, 200))
    #expect(layout.contentSize == Size(width: 195, height: 200))
  }

  @Test("a right-to-left layout is the mirror image of the left-to-right one at pixel ties")
  func mirrorImageAtPixelTies() throws {
    // Width 101, item 50: N = floor(111 / 60) = 1, centered at (101 - 50) / 2 = 25.5,
    // which rounds to 26 at scale 1. The mirror image of that frame is at
    // 101 - 26 - 50 = 25, as UIKit flips rounded frames.
    let ltr = try preparedFlow(width: 101, sections: [.init(itemCount: 1)])
    #expect(ltr.cellFrame(0) == rect(26, 0, 50, 50))
    let viewport = Viewport(size: Size(width: 101, height: 400), layoutDirection: .rightToLeft)
    let rtl = try preparedFlow(viewport: viewport, sections: [.init(itemCount: 1)])
    #expect(rtl.cellFrame(0) == rect(25, 0, 50, 50))
  }
}
