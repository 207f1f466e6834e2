import Trellis

/// A random flow layout: its configuration, sections of `itemCounts` items and a
/// viewport, everything but the counts drawn from `seed`.
package struct FlowCase: SectionListCase {
  package var configuration = FlowLayout.Configuration()
  package var content: FlowContent
  package var viewport: Viewport

  package init(itemCounts: [Int], seed: UInt64, behaviors: Bool = false) {
    var random = SplitMix64(seed: seed)
    configuration.scrollDirection = random.chance(0.3) ? .horizontal : .vertical
    configuration.itemSize = Size(width: random.points(1...120), height: random.points(1...120))
    configuration.minimumLineSpacing = random.pick([0, 4, 10, 12.5])
    configuration.minimumInteritemSpacing = random.pick([0, 4, 10, 7.5])
    if random.chance(0.5) {
      configuration.headerReferenceSize = Size(
        width: random.points(0...80), height: random.points(0...60))
    }
    if random.chance(0.5) {
      configuration.footerReferenceSize = Size(
        width: random.points(0...80), height: random.points(0...60))
    }
    if random.chance(0.5) { configuration.sectionInset = random.insets(0...20) }
    configuration.sectionInsetReference = random.pick([
      .fromContentInset, .fromSafeArea, .fromLayoutMargins,
    ])
    configuration.alignment = random.pick([.uikit, .justified, .leading, .center, .trailing])
    configuration.verticalAlignment = random.pick([.top, .center, .bottom])
    if behaviors { configuration.behaviors = random.behaviors() }
    content = FlowContent(
      sections: itemCounts.map { count in Self.section(itemCount: count, using: &random) })
    viewport = Viewport(
      size: Size(width: random.points(100...800), height: random.points(100...800)),
      contentInset: random.chance(0.3) ? random.insets(0...20) : .zero,
      safeAreaInsets: random.chance(0.3) ? random.insets(0...20) : .zero,
      layoutMargins: random.chance(0.3) ? random.insets(0...20) : .zero,
      scale: random.pick([1, 2, 3]),
      layoutDirection: random.chance(0.3) ? .rightToLeft : .leftToRight)
  }

  /// A section of `itemCount` items, of the layout-wide size or of sizes of their own,
  /// with values of its own at random.
  package static func section(itemCount: Int, using random: inout SplitMix64) -> FlowContent.Section
  {
    var section =
      random.chance(0.5)
      ? FlowContent.Section(itemCount: itemCount)
      : FlowContent.Section(
        itemSizes: (0..<itemCount).map { _ in
          Size(width: random.points(0...300), height: random.points(0...150))
        })
    if random.chance(0.2) { section.values.inset = random.insets(0...15) }
    if random.chance(0.2) { section.values.minimumLineSpacing = random.points(0...20) }
    if random.chance(0.2) { section.values.minimumInteritemSpacing = random.points(0...20) }
    if random.chance(0.2) {
      section.values.headerReferenceSize = Size(
        width: random.points(0...50), height: random.points(0...50))
    }
    if random.chance(0.2) {
      section.values.footerReferenceSize = Size(
        width: random.points(0...50), height: random.points(0...50))
    }
    return section
  }

  package func makeLayout() -> FlowLayout { FlowLayout(configuration: configuration) }

  package var description: String {
    "flow of \(content.sections.map(\.itemCount)) items, \(configuration), \(viewport)"
  }
}
