import Testing
import Trellis
import TrellisTesting

/// Inputs that used to trap a carousel: each is now a typed error naming the value, or
/// a finite answer computed by hand.
@Suite("Carousel: hostile input")
struct CarouselHostileInputTests {
  @Test("an item length whose reach leaves no room for a perspective distance is an error")
  func enormousItemLength() throws {
    // 10^12 × a largest scale of 1 leaves no perspective distance below the limit: this
    // built an empty range (10^12 + ulp ... 10^12) and trapped.
    try expectRefused(
      .error(
        .valueOutOfRange(
          .carouselItemSize, 1e12, range: 0.01...LayoutLimits.maximumLength.nextDown))
    ) {
      $0.itemSize.width = 1e12
    }
    try expectRefused(.error(.valueOutOfRange(.carouselItemSize, 1e13, range: 0.01...1e12))) {
      $0.itemSize.width = 1e13
    }
    // A custom style's largest scale counts: 10^10 × 1000 is past the limit.
    try expectRefused(
      .error(.valueOutOfRange(.carouselItemSize, 1e10, range: 0.01...(1e12 / 1000).nextDown))
    ) {
      $0.itemSize.width = 1e10
      $0.style = .custom(
        CarouselCustomStyle(maximumScale: 1000) { CarouselAppearance(position: $0) })
    }
    // Within the limits, the perspective distance is what is out of range.
    try expectRefused(
      .error(.valueOutOfRange(.perspectiveDistance, 500, range: (5e11).nextUp...1e12))
    ) {
      $0.itemSize.width = 5e11
    }
  }

  @Test("a largest scale above the limit, and an item side below a hundredth, are errors")
  func scaleAndTinyItems() throws {
    try expectRefused(.error(.valueOutOfRange(.maximumScale, 1e300, range: 0...1000))) {
      $0.style = .custom(
        CarouselCustomStyle(maximumScale: 1e300) { CarouselAppearance(position: $0) })
    }
    // A pitch of 10^-300 made every scroll position infinite.
    try expectRefused(.error(.valueOutOfRange(.carouselItemSize, 1e-300, range: 0.01...1e12))) {
      $0.itemSize.width = 1e-300
    }
    try expectRefused(.error(.valueOutOfRange(.carouselItemSize, 0.005, range: 0.01...1e12))) {
      $0.itemSize.height = 0.005
    }
  }

  @Test("items at index paths near Int.max do not exist, through every query")
  func extremeIndexPaths() throws {
    let layout = try CarouselFixture.layout(.cards(CarouselCards()), itemCounts: [3, 2])
    for item in [Int.max, Int.max - 2, Int.max - 3, Int.min, -1, 2] {
      let indexPath = IndexPath(item: item, section: 1)
      #expect(layout.attributes(for: .cell(indexPath)) == nil)
      #expect(layout.contentOffset(centering: indexPath) == nil)
      #expect(layout.initialAttributes(forAppearing: .cell(indexPath)) == nil)
    }
    // The last item still is one: item 1 of section 1 is item 4, centered at 4 × 120.
    #expect(layout.contentOffset(centering: IndexPath(item: 1, section: 1)) == Point(x: 480, y: 0))
    #expect(
      layout.targetIndexPath(
        forMoving: IndexPath(item: 0, section: 0), proposed: IndexPath(item: .max, section: 1))
        == IndexPath(item: 1, section: 1))
  }

  @Test("a collection view scrolls to no item and transitions without an anchor near Int.max")
  func collectionView() throws {
    var host = RecordingHost()
    let collection = try CollectionView<CarouselContent, RecordingHost>(
      layout: CarouselLayout(configuration: CarouselFixture.configuration(.cards(CarouselCards()))),
      dataSource: CarouselContent(itemCounts: [3, 2]),
      viewport: Viewport(size: CarouselFixture.viewportSize))
    collection.updateVisibleElements(host: &host)
    let huge = IndexPath(item: .max - 1, section: 1)
    #expect(collection.contentOffset(forItemAt: huge, position: .center) == nil)
    #expect(try collection.scrollToItem(at: huge, position: .center, host: &host) == nil)
    let transition = try collection.transition(
      to: CarouselLayout(configuration: CarouselFixture.configuration(.deck(CarouselDeck()))),
      anchor: huge, host: &host)
    #expect(transition.anchor == nil)
    #expect(collection.layout.viewport.contentOffset == .zero)
  }

  @Test(
    "snapping takes a proposal that is not finite as the current offset, a velocity as zero",
    arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteSnapping(value: Double) throws {
    // Item 2 is centered at 240; the viewport is 500 wide, so pages are 500 apart. A
    // slow release at 370 rests on item 3 (360), or on the page at 500.
    for (snapping, atRest, slowRest) in [
      (CarouselSnapping.items(maximumPerFlick: 3), 240.0, 360.0), (.pages, 0, 500),
    ] {
      let layout = try CarouselSnappingTests.layout(at: 240, snapping: snapping)
      let resting = layout.targetContentOffset(
        forProposed: Point(x: value, y: value), velocity: .zero)
      #expect(resting == Point(x: atRest, y: 0))
      let slow = layout.targetContentOffset(
        forProposed: Point(x: 370, y: 0), velocity: Point(x: value, y: value))
      #expect(slow == Point(x: slowRest, y: 0))
    }
  }

  @Test(
    "stacking orders are defined for every distance",
    arguments: [
      (Double.nan, -1_000_000_000), (.infinity, -1_000_000_000),
      (-1e300, -1_000_000_000), (1e7, -1_000_000_000),
      (9_999_999.99, -999_999_999), (-2.505, -250),
    ])
  func stacking(distance: Double, zIndex: Int) {
    #expect(CarouselAppearance.zIndex(forDistance: distance) == zIndex)
  }

  @Test("a deck answers distances that are not finite without trapping")
  func deckDistances() {
    let deck = CarouselDeck()
    #expect(deck.appearance(atDistance: .infinity).zIndex == -1_000_000_000)
    #expect(deck.appearance(atDistance: -.infinity).zIndex == 1_000_000_000)
    #expect(deck.appearance(atDistance: .nan).zIndex == -1_000_000_000)
    #expect(deck.appearance(atDistance: -2.5).zIndex == 250)
  }

  @Test("a custom style's huge angles turn by their remainder, and huge positions are clamped")
  func customStyleExtremes() throws {
    // cos(10^22) = 0.5232147853951389 and sin(10^22) = −0.8522008497671888 (to the last
    // digit shown); the transform's m31 and m33 are the sine and the cosine.
    let turned = try CarouselFixture.layout(
      .custom(CarouselCustomStyle { CarouselAppearance(position: $0, angle: 1e22) }))
    let transform = try #require(CarouselFixture.item(0, of: turned)).transform3D
    #expect(abs(transform.m31 - -0.852_200_849_767_188_8) <= 1e-15)
    #expect(abs(transform.m33 - 0.523_214_785_395_139) <= 1e-15)
    let far = try CarouselFixture.layout(
      .custom(CarouselCustomStyle { CarouselAppearance(position: $0 * 1e308, crossOffset: -1e308) })
    )
    for item in 0..<3 {
      let frame = try #require(CarouselFixture.item(item, of: far)).frame
      #expect(frame.minX.isFinite && frame.minY.isFinite)
    }
    // Item 1 is one pitch after the center: its position 10^308 is clamped to 10^12
    // pitches, so its center is at 250 + 10^12 × 120; its cross offset to −10^12.
    let item1 = try #require(CarouselFixture.item(1, of: far))
    #expect(item1.center == Point(x: 250 + 1.2e14, y: 150 - 1e12))
  }
}
