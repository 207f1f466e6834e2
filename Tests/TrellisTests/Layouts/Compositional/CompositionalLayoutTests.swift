import Testing
import Trellis

/// Frames of compositional layouts computed by hand from UIKit's rules.
@Suite("Compositional layout: frames")
struct CompositionalLayoutTests {
  typealias F = CompositionalFixture

  @Test("items of a quarter of the width give four per group, one group per row")
  func quarters() throws {
    let item = LayoutItem(layoutSize: F.size(.fractionalWidth(0.25), .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      layoutSize: F.size(.fractionalWidth(1), .absolute(80)), subitems: [.item(item)])
    let layout = try F.prepared(
      LayoutSection(group: group), itemCounts: [10], viewportSize: Size(width: 400, height: 800))
    for index in 0..<10 {
      #expect(
        layout.frame(item: index)
          == Rect(x: Double(index % 4) * 100, y: Double(index / 4) * 80, width: 100, height: 80))
    }
    #expect(layout.frame(item: 10) == nil)
    #expect(layout.contentSize == Size(width: 400, height: 240))
  }

  @Test("a count divides the group's length among its items after the spacing")
  func count() throws {
    let group = LayoutGroup(
      layoutSize: F.size(.fractionalWidth(1), .absolute(50)), arrangement: .horizontal,
      subitems: [.item(F.fullItem)], count: 3, interItemSpacing: .fixed(10))
    let layout = try F.prepared(
      LayoutSection(group: group, interGroupSpacing: 5), itemCounts: [5],
      viewportSize: Size(width: 320, height: 600))
    #expect(layout.frame(item: 0) == Rect(x: 0, y: 0, width: 100, height: 50))
    #expect(layout.frame(item: 1) == Rect(x: 110, y: 0, width: 100, height: 50))
    #expect(layout.frame(item: 2) == Rect(x: 220, y: 0, width: 100, height: 50))
    #expect(layout.frame(item: 3) == Rect(x: 0, y: 55, width: 100, height: 50))
    #expect(layout.frame(item: 4) == Rect(x: 110, y: 55, width: 100, height: 50))
    #expect(layout.contentSize == Size(width: 320, height: 105))
  }

