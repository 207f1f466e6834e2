import Testing
import Trellis
import TrellisTesting

extension Shelves: EstimatingDataSource {}

@Suite("Self-sizing: dragging an item carries its measured size")
struct SelfSizingReorderingTests {
  @Test("a book dragged two places on keeps its measured height there")
  func drag() throws {
    let collection = try CollectionView<SelfSizingContent<Shelves>, RecordingHost>(
      layout: FlowLayout(configuration: flowConfiguration { $0.minimumLineSpacing = 0 }),
      dataSource: SelfSizingContent(
        Shelves(books: [["a", "b", "c", "d", "e", "f"]]),
        estimatedItemSize: Size(width: 300, height: 100)),
      viewport: Viewport(size: Size(width: 300, height: 500)))
    var host = RecordingHost { element, _ in
      Size(width: 300, height: 50 + 10 * Double(element.indexPath.item))
    }
    try collection.measureVisibleElements(host: &host)
    // Books a...f measured 50, 60, ..., 100: c spans 110..<180.
    let first = IndexPath(item: 0, section: 0)
    #expect(collection.beginInteractiveMovement(forItemAt: first, host: &host))
    collection.updateInteractiveMovementTargetPosition(Point(x: 150, y: 145), host: &host)
    let dropped = collection.endInteractiveMovement(host: &host)
    collection.finishAnimation(host: &host)
    #expect(dropped == ItemReordering(source: first, destination: IndexPath(item: 2, section: 0)))
    #expect(collection.dataSource.base.books == [["b", "c", "a", "d", "e", "f"]])
    let sizes = collection.dataSource.measuredSizes
    #expect(
      [0, 1, 2, 3].map { sizes.size(for: .cell(IndexPath(item: $0, section: 0)))?.height }
        == [60, 70, 50, 80])
    let frames = [0, 1, 2, 3].map {
      collection.layout.attributes(for: .cell(IndexPath(item: $0, section: 0)))?.frame.minY
    }
    #expect(frames == [0, 60, 130, 180])
  }
}
