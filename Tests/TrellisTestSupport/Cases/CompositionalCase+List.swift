import Trellis

extension CompositionalCase {
  /// A random list: sections of random list configurations (every appearance, header and
  /// footer mode, padding, separators on or off, with random insets and a handler that
  /// changes some rows), in a viewport with a safe area and layout margins, drawn from
  /// `seed`, with sections of `itemCounts` rows.
  package static func list(itemCounts: [Int], seed: UInt64) -> CompositionalCase {
    var random = SplitMix64(seed: seed ^ 0x4C15)
    var sections: [LayoutSection] = []
    for _ in 0..<3 { sections.append(.list(using: listConfiguration(using: &random))) }
    let viewport = Viewport(
      size: Size(width: random.points(200...700), height: random.points(200...900)),
      contentOffset: Point(x: 0, y: random.points(-100...1500)),
      safeAreaInsets: random.chance(0.4) ? random.insets(0...40) : .zero,
      layoutMargins: random.chance(0.7) ? random.insets(0...30) : .zero,
      scale: random.pick([1, 2, 3]),
      layoutDirection: random.chance(0.25) ? .rightToLeft : .leftToRight)
    return CompositionalCase(
      configuration: CompositionalLayout.Configuration(), sections: sections,
      offsets: [0, 0, 0], viewport: viewport, itemCounts: itemCounts)
  }

  /// A random list configuration.
  package static func listConfiguration(using random: inout SplitMix64) -> ListConfiguration {
    var configuration = ListConfiguration(
      appearance: random.pick(ListConfiguration.Appearance.allCases))
    configuration.headerMode = random.pick(ListConfiguration.HeaderMode.allCases)
    configuration.footerMode = random.pick(ListConfiguration.FooterMode.allCases)
    if random.chance(0.3) { configuration.headerTopPadding = random.points(0...30) }
    if random.chance(0.3) { configuration.showsSeparators.toggle() }
    if random.chance(0.3) {
      configuration.separatorConfiguration.bottomSeparatorInsets = random.insets(0...40)
    }
    if random.chance(0.3) {
      let every = Int.random(in: 2...4, using: &random)
      configuration.itemSeparatorHandler = ItemSeparatorHandler { indexPath, separators in
        var separators = separators
        if indexPath.item % every == 0 {
          separators.topSeparatorVisibility = .visible
          separators.bottomSeparatorVisibility = .hidden
        }
        return separators
      }
    }
    return configuration
  }
}
