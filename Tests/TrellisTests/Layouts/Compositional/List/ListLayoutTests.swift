import Testing
import Trellis

/// Lists by hand: every appearance, header and footer mode, and the separators, in an
/// iPhone-sized viewport of 390 points with layout margins of 16 at scale 2, where a
/// separator is half a point thick.
@Suite("List layout: appearances, headers and footers, separators")
struct ListLayoutTests {
  static let viewport = Viewport(
    size: Size(width: 390, height: 844),
    layoutMargins: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16), scale: 2)

  /// A list of `configuration` prepared for `itemCounts` rows, scrolled to `offset`.
  static func list(
    _ configuration: ListConfiguration, _ itemCounts: [Int], offset: Double = 0
  ) throws -> CompositionalLayout {
    let layout = CompositionalLayout.list(using: configuration)
    var viewport = viewport
    viewport.contentOffset = Point(x: 0, y: offset)
    try layout.prepare(for: viewport, dataSource: CompositionalContent(itemCounts: itemCounts))
    return layout
  }

  static func configuration(
    _ appearance: ListConfiguration.Appearance, header: ListConfiguration.HeaderMode = .none,
    footer: ListConfiguration.FooterMode = .none
  ) -> ListConfiguration {
    var configuration = ListConfiguration(appearance: appearance)
    configuration.headerMode = header
    configuration.footerMode = footer
    return configuration
  }

  /// Every element's frame by its description, in the order reported.
  static func frames(_ layout: CompositionalLayout) -> [String] {
    var frames: [String] = []
    layout.forEachElement { attributes in
      frames.append("\(attributes.id) \(attributes.frame)")
    }
    return frames
  }

  static func separator(
    _ item: Int, section: Int = 0, _ layout: CompositionalLayout,
    kind: ElementKind = .separator
  ) -> Rect? {
    layout.attributes(for: .decoration(kind, IndexPath(item: item, section: section)))?.frame
  }

  @Test("a plain list: rows from edge to edge, a separator under every row from the margin")
  func plain() throws {
    let layout = try Self.list(ListConfiguration(appearance: .plain), [3])
    #expect(layout.frame(item: 0) == Rect(x: 0, y: 0, width: 390, height: 44))
    #expect(layout.frame(item: 2) == Rect(x: 0, y: 88, width: 390, height: 44))
    // 44 less half a point, from the leading margin to the trailing edge.
    #expect(Self.separator(0, layout) == Rect(x: 16, y: 43.5, width: 374, height: 0.5))
    #expect(Self.separator(2, layout) == Rect(x: 16, y: 131.5, width: 374, height: 0.5))
    #expect(Self.separator(0, layout, kind: .topSeparator) == nil)
    #expect(layout.contentSize == Size(width: 390, height: 132))
    // Each row is reported with its separator, which lies above it.
    let separator = layout.attributes(for: .decoration(.separator, IndexPath(item: 1, section: 0)))
    #expect(separator?.zIndex == 1)
    #expect(
      layout.elements(in: Rect(x: 0, y: 87.6, width: 390, height: 0.2)).map(\.id) == [
        .cell(IndexPath(item: 1, section: 0)),
        .decoration(.separator, IndexPath(item: 1, section: 0)),
      ])
  }

  @Test("plain headers come 22 points below the section's start and stick to the top")
  func plainHeaders() throws {
    let configuration = Self.configuration(.plain, header: .supplementary)
    let layout = try Self.list(configuration, [2, 2])
    // Section 0: padding 22, header 28, rows at 50 and 94; 138 long.
    #expect(layout.frame(of: .sectionHeader) == Rect(x: 0, y: 22, width: 390, height: 28))
    #expect(layout.frame(item: 0) == Rect(x: 0, y: 50, width: 390, height: 44))
    #expect(
      layout.frame(of: .sectionHeader, section: 1) == Rect(x: 0, y: 160, width: 390, height: 28))
    #expect(layout.frame(item: 1, section: 1) == Rect(x: 0, y: 232, width: 390, height: 44))
    #expect(layout.contentSize.height == 276)
    #expect(
      layout.attributes(for: .supplementary(.sectionHeader, IndexPath(item: 0, section: 0)))?.zIndex
        == 2)
    // Scrolled by 100 the header sticks to the top; by 120 its section's end pushes it.
    let scrolled = try Self.list(configuration, [2, 2], offset: 100)
    #expect(scrolled.frame(of: .sectionHeader)?.minY == 100)
    let pushed = try Self.list(configuration, [2, 2], offset: 120)
    #expect(pushed.frame(of: .sectionHeader)?.minY == 110)
    #expect(pushed.frame(of: .sectionHeader, section: 1)?.minY == 160)
    // An explicit padding replaces the default.
    var unpadded = configuration
    unpadded.headerTopPadding = 0
    #expect(try Self.list(unpadded, [2]).frame(of: .sectionHeader)?.minY == 0)
  }

  @Test("a grouped list sets sections 35 apart and shows no separator under a last row")
  func grouped() throws {
    let layout = try Self.list(ListConfiguration(appearance: .grouped), [2, 2])
    #expect(layout.frame(item: 0) == Rect(x: 0, y: 35, width: 390, height: 44))
    #expect(layout.frame(item: 0, section: 1) == Rect(x: 0, y: 158, width: 390, height: 44))
    #expect(Self.separator(0, layout) == Rect(x: 16, y: 78.5, width: 374, height: 0.5))
    #expect(Self.separator(1, layout) == nil)
    #expect(Self.separator(1, section: 1, layout) == nil)
    #expect(layout.contentSize.height == 246)
    #expect(layout.frame(of: .sectionBackground) == nil)
  }

  @Test("grouped headers and footers scroll with their section, 38 points estimated")
  func groupedHeadersAndFooters() throws {
    let layout = try Self.list(
      Self.configuration(.grouped, header: .supplementary, footer: .supplementary), [2],
      offset: 100)
    #expect(layout.frame(of: .sectionHeader) == Rect(x: 0, y: 0, width: 390, height: 38))
    #expect(layout.frame(item: 0) == Rect(x: 0, y: 38, width: 390, height: 44))
    #expect(layout.frame(of: .sectionFooter) == Rect(x: 0, y: 126, width: 390, height: 38))
    #expect(layout.contentSize.height == 164)
  }

  @Test("an inset-grouped list insets rows by the margins on a rounded background")
  func insetGrouped() throws {
    let layout = try Self.list(ListConfiguration(appearance: .insetGrouped), [2, 1])
    #expect(layout.frame(item: 0) == Rect(x: 16, y: 35, width: 358, height: 44))
    #expect(layout.frame(item: 1) == Rect(x: 16, y: 79, width: 358, height: 44))
    let background = layout.attributes(
      for: .decoration(.sectionBackground, IndexPath(item: 0, section: 0)))
    #expect(background?.frame == Rect(x: 16, y: 35, width: 358, height: 88))
    #expect(background?.cornerRadius == 10)
    #expect(background?.zIndex == -1)
    #expect(
      layout.attributes(for: .decoration(.sectionBackground, IndexPath(item: 0, section: 1)))?
        .frame == Rect(x: 16, y: 158, width: 358, height: 44))
    // The separator starts at the row's content: the row's edge plus the margin.
    #expect(Self.separator(0, layout) == Rect(x: 32, y: 78.5, width: 342, height: 0.5))
    #expect(Self.separator(1, layout) == nil)
    // A header lines up with the rows and the background leaves it out.
    let headed = try Self.list(Self.configuration(.insetGrouped, header: .supplementary), [2])
    #expect(headed.frame(of: .sectionHeader) == Rect(x: 16, y: 0, width: 358, height: 38))
    #expect(
      headed.attributes(for: .decoration(.sectionBackground, IndexPath(item: 0, section: 0)))?
        .frame == Rect(x: 16, y: 38, width: 358, height: 88))
  }

  @Test("sidebars show no separators; the grouped one is inset, the plain one is not")
  func sidebars() throws {
    let sidebar = try Self.list(Self.configuration(.sidebar, header: .supplementary), [2])
    #expect(sidebar.frame(of: .sectionHeader) == Rect(x: 16, y: 0, width: 358, height: 38))
    #expect(sidebar.frame(item: 0) == Rect(x: 16, y: 38, width: 358, height: 44))
    #expect(Self.separator(0, sidebar) == nil)
    #expect(sidebar.frame(of: .sectionBackground) == nil)
    let plain = try Self.list(
      Self.configuration(.sidebarPlain, header: .supplementary), [2], offset: 30)
    // No padding, no pinning, no separators.
    #expect(plain.frame(of: .sectionHeader) == Rect(x: 0, y: 0, width: 390, height: 28))
    #expect(plain.frame(item: 1) == Rect(x: 0, y: 72, width: 390, height: 44))
    #expect(Self.separator(0, plain) == nil)
    // Separators can be asked for.
    var shown = ListConfiguration(appearance: .sidebarPlain)
    shown.showsSeparators = true
    #expect(
      Self.separator(0, try Self.list(shown, [2])) == Rect(x: 16, y: 43.5, width: 374, height: 0.5))
  }

  @Test("the first item as header is a row without a separator under it")
  func firstItemInSection() throws {
    let layout = try Self.list(Self.configuration(.plain, header: .firstItemInSection), [3])
    #expect(layout.frame(item: 0) == Rect(x: 0, y: 0, width: 390, height: 44))
    #expect(layout.frame(of: .sectionHeader) == nil)
    #expect(Self.separator(0, layout) == nil)
    #expect(Self.separator(1, layout) == Rect(x: 16, y: 87.5, width: 374, height: 0.5))
    // A grouped section keeps its spacing: the header row takes the header's place.
    let grouped = try Self.list(Self.configuration(.insetGrouped, header: .firstItemInSection), [2])
    #expect(grouped.frame(item: 0) == Rect(x: 16, y: 35, width: 358, height: 44))
    #expect(Self.separator(0, grouped) == nil)
  }

  @Test("the separator configuration and the item handler set visibility and insets")
  func separatorConfiguration() throws {
    var configuration = ListConfiguration(appearance: .plain)
    configuration.separatorConfiguration.bottomSeparatorInsets = EdgeInsets(
      top: 0, left: 60, bottom: 0, right: 10)
    configuration.itemSeparatorHandler = ItemSeparatorHandler { indexPath, separators in
      var separators = separators
      if indexPath.item == 1 { separators.bottomSeparatorVisibility = .hidden }
      if indexPath.item == 2 {
        separators.topSeparatorVisibility = .visible
        separators.topSeparatorInsets = .zero
      }
      return separators
    }
    let layout = try Self.list(configuration, [3])
    #expect(Self.separator(0, layout) == Rect(x: 60, y: 43.5, width: 320, height: 0.5))
    #expect(Self.separator(1, layout) == nil)
    #expect(
      Self.separator(2, layout, kind: .topSeparator) == Rect(x: 0, y: 88, width: 390, height: 0.5))
    #expect(Self.separator(2, layout) == Rect(x: 60, y: 131.5, width: 320, height: 0.5))
    // What a rect query reports is what a lookup finds.
    var reported: [LayoutAttributes] = []
    layout.forEachElement { if $0.id.category == .decoration { reported.append($0) } }
    #expect(reported.map(\.id.indexPath.item) == [0, 2, 2])
    for attributes in reported { #expect(layout.attributes(for: attributes.id) == attributes) }
    // A grouped list's last row shows one when asked.
    var grouped = ListConfiguration(appearance: .grouped)
    grouped.separatorConfiguration.bottomSeparatorVisibility = .visible
    #expect(
      Self.separator(1, try Self.list(grouped, [2]))
        == Rect(x: 16, y: 122.5, width: 374, height: 0.5))
  }

  @Test("rows size themselves and their separators follow")
  func selfSizing() throws {
    var sizes = MeasuredSizes()
    sizes.record(
      Size(width: 390, height: 60), fitting: .zero, for: .cell(IndexPath(item: 0, section: 0)))
    let layout = CompositionalLayout.list(using: ListConfiguration(appearance: .insetGrouped))
    try layout.prepare(
      for: Self.viewport,
      dataSource: SelfSizingContent(CompositionalContent(itemCounts: [2]), measuredSizes: sizes))
    #expect(layout.frame(item: 0) == Rect(x: 16, y: 35, width: 358, height: 60))
    #expect(layout.frame(item: 1) == Rect(x: 16, y: 95, width: 358, height: 44))
    #expect(Self.separator(0, layout) == Rect(x: 32, y: 94.5, width: 342, height: 0.5))
    #expect(
      layout.attributes(for: .decoration(.sectionBackground, IndexPath(item: 0, section: 0)))?
        .frame == Rect(x: 16, y: 35, width: 358, height: 104))
  }

  @Test("a right-to-left list mirrors its separators to the leading side")
  func rightToLeft() throws {
    let layout = CompositionalLayout.list(using: ListConfiguration(appearance: .plain))
    var viewport = Self.viewport
    viewport.layoutDirection = .rightToLeft
    viewport.layoutMargins = EdgeInsets(top: 0, left: 10, bottom: 0, right: 20)
    try layout.prepare(for: viewport, dataSource: CompositionalContent(itemCounts: [1]))
    // The leading margin is the right one, 20: the line runs from 0 to 370.
    #expect(Self.separator(0, layout) == Rect(x: 0, y: 43.5, width: 370, height: 0.5))
  }

  @Test("a bad separator inset or header padding throws an error naming it")
  func errors() throws {
    var section = LayoutSection.list(using: ListConfiguration(appearance: .plain))
    section.separators?.configuration.bottomSeparatorInsets = EdgeInsets(
      top: 0, left: -1, bottom: 0, right: 0)
    let layout = CompositionalLayout(section: section)
    #expect(throws: LayoutError.self) {
      try layout.prepare(for: Self.viewport, dataSource: CompositionalContent(itemCounts: [1]))
    }
    do {
      try layout.prepare(for: Self.viewport, dataSource: CompositionalContent(itemCounts: [1]))
    } catch {
      #expect("\(error)".contains("separators.bottomSeparatorInsets"))
    }
    var padded = LayoutSection.list(using: ListConfiguration(appearance: .plain))
    padded.headerTopPadding = -.infinity
    #expect(throws: LayoutError.self) {
      try CompositionalLayout(section: padded).prepare(
        for: Self.viewport, dataSource: CompositionalContent(itemCounts: [1]))
    }
  }
}
