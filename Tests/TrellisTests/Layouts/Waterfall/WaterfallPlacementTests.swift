import Testing
import Trellis

@Suite("Waterfall layout: placing items in columns")
struct WaterfallPlacementTests {
  @Test("each item goes to the shortest column")
  func shortestFirst() throws {
    // Column width (320 - 1 * 10) / 2 = 155; columns at x 0 and 155 + 10 = 165.
    let layout = try preparedWaterfall(
      width: 320, sections: [.init(itemHeights: [100, 50, 30, 80, 40])])
    // 0: both columns start at 0, a tie, so column 0: 0..100.
    // 1: column 0 continues at 110, column 1 at 0: column 1, 0..50.
    // 2: 110 against 50 + 10 = 60: column 1, 60..90.
    // 3: 110 against 100: column 1, 100..180.
    // 4: 110 against 190: column 0, 110..150.
    #expect(
      layout.cellFrames() == [
        rect(0, 0, 155, 100), rect(165, 0, 155, 50), rect(165, 60, 155, 30),
        rect(165, 100, 155, 80), rect(0, 110, 155, 40),
      ])
    // The longest column ends at 180; no spacing trails it.
    #expect(layout.contentSize == Size(width: 320, height: 180))
  }

  @Test("columns that end at the same place go to the lowest index")
  func ties() throws {
    // Three columns of (320 - 2 * 10) / 3 = 100 at x 0, 110, 220.
    let layout = try preparedWaterfall(
      width: 320,
      sections: [.init(itemHeights: [50, 50, 50, 20, 30], values: .init(columnCount: 3))])
    // 0, 1, 2: each takes the lowest empty column. Then all three continue at 60:
    // 3 takes column 0 (60..80); 4 sees 90, 60, 60 and takes column 1 (60..90).
    #expect(
      layout.cellFrames() == [
        rect(0, 0, 100, 50), rect(110, 0, 100, 50), rect(220, 0, 100, 50),
        rect(0, 60, 100, 20), rect(110, 60, 100, 30),
      ])
  }

  @Test(
    "left to right and right to left take the columns in turn whatever their lengths",
    arguments: [
      // Item k goes to column k % 3.
      // Column 0 (x 0): 0 at 0..50, 3 at 60..70, 6 at 80..150.
      // Column 1 (x 110): 1 at 0..20, 4 at 30..70.
      // Column 2 (x 220): 2 at 0..30, 5 at 40..100.
      // (Shortest first would have put item 3 into column 1, which ends first at 20.)
      (
        WaterfallLayout.ItemRenderDirection.leftToRight,
        [
          rect(0, 0, 100, 50), rect(110, 0, 100, 20), rect(220, 0, 100, 30),
          rect(0, 60, 100, 10), rect(110, 30, 100, 40), rect(220, 40, 100, 60),
          rect(0, 80, 100, 70),
        ]
      ),
      // Item k goes to column 2 - k % 3: the same stacks as left to right, mirrored.
      (
        .rightToLeft,
        [
          rect(220, 0, 100, 50), rect(110, 0, 100, 20), rect(0, 0, 100, 30),
          rect(220, 60, 100, 10), rect(110, 30, 100, 40), rect(0, 40, 100, 60),
          rect(220, 80, 100, 70),
        ]
      ),
    ])
  func inTurn(direction: WaterfallLayout.ItemRenderDirection, frames: [Rect]) throws {
    let layout = try preparedWaterfall(
      width: 320,
      sections: [.init(itemHeights: [50, 20, 30, 10, 40, 60, 70], values: .init(columnCount: 3))]
    ) { $0.itemRenderDirection = direction }
    #expect(layout.cellFrames() == frames)
    #expect(layout.contentSize.height == 150)
  }

  @Test("one column stacks every item with the item spacing")
  func oneColumn() throws {
    let layout = try preparedWaterfall(
      width: 200, sections: [.init(itemHeights: [10, 0, 30], values: .init(columnCount: 1))]
    ) { $0.minimumInteritemSpacing = 4 }
    // Width 200 - 0 = 200. 0 at 0..10, 1 at 14..14 (empty), 2 at 18..48.
    #expect(
      layout.cellFrames() == [rect(0, 0, 200, 10), rect(0, 14, 200, 0), rect(0, 18, 200, 30)])
    #expect(layout.contentSize.height == 48)
  }

  @Test("column spacing and inter-item spacing are separate")
  func spacings() throws {
    let layout = try preparedWaterfall(width: 300, sections: [.init(itemHeights: [40, 40, 40])]) {
      $0.minimumColumnSpacing = 20
      $0.minimumInteritemSpacing = 5
    }
    // Width (300 - 20) / 2 = 140; column 1 at 160. Item 2: column 0 again at 40 + 5.
    #expect(
      layout.cellFrames() == [rect(0, 0, 140, 40), rect(160, 0, 140, 40), rect(0, 45, 140, 40)])
  }

  @Test("the content inset across the axis narrows the content")
  func contentInset() throws {
    let layout = try preparedWaterfall(
      viewport: Viewport(
        size: Size(width: 340, height: 600),
        contentInset: EdgeInsets(top: 30, left: 12, bottom: 0, right: 8)),
      sections: [.init(itemHeights: [10, 20])])
    // 340 - 12 - 8 = 320 wide, as in the first example; the top inset does not count.
    #expect(layout.cellFrames() == [rect(0, 0, 155, 10), rect(165, 0, 155, 20)])
    #expect(layout.contentSize == Size(width: 320, height: 20))
  }

  @Test("the column width is floored to the screen scale")
  func columnWidthFlooring() throws {
    // (100 - 0) / 3 = 33.33…: floor(33.33… * 2) / 2 = 66 / 2 = 33 at scale 2 and
    // floor(33.33…) = 33 at scale 1; the three columns fill 99 of 100 points.
    for scale in [1.0, 2.0] {
      let layout = try preparedWaterfall(
        width: 100, scale: scale,
        sections: [.init(itemHeights: [10, 10, 10], values: .init(columnCount: 3))]
      ) { $0.minimumColumnSpacing = 0 }
      #expect(
        layout.cellFrames() == [rect(0, 0, 33, 10), rect(33, 0, 33, 10), rect(66, 0, 33, 10)])
    }
    // (101 - 10) / 2 = 45.5 stays 45.5 at scale 2 and becomes 45 at scale 1.
    let half = try preparedWaterfall(
      width: 101, scale: 2, sections: [.init(itemHeights: [10, 10])])
    #expect(half.cellFrames() == [rect(0, 0, 45.5, 10), rect(55.5, 0, 45.5, 10)])
    let whole = try preparedWaterfall(
      width: 101, scale: 1, sections: [.init(itemHeights: [10, 10])])
    #expect(whole.cellFrames() == [rect(0, 0, 45, 10), rect(55, 0, 45, 10)])
  }

  @Test("a size is scaled to the column width and floored to the screen scale")
  func sizesScaleToTheColumn() throws {
    // Column width 155. 400 x 250 gives 250 * 155 / 400 = 96.875: floor(193.75) / 2 =
    // 96.5 at scale 2, floor(96.875) = 96 at scale 1. 155 x 70 keeps 70 exactly.
    let sizes = [Size(width: 400, height: 250), Size(width: 155, height: 70)]
    let retina = try preparedWaterfall(width: 320, scale: 2, sections: [.init(itemSizes: sizes)])
    #expect(retina.cellFrames() == [rect(0, 0, 155, 96.5), rect(165, 0, 155, 70)])
    let plain = try preparedWaterfall(width: 320, sections: [.init(itemSizes: sizes)])
    #expect(plain.cellFrames() == [rect(0, 0, 155, 96), rect(165, 0, 155, 70)])
  }

  @Test("a height wins over a size, and items with neither take the layout-wide height")
  func heightPrecedence() throws {
    var section = WaterfallContent.Section(itemCount: 3, values: .init(columnCount: 3))
    section.itemHeights = [25]
    section.itemSizes = [Size(width: 10, height: 90), Size(width: 100, height: 30)]
    let layout = try preparedWaterfall(width: 320, sections: [section]) { $0.itemHeight = 42 }
    // Item 0 has a height (25); item 1 a size, 30 * 100 / 100 = 30; item 2 neither: 42.
    #expect(layout.cellFrames().map(\.height) == [25, 30, 42])
  }

  @Test("heights given directly are not floored")
  func directHeightsKeepFractions() throws {
    let layout = try preparedWaterfall(
      width: 320, scale: 2,
      sections: [.init(itemHeights: [10.3, 5], values: .init(columnCount: 1))])
    // Origins round to half points (10.3 + 10 = 20.3 rounds to 20.5), heights are kept.
    #expect(layout.cellFrames() == [rect(0, 0, 320, 10.3), rect(0, 20.5, 320, 5)])
  }
}
