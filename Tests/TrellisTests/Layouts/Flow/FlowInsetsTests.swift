import Testing
import Trellis

@Suite("Flow layout: content insets and the section inset reference")
struct FlowInsetsTests {
  @Test("the content inset narrows the dimension items are laid out in")
  func contentInsetNarrows() throws {
    // Width 400 - 20 - 30 = 350: N = floor(360 / 60) = 6, gap (350 - 300) / 5 = 10;
    // x = 0, 60, ..., 300, item 6 on line 2 at y = 40 + 50 + 10. The top inset does not
    // move anything: content coordinates start at the content's top.
    let viewport = Viewport(
      size: Size(width: 400, height: 600),
      contentInset: EdgeInsets(top: 10, left: 20, bottom: 0, right: 30))
    let layout = try preparedFlow(viewport: viewport, sections: [.init(itemCount: 7)]) {
      $0.headerReferenceSize = Size(width: 0, height: 40)
    }
    #expect(layout.cellXs() == [0, 60, 120, 180, 240, 300, 0])
    #expect(layout.cellYs() == [40, 40, 40, 40, 40, 40, 100])
    #expect(layout.headerFrame() == rect(0, 0, 350, 40))
    #expect(layout.contentSize == Size(width: 350, height: 150))
  }

  @Test("from the safe area, the part of the safe area beyond the content inset is added")
  func fromSafeArea() throws {
    // Width 400, content inset left 20: dimension 380. Safe area 44 on both sides reaches
    // 24 beyond the content inset on the left and 44 on the right, added to the section
    // inset 10: 34 and 54. avail = 380 - 88 = 292, N = floor(302 / 60) = 5,
    // gap (292 - 250) / 4 = 10.5 (scale 2 keeps halves): x = 34, 94.5, 155, 215.5, 276.
    // Header and content keep the full dimension.
    let viewport = Viewport(
      size: Size(width: 400, height: 600),
      contentInset: EdgeInsets(top: 0, left: 20, bottom: 0, right: 0),
      safeAreaInsets: EdgeInsets(top: 47, left: 44, bottom: 34, right: 44), scale: 2)
    let layout = try preparedFlow(viewport: viewport, sections: [.init(itemCount: 5)]) {
      $0.sectionInsetReference = .fromSafeArea
      $0.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
      $0.headerReferenceSize = Size(width: 0, height: 40)
    }
    #expect(layout.cellXs() == [34, 94.5, 155, 215.5, 276])
    #expect(layout.cellYs() == [40, 40, 40, 40, 40])  // the safe area's top changes nothing
    #expect(layout.headerFrame() == rect(0, 0, 380, 40))
    #expect(layout.contentSize == Size(width: 380, height: 90))
  }

  @Test("from the content inset (the default), safe area and margins are ignored")
  func fromContentInset() throws {
    // Same viewport: insets 10 and 10, avail 360, N = floor(370 / 60) = 6,
    // gap (360 - 300) / 5 = 12: x = 10, 72, 134, 196, 258, 320.
    let viewport = Viewport(
      size: Size(width: 400, height: 600),
      contentInset: EdgeInsets(top: 0, left: 20, bottom: 0, right: 0),
      safeAreaInsets: EdgeInsets(all: 44), layoutMargins: EdgeInsets(all: 30))
    let layout = try preparedFlow(viewport: viewport, sections: [.init(itemCount: 6)]) {
      $0.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
    }
    #expect(layout.cellXs() == [10, 72, 134, 196, 258, 320])
  }

  @Test("from the layout margins, only margins beyond the content inset count")
  func fromLayoutMargins() throws {
    // Margins 16 on both sides, content inset left 20: nothing extra on the left
    // (16 < 20), 16 on the right. Insets 10 and 26: avail = 380 - 36 = 344,
    // N = floor(354 / 60) = 5, gap (344 - 250) / 4 = 23.5: x = 10, 83.5, 157, 230.5, 304.
    // The safe area (60 on each side) is ignored in this mode.
    let viewport = Viewport(
      size: Size(width: 400, height: 600),
      contentInset: EdgeInsets(top: 0, left: 20, bottom: 0, right: 0),
      safeAreaInsets: EdgeInsets(all: 60),
      layoutMargins: EdgeInsets(top: 8, left: 16, bottom: 8, right: 16), scale: 2)
    let layout = try preparedFlow(viewport: viewport, sections: [.init(itemCount: 5)]) {
      $0.sectionInsetReference = .fromLayoutMargins
      $0.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
    }
    #expect(layout.cellXs() == [10, 83.5, 157, 230.5, 304])
    #expect(layout.contentSize.width == 380)
  }

  @Test("the reference insets also shift lines of differing sizes")
  func referenceWithLineBreaking() throws {
    // Width 200, safe area left 30, right 20: avail = 150. 60 (remaining 80), 70
    // (remaining 0), 50 closes line 1: justified, gap 20: x = 30, 110. Line 2 leading at 30.
    let viewport = Viewport(
      size: Size(width: 200, height: 600),
      safeAreaInsets: EdgeInsets(top: 0, left: 30, bottom: 0, right: 20))
    let layout = try preparedFlow(
      viewport: viewport, sections: [.init(itemSizes: sizes((60, 20), (70, 20), (50, 20)))]
    ) {
      $0.sectionInsetReference = .fromSafeArea
    }
    #expect(layout.cellXs() == [30, 110, 30])
  }

  @Test("when scrolling horizontally the reference insets act on top and bottom")
  func referenceHorizontal() throws {
    // Viewport 300x200, content inset top 10: dimension 190. Safe area top 30, bottom 20
    // reach 20 and 20 beyond it: avail = 150. Items 50x40 wide/tall, spacing 10:
    // N = floor(160 / 50) = 3, gap (150 - 120) / 2 = 15: y = 20, 75, 130. The safe area's
    // left (50) does not move columns; the header spans the whole 190.
    let viewport = Viewport(
      size: Size(width: 300, height: 200),
      contentInset: EdgeInsets(top: 10, left: 0, bottom: 0, right: 0),
      safeAreaInsets: EdgeInsets(top: 30, left: 50, bottom: 20, right: 0))
    let layout = try preparedFlow(viewport: viewport, sections: [.init(itemCount: 3)]) {
      $0.scrollDirection = .horizontal
      $0.sectionInsetReference = .fromSafeArea
      $0.itemSize = Size(width: 50, height: 40)
      $0.headerReferenceSize = Size(width: 30, height: 0)
    }
    #expect(layout.cellYs() == [20, 75, 130])
    #expect(layout.cellXs() == [30, 30, 30])
    #expect(layout.headerFrame() == rect(0, 0, 30, 190))
    #expect(layout.contentSize == Size(width: 80, height: 190))
  }

  @Test("section insets wider than the viewport leave no room but never a negative one")
  func insetsWiderThanViewport() throws {
    // avail = max(0, 100 - 60 - 60) = 0: one item per line at x = 60 (the leading inset),
    // nothing negative or NaN.
    let layout = try preparedFlow(width: 100, sections: [.init(itemCount: 2)]) {
      $0.sectionInset = EdgeInsets(top: 0, left: 60, bottom: 0, right: 60)
    }
    #expect(layout.cellFrames() == [rect(60, 0, 50, 50), rect(60, 60, 50, 50)])
    #expect(layout.contentSize == Size(width: 100, height: 110))
  }
}
