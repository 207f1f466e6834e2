import Testing
import Trellis
import TrellisSpec

/// The frames of every element of a spec's layout, in the order the layout reports them.
private func frames(_ json: String) throws -> [Rect] {
  try Spec(json: json).makeLayout().allElements().map(\.frame)
}

private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}

@Suite("Building layouts from specs")
struct MakeLayoutTests {
  // Three 50 x 50 items in a 120-point-wide view: floor((120 + 10) / (50 + 10)) = 2 per
  // line, gap (120 - 100) / 1 = 20, lines at 0 and 50 + 10.
  private let tiny = #"{"viewport": {"width": 120}, "sections": [{"items": 3}]}"#

  @Test("three items in a 120-point view make two lines of UIKit's grid")
  func tinyGrid() throws {
    let layout = try Spec(json: tiny).makeLayout()
    #expect(layout.contentSize == Size(width: 120, height: 110))
    #expect(layout.viewport.size == Size(width: 120, height: 667))
    #expect(
      layout.allElements().map(\.frame) == [
        rect(0, 0, 50, 50), rect(70, 0, 50, 50), rect(0, 60, 50, 50),
      ])
    #expect(
      layout.allElements().map(\.id) == (0..<3).map { .cell(IndexPath(item: $0, section: 0)) })
    #expect(
      layout.attributes(for: .cell(IndexPath(item: 1, section: 0)))?.frame == rect(70, 0, 50, 50))
    #expect(layout.elements(in: rect(60, 0, 100, 40)).map(\.frame) == [rect(70, 0, 50, 50)])
    guard let flow = layout.base as? FlowLayout else { return }
    #expect(flow.numberOfItems(inSection: 0) == 3)
    #expect(layout.base.contentSize == Size(width: 120, height: 110))
  }

  @Test("right to left mirrors every x within the content width")
  func rightToLeft() throws {
    let frames = try frames(
      #"{"viewport": {"width": 120, "layoutDirection": "rightToLeft"}, "sections": [{"items": 3}]}"#
    )
    // x' = 120 - x - 50.
    #expect(frames == [rect(70, 0, 50, 50), rect(0, 0, 50, 50), rect(70, 60, 50, 50)])
  }

  @Test("the content inset narrows the content; offsets and heights do not matter")
  func contentInset() throws {
    let layout = try Spec(
      json: """
        {"viewport": {"width": 140, "height": 10, "contentInset": [5, 10, 5, 10],
                      "contentOffset": [0, 300]},
         "sections": [{"items": 3}]}
        """
    ).makeLayout()
    #expect(layout.contentSize == Size(width: 120, height: 110))
    #expect(
      layout.allElements().map(\.frame) == [
        rect(0, 0, 50, 50), rect(70, 0, 50, 50), rect(0, 60, 50, 50),
      ])
  }

  @Test("sections measured from the safe area are inset by it; one item per line is centered")
  func safeAreaReference() throws {
    let frames = try frames(
      """
      {"viewport": {"width": 120, "safeAreaInsets": [0, 10, 0, 10]},
       "layout": {"sectionInsetReference": "fromSafeArea", "headerReferenceSize": [0, 20]},
       "sections": [{"items": 2}]}
      """)
    // avail = 120 - 20 = 100: floor(110 / 60) = 1 item per line, x = 10 + (100 - 50) / 2.
    #expect(frames == [rect(0, 0, 120, 20), rect(35, 20, 50, 50), rect(35, 80, 50, 50)])
  }

  @Test("the spec of the format's example: a grid section, then a section of differing sizes")
  func formatExample() throws {
    let layout = try Spec(
      json: """
        {"sections": [
          {"items": 7},
          {"itemSizes": [[50, 60], [70, 40]], "inset": [10, 10, 10, 10], "minimumLineSpacing": 4,
           "minimumInteritemSpacing": 2, "headerSize": [0, 45], "footerSize": [0, 30]}]}
        """
    ).makeLayout()
    // Section 0: floor((375 + 10) / 60) = 6 per line, gap (375 - 300) / 5 = 15, height
    // 50 + 10 + 50 = 110. Section 1 at 110: avail 355 holds both items on one
    // incomplete last line, leading with spacing 2; line height 60, the 40-point item
    // centered 10 lower; height 45 + 10 + 60 + 10 + 30 = 155.
    #expect(layout.contentSize == Size(width: 375, height: 265))
    let expected =
      [0, 65, 130, 195, 260, 325].map { rect($0, 0, 50, 50) } + [
        rect(0, 60, 50, 50), rect(0, 110, 375, 45), rect(10, 165, 50, 60),
        rect(62, 175, 70, 40), rect(0, 235, 375, 30),
      ]
    #expect(layout.allElements().map(\.frame) == expected)
    let kinds = layout.allElements().suffix(4).map(\.id.kind)
    #expect(kinds == [.sectionHeader, nil, nil, .sectionFooter])
  }

  @Test("scrolling horizontally turns lines into columns")
  func horizontal() throws {
    let layout = try Spec(
      json: """
        {"viewport": {"width": 200, "height": 120}, "layout": {"scrollDirection": "horizontal"},
         "sections": [{"items": 3}]}
        """
    ).makeLayout()
    // Two items per column of 120, gap 20; columns at x 0 and 60.
    #expect(layout.contentSize == Size(width: 110, height: 120))
    #expect(
      layout.allElements().map(\.frame) == [
        rect(0, 0, 50, 50), rect(0, 70, 50, 50), rect(60, 0, 50, 50),
      ])
  }

  @Test(
    "origins are rounded to the scale, halves away from zero",
    arguments: [(1.0, 36.0), (2.0, 35.5)])
  func rounding(scale: Double, middleX: Double) throws {
    let frames = try frames(
      """
      {"viewport": {"width": 101, "scale": \(scale)},
       "layout": {"itemSize": [30, 30], "minimumInteritemSpacing": 0}, "sections": [{"items": 3}]}
      """)
    // floor(101 / 30) = 3 per line, gap (101 - 90) / 2 = 5.5: x = 0, 35.5, 71.
    #expect(frames == [rect(0, 0, 30, 30), rect(middleX, 0, 30, 30), rect(71, 0, 30, 30)])
  }

  @Test("a spec with no sections has no elements and no height")
  func noSections() throws {
    let layout = try Spec(json: #"{"sections": []}"#).makeLayout()
    #expect(layout.contentSize == Size(width: 375, height: 0))
    #expect(layout.allElements().isEmpty)
  }
}
