import Testing
import Trellis

/// The host of "The Collection View", as printed there.
struct Screen: CollectionViewHost {
  var frames: [Rect] = []

  mutating func makeView(reuseIdentifier: String) -> Int {
    frames.append(.zero)
    return frames.count - 1
  }
  mutating func configure(_ view: Int, for element: ElementID) {
    // Fill the view with the element's content.
  }
  mutating func apply(_ attributes: LayoutAttributes, to view: Int) {
    frames[view] = attributes.frame
  }
  mutating func enqueue(_ view: Int, reuseIdentifier: String) {
    frames[view] = .zero  // hidden until it is reused
  }
}

@Suite("The collection view examples of the README and the article")
struct CollectionViewGuideTests {
  @Test("the host, scroll and insert of the README and the article do what they say")
  func article() throws {
    var screen = Screen()
    let collection = try CollectionView<FlowContent, Screen>(
      layout: FlowLayout(), dataSource: FlowContent(sections: [.init(itemCount: 1_000)]),
      viewport: Viewport(size: Size(width: 375, height: 667)))
    collection.updateVisibleElements(host: &screen)
    // 50-point items, 10 apart: 6 to a line (6 * 50 + 5 * 10 = 350), a line every 60
    // points: 12 lines meet 667 points (the 12th starts at 660).
    #expect(screen.frames.count == 72)
    try collection.scroll(to: Point(x: 0, y: 400), host: &screen)
    // From 400 to 1067: lines 6 (360..<410) to 17 (1020..<1070), 12 lines: views reused.
    #expect(screen.frames.count == 72)

    var photos = FlowContent(sections: [.init(itemCount: 1_000)])
    photos.sections[0].itemCount += 1
    let result = try collection.performBatchUpdates(
      BatchUpdate(insertItems: [IndexPath(item: 0, section: 0)]),
      dataSource: photos, host: &screen)
    #expect(
      result.mapping.newIndexPath(forOld: IndexPath(item: 0, section: 0))
        == IndexPath(item: 1, section: 0))
  }
}
