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

  @Test(
    "a scroll that also changes an inset the layout reads across its axis invalidates everything")
  func insetsChangeWithBounds() {
    let counter = PreparationCounter()
    let driver = preparedGrid([6, 6], counter: counter)
    var viewport = driver.layout.viewport
    viewport.contentOffset = Point(x: 0, y: 20)
    #expect(!driver.shouldInvalidate(for: viewport))
    viewport.contentInset = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
    #expect(driver.shouldInvalidate(for: viewport))
    #expect(driver.invalidate(for: viewport) == .everything)
    #expect(driver.needsPreparation)
  }

  @Test("insets the layout does not read cost a scroll: no size is read again")
  func unreadInsetsReadNothing() {
    let counter = PreparationCounter()
    let driver = preparedGrid([6, 6], pinnedHeaders: true, counter: counter)
    // A rotation's safe area and each step of a collapsing large title.
    var viewport = driver.layout.viewport
    viewport.safeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
    viewport.contentInset.top = 96
    #expect(driver.shouldInvalidate(for: viewport))
    #expect(driver.invalidate(for: viewport) == .elements)
    driver.prepare(for: viewport, dataSource: CountingFlowSource([6, 6], counter: counter))
    #expect(counter.preparations == 1)
    #expect(counter.updates == 0)
    #expect(driver.layout.viewport == viewport)
  }

  /// A portrait grid of 60 items, 320 x 480 scrolled to y 500, turned to landscape
  /// (480 x 320) and prepared for it, in UIKit's order; with the landscape bounds.
  private func rotatedToLandscape() -> (LayoutDriver<CountingFlowSource>, Rect) {
    let driver = preparedGrid([60], height: 480, offset: 500)
    let landscape = Rect(x: 0, y: 500, width: 480, height: 320)
    #expect(driver.invalidate(forBoundsChange: landscape) == .everything)
    driver.prepare(
      for: Viewport(size: landscape.size, contentOffset: landscape.origin),
      dataSource: CountingFlowSource([60]))
    return (driver, landscape)
  }

  @Test("defect 4: a rotation keeps the first visible item where it was on screen")
  func rotationKeepsReadingPosition() {
    // Portrait, 320 x 480 at y = 500: three items a line, lines at 30 + 60 k. The first
    // line in the bounds is line 8 (y 510), so item 24 is 10 points below the top.
    let (driver, landscape) = rotatedToLandscape()
    // Landscape: four items a line, so item 24 starts line 6, at y = 30 + 360 = 390.
    #expect(driver.layout.attributes(for: cell(24, 0))?.frame.minY == 390)
    #expect(
      driver.targetContentOffset(forProposed: landscape.origin) == Point(x: 0, y: 380))
    // Scrolling afterwards is the reader's: the anchor is gone.
    _ = driver.invalidate(forBoundsChange: Rect(x: 0, y: 380, width: 480, height: 320))
    #expect(
      driver.targetContentOffset(forProposed: Point(x: 0, y: 100)) == Point(x: 0, y: 100))
  }

  @Test("a scroll that invalidates nothing still forgets the item a rotation kept in place")
  func scrollForgetsTheAnchor() {
    // The rotation of the test above: item 24 kept at y 390, 10 below the top.
    let (driver, landscape) = rotatedToLandscape()
    #expect(driver.targetContentOffset(forProposed: landscape.origin).y == 380)
    // The user scrolls: nothing is pinned, so UIKit asks only whether to invalidate.
    #expect(!driver.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 700, width: 480, height: 320)))
    #expect(driver.targetContentOffset(forProposed: Point(x: 0, y: 700)) == Point(x: 0, y: 700))
  }

  @Test("after a rotation near the end, the kept place is clamped to the new content")
  func rotationClampsToContent() {
    // 12 items in portrait end at 30 + 4 lines = 260; at y = 60 item 3 (line 1, y 90)
    // is the first visible one, 30 points below the top.
    let driver = preparedGrid([12], height: 200, offset: 60)
    let landscape = Rect(x: 0, y: 60, width: 480, height: 200)
    _ = driver.invalidate(forBoundsChange: landscape)
    driver.prepare(
      for: Viewport(size: landscape.size, contentOffset: landscape.origin),
      dataSource: CountingFlowSource([12]))
    // Landscape: 3 lines, content 30 + 170 = 200 high, no taller than the bounds, so
    // nothing scrolls: the offset is clamped to 0.
    #expect(driver.layout.contentSize.height == 200)
    #expect(driver.targetContentOffset(forProposed: landscape.origin) == Point(x: 0, y: 0))
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
