import Trellis
import TrellisTestSupport

/// Random waterfall content: per item a height, a size or neither, and a full-span
/// flag; per section optional overrides. The last section can be cut short to play
/// the data before an append.
struct RandomWaterfallSource: WaterfallLayoutDataSource {
  struct Section {
    var heights: [Double?] = []
    var sizes: [Size?] = []
    var fullSpan: [Bool] = []
    var values = WaterfallLayout.SectionValues()
  }

  var sections: [Section]
  /// How many items of the last section the data source reports, if fewer than all.
  var lastSectionCount: Int?

  var numberOfSections: Int { sections.count }
  func numberOfItems(inSection section: Int) -> Int {
    let count = sections[section].heights.count
    return section == sections.count - 1 ? min(count, lastSectionCount ?? count) : count
  }
  func heightForItem(at indexPath: IndexPath) -> Double? {
    sections[indexPath.section].heights[indexPath.item]
  }
  func sizeForItem(at indexPath: IndexPath) -> Size? {
    sections[indexPath.section].sizes[indexPath.item]
  }
  func isFullSpan(at indexPath: IndexPath) -> Bool {
    sections[indexPath.section].fullSpan[indexPath.item]
  }
  func valuesForSection(at section: Int) -> WaterfallLayout.SectionValues {
    sections[section].values
  }
}

/// One random scenario: a configuration, content and a viewport. Every value is a
/// whole number of points and the scale is 1 or 2, so every position is a multiple of
/// half a point and exact in binary floating point.
struct RandomWaterfall {
  var configuration = WaterfallLayout.Configuration()
  var source = RandomWaterfallSource(sections: [])
  var viewport = Viewport(size: .zero)

  init(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    func insets() -> EdgeInsets {
      EdgeInsets(
        top: random.points(0...15), left: random.points(0...15), bottom: random.points(0...15),
        right: random.points(0...15))
    }
    configuration.scrollDirection = random.pick([.vertical, .horizontal])
    configuration.columnCount = Int.random(in: 1...5, using: &random)
    configuration.minimumColumnSpacing = random.points(0...20)
    configuration.minimumInteritemSpacing = random.points(0...20)
    configuration.sectionInset = random.chance(0.5) ? insets() : .zero
    configuration.itemHeight = random.points(0...80)
    configuration.headerHeight = random.pick([0, 30])
    configuration.footerHeight = random.pick([0, 20])
    configuration.headerInset = random.chance(0.5) ? insets() : .zero
    configuration.footerInset = random.chance(0.5) ? insets() : .zero
    configuration.itemRenderDirection = random.pick([.shortestFirst, .leftToRight, .rightToLeft])
    configuration.behaviors.draw(pinnedHeaders: 0.3, pinnedFooters: 0.2, using: &random)

    for _ in 0..<Int.random(in: 1...4, using: &random) {
      source.sections.append(Self.section(using: &random))
    }
    viewport = Viewport(
      size: Size(width: random.points(200...600), height: random.points(300...800)),
      scale: random.pick([1, 2]), layoutDirection: random.pick([.leftToRight, .rightToLeft]))
  }

  /// A random section: items with a height, a size or neither, some full-span, and
  /// values that override the layout-wide ones.
  static func section(using random: inout SplitMix64) -> RandomWaterfallSource.Section {
    func insets() -> EdgeInsets {
      EdgeInsets(
        top: random.points(0...15), left: random.points(0...15), bottom: random.points(0...15),
        right: random.points(0...15))
    }
    var section = RandomWaterfallSource.Section()
    for _ in 0..<Int.random(in: 0...40, using: &random) {
      switch Int.random(in: 0..<3, using: &random) {
      case 0:
        (section.heights, section.sizes) = (
          section.heights + [random.points(0...150)], section.sizes + [nil]
        )
      case 1:
        let size = Size(width: random.points(1...400), height: random.points(1...400))
        (section.heights, section.sizes) = (section.heights + [nil], section.sizes + [size])
      default: (section.heights, section.sizes) = (section.heights + [nil], section.sizes + [nil])
      }
      section.fullSpan.append(random.chance(0.1))
    }
    if random.chance(0.3) { section.values.columnCount = Int.random(in: 1...4, using: &random) }
    if random.chance(0.3) { section.values.minimumColumnSpacing = random.points(0...20) }
    if random.chance(0.3) { section.values.minimumInteritemSpacing = random.points(0...20) }
    if random.chance(0.3) { section.values.inset = insets() }
    if random.chance(0.3) { section.values.headerHeight = random.pick([0, 45]) }
    if random.chance(0.3) { section.values.footerHeight = random.pick([0, 15]) }
    if random.chance(0.2) { section.values.headerInset = insets() }
    if random.chance(0.2) { section.values.footerInset = insets() }
    return section
  }

  func prepared() throws -> WaterfallLayout {
    let layout = WaterfallLayout(configuration: configuration)
    try layout.prepare(for: viewport, dataSource: source)
    return layout
  }

  /// The values that section `section` resolves to.
  func resolved(_ section: Int) -> (
    columns: Int, columnSpacing: Double, itemSpacing: Double, insets: EdgeInsets,
    header: Double, headerInset: EdgeInsets, footer: Double, footerInset: EdgeInsets
  ) {
    let entry = source.sections[section].values
    return (
      entry.columnCount ?? configuration.columnCount,
      entry.minimumColumnSpacing ?? configuration.minimumColumnSpacing,
      entry.minimumInteritemSpacing ?? configuration.minimumInteritemSpacing,
      entry.inset ?? configuration.sectionInset,
      entry.headerHeight ?? configuration.headerHeight,
      entry.headerInset ?? configuration.headerInset,
      entry.footerHeight ?? configuration.footerHeight,
      entry.footerInset ?? configuration.footerInset
    )
  }
}
