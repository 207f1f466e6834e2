import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

/// A carousel in a collection view: a scroll refreshes what is on screen, updates keep
/// the state from before them.
@Suite("Carousel: in a collection view")
struct CarouselCollectionViewTests {
  @Test("a scroll is transformedElements; a new size prepares again; the same viewport nothing")
  func invalidation() throws {
    let layout = try CarouselFixture.layout(.coverFlow(CarouselCoverFlow()))
    var viewport = layout.viewport
    #expect(layout.invalidation(for: viewport) == .none)
    viewport.contentOffset.x = 40
    #expect(try layout.updateViewport(viewport) == .transformedElements)
    #expect(layout.viewport.contentOffset.x == 40)
    viewport.size.width = 600
    #expect(layout.invalidation(for: viewport) == .everything)
  }

  @Test("each scroll step gives the visible items their new looks, without preparing")
  func scrollSteps() throws {
    let layout = CarouselLayout(
      configuration: CarouselFixture.configuration(.coverFlow(CarouselCoverFlow())))
    let collection = try CollectionView<CarouselContent, RecordingHost>(
      layout: layout, dataSource: CarouselContent(itemCounts: [40, 20]),
      viewport: Viewport(size: CarouselFixture.viewportSize))
    var host = RecordingHost()
    collection.updateVisibleElements(host: &host)
    expectShowsVisibleElements(collection, host)
    var updated = 0
    for step in 1...60 {
      let change = try collection.scroll(to: Point(x: Double(step) * 37, y: 0), host: &host)
      updated += change.updated
      expectShowsVisibleElements(collection, host)
    }
    #expect(updated > 60)
    #expect(collection.layout.numberOfItems == 60)
  }

  @Test("an update keeps the looks from before it and answers for moves")
  func update() throws {
    let layout = try CarouselFixture.layout(
      .cards(CarouselCards()), itemCounts: [5, 5], offset: 240)
    let before = try #require(layout.attributes(for: .cell(IndexPath(item: 2, section: 0))))
    try layout.update(
      for: LayoutChange(sections: [.laidOutAnew, .unchanged(from: 1)]),
      dataSource: CarouselContent(itemCounts: [7, 5]))
    #expect(layout.attributesBeforeUpdate(for: .cell(IndexPath(item: 2, section: 0))) == before)
    #expect(layout.attributesBeforeUpdate(for: .cell(IndexPath(item: 6, section: 0))) == nil)
    #expect(layout.numberOfItems == 12)
    #expect(
      throws: LayoutError.changeMismatch(.numberOfItems(section: 1), change: 5, dataSource: 4)
    ) {
      try layout.update(
        for: LayoutChange(sections: [.laidOutAnew, .unchanged(from: 1)]),
        dataSource: CarouselContent(itemCounts: [7, 4]))
    }
    #expect(layout.numberOfItems == 12)
    let appearing = try #require(
      layout.initialAttributes(forAppearing: .cell(IndexPath(item: 6, section: 0))))
    #expect(appearing.alpha == 0 && appearing.transform3D == .scale(x: 0.01, y: 0.01))
    #expect(
      layout.targetIndexPath(
        forMoving: IndexPath(item: 0, section: 0), proposed: IndexPath(item: 9, section: 1))
        == IndexPath(item: 4, section: 1))
    #expect(
      layout.targetIndexPath(
        forMoving: IndexPath(item: 0, section: 0), proposed: IndexPath(item: 3, section: 0))
        == IndexPath(item: 3, section: 0))
  }
}
