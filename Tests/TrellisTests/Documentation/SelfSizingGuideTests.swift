import Testing
import Trellis

/// The host of "Self-Sizing Cells", as printed there.
struct Bubbles: CollectionViewHost {
  var lineCounts: [Int]

  mutating func makeView(reuseIdentifier: String) -> Int { 0 }
  mutating func configure(_ view: Int, for element: ElementID) {}
  mutating func apply(_ attributes: LayoutAttributes, to view: Int) {}
  mutating func enqueue(_ view: Int, reuseIdentifier: String) {}

  mutating func preferredSize(
    for element: ElementID, fitting attributes: LayoutAttributes, in view: Int
  ) -> Size? {
    Size(width: attributes.size.width, height: 16 + 20 * Double(lineCounts[element.indexPath.item]))
  }
}

@Suite("The self-sizing article's example")
struct SelfSizingGuideTests {
  @Test("the chat opens at its end and the newest message stays at the bottom")
  func chat() throws {
    var configuration = FlowLayout.Configuration()
    configuration.minimumLineSpacing = 0
    let messages = SelfSizingContent(
      FlowContent(sections: [.init(itemCount: 1_000)]),
      estimatedItemSize: Size(width: 375, height: 56))
    let collection = try CollectionView<SelfSizingContent<FlowContent>, Bubbles>(
      layout: FlowLayout(configuration: configuration), dataSource: messages,
      viewport: Viewport(size: Size(width: 375, height: 667)), prefetchMargin: 200)
    var bubbles = Bubbles(lineCounts: (0..<1_000).map { $0 % 4 + 1 })

    let end = collection.contentSize.height - 667
    try collection.scroll(to: Point(x: 0, y: end), host: &bubbles)
    let pass = try collection.measureVisibleElements(anchor: .lastVisibleItem, host: &bubbles)
    #expect(pass.anchor == IndexPath(item: 999, section: 0))
    // Message 999 has 4 lines: 96 points, its bottom at the bottom of the screen.
    #expect(pass.anchorFrameBefore == Rect(x: 0, y: 611, width: 375, height: 56))
    #expect(pass.anchorFrame == Rect(x: 0, y: 571, width: 375, height: 96))
    #expect(collection.contentOffset.y == collection.contentSize.height - 667)
    #expect(!pass.reachedContentEnd)
  }
}
