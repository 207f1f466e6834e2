import Testing
import Trellis

/// One row of the grid arithmetic: a viewport width, an item width and a spacing, with
/// the items per line and the gap worked out by hand.
struct GridCase: CustomTestStringConvertible, Sendable {
  var width: Double
  var itemWidth: Double
  var spacing: Double
  var perLine: Int
  var gap: Double

  var testDescription: String {
    "width \(width), item \(itemWidth), spacing \(spacing)"
  }
}

@Suite("Flow layout: sections whose items share one size (UIKit's grid)")
struct FlowUniformGridTests {
  @Test("the defaults are UIKit's")
  func defaults() {
    let configuration = FlowLayout.Configuration()
    #expect(configuration.itemSize == Size(width: 50, height: 50))
    #expect(configuration.minimumLineSpacing == 10)
    #expect(configuration.minimumInteritemSpacing == 10)
    #expect(configuration.headerReferenceSize == .zero)
    #expect(configuration.footerReferenceSize == .zero)
    #expect(configuration.sectionInset == .zero)
    #expect(configuration.scrollDirection == .vertical)
    #expect(configuration.sectionInsetReference == .fromContentInset)
    #expect(configuration.alignment == .uikit)
    #expect(configuration.verticalAlignment == .center)
  }

  @Test("a full line is justified edge to edge")
  func justifiedLine() throws {
    // Width 330, items 50x50, spacing 10: N = floor((330 + 10) / (50 + 10)) = 5;
    // gap = (330 - 5 * 50) / 4 = 20, so x = 0, 70, 140, 210, 280 (the last ends at 330).
    let layout = try preparedFlow(width: 330, sections: [.init(itemCount: 5)])
    #expect(
      layout.cellFrames() == [
        rect(0, 0, 50, 50), rect(70, 0, 50, 50), rect(140, 0, 50, 50), rect(210, 0, 50, 50),
        rect(280, 0, 50, 50),
      ])
    #expect(layout.contentSize == Size(width: 330, height: 50))
  }

  @Test("when exactly N items fit with the minimum spacing, the gap is the spacing")
  func exactFit() throws {
    // Width 290: N = floor(300 / 60) = 5, gap = (290 - 250) / 4 = 10.
    let layout = try preparedFlow(width: 290, sections: [.init(itemCount: 5)])
    #expect(layout.cellXs() == [0, 60, 120, 180, 240])
  }

  @Test(
    "items per line and gap follow N = max(1, floor((avail + s) / (w + s)))",
    arguments: [
      // floor(340 / 60) = 5, (330 - 250) / 4 = 20
      GridCase(width: 330, itemWidth: 50, spacing: 10, perLine: 5, gap: 20),
      // floor(300 / 60) = 5, (290 - 250) / 4 = 10
      GridCase(width: 290, itemWidth: 50, spacing: 10, perLine: 5, gap: 10),
      // floor(294 / 60) = 4, (284 - 200) / 3 = 28
      GridCase(width: 284, itemWidth: 50, spacing: 10, perLine: 4, gap: 28),
      // floor(100 / 50) = 2, (100 - 100) / 1 = 0
      GridCase(width: 100, itemWidth: 50, spacing: 0, perLine: 2, gap: 0),
      // floor(149 / 50) = 2, (149 - 100) / 1 = 49
      GridCase(width: 149, itemWidth: 50, spacing: 0, perLine: 2, gap: 49),
      // floor(230 / 70) = 3, (200 - 120) / 2 = 40
      GridCase(width: 200, itemWidth: 40, spacing: 30, perLine: 3, gap: 40),
      // floor(50 / 20) = 2, (40 - 20) / 1 = 20: the spacing lets a second item in
      GridCase(width: 40, itemWidth: 10, spacing: 10, perLine: 2, gap: 20),
    ])
  func perLineAndGap(grid: GridCase) throws {
    // One more item than fits on a line: the extra one starts the second line at x = 0,
    // y = h + L = 20 + 10.
    let layout = try preparedFlow(width: grid.width, sections: [.init(itemCount: grid.perLine + 1)])
    {
      $0.itemSize = Size(width: grid.itemWidth, height: 20)
      $0.minimumInteritemSpacing = grid.spacing
    }
    let expected =
      (0..<grid.perLine).map { column in
        rect(Double(column) * (grid.itemWidth + grid.gap), 0, grid.itemWidth, 20)
      } + [rect(0, 30, grid.itemWidth, 20)]
    #expect(layout.cellFrames() == expected)
  }

  @Test("when one item fits per line, every item is centered")
  func singleColumnCentered() throws {
    // Width 100, item 60x30: N = floor(110 / 70) = 1, x = (100 - 60) / 2 = 20;
    // y = 0, 30 + 10, 2 * 40.
    let layout = try preparedFlow(width: 100, sections: [.init(itemCount: 3)]) {
      $0.itemSize = Size(width: 60, height: 30)
    }
    #expect(
      layout.cellFrames() == [rect(20, 0, 60, 30), rect(20, 40, 60, 30), rect(20, 80, 60, 30)])
  }

  @Test("a centered column is centered between the section insets")
  func singleColumnCenteredWithinInsets() throws {
    // avail = 100 - 5 - 15 = 80, N = floor(90 / 70) = 1, x = 5 + (80 - 60) / 2 = 15.
    let layout = try preparedFlow(width: 100, sections: [.init(itemCount: 2)]) {
      $0.itemSize = Size(width: 60, height: 30)
      $0.sectionInset = EdgeInsets(top: 0, left: 5, bottom: 0, right: 15)
    }
    #expect(layout.cellXs() == [15, 15])
  }

  @Test("the incomplete last line stays on the grid's columns")
  func incompleteLastLineOnGrid() throws {
    // Width 330: 5 per line at x = 0, 70, 140, 210, 280; items 5 and 6 take the first two
    // columns of the second line at y = 50 + 10 (not re-justified to 0 and 280).
    let layout = try preparedFlow(width: 330, sections: [.init(itemCount: 7)])
    #expect(layout.cellFrame(5) == rect(0, 60, 50, 50))
    #expect(layout.cellFrame(6) == rect(70, 60, 50, 50))
    #expect(layout.contentSize == Size(width: 330, height: 110))  // 2 * 50 + 10
  }

  @Test("a single short line uses the grid columns, not the whole width")
  func shortSingleLine() throws {
    // N = 5 at width 330, but only 3 items: x = 0, 70, 140 (justified would end at 330).
    let layout = try preparedFlow(width: 330, sections: [.init(itemCount: 3)])
    #expect(layout.cellXs() == [0, 70, 140])
  }

  @Test("a single item when several fit starts at the leading inset")
  func singleItemWhenSeveralFit() throws {
    // N = 5 at width 330 with left inset 12: avail = 318, N = floor(328 / 60) = 5; item 0
    // is in column 0 at x = 12.
    let layout = try preparedFlow(width: 330, sections: [.init(itemCount: 1)]) {
      $0.sectionInset = EdgeInsets(top: 0, left: 12, bottom: 0, right: 0)
    }
    #expect(layout.cellFrames() == [rect(12, 0, 50, 50)])
  }

  @Test("lines are spaced by the line spacing")
  func lineSpacing() throws {
    // Width 100, 50x40 items, inter-item 0: N = 2, gap 0; line k at y = k * (40 + 25).
    let layout = try preparedFlow(width: 100, sections: [.init(itemCount: 5)]) {
      $0.itemSize = Size(width: 50, height: 40)
      $0.minimumInteritemSpacing = 0
      $0.minimumLineSpacing = 25
    }
    #expect(layout.cellYs() == [0, 0, 65, 65, 130])
    #expect(layout.cellXs() == [0, 50, 0, 50, 0])
    #expect(layout.contentSize.height == 170)  // 3 * 40 + 2 * 25
  }

  @Test("insets, header and footer frame the grid and add to the section height")
  func insetsHeaderAndFooter() throws {
    // Width 370, insets top 20, left 15, bottom 30, right 25: avail = 330, N = 5, gap 20,
    // x = 15, 85, 155, 225, 295. Lines at y = 40 + 20 = 60 and 60 + 50 + 10 = 120.
    // Height = 40 + 20 + (2 * 50 + 10) + 30 + 35 = 235; the footer starts at 235 - 35.
    let layout = try preparedFlow(width: 370, sections: [.init(itemCount: 6)]) {
      $0.sectionInset = EdgeInsets(top: 20, left: 15, bottom: 30, right: 25)
      $0.headerReferenceSize = Size(width: 0, height: 40)
      $0.footerReferenceSize = Size(width: 0, height: 35)
    }
    #expect(layout.cellXs() == [15, 85, 155, 225, 295, 15])
    #expect(layout.cellYs() == [60, 60, 60, 60, 60, 120])
    #expect(layout.headerFrame() == rect(0, 0, 370, 40))
    #expect(layout.footerFrame() == rect(0, 200, 370, 35))
    #expect(layout.contentSize == Size(width: 370, height: 235))
  }

  @Test(
    "an item as wide as the room or wider gets a line of its own at the leading inset",
    arguments: [
      // avail = 200 - 10 - 10 = 180 < 250: N = max(1, floor(190 / 260)) = 1; Trellis
      // starts such an item at inset.left = 10 rather than centering it at a negative
      // offset.
      (250.0, [rect(10, 0, 250, 30), rect(10, 40, 250, 30)]),
      // avail = 180 = w: N = floor(190 / 190) = 1, x = 10 + (180 - 180) / 2 = 10.
      (180.0, [rect(10, 0, 180, 30), rect(10, 40, 180, 30)]),
    ])
  func itemAsWideAsRoomOrWider(width: Double, frames: [Rect]) throws {
    let layout = try preparedFlow(width: 200, sections: [.init(itemCount: 2)]) {
      $0.itemSize = Size(width: width, height: 30)
      $0.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
    }
    #expect(layout.cellFrames() == frames)
    // Two lines of 30, 10 apart.
    #expect(layout.contentSize == Size(width: 200, height: 70))
  }

  @Test("sizes listed per item that are all equal take the grid path")
  func explicitEqualSizes() throws {
    // Same as the 330-wide grid: x = 0, 70, 140, 210, 280, then 0 on the next line.
    let layout = try preparedFlow(
      width: 330,
      sections: [.init(itemSizes: Array(repeating: Size(width: 50, height: 50), count: 6))])
    #expect(layout.cellXs() == [0, 70, 140, 210, 280, 0])
  }
}
