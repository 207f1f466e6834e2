import Testing
import Trellis

/// The carousel most hand-computed tests use: a 500 × 300 viewport, 100 × 200 items 20
/// points apart (a pitch of 120), so the end padding is (500 − 100) / 2 = 200, item
/// *i*'s center is at x = 250 + 120 *i*, the content offset 120 *i* centers it, and
/// items are centered across at y = 150.
enum CarouselFixture {
  static let viewportSize = Size(width: 500, height: 300)

  static func configuration(_ style: CarouselStyle) -> CarouselLayout.Configuration {
    CarouselLayout.Configuration(
      itemSize: Size(width: 100, height: 200), itemSpacing: 20, style: style,
      perspectiveDistance: 500, snapping: .items(maximumPerFlick: 3), flickVelocity: 300)
  }

  static func layout(
    _ style: CarouselStyle, itemCounts: [Int] = [10], offset: Double = 0
  ) throws -> CarouselLayout {
    let layout = CarouselLayout(configuration: configuration(style))
    try layout.prepare(
      for: Viewport(size: viewportSize, contentOffset: Point(x: offset, y: 0)),
      dataSource: CarouselContent(itemCounts: itemCounts))
    return layout
  }

  /// The attributes of item `item` of section 0.
  static func item(_ item: Int, of layout: CarouselLayout) -> LayoutAttributes? {
    layout.attributes(for: .cell(IndexPath(item: item, section: 0)))
  }
}

extension CarouselLayout {
  /// Scrolls to `x` without a collection view.
  func scroll(toX x: Double) throws {
    var viewport = self.viewport
    viewport.contentOffset = Point(x: x, y: viewport.contentOffset.y)
    try updateViewport(viewport)
  }
}

/// The error a bad carousel value should give.
enum CarouselRefusal {
  /// Exactly this error.
  case error(LayoutError)
  /// An invalid value, NaN, for this input.
  case nan(LayoutInput)
  /// Any error naming this input.
  case input(LayoutInput)

  /// Whether `error` is the one expected.
  func matches(_ error: LayoutError) -> Bool {
    switch self {
    case .error(let expected): error == expected
    case .nan(let input):
      if case .invalidValue(input, let value) = error { value.isNaN } else { false }
    case .input(let input): error.input == input
    }
  }
}

/// Prepares the fixture's carousel of cards, then again with `change` applied to its
/// configuration, and checks that this throws `expected` and keeps the elements.
func expectRefused(
  _ expected: CarouselRefusal, sourceLocation: SourceLocation = #_sourceLocation,
  _ change: (inout CarouselLayout.Configuration) -> Void
) throws {
  let layout = try CarouselFixture.layout(.cards(CarouselCards()))
  let before = layout.allElements()
  change(&layout.configuration)
  do {
    try layout.prepare(
      for: Viewport(size: CarouselFixture.viewportSize),
      dataSource: CarouselContent(itemCounts: [3]))
    Issue.record("no error", sourceLocation: sourceLocation)
  } catch {
    #expect(expected.matches(error), "\(error)", sourceLocation: sourceLocation)
  }
  #expect(layout.allElements() == before, sourceLocation: sourceLocation)
}
