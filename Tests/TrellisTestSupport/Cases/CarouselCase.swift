import Trellis

/// A random carousel: its style, measures and viewport drawn from `seed`, with sections
/// of `itemCounts` items.
package struct CarouselCase: LayoutCase {
  package var configuration: CarouselLayout.Configuration
  package var viewport: Viewport
  package var itemCounts: [Int]

  package init(itemCounts: [Int], seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let style: CarouselStyle =
      switch Int.random(in: 0..<4, using: &random) {
      case 0:
        .cards(
          CarouselCards(
            minimumScale: random.pick([0, 0.5, 0.8, 1]), minimumAlpha: random.pick([0, 0.2, 1]),
            fanOffset: random.pick([0, 25, -40])))
      case 1:
        .coverFlow(
          CarouselCoverFlow(
            maximumAngle: random.pick([0, 0.4, 1.0, .pi / 2]),
            turnedSpacing: random.pick([0.1, 0.3, 1])))
      case 2:
        .deck(
          CarouselDeck(
            visibleDepth: random.pick([0, 1, 3]), depthOffset: random.pick([0, 8, -6]),
            depthScale: random.pick([0, 0.1, 0.2])))
      default:
        .custom(
          CarouselCustomStyle(maximumScale: 1.5) { distance in
            CarouselAppearance(
              position: distance * 0.7, scale: 1.5 - min(abs(distance), 1),
              angle: max(min(distance, 1), -1) * 0.5,
              zIndex: CarouselAppearance.zIndex(forDistance: distance))
          })
      }
    configuration = CarouselLayout.Configuration(
      scrollDirection: random.chance(0.7) ? .horizontal : .vertical,
      itemSize: Size(width: random.points(20...300), height: random.points(20...300)),
      itemSpacing: random.pick([0, 8, 20.5]), style: style,
      perspectiveDistance: random.pick([700, 1500]),
      snapping: random.chance(0.25)
        ? .pages : .items(maximumPerFlick: Int.random(in: 1...4, using: &random)))
    self.itemCounts = itemCounts
    viewport = Viewport(
      size: Size(width: random.points(50...900), height: random.points(50...900)),
      contentOffset: Point(x: random.points(-300...4000), y: random.points(-300...4000)),
      layoutDirection: random.chance(0.3) ? .rightToLeft : .leftToRight)
  }

  /// A carousel of up to four sections of up to 30 items, everything drawn from `seed`.
  package init(seed: UInt64) {
    var random = SplitMix64(seed: seed ^ 0xCA405E1)
    let itemCounts = (0..<Int.random(in: 0...4, using: &random)).map { _ in
      Int.random(in: 0...30, using: &random)
    }
    self.init(itemCounts: itemCounts, seed: seed)
  }

  /// The number of items in every section.
  package var itemCount: Int { itemCounts.reduce(0, +) }

  package var content: CarouselContent { CarouselContent(itemCounts: itemCounts) }

  package func makeLayout() -> CarouselLayout { CarouselLayout(configuration: configuration) }

  package var description: String {
    "carousel of \(itemCounts) items, \(configuration), \(viewport)"
  }
}
