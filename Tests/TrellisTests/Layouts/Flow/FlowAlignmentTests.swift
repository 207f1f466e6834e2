import Testing
import Trellis

/// The expected x coordinates of a set of items under one alignment.
struct AlignmentCase: CustomTestStringConvertible, Sendable {
  var alignment: FlowLayout.Alignment
  var xs: [Double]

  var testDescription: String { "\(alignment)" }
}

/// The alignment options on four item sets in a 200-wide viewport, spacing 10:
///
/// - "mixed" (60, 70, 40 | 80, 90): line 1 fills to remaining 0 (sum 170 + 2 * 10 = 190),
///   line 2 (sum 170 + 10 = 180) ends with remaining 10.
/// - "wide first" (150 | 120, 60): line 1 holds one item (slack 50), line 2 sums
///   120 + 60 + 10 = 190 (slack 10).
/// - "repeated" (80, 100 | 80, 100): both lines sum 190 (slack 10) and end with remaining 0.
/// - "uniform": seven 50-wide items in 330: line-broken into 5 (250 + 40 = 290, slack 40)
///   and 2 (100 + 10 = 110, slack 220) for every alignment but `.uikit`, which uses the
///   grid (gap 20).
@Suite("Flow layout: alignment options")
struct FlowAlignmentTests {
  static let mixed = sizes((60, 40), (70, 20), (40, 30), (80, 50), (90, 10))
  static let wideFirst = sizes((150, 20), (120, 30), (60, 10))
  static let repeated = sizes((80, 20), (100, 20), (80, 20), (100, 20))

  @Test(
    "mixed widths",
    arguments: [
      // Line 1 justified (gap 15); line 2 incomplete, leading.
      AlignmentCase(alignment: .uikit, xs: [0, 75, 160, 0, 90]),
      // Every line but the last justified.
      AlignmentCase(alignment: .justified, xs: [0, 75, 160, 0, 90]),
      AlignmentCase(alignment: .leading, xs: [0, 70, 150, 0, 90]),
      // Slack 10 -> start 5; slack 20 -> start 10.
      AlignmentCase(alignment: .center, xs: [5, 75, 155, 10, 100]),
      // Start 10 (ends at 200); start 20 (ends at 200).
      AlignmentCase(alignment: .trailing, xs: [10, 80, 160, 20, 110]),
    ])
  func mixedWidths(expected: AlignmentCase) throws {
    let layout = try preparedFlow(width: 200, sections: [.init(itemSizes: Self.mixed)]) {
      $0.alignment = expected.alignment
    }
    #expect(layout.cellXs() == expected.xs)
    #expect(layout.cellYs() == [0, 10, 5, 50, 70])  // centered in lines of 40 and 50
  }

  @Test(
    "a wide first item alone on its line",
    arguments: [
      // A complete line of one is centered: (200 - 150) / 2.
      AlignmentCase(alignment: .uikit, xs: [25, 0, 130]),
      // A line of one is not justified: it starts at the leading edge.
      AlignmentCase(alignment: .justified, xs: [0, 0, 130]),
      AlignmentCase(alignment: .leading, xs: [0, 0, 130]),
      // Slack 50 -> 25; slack 10 -> 5.
      AlignmentCase(alignment: .center, xs: [25, 5, 135]),
      AlignmentCase(alignment: .trailing, xs: [50, 10, 140]),
    ])
  func wideFirstItem(expected: AlignmentCase) throws {
    let layout = try preparedFlow(width: 200, sections: [.init(itemSizes: Self.wideFirst)]) {
      $0.alignment = expected.alignment
    }
    #expect(layout.cellXs() == expected.xs)
  }

  @Test(
    "repeated lines",
    arguments: [
      // UIKit treats the last line as complete (same remaining): justified, gap 20.
      AlignmentCase(alignment: .uikit, xs: [0, 100, 0, 100]),
      // `.justified` always leaves the last line leading.
      AlignmentCase(alignment: .justified, xs: [0, 100, 0, 90]),
      AlignmentCase(alignment: .leading, xs: [0, 90, 0, 90]),
      AlignmentCase(alignment: .center, xs: [5, 95, 5, 95]),
      AlignmentCase(alignment: .trailing, xs: [10, 100, 10, 100]),
    ])
  func repeatedLines(expected: AlignmentCase) throws {
    let layout = try preparedFlow(width: 200, sections: [.init(itemSizes: Self.repeated)]) {
      $0.alignment = expected.alignment
    }
    #expect(layout.cellXs() == expected.xs)
  }

