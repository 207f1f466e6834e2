import Testing
import Trellis
import TrellisTesting

/// Dragging a card of a carousel to another place, within its section and into the
/// next one: the carousel's items differ only by their places, so a drop moves one
/// place from a section to another and the layout is that of the moved counts.
@Suite("Carousel: dragging items to reorder them")
struct CarouselMovementTests {
  typealias Cards = CollectionView<CarouselContent, RecordingHost>

  static func cards(_ counts: [Int]) throws -> (Cards, RecordingHost) {
    var configuration = CarouselLayout.Configuration()
    configuration.itemSize = Size(width: 100, height: 140)
    configuration.itemSpacing = 10
    let collection = try Cards(
      layout: CarouselLayout(configuration: configuration),
      dataSource: CarouselContent(itemCounts: counts),
      viewport: Viewport(size: Size(width: 390, height: 200)))
    var host = RecordingHost()
    collection.updateVisibleElements(host: &host)
    return (collection, host)
  }

  static func everything(_ layout: CarouselLayout) -> [LayoutAttributes] {
    layout.elements(
      in: Rect(x: -1000, y: -1000, width: layout.contentSize.width + 2000, height: 3000))
  }

  static func fresh(_ collection: Cards, _ content: some CarouselLayoutDataSource) throws
    -> CarouselLayout
  {
    let layout = CarouselLayout(configuration: collection.layout.configuration)
    try layout.prepare(for: collection.viewport, dataSource: content)
    return layout
  }

  @Test("a card dragged over the card of the next section takes its place there")
  func acrossSections() throws {
    var (collection, host) = try Self.cards([3, 2])
    let item = IndexPath(item: 1, section: 0)
    #expect(collection.beginInteractiveMovement(forItemAt: item, host: &host))
    // Item [0, 1] of the second section, the fourth card, is under its own center.
    let over = try #require(
      collection.layout.attributes(for: .cell(IndexPath(item: 0, section: 1))))
    let target = collection.updateInteractiveMovementTargetPosition(over.center, host: &host)
    #expect(target == IndexPath(item: 0, section: 1))
    let reordering = try #require(collection.interactiveMovement?.reordering)
    #expect(
      Self.everything(collection.layout)
        == Self.everything(
          try Self.fresh(
            collection, ReorderedItems(CarouselContent(itemCounts: [3, 2]), reordering))))
    #expect(collection.dataSource.itemCounts == [3, 2])
    let lifted = try #require(host.onScreen[.cell(item)])
    #expect(lifted.center == over.center && lifted.zIndex == Int.max)

    let move = collection.endInteractiveMovement(host: &host)
    #expect(move == ItemReordering(source: item, destination: IndexPath(item: 0, section: 1)))
    #expect(collection.dataSource.itemCounts == [2, 3])
    #expect(collection.itemCounts == [2, 3])
    #expect(
      Self.everything(collection.layout)
        == Self.everything(try Self.fresh(collection, CarouselContent(itemCounts: [2, 3]))))
  }

  @Test("a cancelled drag leaves every card where it was")
  func cancel() throws {
    var (collection, host) = try Self.cards([5])
    let before = Self.everything(collection.layout)
    let shown = host.onScreen
    collection.beginInteractiveMovement(forItemAt: IndexPath(item: 0, section: 0), host: &host)
    let third = try #require(
      collection.layout.attributes(for: .cell(IndexPath(item: 2, section: 0))))
    #expect(
      collection.updateInteractiveMovementTargetPosition(third.center, host: &host)
        == IndexPath(item: 2, section: 0))
    collection.cancelInteractiveMovement(host: &host)
    collection.finishAnimation(host: &host)
    #expect(Self.everything(collection.layout) == before)
    #expect(host.onScreen == shown)
    #expect(collection.dataSource.itemCounts == [5])
  }
}
