import Testing
import Trellis

/// Bad values are typed errors that name them, and the layout keeps what it had.
@Suite("Carousel: validation")
struct CarouselValidationTests {
  @Test("a zero, negative or NaN item size")
  func itemSize() throws {
    try expectRefused(.error(.invalidValue(.carouselItemSize, 0))) {
      $0.itemSize.width = 0
    }
    try expectRefused(.error(.invalidValue(.carouselItemSize, -5))) {
      $0.itemSize.height = -5
    }
    try expectRefused(.nan(.carouselItemSize)) { $0.itemSize.width = .nan }
    try expectRefused(.error(.invalidValue(.itemSpacing, -1))) { $0.itemSpacing = -1 }
  }

  @Test("a minimum scale or alpha outside 0...1")
  func cards() throws {
    try expectRefused(.error(.valueOutOfRange(.minimumScale, 1.5, range: 0...1))) {
      $0.style = .cards(CarouselCards(minimumScale: 1.5))
    }
    try expectRefused(.error(.valueOutOfRange(.minimumAlpha, -0.1, range: 0...1))) {
      $0.style = .cards(CarouselCards(minimumAlpha: -0.1))
    }
    try expectRefused(.error(.invalidValue(.fanOffset, .infinity))) {
      $0.style = .cards(CarouselCards(fanOffset: .infinity))
    }
  }

  @Test("a NaN or too large angle, a turned spacing outside its range, too near an eye")
  func coverFlow() throws {
    try expectRefused(.nan(.maximumAngle)) {
      $0.style = .coverFlow(CarouselCoverFlow(maximumAngle: .nan))
    }
    try expectRefused(.error(.valueOutOfRange(.maximumAngle, 2, range: 0...(.pi / 2)))) {
      $0.style = .coverFlow(CarouselCoverFlow(maximumAngle: 2))
    }
    try expectRefused(.error(.valueOutOfRange(.turnedSpacing, 0, range: 0...1))) {
      $0.style = .coverFlow(CarouselCoverFlow(turnedSpacing: 0))
    }
    try expectRefused(.input(.perspectiveDistance)) { $0.perspectiveDistance = 100 }
    try expectRefused(.error(.invalidValue(.perspectiveDistance, -1))) {
      $0.perspectiveDistance = -1
    }
  }

  @Test("a deck whose deepest card would have no size, a custom style without a scale")
  func deckAndCustom() throws {
    try expectRefused(.error(.valueOutOfRange(.depthScale, 0.5, range: 0...(1.0 / 3)))) {
      $0.style = .deck(CarouselDeck(visibleDepth: 3, depthScale: 0.5))
    }
    try expectRefused(.error(.invalidCount(.visibleDepth, -1))) {
      $0.style = .deck(CarouselDeck(visibleDepth: -1))
    }
    try expectRefused(.error(.invalidValue(.maximumScale, 0))) {
      $0.style = .custom(CarouselCustomStyle(maximumScale: 0) { CarouselAppearance(position: $0) })
    }
  }

  @Test("snapping with no items per flick, a flick velocity that is not positive")
  func snapping() throws {
    try expectRefused(.error(.invalidCount(.maximumItemsPerFlick, 0))) {
      $0.snapping = .items(maximumPerFlick: 0)
    }
    try expectRefused(.error(.invalidValue(.flickVelocity, 0))) { $0.flickVelocity = 0 }
  }

  @Test("errors say what is wrong")
  func descriptions() {
    #expect(
      LayoutError.invalidValue(.carouselItemSize, 0).description
        == "the carousel's item size has the value 0.0; it must be finite and greater than zero")
    #expect(
      LayoutError.valueOutOfRange(.minimumScale, 1.5, range: 0...1).description
        == "the minimum scale is 1.5; it must be from 0.0 to 1.0")
    #expect(
      LayoutError.invalidCount(.maximumItemsPerFlick, 0).description
        == "the maximum number of items per flick is 0; it must be at least 1")
  }

  @Test("a negative count or a bad viewport")
  func counts() throws {
    let layout = try CarouselFixture.layout(.cards(CarouselCards()))
    let before = layout.allElements()
    #expect(throws: LayoutError.invalidCount(.numberOfItems(section: 1), -2)) {
      try layout.prepare(
        for: Viewport(size: CarouselFixture.viewportSize),
        dataSource: CarouselContent(itemCounts: [1, -2]))
    }
    #expect(throws: LayoutError.self) {
      try layout.updateViewport(
        Viewport(size: CarouselFixture.viewportSize, contentOffset: Point(x: .nan, y: 0)))
    }
    #expect(layout.allElements() == before)
  }
}