  @Test(
    "items of one size",
    arguments: [
      // The grid: columns 0, 70, ... and the last line on the same columns.
      AlignmentCase(alignment: .uikit, xs: [0, 70, 140, 210, 280, 0, 70]),
      // Justified gap (330 - 250) / 4 = 20; the last line leading with spacing 10.
      AlignmentCase(alignment: .justified, xs: [0, 70, 140, 210, 280, 0, 60]),
      AlignmentCase(alignment: .leading, xs: [0, 60, 120, 180, 240, 0, 60]),
      // Slack 40 -> 20; slack 220 -> 110.
      AlignmentCase(alignment: .center, xs: [20, 80, 140, 200, 260, 110, 170]),
      AlignmentCase(alignment: .trailing, xs: [40, 100, 160, 220, 280, 220, 280]),
    ])
  func uniformSizes(expected: AlignmentCase) throws {
    let layout = try preparedFlow(width: 330, sections: [.init(itemCount: 7)]) {
      $0.alignment = expected.alignment
    }
    #expect(layout.cellXs() == expected.xs)
    #expect(layout.cellYs() == [0, 0, 0, 0, 0, 60, 60])
  }

  @Test(
    "alignment works between the section insets",
    arguments: [
      // avail = 200 - 15 - 25 = 160; one line of 60 + 10 + 70 = 140, slack 20.
      AlignmentCase(alignment: .uikit, xs: [15, 85]),
      AlignmentCase(alignment: .justified, xs: [15, 85]),
      AlignmentCase(alignment: .leading, xs: [15, 85]),
      AlignmentCase(alignment: .center, xs: [25, 95]),  // 15 + 10
      AlignmentCase(alignment: .trailing, xs: [35, 105]),  // 15 + 20; ends at 200 - 25
    ])
  func withinInsets(expected: AlignmentCase) throws {
    let layout = try preparedFlow(
      width: 200, sections: [.init(itemSizes: sizes((60, 20), (70, 30)))]
    ) {
      $0.alignment = expected.alignment
      $0.sectionInset = EdgeInsets(top: 0, left: 15, bottom: 0, right: 25)
    }
    #expect(layout.cellXs() == expected.xs)
  }

  @Test(
    "an item too wide for the room starts at the leading inset whatever the alignment",
    arguments: [
      // Line 2 (40 alone after a line of one): UIKit centers it at (200 - 40) / 2.
      AlignmentCase(alignment: .uikit, xs: [0, 80]),
      AlignmentCase(alignment: .justified, xs: [0, 0]),
      AlignmentCase(alignment: .leading, xs: [0, 0]),
      AlignmentCase(alignment: .center, xs: [0, 80]),
      AlignmentCase(alignment: .trailing, xs: [0, 160]),
    ])
  func overflowing(expected: AlignmentCase) throws {
    let layout = try preparedFlow(
      width: 200, sections: [.init(itemSizes: sizes((250, 20), (40, 20)))]
    ) {
      $0.alignment = expected.alignment
    }
    #expect(layout.cellXs() == expected.xs)
  }

  @Test(
    "vertical alignment places short items at the top, middle or bottom of their line",
    arguments: [
      // Line 1 is 40 tall (items 40, 20, 30); line 2 starts at 50 and is 50 tall (50, 10).
      (FlowLayout.VerticalAlignment.top, [0.0, 0, 0, 50, 50]),
      (.center, [0, 10, 5, 50, 70]),
      (.bottom, [0, 20, 10, 50, 90]),
    ])
  func verticalAlignment(alignment: FlowLayout.VerticalAlignment, ys: [Double]) throws {
    let layout = try preparedFlow(width: 200, sections: [.init(itemSizes: Self.mixed)]) {
      $0.verticalAlignment = alignment
    }
    #expect(layout.cellYs() == ys)
    #expect(layout.cellXs() == [0, 75, 160, 0, 90])
  }

  @Test("vertical alignment combines with every horizontal alignment")
  func verticalWithHorizontal() throws {
    // `.trailing` and `.bottom`: x as in "mixed widths", y at the bottom of each line.
    let layout = try preparedFlow(width: 200, sections: [.init(itemSizes: Self.mixed)]) {
      $0.alignment = .trailing
      $0.verticalAlignment = .bottom
    }
    #expect(
      layout.cellFrames() == [
        rect(10, 0, 60, 40), rect(80, 20, 70, 20), rect(160, 10, 40, 30),
        rect(20, 50, 80, 50), rect(110, 90, 90, 10),
      ])
  }
}
