import Testing
import Trellis

/// Horizontal scrolling swaps the axes: lines become columns that run top to bottom,
/// top and bottom insets act as left and right, headers and footers use their width.
@Suite("Flow layout: horizontal scrolling")
struct FlowHorizontalTests {
  /// The uniform example: items 50 wide, 40 tall; inter-item 10 (down a column), line
  /// spacing 20 (between columns); insets top 10, left 5, bottom 20, right 15; a header 30
  /// and a footer 25 wide, whose heights of 999 are ignored.
  static func uniformExample(_ configuration: inout FlowLayout.Configuration) {
    configuration.scrollDirection = .horizontal
    configuration.itemSize = Size(width: 50, height: 40)
    configuration.minimumInteritemSpacing = 10
    configuration.minimumLineSpacing = 20
    configuration.sectionInset = EdgeInsets(top: 10, left: 5, bottom: 20, right: 15)
    configuration.headerReferenceSize = Size(width: 30, height: 999)
    configuration.footerReferenceSize = Size(width: 25, height: 999)
  }

  @Test("a uniform section fills columns from the top and columns advance along x")
  func uniformColumns() throws {
    // Viewport 300x200. Items 50 wide, 40 tall; inter-item 10 (down a column), line
    // spacing 20 (between columns); insets top 10, left 5, bottom 20, right 15.
    // avail = 200 - 10 - 20 = 170; N = floor((170 + 10) / (40 + 10)) = 3;
    // gap = (170 - 3 * 40) / 2 = 25: y = 10, 75, 140.
    // Header 30 wide (its height 999 is ignored); columns at x = 30 + 5 = 35 and
    // 35 + 50 + 20 = 105. Length 30 + 5 + (50 + 20 + 50) + 15 + 25 = 195.
    let layout = try preparedFlow(
      width: 300, height: 200, sections: [.init(itemCount: 5)], Self.uniformExample)
    #expect(
      layout.cellFrames() == [
        rect(35, 10, 50, 40), rect(35, 75, 50, 40), rect(35, 140, 50, 40),
        rect(105, 10, 50, 40), rect(105, 75, 50, 40),
      ])
    #expect(layout.headerFrame() == rect(0, 0, 30, 200))
    #expect(layout.footerFrame() == rect(170, 0, 25, 200))
    #expect(layout.contentSize == Size(width: 195, height: 200))
  }

  @Test("differing sizes break into columns by height and center across the column")
  func differingSizes() throws {
    // Height 150, spacing 10. Column breaking uses heights: 60 (remaining 80), 70
    // (remaining 0), 40 > 0 closes column 1, which is justified: gap (150 - 130) / 1 = 20,
    // y = 0, 80. Column 1 is 50 wide; the 30-wide item is centered at (50 - 30) / 2 = 10.
    // Column 2 at x = 50 + 10: 40 alone, remaining 100 != 0: leading at y = 0.
    let layout = try preparedFlow(
      width: 400, height: 150, sections: [.init(itemSizes: sizes((30, 60), (50, 70), (20, 40)))]
    ) {
      $0.scrollDirection = .horizontal
    }
    #expect(
      layout.cellFrames() == [rect(10, 0, 30, 60), rect(0, 80, 50, 70), rect(60, 0, 20, 40)])
    #expect(layout.contentSize == Size(width: 80, height: 150))
  }

  @Test(
    "vertical alignment places items at the left, middle or right of their column",
    arguments: [
      (FlowLayout.VerticalAlignment.top, 0.0),
      (.center, 10),  // (50 - 30) / 2
      (.bottom, 20),  // 50 - 30
    ])
  func columnAlignment(alignment: FlowLayout.VerticalAlignment, x: Double) throws {
    let layout = try preparedFlow(
      width: 400, height: 150, sections: [.init(itemSizes: sizes((30, 60), (50, 70)))]
    ) {
      $0.scrollDirection = .horizontal
      $0.verticalAlignment = alignment
    }
    #expect(layout.cellXs() == [x, 0])
  }

  @Test("trailing alignment ends columns at the bottom inset")
  func trailingColumns() throws {
    // One column of 60 + 10 + 70 = 140 in 150: slack 10, y = 10, 10 + 60 + 10.
    let layout = try preparedFlow(
      width: 400, height: 150, sections: [.init(itemSizes: sizes((30, 60), (50, 70)))]
    ) {
      $0.scrollDirection = .horizontal
      $0.alignment = .trailing
    }
    #expect(layout.cellYs() == [10, 80])
  }

  @Test("sections stack along x and the content inset narrows the column height")
  func sectionsAlongX() throws {
    // Viewport 300x200 with content inset top 20, bottom 30: dimension 150.
    // Items 50x50, spacing 10: N = floor(160 / 60) = 2, gap (150 - 100) / 1 = 50:
    // y = 0, 100. Section 0 (3 items): header 10 wide, columns at 10 and 10 + 50 + 10;
    // length 10 + 110 = 120. Section 1 (1 item) starts at 120: header 120...130, item at
    // 130; length 60. Headers are 150 tall.
    let viewport = Viewport(
      size: Size(width: 300, height: 200),
      contentInset: EdgeInsets(top: 20, left: 0, bottom: 30, right: 0))
    let layout = try preparedFlow(
      viewport: viewport, sections: [.init(itemCount: 3), .init(itemCount: 1)]
    ) {
      $0.scrollDirection = .horizontal
      $0.headerReferenceSize = Size(width: 10, height: 0)
    }
    #expect(
      layout.cellFrames(section: 0) == [
        rect(10, 0, 50, 50), rect(10, 100, 50, 50), rect(70, 0, 50, 50),
      ])
    #expect(layout.headerFrame(section: 0) == rect(0, 0, 10, 150))
    #expect(layout.headerFrame(section: 1) == rect(120, 0, 10, 150))
    #expect(layout.cellFrames(section: 1) == [rect(130, 0, 50, 50)])
    #expect(layout.contentSize == Size(width: 180, height: 150))
  }

  @Test("a header with zero width is no header when scrolling horizontally")
  func zeroWidthHeader() throws {
    let layout = try preparedFlow(width: 300, height: 200, sections: [.init(itemCount: 1)]) {
      $0.scrollDirection = .horizontal
      $0.headerReferenceSize = Size(width: 0, height: 40)
      $0.footerReferenceSize = Size(width: 0, height: 40)
    }
    #expect(layout.headerFrame() == nil)
    #expect(layout.footerFrame() == nil)
    // N = floor(210 / 60) = 3 with one item: grid column 0 at y = 0.
    #expect(layout.cellFrames() == [rect(0, 0, 50, 50)])
  }

  @Test("an item taller than the column gets its own column at the top inset")
  func overflowingItem() throws {
    // Height 100, top inset 5, bottom 5: avail 90 < 120. N = 1, y = 5 (not centered to
    // a negative offset); the next column at x = 50 + 10.
    let layout = try preparedFlow(width: 300, height: 100, sections: [.init(itemCount: 2)]) {
      $0.scrollDirection = .horizontal
      $0.itemSize = Size(width: 50, height: 120)
      $0.sectionInset = EdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
    }
    #expect(layout.cellFrames() == [rect(0, 5, 50, 120), rect(60, 5, 50, 120)])
  }
}
