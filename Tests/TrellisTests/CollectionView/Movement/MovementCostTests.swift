import Testing
import Trellis
import TrellisTesting

@Suite("Dragging lays out again only the sections whose items change")
struct MovementCostTests {
  /// Counts the item sizes the layout asks for, section by section.
  final class Reads {
    var sections: [Int: Int] = [:]
  }

  /// Ten sections of four items whose sizes are read through a counter.
  struct CountedItems: FlowLayoutDataSource, ReorderableDataSource {
    typealias Layout = FlowLayout
    var counts = Array(repeating: 4, count: 10)
    let reads: Reads

    var numberOfSections: Int { counts.count }
    func numberOfItems(inSection section: Int) -> Int { counts[section] }
    func sizeForItem(at indexPath: IndexPath) -> Size? {
      reads.sections[indexPath.section, default: 0] += 1
      return Size(width: 100, height: 100)
    }
    mutating func moveItem(at source: IndexPath, to destination: IndexPath) {
      counts[source.section] -= 1
      counts[destination.section] += 1
    }
  }

  /// Across sections, the shown section 5 asks for the moving item's size at its place in
  /// section 3: three reads for the items left in section 3 and one for the item that
  /// left, four for section 5's own items.
  @Test(
    "a step reads the sizes of the sections it changes and no other",
    arguments: [
      (IndexPath(item: 0, section: 3), IndexPath(item: 2, section: 3), [3: 4]),
      (IndexPath(item: 0, section: 3), IndexPath(item: 1, section: 5), [3: 4, 5: 4]),
    ])
  func onlyChangedSections(from: IndexPath, to: IndexPath, expected: [Int: Int]) throws {
    let reads = Reads()
    let collection = try CollectionView<CountedItems, RecordingHost>(
      layout: FlowLayout(
        configuration: flowConfiguration { $0.itemSize = Size(width: 100, height: 100) }),
      dataSource: CountedItems(reads: reads),
      viewport: Viewport(size: Size(width: 320, height: 3000)))
    var host = RecordingHost()
    collection.updateVisibleElements(host: &host)
    let finger = try #require(collection.layout.attributes(for: .cell(to))?.center)
    collection.beginInteractiveMovement(forItemAt: from, host: &host)
    reads.sections = [:]
    #expect(collection.updateInteractiveMovementTargetPosition(finger, host: &host) == to)
    #expect(reads.sections == expected)
    // Back to its own place: the same sections again, from the data as it is.
    reads.sections = [:]
    collection.cancelInteractiveMovement(host: &host)
    #expect(reads.sections == expected.mapValues { _ in 4 })
  }
}
