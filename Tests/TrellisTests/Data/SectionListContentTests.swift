import Testing
import Trellis

@Suite("Section list content: the counts come from the sections")
struct SectionListContentTests {
  /// Books on shelves: each section knows its count and carries a title.
  struct Shelves: SectionListContent, FlowLayoutDataSource {
    struct Section: ListedSection {
      var itemCount: Int
      var title: String
    }
    var sections: [Section]
  }

  @Test("a list of sections gives its counts, and a flow layout lays it out")
  func countsAndLayout() throws {
    let shelves = Shelves(sections: [
      .init(itemCount: 3, title: "Novels"), .init(itemCount: 0, title: "Empty"),
      .init(itemCount: 5, title: "Poetry"),
    ])
    #expect(shelves.numberOfSections == 3)
    #expect((0..<3).map(shelves.numberOfItems(inSection:)) == [3, 0, 5])

    var configuration = FlowLayout.Configuration()
    configuration.itemSize = Size(width: 100, height: 50)
    let layout = FlowLayout(configuration: configuration)
    try layout.prepare(for: Viewport(size: Size(width: 320, height: 480)), dataSource: shelves)
    // Three items and two spacings of 10 fill 320 points exactly: the first section is
    // one line, the last two (3 + 2 items) with the default line spacing of 10.
    #expect(layout.contentSize == Size(width: 320, height: 50 + 50 + 10 + 50))
    #expect((0..<3).map(layout.numberOfItems(inSection:)) == [3, 0, 5])
  }

  @Test("the built-in contents are lists of sections")
  func builtInContents() {
    let flow = FlowContent(sections: [.init(itemCount: 2), .init(itemCount: 7)])
    let waterfall = WaterfallContent(sections: [.init(itemHeights: [10, 20, 30])])
    #expect((0..<flow.numberOfSections).map(flow.numberOfItems(inSection:)) == [2, 7])
    #expect(waterfall.numberOfSections == 1 && waterfall.numberOfItems(inSection: 0) == 3)
  }
}
