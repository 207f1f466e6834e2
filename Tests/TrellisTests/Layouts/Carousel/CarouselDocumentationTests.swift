import Testing
import Trellis

/// The examples of the carousel article and of `CarouselLayout`'s documentation, run as
/// written.
@Suite("Carousel: documentation examples")
struct CarouselDocumentationTests {
  static func cards() throws -> CarouselLayout {
    var configuration = CarouselLayout.Configuration()
    configuration.itemSize = Size(width: 240, height: 280)
    configuration.itemSpacing = 16
    configuration.style = .cards(
      CarouselCards(minimumScale: 0.8, minimumAlpha: 0.5, fanOffset: 20))
    configuration.snapping = .items(maximumPerFlick: 3)
    let layout = CarouselLayout(configuration: configuration)
    try layout.prepare(
      for: Viewport(size: Size(width: 390, height: 340), contentOffset: Point(x: 128, y: 0)),
      dataSource: CarouselContent(itemCounts: [8]))
    return layout
  }

  @Test("halfway between cards 0 and 1 both are drawn at 90% and 75% opacity")
  func halfway() throws {
    let layout = try Self.cards()
    for item in [0, 1] {
      let card = try #require(layout.attributes(for: .cell(IndexPath(item: item, section: 0))))
      #expect(card.transform3D == .scale(x: 0.9, y: 0.9))
      #expect(card.alpha == 0.75)
      // The fan: half of 20 points lower than the center line at 170.
      #expect(card.center.y == 180)
    }
  }

  @Test("a flick at 1,200 points per second from 300 rests on card 3, at 768")
  func flick() throws {
    let layout = try Self.cards()
    try layout.updateViewport(
      Viewport(size: Size(width: 390, height: 340), contentOffset: Point(x: 300, y: 0)))
    let resting = layout.targetContentOffset(
      forProposed: Point(x: 898.8, y: 0), velocity: Point(x: 1200, y: 0))
    #expect(resting == Point(x: 768, y: 0))
  }

  @Test("the layout's own example: a cover flow that snaps to the next item")
  func typeExample() throws {
    var configuration = CarouselLayout.Configuration()
    configuration.style = .coverFlow(CarouselCoverFlow())
    let layout = CarouselLayout(configuration: configuration)
    try layout.prepare(
      for: Viewport(size: Size(width: 600, height: 320)),
      dataSource: CarouselContent(itemCounts: [20]))
    let visible = layout.elements(in: layout.viewport.bounds)
    // 200-point items 16 apart: item 0 at the center (x 300), items 1 and 2 turned at
    // 516 and 588; item 3, at 660, is drawn from about 614 on, past the view.
    #expect(visible.map(\.indexPath.item) == [0, 1, 2])
    let resting = layout.targetContentOffset(
      forProposed: Point(x: 700, y: 0), velocity: Point(x: 900, y: 0))
    // A flick of one item at most: from item 0 to item 1, 216 points on.
    #expect(resting == Point(x: 216, y: 0))
  }

  @Test("the article's custom style turns and fades items by their distance")
  func customStyle() throws {
    let tilted = CarouselStyle.custom(
      CarouselCustomStyle { distance in
        CarouselAppearance(
          position: distance, alpha: 1 - min(abs(distance) / 3, 0.7),
          angle: max(min(distance, 1), -1) * 0.4,
          zIndex: CarouselAppearance.zIndex(forDistance: distance))
      })
    let layout = try CarouselFixture.layout(tilted)
    let next = try #require(CarouselFixture.item(1, of: layout))
    #expect(abs(next.alpha - 2.0 / 3) < 1e-12 && next.zIndex == -100)
    #expect(next.transform3D.m14 != 0)
  }
}
