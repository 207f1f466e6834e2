import Testing
import Trellis

/// Attributes of each style at several offsets, computed by hand from the fixture's
/// measures (see ``CarouselFixture``): pitch 120, item *i* centered by offset 120 *i*.
@Suite("Carousel: the styles' attributes by hand")
struct CarouselStyleTests {
  static let cards = CarouselStyle.cards(
    CarouselCards(minimumScale: 0.5, minimumAlpha: 0.4, fanOffset: 30))

  @Test("the content leaves room for the first and last item to come to the center")
  func contentSize() throws {
    let layout = try CarouselFixture.layout(Self.cards)
    // 200 + 10 × 120 − 20 + 200.
    #expect(layout.contentSize == Size(width: 1580, height: 300))
    #expect(layout.contentOffset(centering: IndexPath(item: 9, section: 0)) == Point(x: 1080, y: 0))
    let empty = try CarouselFixture.layout(Self.cards, itemCounts: [])
    #expect(empty.contentSize == Size(width: 0, height: 300))
    #expect(empty.allElements().isEmpty)
  }

  @Test("cards at rest: the center item at full size, its neighbors scaled, faded, fanned")
  func cardsAtRest() throws {
    let layout = try CarouselFixture.layout(Self.cards)
    let center = try #require(CarouselFixture.item(0, of: layout))
    #expect(center.frame == Rect(x: 200, y: 50, width: 100, height: 200))
    #expect(center.transform3D == .identity)
    #expect(center.alpha == 1 && center.zIndex == 0)
    let next = try #require(CarouselFixture.item(1, of: layout))
    // Center x 250 + 120, y 150 + 30 fanned.
    #expect(next.frame == Rect(x: 320, y: 80, width: 100, height: 200))
    #expect(next.transform3D == .scale(x: 0.5, y: 0.5))
    #expect(abs(next.alpha - 0.4) < 1e-12 && next.zIndex == -100)
    let far = try #require(CarouselFixture.item(2, of: layout))
    #expect(far.frame == Rect(x: 440, y: 80, width: 100, height: 200))
    #expect(far.transform3D == .scale(x: 0.5, y: 0.5) && far.zIndex == -200)
  }

  @Test("cards mid-scroll: halfway between two items, both are halfway shrunk")
  func cardsMidScroll() throws {
    let layout = try CarouselFixture.layout(Self.cards, offset: 60)
    for item in [0, 1] {
      let attributes = try #require(CarouselFixture.item(item, of: layout))
      // Distance ±0.5: scale 1 − 0.5 × 0.5, alpha 1 − 0.6 × 0.5, fan 15.
      #expect(attributes.frame == Rect(x: 200 + 120 * Double(item), y: 65, width: 100, height: 200))
      #expect(attributes.transform3D == .scale(x: 0.75, y: 0.75))
      #expect(abs(attributes.alpha - 0.7) < 1e-12 && attributes.zIndex == -50)
    }
    // Drawn shapes span 212.5...287.5 and 332.5...407.5: the gap between them is empty.
    #expect(layout.indexPathForItem(at: Point(x: 280, y: 165)) == IndexPath(item: 0, section: 0))
    #expect(layout.indexPathForItem(at: Point(x: 300, y: 165)) == nil)
    #expect(layout.indexPathForItem(at: Point(x: 335, y: 165)) == IndexPath(item: 1, section: 0))
    #expect(layout.elements(in: Rect(x: 290, y: 0, width: 40, height: 300)).isEmpty)
  }

