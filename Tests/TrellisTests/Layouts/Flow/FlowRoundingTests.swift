import Testing
import Trellis

/// Origins are rounded to the screen scale as `round(v * scale) / scale` with C's `round`
/// (halves away from zero); sizes are never rounded.
@Suite("Flow layout: rounding to the screen scale")
struct FlowRoundingTests {
  /// Exact x: 0, 67.5, 135, 202.5, 270 (width 320: N = 5, gap (320 - 250) / 4 = 17.5).
  static let gridCases: [(scale: Double, xs: [Double])] = [
    // Scale 1: 67.5 -> 68 and 202.5 -> 203 (to even would give 202).
    (1, [0, 68, 135, 203, 270]),
    // Scale 2: halves are on the grid.
    (2, [0, 67.5, 135, 202.5, 270]),
    // Scale 3: 67.5 * 3 = 202.5 -> 203; 202.5 * 3 = 607.5 -> 608.
    (3, [0, 203.0 / 3, 135, 608.0 / 3, 270]),
  ]

  @Test("grid columns round to the pixel grid of each scale", arguments: gridCases)
  func gridColumns(scale: Double, xs: [Double]) throws {
    let layout = try preparedFlow(width: 320, scale: scale, sections: [.init(itemCount: 5)])
    #expect(layout.cellXs() == xs)
    #expect(layout.cellFrames().allSatisfy { $0.size == Size(width: 50, height: 50) })
  }

  @Test(
    "a vertically centered item rounds its y",
    arguments: [
      (1.0, 3.0),  // y = (50 - 45) / 2 = 2.5 -> 3 (away from zero, not to even 2)
      (2.0, 2.5),
      (3.0, 8.0 / 3),  // 2.5 * 3 = 7.5 -> 8
    ])
  func centeredY(scale: Double, y: Double) throws {
    let layout = try preparedFlow(
      width: 200, scale: scale, sections: [.init(itemSizes: sizes((50, 45), (60, 50)))])
    #expect(layout.cellFrame(0) == rect(0, y, 50, 45))
    #expect(layout.cellFrame(1) == rect(60, 0, 60, 50))
  }

  @Test("halves of a pixel round away from zero at scale 2")
  func quarterPointAtScaleTwo() throws {
    // Width 100, item 99.5: N = floor(110 / 109.5) = 1, centered at (100 - 99.5) / 2 = 0.25;
    // 0.25 * 2 = 0.5 -> 1 -> 0.5 (to even would give 0).
    let layout = try preparedFlow(width: 100, scale: 2, sections: [.init(itemCount: 1)]) {
      $0.itemSize = Size(width: 99.5, height: 10)
    }
    #expect(layout.cellFrame(0) == rect(0.5, 0, 99.5, 10))
  }

  @Test(
    "headers, footers and later sections round their origins but not the content size",
    arguments: [
      // Section 0 is one 33.25-tall item; section 1's header starts at 33.25 and its
      // footer at 33.25 + 10 + 50 = 93.25.
      (1.0, 33.0, 93.0),
      (2.0, 33.5, 93.5),  // 66.5 -> 67, 186.5 -> 187
      (3.0, 100.0 / 3, 280.0 / 3),  // 99.75 -> 100, 279.75 -> 280
    ])
  func sectionOrigins(scale: Double, headerY: Double, footerY: Double) throws {
    let layout = try preparedFlow(
      width: 100, scale: scale,
      sections: [
        .init(itemSizes: sizes((20, 33.25))),
        .init(
          itemCount: 1,
          values: .init(
            headerReferenceSize: Size(width: 0, height: 10),
            footerReferenceSize: Size(width: 0, height: 10))),
      ])
    #expect(layout.headerFrame(section: 1) == rect(0, headerY, 100, 10))
    let itemY = try #require(layout.cellFrame(0, section: 1)?.minY)
    #expect(isClose(itemY, headerY + 10))  // 43.25 rounds like 33.25, ten points lower
    #expect(layout.footerFrame(section: 1) == rect(0, footerY, 100, 10))
    #expect(layout.contentSize.height == 103.25)  // 33.25 + 10 + 50 + 10
  }

  @Test("fractional sizes are kept as they are")
  func sizesNotRounded() throws {
    let layout = try preparedFlow(width: 200, sections: [.init(itemCount: 1)]) {
      $0.itemSize = Size(width: 50.3, height: 20.7)
      $0.headerReferenceSize = Size(width: 0, height: 10.4)
    }
    #expect(layout.cellFrame(0)?.size == Size(width: 50.3, height: 20.7))
    #expect(layout.headerFrame()?.height == 10.4)
    // The item's y = 10.4 rounds to 10 at scale 1; its x is 0 (N = floor(210 / 60.3) = 3).
    #expect(layout.cellFrame(0)?.origin == Point(x: 0, y: 10))
    #expect(layout.contentSize.height == 10.4 + 20.7)
  }

  @Test("right to left mirrors the rounded frame, even off the pixel grid", arguments: [1.0, 2.0])
  func mirroredAfterRounding(scale: Double) throws {
    // Right to left, an item 250.5 wide in 200 starts at the leading inset (x = 0 left to
    // right, already on the grid), so its mirrored x is 200 - 0 - 250.5 = -50.5 at any
    // scale: the mirror of a finished frame, as UIKit flips a finished layout.
    let viewport = Viewport(
      size: Size(width: 200, height: 400), scale: scale, layoutDirection: .rightToLeft)
    let layout = try preparedFlow(viewport: viewport, sections: [.init(itemCount: 1)]) {
      $0.itemSize = Size(width: 250.5, height: 20)
    }
    #expect(layout.cellFrame(0) == rect(-50.5, 0, 250.5, 20))
  }
}
