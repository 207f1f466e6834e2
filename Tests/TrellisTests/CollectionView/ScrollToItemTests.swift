import Testing
import Trellis
import TrellisTesting

@Suite("Collection view: scrolling to an item")
struct ScrollToItemTests {
  @Test(
    "an item goes to the top, center or bottom of the inset bounds, within the content",
    arguments: [
      (10, ScrollPosition.top, 990.0), (10, .center, 800), (10, .bottom, 610),
      (0, .bottom, -10), (99, .top, 9_510),
    ])
  func positions(item: Int, position: ScrollPosition, y: Double) throws {
    // Items 100 tall every 100 points; 500 tall bounds with 10 of inset above and below,
    // 480 of room between: offsets run from -10 to 10 000 + 10 - 500 = 9 510. Item 10
    // spans 1 000..<1 100: at the top the offset is 1 000 - 10, centered 1 050 - 250,
    // at the bottom 1 100 - 490.
    let collection = try CollectionView<FlowContent, RecordingHost>(
      layout: {
        var configuration = FlowLayout.Configuration()
        configuration.itemSize = Size(width: 300, height: 100)
        configuration.minimumLineSpacing = 0
        return FlowLayout(configuration: configuration)
      }(),
      dataSource: FlowContent(sections: [.init(itemCount: 100)]),
      viewport: Viewport(
        size: Size(width: 300, height: 500),
        contentInset: EdgeInsets(top: 10, left: 0, bottom: 10, right: 0)))
    var host = RecordingHost()
    try collection.scrollToItem(
      at: IndexPath(item: item, section: 0), position: position, host: &host)
    #expect(collection.contentOffset == Point(x: 0, y: y))
    #expect(
      collection.contentOffset(forItemAt: IndexPath(item: 100, section: 0), position: .top) == nil)
  }
}
