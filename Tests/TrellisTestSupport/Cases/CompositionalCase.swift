import Trellis

/// A random compositional layout: sections of random nested groups (items with insets,
/// edge spacing and badges placed by one or two anchors, counted and custom groups, a
/// supplementary item on the outermost group),
/// orthogonal sections at random offsets, boundary items at every alignment that may pin
/// and have insets, following the section's insets or not, every insets reference,
/// backgrounds, and a viewport with a safe area and layout margins,
/// all drawn from `seed`, with sections of `itemCounts` items.
package struct CompositionalCase: LayoutCase {
  package var configuration: CompositionalLayout.Configuration
  package var sections: [LayoutSection]
  package var offsets: [Double]
  package var viewport: Viewport
  package var itemCounts: [Int]

  /// A case of these values.
  package init(
    configuration: CompositionalLayout.Configuration, sections: [LayoutSection],
    offsets: [Double], viewport: Viewport, itemCounts: [Int]
  ) {
    self.configuration = configuration
    self.sections = sections
    self.offsets = offsets
    self.viewport = viewport
    self.itemCounts = itemCounts
  }

  package init(itemCounts: [Int], seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let direction: ScrollDirection = random.chance(0.7) ? .vertical : .horizontal
    configuration = CompositionalLayout.Configuration(
      scrollDirection: direction, interSectionSpacing: random.pick([0, 6, 12.5]),
      boundarySupplementaryItems: random.chance(0.3)
        ? [Self.boundary(.collectionHeader, .top, using: &random)] : [])
    self.itemCounts = itemCounts
    sections = []
    offsets = []
    // A section for every section an edit may make, used by index modulo their count.
    for _ in 0..<5 {
      sections.append(Self.section(using: &random))
      offsets.append(random.points(0...400))
    }
    viewport = Viewport(
      size: Size(width: random.points(120...700), height: random.points(120...700)),
      contentOffset: Point(x: random.points(-100...1500), y: random.points(-100...1500)),
      safeAreaInsets: random.chance(0.4) ? random.insets(0...40) : .zero,
      layoutMargins: random.chance(0.4) ? random.insets(0...30) : .zero,
      scale: random.pick([1, 2, 3]),
      layoutDirection: random.chance(0.25) ? .rightToLeft : .leftToRight)
  }

  package var content: CompositionalContent { CompositionalContent(itemCounts: itemCounts) }

  /// A layout prepared with the case, its orthogonal sections scrolled.
  package func prepared() throws -> CompositionalLayout {
    try prepared(with: CompositionalContent(itemCounts: itemCounts))
  }

  /// The case's items, about a third of them measured at random sizes, and half of the
  /// sections' headers and footers, drawn from `seed`.
  package func measuredContent(seed: UInt64) -> SelfSizingContent<CompositionalContent> {
    var random = SplitMix64(seed: seed ^ 0x5123)
    var sizes = MeasuredSizes()
    for (section, count) in itemCounts.enumerated() {
      for kind in [ElementKind.sectionHeader, .sectionFooter] where random.chance(0.5) {
        let size = Size(width: random.points(0...160), height: random.points(0...160))
        sizes.record(
          size, fitting: size, for: .supplementary(kind, IndexPath(item: 0, section: section)))
      }
      for item in 0..<count where random.chance(0.35) {
        let size = Size(width: random.points(0...160), height: random.points(0...160))
        sizes.record(size, fitting: size, for: .cell(IndexPath(item: item, section: section)))
      }
    }
    return SelfSizingContent(CompositionalContent(itemCounts: itemCounts), measuredSizes: sizes)
  }

  /// A layout prepared with `data`, its orthogonal sections scrolled.
  package func prepared(with data: some CompositionalLayoutDataSource) throws -> CompositionalLayout
  {
    let layout = makeLayout()
    try layout.prepare(for: viewport, dataSource: data)
    for section in itemCounts.indices
    where sections[section % sections.count].orthogonalScrollingBehavior != .none {
      try layout.setOrthogonalOffset(offsets[section % offsets.count], ofSection: section)
    }
    return layout
  }

  /// An unprepared layout of the case's sections.
  package func makeLayout() -> CompositionalLayout {
    let sections = sections
    return CompositionalLayout(configuration: configuration) { index, _ in
      sections[index % sections.count]
    }
  }

  package static func dimension(using random: inout SplitMix64) -> LayoutDimension {
    switch Int.random(in: 0..<5, using: &random) {
    case 0: .absolute(random.points(10...120))
    case 1: .estimated(random.points(10...120))
    case 2: .fractionalWidth(random.pick([0.25, 0.3, 0.5, 1]))
    case 3: .uniformAcrossSiblings(estimate: random.points(10...120))
    default: .fractionalHeight(random.pick([0.2, 0.5, 1]))
    }
  }

  package static func item(using random: inout SplitMix64) -> LayoutItem {
    var item = LayoutItem(
      layoutSize: LayoutSize(
        widthDimension: dimension(using: &random), heightDimension: dimension(using: &random)))
    if random.chance(0.3) { item.contentInsets = random.insets(0...6) }
    if random.chance(0.2) {
      item.edgeSpacing = LayoutEdgeSpacing(
        leading: random.chance(0.5) ? .fixed(4) : .flexible(2), top: .flexible(0))
    }
    if random.chance(0.3) {
      item.supplementaryItems = [
        LayoutSupplementaryItem(
          layoutSize: LayoutSize(widthDimension: .absolute(16), heightDimension: .absolute(16)),
          elementKind: .custom("badge"),
          containerAnchor: LayoutAnchor(
            edges: [.top, .trailing], offset: .fractional(Point(x: 0.5, y: -0.5))),
          itemAnchor: random.chance(0.5)
            ? LayoutAnchor(
              edges: random.pick([[], [.bottom, .leading], [.top]] as [Set<LayoutAnchor.Edge>]),
              offset: .absolute(Point(x: random.points(-6...6), y: 0)))
            : nil)
      ]
    }
    return item
  }

  package static func group(depth: Int, using random: inout SplitMix64) -> LayoutGroup {
    let size = LayoutSize(
      widthDimension: random.chance(0.5)
        ? .fractionalWidth(random.pick([0.5, 0.8, 1])) : .absolute(random.points(60...300)),
      heightDimension: random.chance(0.5)
        ? .absolute(random.points(40...200)) : .fractionalHeight(random.pick([0.2, 0.4])))
    if random.chance(depth > 0 ? 0.1 : 0.05) {
      return .custom(layoutSize: size) { environment in
        let content = environment.containerSize
        return [
          LayoutGroupCustomItem(
            frame: Rect(x: 0, y: 0, width: content.width / 2, height: content.height)),
          LayoutGroupCustomItem(
            frame: Rect(x: content.width / 3, y: 10, width: 40, height: 30), zIndex: 1),
        ]
      }
    }
    let arrangement: LayoutGroup.Arrangement = random.chance(0.5) ? .horizontal : .vertical
    var subitems: [LayoutGroupSubitem] = []
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      subitems.append(
        depth < 2 && random.chance(0.35)
          ? .group(group(depth: depth + 1, using: &random)) : .item(item(using: &random)))
    }
    var group = LayoutGroup(layoutSize: size, arrangement: arrangement, subitems: subitems)
    if random.chance(0.2) {
      group.subitems = [subitems[0]]
      group.count = Int.random(in: 1...4, using: &random)
    }
    if random.chance(0.4) {
      group.interItemSpacing = random.chance(0.5) ? .fixed(8) : .flexible(4)
    }
    if random.chance(0.2) { group.contentInsets = random.insets(0...8) }
    // Only the outermost group has one: a nested group that starts with the same item
    // would repeat its kind at that item's index path.
    if depth == 0 && random.chance(0.25) {
      group.supplementaryItems = [
        LayoutSupplementaryItem(
          layoutSize: LayoutSize(
            widthDimension: .fractionalWidth(0.4), heightDimension: .absolute(12)),
          elementKind: .custom("tag"), containerAnchor: LayoutAnchor(edges: [.bottom]),
          itemAnchor: random.chance(0.5) ? LayoutAnchor(edges: [.top]) : nil)
      ]
    }
    return group
  }

  package static func boundary(
    _ kind: ElementKind, _ alignment: LayoutBoundarySupplementaryItem.Alignment,
    using random: inout SplitMix64
  ) -> LayoutBoundarySupplementaryItem {
    var item = LayoutBoundarySupplementaryItem(
      layoutSize: LayoutSize(
        widthDimension: random.chance(0.2)
          ? .estimated(random.points(20...80)) : .fractionalWidth(random.pick([0.5, 1])),
        heightDimension: random.chance(0.4)
          ? .estimated(random.points(20...50)) : .absolute(random.points(20...50))),
      elementKind: kind, alignment: alignment,
      absoluteOffset: random.chance(0.2) ? Point(x: 5, y: -3) : .zero,
      pinToVisibleBounds: random.chance(0.4), extendsBoundary: random.chance(0.8),
      zIndex: random.pick([0, 2]))
    if random.chance(0.3) { item.contentInsets = random.insets(0...6) }
    return item
  }

  package static func section(using random: inout SplitMix64) -> LayoutSection {
    var section = LayoutSection(group: group(depth: 0, using: &random))
    if random.chance(0.5) { section.contentInsets = random.insets(0...20) }
    section.interGroupSpacing = random.pick([0, 5, 10])
    section.orthogonalScrollingBehavior =
      random.chance(0.35) ? random.pick(OrthogonalScrollingBehavior.allCases) : .none
    if random.chance(0.5) {
      section.boundarySupplementaryItems.append(
        boundary(.sectionHeader, random.pick([.top, .topLeading, .topTrailing]), using: &random))
    }
    if random.chance(0.3) {
      section.boundarySupplementaryItems.append(
        boundary(
          .sectionFooter, random.pick([.bottom, .bottomLeading, .bottomTrailing]), using: &random))
    }
    if random.chance(0.15) {
      section.boundarySupplementaryItems.append(
        boundary(.custom("side"), random.pick([.leading, .trailing]), using: &random))
    }
    section.supplementariesFollowContentInsets = random.chance(0.7)
    section.contentInsetsReference = random.pick(ContentInsetsReference.allCases)
    section.supplementaryContentInsetsReference = random.pick(ContentInsetsReference.allCases)
    if random.chance(0.3) {
      section.decorationItems = [LayoutDecorationItem(contentInsets: random.insets(0...10))]
    }
    if random.chance(0.25) {
      section.visibleItemsHandler = VisibleItemsHandler(maximumScale: 1.3) { frame, context in
        let visible = context.visibleRect
        let distance = abs(frame.midX - visible.midX) / max(visible.width, 1)
        return VisibleItemAppearance(
          scale: 1.3 - distance, alpha: 1 - distance / 2, zIndex: distance < 0.2 ? 5 : nil)
      }
    }
    return section
  }

  package var description: String {
    "compositional of \(itemCounts) items, \(configuration), sections \(sections), "
      + "offsets \(offsets), \(viewport)"
  }
}