  /// A half-width item beside a column of two half-height items, in a section inset by
  /// 10 and 20: the content is 400 wide from x = 20.
  static func nestedSection(itemInsets: EdgeInsets = .zero) -> LayoutSection {
    var big = LayoutItem(layoutSize: F.size(.fractionalWidth(0.5), .fractionalHeight(1)))
    big.contentInsets = itemInsets
    let small = LayoutItem(layoutSize: F.size(.fractionalWidth(1), .fractionalHeight(0.5)))
    let column = LayoutGroup.vertical(
      layoutSize: F.size(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [.item(small)])
    let group = LayoutGroup.horizontal(
      layoutSize: F.size(.fractionalWidth(1), .absolute(200)),
      subitems: [.item(big), .group(column)])
    return LayoutSection(
      group: group, contentInsets: EdgeInsets(top: 10, left: 20, bottom: 10, right: 20))
  }

  @Test("nested groups number their items depth-first; a partial last group keeps the places")
  func nested() throws {
    let layout = try F.prepared(
      Self.nestedSection(), itemCounts: [5], viewportSize: Size(width: 440, height: 900))
    #expect(layout.frame(item: 0) == Rect(x: 20, y: 10, width: 200, height: 200))
    #expect(layout.frame(item: 1) == Rect(x: 220, y: 10, width: 200, height: 100))
    #expect(layout.frame(item: 2) == Rect(x: 220, y: 110, width: 200, height: 100))
    #expect(layout.frame(item: 3) == Rect(x: 20, y: 210, width: 200, height: 200))
    #expect(layout.frame(item: 4) == Rect(x: 220, y: 210, width: 200, height: 100))
    #expect(layout.contentSize == Size(width: 440, height: 420))
  }

  @Test("an item's content insets shrink its cell inside its place")
  func itemInsets() throws {
    let layout = try F.prepared(
      Self.nestedSection(itemInsets: EdgeInsets(top: 5, left: 6, bottom: 7, right: 8)),
      itemCounts: [3], viewportSize: Size(width: 440, height: 900))
    #expect(layout.frame(item: 0) == Rect(x: 26, y: 15, width: 186, height: 188))
    #expect(layout.frame(item: 1) == Rect(x: 220, y: 10, width: 200, height: 100))
  }

  @Test("flexible spacing shares the length the items leave free")
  func flexibleSpacing() throws {
    let item = LayoutItem(layoutSize: F.size(.absolute(100), .fractionalHeight(1)))
    var group = LayoutGroup.horizontal(
      layoutSize: F.size(.fractionalWidth(1), .absolute(40)), subitems: [.item(item)])
    group.interItemSpacing = .flexible(10)
    let layout = try F.prepared(
      LayoutSection(group: group), itemCounts: [4], viewportSize: Size(width: 400, height: 300))
    // Three fit (300 + 2 × 10); the 80 left over widen both gaps by 40.
    #expect(layout.frame(item: 0) == Rect(x: 0, y: 0, width: 100, height: 40))
    #expect(layout.frame(item: 1) == Rect(x: 150, y: 0, width: 100, height: 40))
    #expect(layout.frame(item: 2) == Rect(x: 300, y: 0, width: 100, height: 40))
    #expect(layout.frame(item: 3) == Rect(x: 0, y: 40, width: 100, height: 40))
  }

  @Test("edge spacing adds to an item's length; two flexible sides across the axis center it")
  func edgeSpacing() throws {
    var item = LayoutItem(layoutSize: F.size(.absolute(100), .absolute(20)))
    item.edgeSpacing = LayoutEdgeSpacing(
      leading: .fixed(10), top: .flexible(0), trailing: .fixed(5), bottom: .flexible(0))
    let group = LayoutGroup.horizontal(
      layoutSize: F.size(.absolute(300), .absolute(60)), subitems: [.item(item)])
    let layout = try F.prepared(
      LayoutSection(group: group), itemCounts: [3], viewportSize: Size(width: 400, height: 300))
    // Each item takes 115; two fit in 300.
    #expect(layout.frame(item: 0) == Rect(x: 10, y: 20, width: 100, height: 20))
    #expect(layout.frame(item: 1) == Rect(x: 125, y: 20, width: 100, height: 20))
    #expect(layout.frame(item: 2) == Rect(x: 10, y: 80, width: 100, height: 20))
  }

  @Test("a custom group puts its items at the frames its function returns")
  func custom() throws {
    let group = LayoutGroup.custom(layoutSize: F.size(.fractionalWidth(1), .absolute(100))) {
      environment in
      let size = environment.containerSize
      return [
        LayoutGroupCustomItem(frame: Rect(x: 0, y: 0, width: size.width / 2, height: 100)),
        LayoutGroupCustomItem(
          frame: Rect(x: size.width / 4, y: 50, width: 30, height: 30), zIndex: 3),
      ]
    }
    let layout = try F.prepared(
      LayoutSection(
        group: group, contentInsets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)),
      itemCounts: [3], viewportSize: Size(width: 220, height: 300))
    #expect(layout.frame(item: 0) == Rect(x: 10, y: 0, width: 100, height: 100))
    #expect(layout.frame(item: 1) == Rect(x: 60, y: 50, width: 30, height: 30))
    #expect(layout.attributes(for: .cell(IndexPath(item: 1, section: 0)))?.zIndex == 3)
    #expect(layout.frame(item: 2) == Rect(x: 10, y: 100, width: 100, height: 100))
  }

