import Testing
import Trellis

/// The two demos the product started from, worked out by hand.
@Suite("Flow layout: the books and App Store demos")
struct FlowDemoTests {
  /// Books by month: a 375-wide view at scale 2, sections of 7, 3 and 4 books, headers
  /// 45 tall, item width (375 - 5) / 3, height width / 3 * 4, line spacing 2, no
  /// inter-item spacing, no insets.
  private func books() throws -> FlowLayout {
    let itemWidth = (375.0 - 5) / 3
    return try preparedFlow(
      width: 375, height: 667, scale: 2,
      sections: [.init(itemCount: 7), .init(itemCount: 3), .init(itemCount: 4)]
    ) {
      $0.itemSize = Size(width: itemWidth, height: itemWidth / 3 * 4)
      $0.minimumLineSpacing = 2
      $0.minimumInteritemSpacing = 0
      $0.headerReferenceSize = Size(width: 375, height: 45)
    }
  }

  // w = 370 / 3 = 123.33..., h = 4 w / 3 = 1480 / 9 = 164.44...
  // N = floor((375 + 0) / w) = floor(3.04) = 3; gap = (375 - 370) / 2 = 2.5.
  // Columns: 0, w + 2.5 = 125.83... (x 2 = 251.67 -> 252 -> 126),
  // 2 w + 5 = 251.67 (x 2 = 503.33 -> 503 -> 251.5).
  // Line pitch h + 2 = 166.44...
  // Section 0 (3 lines): height 45 + 3 h + 2 * 2 = 1627 / 3 = 542.33...
  //   lines at 45, 211.44 (x 2 = 422.89 -> 423 -> 211.5), 377.89 (755.78 -> 756 -> 378).
  // Section 1 (1 line) starts at 542.33 (1084.67 -> 1085 -> 542.5); its line at 587.33
  //   (1174.67 -> 1175 -> 587.5); height 45 + h = 1885 / 9 = 209.44...
  // Section 2 (2 lines) starts at 542.33 + 209.44 = 751.78 (1503.56 -> 1504 -> 752);
  //   lines at 796.78 (1593.56 -> 1594 -> 797) and 963.22 (1926.44 -> 1926 -> 963);
  //   height 45 + 2 h + 2 = 3383 / 9 = 375.89...
  // Content height 1627 / 3 + 1885 / 9 + 3383 / 9 = 10149 / 9 = 3383 / 3 = 1127.67.

  @Test("books: three per line with a 2.5 gap, rounded to half points")
  func booksColumns() throws {
    let layout = try books()
    #expect(layout.cellXs(section: 0) == [0, 126, 251.5, 0, 126, 251.5, 0])
    #expect(layout.cellXs(section: 1) == [0, 126, 251.5])
    #expect(layout.cellXs(section: 2) == [0, 126, 251.5, 0])
  }

  @Test("books: lines, headers and sections stack with rounded origins")
  func booksLines() throws {
    let layout = try books()
    #expect(layout.cellYs(section: 0) == [45, 45, 45, 211.5, 211.5, 211.5, 378])
    #expect(layout.cellYs(section: 1) == [587.5, 587.5, 587.5])
    #expect(layout.cellYs(section: 2) == [797, 797, 797, 963])
    #expect(layout.headerFrame(section: 0) == rect(0, 0, 375, 45))
    #expect(layout.headerFrame(section: 1) == rect(0, 542.5, 375, 45))
    #expect(layout.headerFrame(section: 2) == rect(0, 752, 375, 45))
    #expect(layout.footerFrame(section: 0) == nil)
  }

  @Test("books: sizes and content size are not rounded")
  func booksSizes() throws {
    let layout = try books()
    let frames = (0..<3).flatMap { layout.cellFrames(section: $0) }
    #expect(frames.count == 14)
    #expect(frames.allSatisfy { isClose($0.width, 370.0 / 3) && isClose($0.height, 1480.0 / 9) })
    #expect(layout.contentSize.width == 375)
    #expect(isClose(layout.contentSize.height, 3383.0 / 3))
  }

  /// App Store-like: 4 sections of 8 items, 80x120, spacing 20 both ways, insets 15 top
  /// and bottom and 20 left and right, header and footer 50, view 375 wide.
  private func appStore(scale: Double) throws -> FlowLayout {
    try preparedFlow(
      width: 375, height: 667, scale: scale,
      sections: Array(repeating: .init(itemCount: 8), count: 4)
    ) { $0 = appStoreDemo }
  }

  // avail = 375 - 40 = 335; N = floor((335 + 20) / (80 + 20)) = 3;
  // gap = (335 - 240) / 2 = 47.5: x = 20, 147.5, 275.
  // 8 items -> 3 lines at 50 + 15 = 65, 65 + 140 = 205, 345 (relative to the section).
  // Section height 50 + 15 + (3 * 120 + 2 * 20) + 15 + 50 = 530; footer at 480.

  @Test("App Store: three items per line between the insets, sections of 530")
  func appStoreFrames() throws {
    let layout = try appStore(scale: 2)
    for section in 0..<4 {
      let top = 530 * Double(section)
      #expect(layout.cellXs(section: section) == [20, 147.5, 275, 20, 147.5, 275, 20, 147.5])
      #expect(
        layout.cellYs(section: section)
          == [65, 65, 65, 205, 205, 205, 345, 345].map { $0 + top })
      #expect(layout.headerFrame(section: section) == rect(0, top, 375, 50))
      #expect(layout.footerFrame(section: section) == rect(0, top + 480, 375, 50))
    }
    #expect(layout.cellFrame(7, section: 3) == rect(147.5, 1935, 80, 120))  // 1590 + 345
    #expect(layout.contentSize == Size(width: 375, height: 2120))
  }

  @Test("App Store at scale 3 rounds the middle column to a third of a point")
  func appStoreScaleThree() throws {
    // 147.5 * 3 = 442.5 -> 443 -> 147.67; 20 and 275 are on the grid.
    let layout = try appStore(scale: 3)
    let middle = 443.0 / 3
    #expect(layout.cellXs(section: 0) == [20, middle, 275, 20, middle, 275, 20, middle])
  }
}