  @Test("cover flow turns side items with perspective and crowds them together")
  func coverFlow() throws {
    let style = CarouselStyle.coverFlow(
      CarouselCoverFlow(maximumAngle: .pi / 3, turnedSpacing: 0.25))
    let layout = try CarouselFixture.layout(style)
    let center = try #require(CarouselFixture.item(0, of: layout))
    #expect(center.transform3D == .identity && center.zIndex == 0)
    // Centers at 250, then 250 + 120, + 120 × 1.25, + 120 × 1.5.
    let centers = try (1...3).map { try #require(CarouselFixture.item($0, of: layout)).center.x }
    #expect(centers == [370, 400, 430])
    let next = try #require(CarouselFixture.item(1, of: layout))
    #expect(next.zIndex == -100)
    // Turned by −60°: cos ½, sin −√3/2, m34 = −1/500.
    let root3 = 3.0.squareRoot()
    let expected = Transform3D(
      m11: 0.5, m12: 0, m13: root3 / 2, m14: -root3 / 1000,
      m21: 0, m22: 1, m23: 0, m24: 0,
      m31: -root3 / 2, m32: 0, m33: 0.5, m34: -0.001,
      m41: 0, m42: 0, m43: 0, m44: 1)
    #expect(next.transform3D.isClose(to: expected, tolerance: 1e-12))
    // The outer (right) edge is nearer the eye, so taller: w = 1 ∓ 50√3/1000.
    let corners = try #require(next.transform3D.projectedCorners(of: next.frame))
    let near = 1 - 50 * root3 / 1000
    let far = 1 + 50 * root3 / 1000
    #expect(abs(corners.topRight.x - (370 + 25 / near)) < 1e-9)
    #expect(abs(corners.topRight.y - (150 - 100 / near)) < 1e-9)
    #expect(abs(corners.topLeft.x - (370 - 25 / far)) < 1e-9)
    #expect(abs(corners.bottomLeft.y - (150 + 100 / far)) < 1e-9)
    // The item before the center mirrors it.
    try layout.scroll(toX: 120)
    let before = try #require(CarouselFixture.item(0, of: layout))
    #expect(before.center.x == 250)
    let mirrored = try #require(before.transform3D.projectedCorners(of: before.frame))
    #expect(abs(mirrored.topLeft.y - (150 - 100 / near)) < 1e-9)
  }

  @Test("cover flow halfway: half the angle, the nearer item on top")
  func coverFlowHalfway() throws {
    let style = CarouselStyle.coverFlow(
      CarouselCoverFlow(maximumAngle: .pi / 3, turnedSpacing: 0.25))
    let layout = try CarouselFixture.layout(style, offset: 30)
    // Scroll position ¼: item 0 at distance −¼, item 1 at ¾.
    let first = try #require(CarouselFixture.item(0, of: layout))
    let second = try #require(CarouselFixture.item(1, of: layout))
    #expect(first.center.x == 250 && second.center.x == 370)
    let decomposedFirst = try #require(first.transform3D.decomposed())
    #expect(first.zIndex == -25 && second.zIndex == -75)
    // Angle +π/12 about the vertical axis: the quaternion's y is sin(π/24).
    #expect(abs(abs(decomposedFirst.rotation.y) - 0.130_526_192_220_051_6) < 1e-9)
    // Item 0's right edge is drawn at about 297, item 1's left edge at about 337.
    #expect(layout.indexPathForItem(at: Point(x: 295, y: 150)) == IndexPath(item: 0, section: 0))
    #expect(layout.indexPathForItem(at: Point(x: 305, y: 150)) == nil)
    #expect(layout.indexPathForItem(at: Point(x: 340, y: 150)) == IndexPath(item: 1, section: 0))
  }

  @Test("the deck piles the following items under the center one and fades in the next")
  func deck() throws {
    let style = CarouselStyle.deck(CarouselDeck(visibleDepth: 2, depthOffset: 10, depthScale: 0.1))
    let layout = try CarouselFixture.layout(style)
    let looks = try (0...4).map { item in
      let attributes = try #require(CarouselFixture.item(item, of: layout))
      return (attributes.center, attributes.transform3D, attributes.alpha, attributes.zIndex)
    }
    #expect(looks[0] == (Point(x: 250, y: 150), Transform3D.identity, 1, 0))
    #expect(looks[1] == (Point(x: 250, y: 160), Transform3D.scale(x: 0.9, y: 0.9), 1, -100))
    #expect(looks[2] == (Point(x: 250, y: 170), Transform3D.scale(x: 0.8, y: 0.8), 1, -200))
    #expect(looks[3] == (Point(x: 370, y: 170), Transform3D.scale(x: 0.8, y: 0.8), 0, -300))
    #expect(looks[4] == (Point(x: 490, y: 170), Transform3D.scale(x: 0.8, y: 0.8), 0, -400))
    #expect(layout.indexPathForItem(at: Point(x: 250, y: 150)) == IndexPath(item: 0, section: 0))

    // Halfway to item 1 the viewport's center is at 310: item 0 has moved on with the
    // content, item 1 rises to the top of the pile, item 3 is half faded in.
    try layout.scroll(toX: 60)
    let leaving = try #require(CarouselFixture.item(0, of: layout))
    #expect(leaving.center == Point(x: 250, y: 150) && leaving.zIndex == 50)
    let rising = try #require(CarouselFixture.item(1, of: layout))
    #expect(rising.center == Point(x: 310, y: 155) && rising.zIndex == -50)
    #expect(rising.transform3D == .scale(x: 0.95, y: 0.95))
    let fading = try #require(CarouselFixture.item(3, of: layout))
    #expect(fading.center == Point(x: 370, y: 170) && fading.alpha == 0.5)
    #expect(layout.indexPathForItem(at: Point(x: 210, y: 150)) == IndexPath(item: 0, section: 0))
  }

  @Test("the top card of a deck follows the offset the host gives, and hit testing with it")
  func deckDrag() throws {
    let style = CarouselStyle.deck(CarouselDeck(visibleDepth: 2, depthOffset: 10, depthScale: 0.1))
    let layout = try CarouselFixture.layout(style)
    try layout.setCenterItemOffset(Point(x: -300, y: 20))
    let top = try #require(CarouselFixture.item(0, of: layout))
    #expect(top.center == Point(x: -50, y: 170))
    #expect(layout.indexPathForItem(at: Point(x: 250, y: 150)) == IndexPath(item: 1, section: 0))
    #expect(layout.indexPathForItem(at: Point(x: -50, y: 170)) == IndexPath(item: 0, section: 0))
    let found = layout.elements(in: Rect(x: -60, y: 160, width: 1, height: 1)).map(\.indexPath)
    #expect(found == [IndexPath(item: 0, section: 0)])
    #expect(throws: LayoutError.invalidValue(.centerItemOffset, .infinity)) {
      try layout.setCenterItemOffset(Point(x: .infinity, y: 0))
    }
    #expect(layout.centerItemOffset == Point(x: -300, y: 20))
  }

