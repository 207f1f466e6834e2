import Testing
import Trellis

/// One policy keeps an item in place for updates, transitions, self-sizing and the
/// adapter: these pin it with frames worked out by hand.
///
/// The layout is a vertical flow of 100 × 100 items, one per line in a 100-point-wide
/// view 300 points tall, with no spacing: item i is at y = 100 × i.
@Suite("Offset anchor")
struct OffsetAnchorTests {
  static func layout(items: Int, offset: Double, inset: EdgeInsets = EdgeInsets(all: 0)) throws
    -> FlowLayout
  {
    var configuration = FlowLayout.Configuration()
    configuration.itemSize = Size(width: 100, height: 100)
    configuration.minimumLineSpacing = 0
    let layout = FlowLayout(configuration: configuration)
    let viewport = Viewport(
      size: Size(width: 100, height: 300), contentOffset: Point(x: 0, y: offset),
      contentInset: inset)
    try layout.prepare(
      for: viewport, dataSource: FlowContent(sections: [.init(itemCount: items)]))
    return layout
  }

  @Test("the leading edge keeps its place: item 7 moved from y 500 to 700 moves the offset 200")
  func leadingEdge() throws {
    let layout = try Self.layout(items: 20, offset: 450)
    let anchor = OffsetAnchor(
      item: IndexPath(item: 7, section: 0),
      frameBefore: Rect(x: 0, y: 500, width: 100, height: 100))
    let before = layout.viewport
    let result = anchor.contentOffset(in: layout, from: before)
    #expect(result.offset == Point(x: 0, y: 650))
    #expect(!result.clamped)
  }

  @Test("the trailing edge keeps its place: a frame that grew by 40 moves the offset 40 more")
  func trailingEdge() throws {
    let layout = try Self.layout(items: 20, offset: 450)
    // Before, item 7 was 60 tall at y 700 (bottom 760); now it is 100 tall (bottom 800).
    let anchor = OffsetAnchor(
      item: IndexPath(item: 7, section: 0),
      frameBefore: Rect(x: 0, y: 700, width: 100, height: 60), edge: .trailing)
    #expect(anchor.contentOffset(in: layout, from: layout.viewport).offset == Point(x: 0, y: 490))
  }

  @Test("an offset past the end is clamped to the content: 20 items end at 2,000 - 300")
  func clampsAtTheEnd() throws {
    let layout = try Self.layout(items: 20, offset: 1_600)
    let anchor = OffsetAnchor(
      item: IndexPath(item: 19, section: 0),
      frameBefore: Rect(x: 0, y: 1_700, width: 100, height: 100))
    let result = anchor.contentOffset(in: layout, from: layout.viewport)
    #expect(result.offset == Point(x: 0, y: 1_700))
    #expect(result.clamped)
  }

  @Test("content shorter than the bounds does not scroll: the offset goes to the top inset")
  func shortContent() throws {
    let inset = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let layout = try Self.layout(items: 2, offset: 50, inset: inset)
    let anchor = OffsetAnchor(
      item: IndexPath(item: 1, section: 0), frameBefore: Rect(x: 0, y: 0, width: 100, height: 100))
    #expect(anchor.contentOffset(in: layout, from: layout.viewport).offset == Point(x: 0, y: -20))
  }

  @Test("an offset pulled above the top stays there only when asked to")
  func pullToRefresh() throws {
    let layout = try Self.layout(items: 20, offset: -60)
    let anchor = OffsetAnchor(
      item: IndexPath(item: 0, section: 0), frameBefore: Rect(x: 0, y: 0, width: 100, height: 100))
    let before = layout.viewport
    #expect(anchor.contentOffset(in: layout, from: before).offset == Point(x: 0, y: 0))
    #expect(
      anchor.contentOffset(in: layout, from: before, keepingPull: true).offset
        == Point(x: 0, y: -60))
  }

  @Test("an item the layout does not have leaves the offset, clamped")
  func missingItem() throws {
    let layout = try Self.layout(items: 20, offset: 1_900)
    let anchor = OffsetAnchor(
      item: IndexPath(item: 40, section: 0), frameBefore: Rect(x: 0, y: 0, width: 100, height: 100))
    #expect(anchor.contentOffset(in: layout, from: layout.viewport).offset == Point(x: 0, y: 1_700))
  }
}
