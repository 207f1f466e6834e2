import Testing
import Trellis

/// The examples of the waterfall guide, run as written.
@Suite("Waterfall layout: documentation examples")
struct WaterfallDocumentationTests {
  @Test("the guide's masonry and its append have the hand-computed frames")
  func guideExample() throws {
    var configuration = WaterfallLayout.Configuration()
    configuration.columnCount = 2
    configuration.minimumColumnSpacing = 10
    configuration.minimumInteritemSpacing = 10
    configuration.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 10, right: 10)
    configuration.headerHeight = 40
    let layout = WaterfallLayout(configuration: configuration)
    var content = WaterfallContent(sections: [
      .init(itemHeights: [120, 80, 60, 50, 30], fullSpanItems: [3])
    ])
    try layout.prepare(for: Viewport(size: Size(width: 320, height: 480)), dataSource: content)
    // Columns (300 - 10) / 2 = 145 at x 10 and 165; items start below the header at 40.
    // 0: column 0, 40..160; 1: column 1, 40..120; 2: column 1 (130 < 170), 130..190;
    // 3: full span at max(170, 200) = 200..250; 4: both at 260, column 0, 260..290.
    #expect(
      layout.cellFrames() == [
        rect(10, 40, 145, 120), rect(165, 40, 145, 80), rect(165, 130, 145, 60),
        rect(10, 200, 300, 50), rect(10, 260, 145, 30),
      ])
    // 290 + the bottom inset of 10.
    #expect(layout.contentSize == Size(width: 320, height: 300))

    content.sections[0].itemHeights?.append(contentsOf: [70, 90])
    content.sections[0].itemCount += 2
    try layout.appendItems(count: 2, dataSource: content)
    // 5: column 0 would start at 300, column 1 at 260: column 1, 260..330.
    // 6: column 0 at 300 against 340: column 0, 300..390. 390 + 10 = 400.
    #expect(layout.cellFrame(5) == rect(165, 260, 145, 70))
    #expect(layout.cellFrame(6) == rect(10, 300, 145, 90))
    #expect(layout.contentSize == Size(width: 320, height: 400))
  }
}
