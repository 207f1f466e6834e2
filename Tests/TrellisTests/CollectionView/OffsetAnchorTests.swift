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
    let viewport = Viewport(
      size: Size(width: 100, height: 300), contentOffset: Point(x: 0, y: offset),
      contentInset: inset)
    return try preparedFlow(viewport: viewport, sections: [.init(itemCount: items)]) {
      $0.itemSize = Size(width: 100, height: 100)
      $0.minimumLineSpacing = 0
    }
  }

  @Test(
    "the leading edge keeps its place, and an offset past the end is clamped to the content",
    arguments: [
      // Item 7 moved from y 500 to 700: the offset moves 200, from 450 to 650.
      (450.0, 7, 500.0, 650.0, false),
      // Item 19 moved from y 1,700 to 1,900 would take the offset to 1,800, but 20 items
      // end at 2,000 - 300 = 1,700.
      (1_600, 19, 1_700, 1_700, true),
    ])
  func leadingEdge(offset: Double, item: Int, yBefore: Double, expected: Double, clamped: Bool)
    throws
  {
    let layout = try Self.layout(items: 20, offset: offset)
    let anchor = OffsetAnchor(
      item: IndexPath(item: item, section: 0),
      frameBefore: Rect(x: 0, y: yBefore, width: 100, height: 100))
    let result = anchor.contentOffset(in: layout, from: layout.viewport)
    #expect(result.offset == Point(x: 0, y: expected))
    #expect(result.clamped == clamped)
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
