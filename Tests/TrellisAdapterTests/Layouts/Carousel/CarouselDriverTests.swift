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
}
