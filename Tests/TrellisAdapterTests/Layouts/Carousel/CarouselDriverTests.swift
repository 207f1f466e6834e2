import Testing
import Trellis
import TrellisAdapter

@Suite("Layout driver: a cover flow carousel")
struct CarouselDriverTests {
  func coverFlow() -> (LayoutDriver<CountedCarouselSource<[Int]>>, Viewport) {
    var configuration = CarouselLayout.Configuration()
    configuration.style = .coverFlow(CarouselCoverFlow())
    let driver = LayoutDriver<CountedCarouselSource<[Int]>>(
      layout: CarouselLayout(configuration: configuration))
    let viewport = Viewport(size: Size(width: 400, height: 300))
    driver.prepare(for: viewport, dataSource: CountedCarouselSource(counts: [20]))
    return (driver, viewport)
  }

  @Test("a scroll names the turned cells without preparing, and they match a fresh layout")
  func scrollTurnsCells() {
    let (driver, viewport) = coverFlow()
    var scrolled = viewport
    scrolled.contentOffset.x = 90
    #expect(driver.shouldInvalidate(forBoundsChange: scrolled.bounds))
    #expect(driver.invalidate(forBoundsChange: scrolled.bounds) == .elements)
    #expect(driver.needsPreparation == false)
    let fresh = CarouselLayout(configuration: driver.layout.configuration)
    let before = CarouselLayout(configuration: driver.layout.configuration)
    do {
      try CountedCarouselSource(counts: [20]).prepare(fresh, for: scrolled)
      try CountedCarouselSource(counts: [20]).prepare(before, for: viewport)
    } catch {
      Issue.record("a fresh preparation failed: \(error)")
    }
    let area = Rect(x: 0, y: 0, width: 490, height: 300)
    var expected: Set<ElementID> = []
    var old: [ElementID: LayoutAttributes] = [:]
    before.forEachElement(in: area) { old[$0.id] = $0 }
    fresh.forEachElement(in: area) { new in
      if old.removeValue(forKey: new.id) != new { expected.insert(new.id) }
    }
    expected.formUnion(old.keys)
    var changed: Set<ElementID> = []
    driver.forEachElementChangedByScroll { changed.insert($0) }
    #expect(!changed.isEmpty)
    #expect(changed == expected)
    #expect(driver.layout.elements(in: scrolled.bounds) == fresh.elements(in: scrolled.bounds))
  }

  @Test("a fling snaps where the layout says, at UIKit's velocity converted to points per second")
  func flingSnaps() {
    let (driver, _) = coverFlow()
    let proposed = Point(x: 60, y: 0)
    let snapped = driver.targetContentOffset(
      forProposed: proposed, velocityInPointsPerMillisecond: Point(x: 0.5, y: 0))
    #expect(
      snapped
        == driver.layout.targetContentOffset(forProposed: proposed, velocity: Point(x: 500, y: 0)))
    #expect(
      snapped
        != driver.layout.targetContentOffset(forProposed: proposed, velocity: Point(x: 0.5, y: 0)))
  }

  @Test("after a rotation the kept cover comes to rest at the middle, not between two")
  func rotationSnaps() {
    let (driver, viewport) = coverFlow()
    var scrolled = viewport
    scrolled.contentOffset.x = 430
    _ = driver.invalidate(forBoundsChange: scrolled.bounds)
    driver.prepare(for: scrolled, dataSource: CountedCarouselSource(counts: [20]))
    let rotated = Rect(x: 430, y: 0, width: 300, height: 400)
    #expect(driver.invalidate(forBoundsChange: rotated) == .everything)
    driver.prepare(
      for: Viewport(size: rotated.size, contentOffset: rotated.origin),
      dataSource: CountedCarouselSource(counts: [20]))
    let target = driver.targetContentOffset(forProposed: rotated.origin)
    // A rest offset: the layout's own rule, at no speed, keeps it.
    #expect(
      driver.layout.targetContentOffset(forProposed: target, velocity: Point(x: 0, y: 0))
        == target)
    // The rest puts a cover's center at the middle of the bounds.
    let middle = target.x + rotated.width / 2
    var centers: [Double] = []
    driver.layout.forEachElement(
      in: Rect(x: target.x, y: 0, width: rotated.width, height: rotated.height)
    ) { centers.append($0.frame.center.x) }
    #expect(centers.contains { abs($0 - middle) < 0.001 })
  }

  @Test("right-to-left, a carousel opens at item 0, at the right end of the content, once")
  func rightToLeftStartsAtItemZero() throws {
    var configuration = CarouselLayout.Configuration()
    configuration.style = .coverFlow(CarouselCoverFlow())
    let driver = LayoutDriver<CountedCarouselSource<[Int]>>(
      layout: CarouselLayout(configuration: configuration))
    let viewport = Viewport(size: Size(width: 400, height: 300), layoutDirection: .rightToLeft)
    driver.prepare(for: viewport, dataSource: CountedCarouselSource(counts: [20]))
    let start = try #require(driver.takeStartContentOffset())
    #expect(start == Point(x: driver.layout.contentSize.width - 400, y: 0))
    // At the start, item 0 is the one in the middle of the bounds.
    var opened = viewport
    opened.contentOffset = start
    _ = driver.invalidate(forBoundsChange: opened.bounds)
    driver.prepare(for: opened, dataSource: CountedCarouselSource(counts: [20]))
    #expect(
      driver.layout.indexPathForItem(at: Point(x: start.x + 200, y: 150))
        == IndexPath(item: 0, section: 0))
    #expect(driver.takeStartContentOffset() == nil)
    // Left to right, the content starts where the collection view opens.
    let (leftToRight, _) = coverFlow()
    #expect(leftToRight.takeStartContentOffset() == nil)
  }
}