  @Test("a custom group's provider sees its content size and the section's scale and direction")
  func customEnvironment() throws {
    // One item per point of scale, 30 wide when right to left and 20 otherwise, spread
    // over the group's content (the group less its 5-point insets).
    let group = LayoutGroup.custom(layoutSize: F.size(.absolute(110), .absolute(50))) {
      environment in
      let width: Double = environment.layoutDirection == .rightToLeft ? 30 : 20
      return (0..<Int(environment.scale)).map { index in
        LayoutGroupCustomItem(
          frame: Rect(
            x: Double(index) * (environment.containerSize.width - width), y: 0, width: width,
            height: environment.containerSize.height))
      }
    }
    var insetGroup = group
    insetGroup.contentInsets = EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
    let layout = CompositionalLayout(section: LayoutSection(group: insetGroup))
    try layout.prepare(
      for: Viewport(size: Size(width: 300, height: 300), scale: 2, layoutDirection: .rightToLeft),
      dataSource: CompositionalContent(itemCounts: [2]))
    // Content 100 × 40 from (5, 5); items at x 5 and 5 + 100 - 30 = 75, mirrored in 300:
    // 300 - 5 - 30 = 265 and 300 - 75 - 30 = 195.
    #expect(layout.frame(item: 0) == Rect(x: 265, y: 5, width: 30, height: 40))
    #expect(layout.frame(item: 1) == Rect(x: 195, y: 5, width: 30, height: 40))
  }

