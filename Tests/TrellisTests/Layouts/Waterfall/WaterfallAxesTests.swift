import Testing
import Trellis

@Suite("Waterfall layout: horizontal scrolling and right-to-left")
struct WaterfallAxesTests {
  @Test("scrolling horizontally, columns become rows and heights become widths")
  func horizontal() throws {
    let layout = try preparedWaterfall(
      width: 600, height: 320,
      sections: [
        .init(
          itemHeights: [100, 50, 30],
          values: .init(inset: EdgeInsets(top: 0, left: 5, bottom: 0, right: 0), headerHeight: 40))
      ]
    ) { $0.scrollDirection = .horizontal }
    // Rows of (320 - 10) / 2 = 155 at y 0 and 165. The header is 40 wide and spans the
    // height; items start at x 40 + 5 = 45.
    // 0: row 0, x 45..145; 1: row 1, 45..95; 2: row 1 again (105 < 155), 105..135.
    #expect(layout.headerFrame() == rect(0, 0, 40, 320))
    #expect(
      layout.cellFrames() == [
        rect(45, 0, 100, 155), rect(45, 165, 50, 155), rect(105, 165, 30, 155),
      ])
    #expect(layout.contentSize == Size(width: 145, height: 320))
  }

  @Test("scrolling horizontally, a full-span item spans the height")
  func horizontalFullSpan() throws {
    let layout = try preparedWaterfall(
      width: 600, height: 320, sections: [.init(itemHeights: [20, 30, 25], fullSpanItems: [1])]
    ) { $0.scrollDirection = .horizontal }
    // 0: row 0, 0..20; 1: full span at 30..60; 2: row 0 at 70..95.
    #expect(
      layout.cellFrames() == [rect(0, 0, 20, 155), rect(30, 0, 30, 320), rect(70, 0, 25, 155)])
  }

  @Test("right to left mirrors the columns, the section insets and the header insets")
  func rightToLeft() throws {
    let layout = try preparedWaterfall(
      width: 320, layoutDirection: .rightToLeft,
      sections: [
        .init(
          itemHeights: [100, 50, 20], fullSpanItems: [2],
          values: .init(
            inset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 20), headerHeight: 30,
            headerInset: EdgeInsets(top: 0, left: 20, bottom: 0, right: 30)))
      ])
    // Left to right: room 320 - 30 = 290, columns (290 - 10) / 2 = 140 at x 10 and 160.
    // Mirrored: x' = 320 - x - width, so column 0 is at 170 and column 1 at 20.
    #expect(layout.cellFrame(0) == rect(170, 30, 140, 100))
    #expect(layout.cellFrame(1) == rect(20, 30, 140, 50))
    // The full-span item (10..300 unmirrored) is at 320 - 10 - 290 = 20.
    #expect(layout.cellFrame(2) == rect(20, 140, 290, 20))
    // The header (20..290 unmirrored) is at 320 - 20 - 270 = 30.
    #expect(layout.headerFrame() == rect(30, 0, 270, 30))
  }

  @Test("right to left with left-to-right order still fills column 0 first, on the right")
  func rightToLeftOrder() throws {
    let layout = try preparedWaterfall(
      width: 320, layoutDirection: .rightToLeft, sections: [.init(itemHeights: [10, 20, 30])]
    ) { $0.itemRenderDirection = .leftToRight }
    // Column 0 at 320 - 0 - 155 = 165, column 1 at 0.
    #expect(
      layout.cellFrames() == [rect(165, 0, 155, 10), rect(0, 0, 155, 20), rect(165, 20, 155, 30)])
  }
}