  @Test("a custom style is any function of the distance")
  func custom() throws {
    let style = CarouselStyle.custom(
      CarouselCustomStyle(maximumScale: 2) { distance in
        CarouselAppearance(
          position: distance * 0.5, crossOffset: distance * 4, scale: 3, alpha: 2, zIndex: 7)
      })
    let layout = try CarouselFixture.layout(style)
    let item = try #require(CarouselFixture.item(2, of: layout))
    // Position 1 pitch from the center, 8 points lower, scale and alpha clamped.
    #expect(item.center == Point(x: 370, y: 158))
    #expect(item.transform3D == .scale(x: 2, y: 2))
    #expect(item.alpha == 1 && item.zIndex == 7)
  }

  @Test("a custom style's value that is not finite hides that one item, at its place")
  func customNotFinite() throws {
    let style = CarouselStyle.custom(
      CarouselCustomStyle { distance in
        CarouselAppearance(
          position: distance == 1 ? .nan : distance, angle: distance == 2 ? .infinity : 0)
      })
    let layout = try CarouselFixture.layout(style)
    for item in [1, 2] {
      let hidden = try #require(CarouselFixture.item(item, of: layout))
      #expect(hidden.center.x == 250 + 120 * Double(item) && hidden.alpha == 0)
    }
    let all = layout.allElements()
    #expect(layout.elements(in: Rect(x: 0, y: 0, width: 2000, height: 300)) == all)
    #expect(layout.indexPathForItem(at: Point(x: 370, y: 150)) == nil)
  }

  @Test("right to left, the row is mirrored: item 0 at the right end, turned the other way")
  func rightToLeft() throws {
    let layout = CarouselLayout(
      configuration: CarouselFixture.configuration(
        .coverFlow(CarouselCoverFlow(maximumAngle: .pi / 3, turnedSpacing: 0.25))))
    // The content is 1580 wide; the offset 1580 − 500 = 1080 shows its right end.
    try layout.prepare(
      for: Viewport(
        size: CarouselFixture.viewportSize, contentOffset: Point(x: 1080, y: 0),
        layoutDirection: .rightToLeft),
      dataSource: CarouselContent(itemCounts: [10]))
    #expect(layout.contentOffset(centering: IndexPath(item: 0, section: 0)) == Point(x: 1080, y: 0))
    #expect(layout.contentOffset(centering: IndexPath(item: 2, section: 0)) == Point(x: 840, y: 0))
    let first = try #require(CarouselFixture.item(0, of: layout))
    #expect(first.center == Point(x: 1330, y: 150) && first.transform3D == .identity)
    let next = try #require(CarouselFixture.item(1, of: layout))
    #expect(next.center.x == 1210)
    // Turned by +60° this time: its outer edge, the left one, is nearer and taller.
    let corners = try #require(next.transform3D.projectedCorners(of: next.frame))
    #expect(corners.topLeft.y < corners.topRight.y)
    #expect(layout.indexPathForItem(at: Point(x: 1330, y: 150)) == IndexPath(item: 0, section: 0))
    // A flick to the left (a negative velocity) moves forward, to item 1.
    let resting = layout.targetContentOffset(
      forProposed: Point(x: 1000, y: 0), velocity: Point(x: -800, y: 0))
    #expect(resting == Point(x: 960, y: 0))
  }

  @Test("a vertical carousel runs down, turning items about the horizontal axis")
  func vertical() throws {
    var configuration = CarouselFixture.configuration(
      .coverFlow(CarouselCoverFlow(maximumAngle: .pi / 2, turnedSpacing: 0.5)))
    configuration.scrollDirection = .vertical
    configuration.itemSize = Size(width: 200, height: 100)
    let layout = CarouselLayout(configuration: configuration)
    try layout.prepare(
      for: Viewport(size: Size(width: 300, height: 500)),
      dataSource: CarouselContent(itemCounts: [4, 3]))
    #expect(layout.contentSize == Size(width: 300, height: 400 + 7 * 120 - 20))
    // Item 4 overall is item 0 of section 1: distance 4, position 1 + 3 × 0.5.
    let item = try #require(layout.attributes(for: .cell(IndexPath(item: 0, section: 1))))
    #expect(item.center == Point(x: 150, y: 250 + 2.5 * 120))
    let corners = try #require(item.transform3D.projectedCorners(of: item.frame))
    // Turned a quarter turn, the item is edge-on: its top and bottom corners meet.
    #expect(abs(corners.topLeft.y - corners.bottomLeft.y) < 1e-9)
  }
}
