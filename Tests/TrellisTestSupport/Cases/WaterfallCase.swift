import Trellis

/// A random waterfall layout: its configuration, sections of `itemCounts` items and a
/// viewport, everything but the counts drawn from `seed`.
package struct WaterfallCase: SectionListCase {
  package var configuration = WaterfallLayout.Configuration()
  package var content: WaterfallContent
  package var viewport: Viewport

  package init(itemCounts: [Int], seed: UInt64, behaviors: Bool = false) {
    var random = SplitMix64(seed: seed)
    configuration.scrollDirection = random.chance(0.3) ? .horizontal : .vertical
    configuration.columnCount = Int.random(in: 1...5, using: &random)
    configuration.minimumColumnSpacing = random.points(0...20)
    configuration.minimumInteritemSpacing = random.points(0...20)
    if random.chance(0.5) { configuration.sectionInset = random.insets(0...15) }
    configuration.itemHeight = random.points(0...80)
    configuration.headerHeight = random.pick([0, 30])
    configuration.footerHeight = random.pick([0, 20])
    if random.chance(0.5) { configuration.headerInset = random.insets(0...15) }
    if random.chance(0.5) { configuration.footerInset = random.insets(0...15) }
    configuration.itemRenderDirection = random.pick([.shortestFirst, .leftToRight, .rightToLeft])
    if behaviors { configuration.behaviors = random.behaviors() }
    content = WaterfallContent(
      sections: itemCounts.map { count in Self.section(itemCount: count, using: &random) })
    viewport = Viewport(
      size: Size(width: random.points(200...600), height: random.points(300...800)),
      scale: random.pick([1, 2]),
      layoutDirection: random.chance(0.3) ? .rightToLeft : .leftToRight)
  }

  /// A section of `itemCount` items of the layout-wide height, of heights of their own or
  /// of natural sizes, some spanning every column, with values of its own at random.
  package static func section(itemCount: Int, using random: inout SplitMix64)
    -> WaterfallContent.Section
  {
    let fullSpan = Set((0..<itemCount).filter { _ in random.chance(0.1) })
    var section: WaterfallContent.Section
    switch Int.random(in: 0..<3, using: &random) {
    case 0:
      section = .init(itemCount: itemCount, fullSpanItems: fullSpan)
    case 1:
      section = .init(
        itemHeights: (0..<itemCount).map { _ in random.points(0...150) }, fullSpanItems: fullSpan)
    default:
      section = .init(
        itemSizes: (0..<itemCount).map { _ in
          Size(width: random.points(1...400), height: random.points(1...400))
        }, fullSpanItems: fullSpan)
    }
    if random.chance(0.3) { section.values.columnCount = Int.random(in: 1...4, using: &random) }
    if random.chance(0.3) { section.values.minimumColumnSpacing = random.points(0...20) }
    if random.chance(0.3) { section.values.minimumInteritemSpacing = random.points(0...20) }
    if random.chance(0.3) { section.values.inset = random.insets(0...15) }
    if random.chance(0.3) { section.values.headerHeight = random.pick([0, 45]) }
    if random.chance(0.3) { section.values.footerHeight = random.pick([0, 15]) }
    if random.chance(0.2) { section.values.headerInset = random.insets(0...15) }
    if random.chance(0.2) { section.values.footerInset = random.insets(0...15) }
    return section
  }

  package func makeLayout() -> WaterfallLayout {
    WaterfallLayout(configuration: configuration)
  }

  package var description: String {
    "waterfall of \(content.sections.map(\.itemCount)) items, \(configuration), \(viewport)"
  }
}
