import Testing
import Trellis
import TrellisAdapter

@Suite("Layout driver: scrolling and size changes")
struct LayoutDriverScrollingTests {
  @Test("a scroll with nothing pinned invalidates nothing and moves the layout at once")
  func plainScroll() {
    let counter = PreparationCounter()
    let driver = preparedGrid([6, 6], counter: counter)
    let bounds = Rect(x: 0, y: 50, width: 320, height: 200)
    #expect(driver.shouldInvalidate(forBoundsChange: bounds) == false)
    #expect(driver.layout.viewport.contentOffset == Point(x: 0, y: 50))
    driver.prepare(
      for: driver.layout.viewport, dataSource: CountingFlowSource([6, 6], counter: counter))
    #expect(counter.preparations == 1)
  }

  @Test("a scroll with pinned headers invalidates only the header that moves")
  func pinnedScroll() {
    let counter = PreparationCounter()
    let driver = preparedGrid([6, 6], pinnedHeaders: true, counter: counter)
    let bounds = Rect(x: 0, y: 50, width: 320, height: 200)
    #expect(driver.shouldInvalidate(forBoundsChange: bounds))
    #expect(driver.invalidate(forBoundsChange: bounds) == .elements)
    var changed: [ElementID] = []
    driver.forEachElementChangedByScroll { changed.append($0) }
    #expect(changed == [header(0)])
    #expect(
      driver.layout.attributes(for: header(0))?.frame == Rect(x: 0, y: 50, width: 320, height: 30))
    driver.prepare(
      for: driver.layout.viewport, dataSource: CountingFlowSource([6, 6], counter: counter))
    #expect(counter.preparations == 1)
    #expect(driver.needsPreparation == false)
  }

  @Test("a new width invalidates everything, and the next preparation lays out again")
  func sizeChange() {
    let counter = PreparationCounter()
    let driver = preparedGrid([6, 6], counter: counter)
    let bounds = Rect(x: 0, y: 0, width: 220, height: 200)
    #expect(driver.shouldInvalidate(forBoundsChange: bounds))
    #expect(driver.invalidate(forBoundsChange: bounds) == .everything)
    #expect(driver.needsPreparation)
    // Two items a line: 30 + 3 lines of 50 + 2 gaps of 10 = 200 per section.
    driver.prepare(
      for: Viewport(size: Size(width: 220, height: 200)),
      dataSource: CountingFlowSource([6, 6], counter: counter))
    #expect(counter.preparations == 2)
    #expect(driver.layout.contentSize == Size(width: 220, height: 400))
  }

  @Test("an invalid bounds is refused with a typed error and changes nothing")
  func invalidBounds() {
    let driver = preparedGrid([6, 6], pinnedHeaders: true)
    let elements = driver.layout.allElements()
    let bounds = Rect(x: 0, y: .nan, width: 320, height: 200)
    #expect(driver.invalidate(forBoundsChange: bounds) == .nothing)
    guard case .layout(let error)? = driver.lastError else {
      Issue.record("expected a layout error, got \(String(describing: driver.lastError))")
      return
    }
    #expect(error.input == .contentOffset)
    #expect(driver.layout.viewport.contentOffset == .zero)
    #expect(driver.layout.allElements() == elements)
  }

  @Test("a velocity in points per millisecond reaches the layout in points per second")
  func velocityUnits() {
    #expect(
      ScrollVelocity.pointsPerSecond(fromPointsPerMillisecond: Point(x: 0.5, y: -2))
        == Point(x: 500, y: -2000))
    let driver = preparedGrid([6, 6])
    #expect(
      driver.targetContentOffset(
        forProposed: Point(x: 0, y: 40), velocityInPointsPerMillisecond: Point(x: 0, y: 3))
        == Point(x: 0, y: 40))
  }

  @Test("the viewport of a collection view reads its scale and direction")
  func viewportFromCollectionView() {
    let viewport = Viewport(
      bounds: Rect(x: 0, y: 20, width: 320, height: 480),
      adjustedContentInset: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
      safeAreaInsets: EdgeInsets(all: 1), layoutMargins: EdgeInsets(all: 8), displayScale: 0,
      isRightToLeft: true)
    #expect(viewport.size == Size(width: 320, height: 480))
    #expect(viewport.contentOffset == Point(x: 0, y: 20))
    #expect(viewport.contentInset == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    #expect(viewport.scale == 1)
    #expect(viewport.layoutDirection == .rightToLeft)
  }
}
