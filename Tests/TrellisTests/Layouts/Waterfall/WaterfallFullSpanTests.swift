import Testing
import Trellis

@Suite("Waterfall layout: full-span items")
struct WaterfallFullSpanTests {
  @Test("a full-span item starts below the longest column and the columns go on below it")
  func belowTheLongestColumn() throws {
    // Columns of 155 at x 0 and 165.
    let layout = try preparedWaterfall(
      width: 320, sections: [.init(itemHeights: [100, 50, 40, 30, 20], fullSpanItems: [2])])
    // 0: column 0, 0..100; 1: column 1, 0..50.
    // 2 (full span): max(100 + 10, 50 + 10) = 110, so 110..150 across all 320 points.
    // 3: both columns continue at 150 + 10 = 160, a tie: column 0, 160..190.
    // 4: column 1, 160..180.
    #expect(
      layout.cellFrames() == [
        rect(0, 0, 155, 100), rect(165, 0, 155, 50), rect(0, 110, 320, 40),
        rect(0, 160, 155, 30), rect(165, 160, 155, 20),
      ])
    #expect(layout.contentSize.height == 190)
  }

  @Test("a first full-span item starts at the top of the content, without spacing")
  func firstItem() throws {
    let layout = try preparedWaterfall(
      width: 320,
      sections: [
        .init(
          itemHeights: [40, 10, 10], fullSpanItems: [0],
          values: .init(inset: EdgeInsets(top: 5, left: 8, bottom: 0, right: 12)))
      ])
    // Room 320 - 8 - 12 = 300; columns (300 - 10) / 2 = 145 at x 8 and 163.
    // 0: 5..45 across the room; 1 and 2: 45 + 10 = 55..65 in each column.
    #expect(
      layout.cellFrames() == [rect(8, 5, 300, 40), rect(8, 55, 145, 10), rect(163, 55, 145, 10)])
  }

  @Test("consecutive full-span items stack with the item spacing")
  func consecutive() throws {
    let layout = try preparedWaterfall(
      width: 320, sections: [.init(itemHeights: [20, 30, 5], fullSpanItems: [0, 1])])
    // 0: 0..20; 1: 30..60; 2: column 0 at 70..75.
    #expect(
      layout.cellFrames() == [rect(0, 0, 320, 20), rect(0, 30, 320, 30), rect(0, 70, 155, 5)])
  }

  @Test("a full-span item at the end sets where the footer starts")
  func last() throws {
    let layout = try preparedWaterfall(
      width: 320,
      sections: [
        .init(
          itemHeights: [100, 20], fullSpanItems: [1],
          values: .init(inset: EdgeInsets(top: 0, left: 0, bottom: 6, right: 0), footerHeight: 15))
      ])
    // 1: 110..130; footer at 130 + 6 = 136..151.
    #expect(layout.cellFrame(1) == rect(0, 110, 320, 20))
    #expect(layout.footerFrame() == rect(0, 136, 320, 15))
    #expect(layout.contentSize.height == 151)
  }

  @Test(
    "a full-span item starts the turn over in round-robin orders",
    arguments: [
      // 0: column 0, 0..10; 1: column 1, 0..20; 2: full span at max(20, 30) = 30..60.
      // 3: column 0 again (the turn restarts), 70..110; 4: column 1, 70..120;
      // 5: column 0, 120..180.
      (
        WaterfallLayout.ItemRenderDirection.leftToRight,
        [
          rect(0, 0, 155, 10), rect(165, 0, 155, 20), rect(0, 30, 320, 30),
          rect(0, 70, 155, 40), rect(165, 70, 155, 50), rect(0, 120, 155, 60),
        ]
      ),
      // The same stacks with the columns exchanged: 3 restarts at column 1.
      (
        .rightToLeft,
        [
          rect(165, 0, 155, 10), rect(0, 0, 155, 20), rect(0, 30, 320, 30),
          rect(165, 70, 155, 40), rect(0, 70, 155, 50), rect(165, 120, 155, 60),
        ]
      ),
    ])
  func roundRobinRestarts(direction: WaterfallLayout.ItemRenderDirection, frames: [Rect]) throws {
    let layout = try preparedWaterfall(
      width: 320, sections: [.init(itemHeights: [10, 20, 30, 40, 50, 60], fullSpanItems: [2])]
    ) { $0.itemRenderDirection = direction }
    #expect(layout.cellFrames() == frames)
  }

  @Test("a full-span size is scaled to the section's width")
  func fullSpanSize() throws {
    let layout = try preparedWaterfall(
      width: 320,
      sections: [
        .init(
          itemSizes: [Size(width: 640, height: 100), Size(width: 310, height: 62)],
          fullSpanItems: [0])
      ])
    // Full span: 100 * 320 / 640 = 50. Column item: 62 * 155 / 310 = 31, at 50 + 10.
    #expect(layout.cellFrames() == [rect(0, 0, 320, 50), rect(0, 60, 155, 31)])
  }
}
