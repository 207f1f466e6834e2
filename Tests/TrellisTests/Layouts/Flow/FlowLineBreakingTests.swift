import Testing
import Trellis

/// Sections whose items differ in size, with UIKit's policy. Unless stated otherwise the
/// viewport is 200 wide with the default spacings (10 between items and between lines).
@Suite("Flow layout: sections of differing sizes (UIKit's line breaking)")
struct FlowLineBreakingTests {
  @Test("complete lines are justified and the incomplete last line starts at the left")
  func justifiedThenLeading() throws {
    // remaining: 200 -> 60 fits -> 130 -> 70 fits -> 50 -> 40 fits -> 0 -> 80 does not fit.
    // Line 1 (60, 70, 40; sum 170) is justified: gap (200 - 170) / 2 = 15, x = 0, 75, 160.
    // Its height is 40; items are centered: y = 0, (40 - 20) / 2, (40 - 30) / 2.
    // Line 2 starts at 40 + 10 with remaining 200 - 90 = 110 -> 90 fits -> 10; it is last
    // and incomplete (10 != 0): x = 0, 80 + 10. Height 50: y = 50, 50 + (50 - 10) / 2.
    let layout = try preparedFlow(
      width: 200,
      sections: [.init(itemSizes: sizes((60, 40), (70, 20), (40, 30), (80, 50), (90, 10)))])
    #expect(
      layout.cellFrames() == [
        rect(0, 0, 60, 40), rect(75, 10, 70, 20), rect(160, 5, 40, 30),
        rect(0, 50, 80, 50), rect(90, 70, 90, 10),
      ])
    #expect(layout.contentSize == Size(width: 200, height: 100))  // 40 + 10 + 50
  }

  @Test("an item joins a line when its width equals the remaining room")
  func joinsOnEquality() throws {
    // remaining: 200 -> 60 -> 130 -> 70 -> 50 -> 50 <= 50 joins. One (last, incomplete)
    // line: x = 0, 70, 150.
    let layout = try preparedFlow(
      width: 200, sections: [.init(itemSizes: sizes((60, 20), (70, 20), (50, 30)))])
    #expect(layout.cellXs() == [0, 70, 150])
    #expect(layout.cellYs() == [5, 5, 0])  // line height 30: (30 - 20) / 2 = 5
  }

  @Test("a complete line of one item is centered")
  func completeSingleItemLineCentered() throws {
    // 150 fits (remaining 40); 120 > 40 closes line 1, which is centered: (200 - 150) / 2.
    // Line 2: remaining 200 - 130 = 70, 60 fits -> 0; last, incomplete (0 != 40): x = 0,
    // 130. y: line 2 at 20 + 10, height 30; the 10-tall item at 30 + 10.
    let layout = try preparedFlow(
      width: 200, sections: [.init(itemSizes: sizes((150, 20), (120, 30), (60, 10)))])
    #expect(
      layout.cellFrames() == [rect(25, 0, 150, 20), rect(0, 30, 120, 30), rect(130, 40, 60, 10)])
  }

  @Test("the last line is complete when every line holds one item")
  func lastLineCompleteWhenAllSingle() throws {
    // Each item closes the line before it (remaining 40, then 30, then 20: all differ).
    // Every line holds one item, so the last is complete and centered like the others:
    // x = (200 - 150) / 2, (200 - 160) / 2, (200 - 170) / 2.
    let layout = try preparedFlow(
      width: 200, sections: [.init(itemSizes: sizes((150, 20), (160, 20), (170, 20)))])
    #expect(layout.cellXs() == [25, 20, 15])
    #expect(layout.cellYs() == [0, 30, 60])
  }

  @Test("a last single item after a line of two stays at the left")
  func lastSingleAfterPairIsLeading() throws {
    // Line 1: 90 (remaining 100), 90 (remaining 0) justified: gap (200 - 180) / 1 = 20.
    // Line 2: 150 alone with remaining 200 - 160 = 40 != 0, and line 1 held two items:
    // incomplete, so x = 0 rather than 25.
    let layout = try preparedFlow(
      width: 200, sections: [.init(itemSizes: sizes((90, 20), (90, 20), (150, 20)))])
    #expect(layout.cellXs() == [0, 110, 0])
  }

  @Test("the last line is complete when its remaining room equals the previous line's")
  func lastLineCompleteWhenSameRemaining() throws {
    // Line 1: 80 (remaining 110), 100 (remaining 0). Line 2: 80 (110), 100 (0). Both end
    // with remaining 0, so line 2 is complete and justified like line 1: gap 20.
    let layout = try preparedFlow(
      width: 200, sections: [.init(itemSizes: sizes((80, 20), (100, 20), (80, 20), (100, 20)))])
    #expect(layout.cellXs() == [0, 100, 0, 100])
    #expect(layout.cellYs() == [0, 0, 30, 30])
  }

  @Test("a last line whose remaining room differs from the previous line's stays at the left")
  func lastLineIncompleteWhenRemainingDiffers() throws {
    // Line 2: 80 (remaining 110), 90 (remaining 10 != 0): leading, x = 0, 80 + 10.
    let layout = try preparedFlow(
      width: 200, sections: [.init(itemSizes: sizes((80, 20), (100, 20), (80, 20), (90, 20)))])
    #expect(layout.cellXs() == [0, 100, 0, 90])
  }

  @Test("items are centered vertically in their line")
  func verticalCentering() throws {
    // One line of three (60 + 70 + 40 + 2 * 10 = 180 <= 200), line height 50:
    // y = (50 - 10) / 2, (50 - 50) / 2, (50 - 30) / 2.
    let layout = try preparedFlow(
      width: 200, sections: [.init(itemSizes: sizes((60, 10), (70, 50), (40, 30)))])
    #expect(layout.cellYs() == [20, 0, 10])
  }

  @Test("an item wider than the room gets its own line at the leading inset")
  func overflowingItem() throws {
    // avail = 200 - 10 - 10 = 180. 50 fits (remaining 120); 250 > 120 closes line 1 (one
    // item, complete: x = 10 + (180 - 50) / 2 = 75). Line 2: 250 alone (remaining
    // 180 - 260 = -80); 40 > -80 closes it: complete, too wide to center, so x = 10.
    // Line 3: 40 alone, every line held one item: centered at 10 + (180 - 40) / 2 = 80.
    // y = 0, 20 + 10, 30 + 30 + 10; height 20 + 10 + 30 + 10 + 20 = 90.
    let layout = try preparedFlow(
      width: 200, sections: [.init(itemSizes: sizes((50, 20), (250, 30), (40, 20)))]
    ) {
      $0.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
    }
    #expect(
      layout.cellFrames() == [rect(75, 0, 50, 20), rect(10, 30, 250, 30), rect(80, 70, 40, 20)])
    #expect(layout.contentSize == Size(width: 200, height: 90))
  }

  @Test("a first item wider than the room takes the first line alone")
  func overflowingFirstItem() throws {
    // avail 180: 250 starts line 1 (remaining -80), 40 closes it. Line 2: 40 alone after a
    // line of one: complete and centered at 10 + 70 = 80; y = 30 + 10.
    let layout = try preparedFlow(
      width: 200, sections: [.init(itemSizes: sizes((250, 30), (40, 20)))]
    ) {
      $0.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
    }
    #expect(layout.cellFrames() == [rect(10, 0, 250, 30), rect(80, 40, 40, 20)])
  }

  @Test("the inter-item spacing decides what fits, not only the widths")
  func spacingDecidesFit() throws {
    // Spacing 30: remaining 200 -> 90 -> 80 -> 90 > 80 breaks although 90 + 90 <= 200.
    // Line 1 holds one item: complete and centered at (200 - 90) / 2 = 55. Line 2: 90 with
    // remaining 200 - 120 = 80 = line 1's: complete, centered at (200 - 90) / 2 too.
    let layout = try preparedFlow(
      width: 200, sections: [.init(itemSizes: sizes((90, 20), (90, 30)))]
    ) {
      $0.minimumInteritemSpacing = 30
    }
    #expect(layout.cellFrames() == [rect(55, 0, 90, 20), rect(55, 30, 90, 30)])
  }

  @Test("header, insets and footer surround the lines without line spacing")
  func headerInsetsFooter() throws {
    // Header 40, top 5: line 1 at 45 (no line spacing after the header). Lines as in
    // "a complete line of one item is centered" shifted by 45: y = 45, 75, 85.
    // Height = 40 + 5 + (20 + 10 + 30) + 7 + 30 = 142; the footer starts at 142 - 30.
    let layout = try preparedFlow(
      width: 200, sections: [.init(itemSizes: sizes((150, 20), (120, 30), (60, 10)))]
    ) {
      $0.sectionInset = EdgeInsets(top: 5, left: 0, bottom: 7, right: 0)
      $0.headerReferenceSize = Size(width: 1, height: 40)
      $0.footerReferenceSize = Size(width: 1, height: 30)
    }
    #expect(layout.cellYs() == [45, 75, 85])
    #expect(layout.headerFrame() == rect(0, 0, 200, 40))
    #expect(layout.footerFrame() == rect(0, 112, 200, 30))
    #expect(layout.contentSize == Size(width: 200, height: 142))
  }

  @Test("justification uses the room between the section insets")
  func justificationWithinInsets() throws {
    // avail = 200 - 20 - 30 = 150. Line 1: 60 (remaining 80), 70 (remaining 0), closed by
    // 50: justified gap (150 - 130) / 1 = 20, x = 20, 20 + 60 + 20 = 100 (ends at 170).
    // Line 2: 50 alone, remaining 90 != 0: leading at 20.
    let layout = try preparedFlow(
      width: 200, sections: [.init(itemSizes: sizes((60, 20), (70, 20), (50, 20)))]
    ) {
      $0.sectionInset = EdgeInsets(top: 0, left: 20, bottom: 0, right: 30)
    }
    #expect(layout.cellXs() == [20, 100, 20])
  }

  @Test("zero-width items share a line when there is room for the spacing")
  func zeroWidthItems() throws {
    // Spacing 10, width 25: remaining 25 -> 0 fits -> 15 -> 0 fits -> 5 -> 0 fits -> -5
    // -> 0 > -5 breaks. Line 1 (three items, complete): gap (25 - 0) / 2 = 12.5, scale 2.
    // Line 2: one zero-width item after a line of three: leading at 0.
    let layout = try preparedFlow(
      width: 25, scale: 2,
      sections: [.init(itemSizes: sizes((0, 10), (0, 20), (0, 10), (0, 10)))])
    #expect(layout.cellXs() == [0, 12.5, 25, 0])
    #expect(layout.cellYs() == [5, 0, 5, 30])
  }
}