  @Test("a badge sits on its item's corner, moved by a fraction of its own size")
  func badges() throws {
    var item = LayoutItem(layoutSize: F.size(.fractionalWidth(0.5), .fractionalHeight(1)))
    item.supplementaryItems = [
      LayoutSupplementaryItem(
        layoutSize: F.size(.absolute(20), .absolute(20)), elementKind: .custom("badge"),
        containerAnchor: LayoutAnchor(
          edges: [.top, .trailing], offset: .fractional(Point(x: 0.5, y: -0.5))))
    ]
    let group = LayoutGroup.horizontal(
      layoutSize: F.size(.fractionalWidth(1), .absolute(80)), subitems: [.item(item)])
    let layout = try F.prepared(
      LayoutSection(group: group), itemCounts: [3], viewportSize: Size(width: 200, height: 400))
    #expect(
      layout.frame(of: .custom("badge"), item: 0) == Rect(x: 90, y: -10, width: 20, height: 20))
    #expect(
      layout.frame(of: .custom("badge"), item: 1) == Rect(x: 190, y: -10, width: 20, height: 20))
    #expect(
      layout.frame(of: .custom("badge"), item: 2) == Rect(x: 90, y: 70, width: 20, height: 20))
    #expect(layout.frame(of: .custom("badge"), item: 3) == nil)
    #expect(
      layout.attributes(for: .supplementary(.custom("badge"), IndexPath(item: 0, section: 0)))?
        .zIndex == 1)
  }

  @Test("as in UIKit, a header comes before the top inset and a footer after the bottom one")
  func boundaries() throws {
    let group = LayoutGroup.horizontal(
      layoutSize: F.size(.fractionalWidth(1), .absolute(50)), subitems: [.item(F.fullItem)])
    let header = LayoutBoundarySupplementaryItem(
      layoutSize: F.size(.fractionalWidth(1), .absolute(30)), elementKind: .sectionHeader,
      alignment: .top)
    let footer = LayoutBoundarySupplementaryItem(
      layoutSize: F.size(.fractionalWidth(0.5), .absolute(20)), elementKind: .sectionFooter,
      alignment: .bottom, absoluteOffset: Point(x: 3, y: 4))
    var section = LayoutSection(
      group: group, contentInsets: EdgeInsets(top: 10, left: 20, bottom: 10, right: 20),
      interGroupSpacing: 5, boundarySupplementaryItems: [header, footer],
      decorationItems: [LayoutDecorationItem(contentInsets: EdgeInsets(all: 4))])
    let layout = try F.prepared(
      section, itemCounts: [2, 1], viewportSize: Size(width: 240, height: 400),
      configuration: CompositionalLayout.Configuration(interSectionSpacing: 7))
    // Section 0: header 30, inset 10, 50 + 5 + 50, inset 10, footer 20: 175.
    #expect(layout.frame(of: .sectionHeader) == Rect(x: 20, y: 0, width: 200, height: 30))
    #expect(layout.frame(item: 0) == Rect(x: 20, y: 40, width: 200, height: 50))
    #expect(layout.frame(item: 1) == Rect(x: 20, y: 95, width: 200, height: 50))
    // The footer starts at 145 + 10, moved by (3, 4); half of the 200 inside the insets.
    #expect(layout.frame(of: .sectionFooter) == Rect(x: 23, y: 159, width: 100, height: 20))
    #expect(
      layout.attributes(for: .decoration(.sectionBackground, IndexPath(item: 0, section: 0)))?
        .frame == Rect(x: 4, y: 4, width: 232, height: 167))
    // Section 1 starts at 175 + 7.
    #expect(
      layout.frame(of: .sectionHeader, section: 1) == Rect(x: 20, y: 182, width: 200, height: 30))
    #expect(layout.frame(item: 0, section: 1) == Rect(x: 20, y: 222, width: 200, height: 50))
    #expect(layout.contentSize == Size(width: 240, height: 182 + 120))
    // Not following the insets, the items span the section's width, fractions of it.
    section.supplementariesFollowContentInsets = false
    let across = try F.prepared(
      section, itemCounts: [2], viewportSize: Size(width: 240, height: 400))
    #expect(across.frame(of: .sectionHeader) == Rect(x: 0, y: 0, width: 240, height: 30))
    #expect(across.frame(item: 0) == Rect(x: 20, y: 40, width: 200, height: 50))
    #expect(across.frame(of: .sectionFooter) == Rect(x: 3, y: 159, width: 120, height: 20))
  }

  @Test("in a horizontal layout, leading and trailing items lie outside the side insets")
  func horizontalBoundaries() throws {
    let group = LayoutGroup.vertical(
      layoutSize: F.size(.absolute(100), .fractionalHeight(1)), subitems: [.item(F.fullItem)])
    let leading = LayoutBoundarySupplementaryItem(
      layoutSize: F.size(.absolute(40), .fractionalHeight(1)), elementKind: .sectionHeader,
      alignment: .leading)
    let trailing = LayoutBoundarySupplementaryItem(
      layoutSize: F.size(.absolute(30), .fractionalHeight(1)), elementKind: .sectionFooter,
      alignment: .trailing)
    var section = LayoutSection(
      group: group, contentInsets: EdgeInsets(top: 5, left: 10, bottom: 5, right: 15),
      boundarySupplementaryItems: [leading, trailing])
    let horizontal = CompositionalLayout.Configuration(scrollDirection: .horizontal)
    let layout = try F.prepared(
      section, itemCounts: [2], viewportSize: Size(width: 300, height: 200),
      configuration: horizontal)
    // Leading 40, inset 10, groups 200, inset 15, trailing 30: 295.
    #expect(layout.frame(of: .sectionHeader) == Rect(x: 0, y: 5, width: 40, height: 190))
    #expect(layout.frame(item: 0) == Rect(x: 50, y: 5, width: 100, height: 190))
    #expect(layout.frame(item: 1) == Rect(x: 150, y: 5, width: 100, height: 190))
    #expect(layout.frame(of: .sectionFooter) == Rect(x: 265, y: 5, width: 30, height: 190))
    #expect(layout.contentSize == Size(width: 295, height: 200))
    section.supplementariesFollowContentInsets = false
    let across = try F.prepared(
      section, itemCounts: [2], viewportSize: Size(width: 300, height: 200),
      configuration: horizontal)
    #expect(across.frame(of: .sectionHeader) == Rect(x: 0, y: 0, width: 40, height: 200))
    #expect(across.frame(of: .sectionFooter) == Rect(x: 265, y: 0, width: 30, height: 200))
  }

  @Test("layout-wide boundary items come before and after every section")
  func layoutBoundaries() throws {
    let group = LayoutGroup.horizontal(
      layoutSize: F.size(.fractionalWidth(1), .absolute(50)), subitems: [.item(F.fullItem)])
    let configuration = CompositionalLayout.Configuration(
      boundarySupplementaryItems: [
        LayoutBoundarySupplementaryItem(
          layoutSize: F.size(.fractionalWidth(1), .absolute(60)), elementKind: .collectionHeader,
          alignment: .top),
        LayoutBoundarySupplementaryItem(
          layoutSize: F.size(.fractionalWidth(1), .absolute(25)), elementKind: .collectionFooter,
          alignment: .bottom),
      ])
    let layout = try F.prepared(
      LayoutSection(group: group), itemCounts: [2], viewportSize: Size(width: 100, height: 400),
      configuration: configuration)
    #expect(layout.frame(of: .collectionHeader) == Rect(x: 0, y: 0, width: 100, height: 60))
    #expect(layout.frame(item: 0) == Rect(x: 0, y: 60, width: 100, height: 50))
    #expect(layout.frame(of: .collectionFooter) == Rect(x: 0, y: 160, width: 100, height: 25))
    #expect(layout.contentSize == Size(width: 100, height: 185))
  }

  @Test("a horizontal layout stacks sections and groups left to right")
  func horizontal() throws {
    let item = LayoutItem(layoutSize: F.size(.fractionalWidth(1), .fractionalHeight(0.5)))
    let group = LayoutGroup.vertical(
      layoutSize: F.size(.absolute(120), .fractionalHeight(1)), subitems: [.item(item)])
    let layout = try F.prepared(
      LayoutSection(group: group, interGroupSpacing: 10), itemCounts: [3, 2],
      viewportSize: Size(width: 300, height: 200),
      configuration: CompositionalLayout.Configuration(scrollDirection: .horizontal))
    #expect(layout.frame(item: 1) == Rect(x: 0, y: 100, width: 120, height: 100))
    #expect(layout.frame(item: 2) == Rect(x: 130, y: 0, width: 120, height: 100))
    #expect(layout.frame(item: 0, section: 1) == Rect(x: 250, y: 0, width: 120, height: 100))
    #expect(layout.contentSize == Size(width: 370, height: 200))
  }

  @Test("a right-to-left layout mirrors every frame")
  func rightToLeft() throws {
    let layout = CompositionalLayout(section: Self.nestedSection())
    try layout.prepare(
      for: Viewport(size: Size(width: 440, height: 900), layoutDirection: .rightToLeft),
      dataSource: CompositionalContent(itemCounts: [3]))
    #expect(layout.frame(item: 0) == Rect(x: 220, y: 10, width: 200, height: 200))
    #expect(layout.frame(item: 1) == Rect(x: 20, y: 10, width: 200, height: 100))
  }

  @Test("a rect query reports exactly the elements it meets, also a million items deep")
  func query() throws {
    let item = LayoutItem(layoutSize: F.size(.fractionalWidth(0.25), .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      layoutSize: F.size(.fractionalWidth(1), .absolute(80)), subitems: [.item(item)])
    let layout = try F.prepared(
      LayoutSection(group: group), itemCounts: [1_000_000],
      viewportSize: Size(width: 400, height: 800))
    #expect(layout.contentSize == Size(width: 400, height: 20_000_000))
    // Rows 100,000 and 100,001 meet y 8,000,000 ..< 8,000,100; the rect spans x 150 ..< 250.
    let found = layout.elements(in: Rect(x: 150, y: 8_000_000, width: 100, height: 100))
    #expect(found.map(\.indexPath.item) == [400_001, 400_002, 400_005, 400_006])
  }
}
