import Testing
import Trellis

/// Badges placed by two anchors, boundary items at corners and inside their own insets,
/// by hand.
@Suite("Compositional layout: anchors, corners and boundary insets")
struct CompositionalSupplementaryTests {
  typealias F = CompositionalFixture

  /// A row of 100 × 100 items, one badge of 20 × 20 each, in a 400-point viewport.
  static func badged(_ badge: LayoutSupplementaryItem) throws -> CompositionalLayout {
    let item = LayoutItem(
      layoutSize: F.size(.absolute(100), .fractionalHeight(1)), supplementaryItems: [badge])
    let group = LayoutGroup.horizontal(
      layoutSize: F.size(.fractionalWidth(1), .absolute(100)), subitems: [.item(item)])
    return try F.prepared(
      LayoutSection(group: group, contentInsets: EdgeInsets(top: 30, left: 0, bottom: 0, right: 0)),
      itemCounts: [2], viewportSize: Size(width: 400, height: 600))
  }

  static let badgeSize = F.size(.absolute(20), .absolute(20))

  @Test("an item anchor puts its own point on the container anchor's point")
  func itemAnchor() throws {
    // Item 0 is at (0, 30, 100, 100): its top trailing corner is (100, 30).
    let outside = try Self.badged(
      LayoutSupplementaryItem(
        layoutSize: Self.badgeSize, elementKind: .custom("badge"),
        containerAnchor: LayoutAnchor(edges: [.top, .trailing]),
        itemAnchor: LayoutAnchor(edges: [.bottom, .leading])))
    #expect(
      outside.frame(of: .custom("badge")) == Rect(x: 100, y: 10, width: 20, height: 20))
    #expect(
      outside.frame(of: .custom("badge"), item: 1) == Rect(x: 200, y: 10, width: 20, height: 20))
    // The container's point moved by (-5, 5); the badge's center on it.
    let centered = try Self.badged(
      LayoutSupplementaryItem(
        layoutSize: Self.badgeSize, elementKind: .custom("badge"),
        containerAnchor: LayoutAnchor(
          edges: [.top, .trailing], offset: .absolute(Point(x: -5, y: 5))),
        itemAnchor: LayoutAnchor(edges: [])))
    #expect(
      centered.frame(of: .custom("badge")) == Rect(x: 85, y: 25, width: 20, height: 20))
    // Without an item anchor the badge lines its edges up inside, as before.
    let inside = try Self.badged(
      LayoutSupplementaryItem(
        layoutSize: Self.badgeSize, elementKind: .custom("badge"),
        containerAnchor: LayoutAnchor(edges: [.top, .trailing])))
    #expect(inside.frame(of: .custom("badge")) == Rect(x: 80, y: 30, width: 20, height: 20))
  }

  @Test("a corner item sits at its edge and its corner's end; its insets shrink it in place")
  func corners() throws {
    let group = LayoutGroup.horizontal(
      layoutSize: F.size(.fractionalWidth(1), .absolute(50)), subitems: [.item(F.fullItem)])
    let header = LayoutBoundarySupplementaryItem(
      layoutSize: F.size(.absolute(100), .absolute(30)), elementKind: .sectionHeader,
      alignment: .topTrailing, contentInsets: EdgeInsets(top: 4, left: 6, bottom: 2, right: 6))
    let footer = LayoutBoundarySupplementaryItem(
      layoutSize: F.size(.absolute(80), .absolute(20)), elementKind: .sectionFooter,
      alignment: .bottomLeading)
    let section = LayoutSection(
      group: group, contentInsets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10),
      boundarySupplementaryItems: [header, footer])
    let layout = try F.prepared(
      section, itemCounts: [2], viewportSize: Size(width: 300, height: 600))
    // The header's place: x = 10 + 280 - 100 = 190, 30 tall; less its insets.
    #expect(layout.frame(of: .sectionHeader) == Rect(x: 196, y: 4, width: 88, height: 24))
    #expect(layout.frame(item: 0) == Rect(x: 10, y: 30, width: 280, height: 50))
    #expect(layout.frame(of: .sectionFooter) == Rect(x: 10, y: 130, width: 80, height: 20))
    #expect(layout.contentSize == Size(width: 300, height: 150))
    // In a horizontal layout, a bottom trailing item is at the trailing end, at the bottom.
    let column = LayoutGroup.vertical(
      layoutSize: F.size(.absolute(50), .fractionalHeight(1)), subitems: [.item(F.fullItem)])
    let side = LayoutBoundarySupplementaryItem(
      layoutSize: F.size(.absolute(40), .absolute(60)), elementKind: .sectionFooter,
      alignment: .bottomTrailing)
    let horizontal = try F.prepared(
      LayoutSection(group: column, boundarySupplementaryItems: [side]), itemCounts: [3],
      viewportSize: Size(width: 400, height: 200),
      configuration: CompositionalLayout.Configuration(scrollDirection: .horizontal))
    #expect(horizontal.frame(of: .sectionFooter) == Rect(x: 150, y: 140, width: 40, height: 60))
  }

  @Test("a boundary item's insets are ignored along its estimated axis")
  func estimatedBoundaryInsets() throws {
    let group = LayoutGroup.horizontal(
      layoutSize: F.size(.fractionalWidth(1), .absolute(50)), subitems: [.item(F.fullItem)])
    let header = LayoutBoundarySupplementaryItem(
      layoutSize: F.size(.fractionalWidth(1), .estimated(40)), elementKind: .sectionHeader,
      alignment: .top, contentInsets: EdgeInsets(all: 5))
    let layout = try F.prepared(
      LayoutSection(group: group, boundarySupplementaryItems: [header]), itemCounts: [1],
      viewportSize: Size(width: 300, height: 600))
    #expect(layout.frame(of: .sectionHeader) == Rect(x: 5, y: 0, width: 290, height: 40))
  }

  @Test("a group's supplementary item sits on the group, at the index path of its first item")
  func groupSupplementaries() throws {
    let item = LayoutItem(
      layoutSize: F.size(.fractionalWidth(0.5), .fractionalHeight(1)),
      supplementaryItems: [
        LayoutSupplementaryItem(
          layoutSize: F.size(.absolute(10), .absolute(10)), elementKind: .custom("badge"),
          containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
      ])
    var group = LayoutGroup.horizontal(
      layoutSize: F.size(.fractionalWidth(1), .absolute(100)), subitems: [.item(item)])
    group.supplementaryItems = [
      LayoutSupplementaryItem(
        layoutSize: F.size(.absolute(30), .fractionalHeight(0.3)), elementKind: .custom("tag"),
        containerAnchor: LayoutAnchor(edges: [.top, .leading]),
        itemAnchor: LayoutAnchor(edges: [.bottom, .leading]))
    ]
    var section = LayoutSection(
      group: group, contentInsets: EdgeInsets(top: 40, left: 0, bottom: 0, right: 0))
    let layout = try F.prepared(
      section, itemCounts: [3], viewportSize: Size(width: 200, height: 600))
    // Groups at y = 40 and 140; the tag, 30 × 30, stands on each group's top leading corner.
    #expect(layout.frame(of: .custom("tag")) == Rect(x: 0, y: 10, width: 30, height: 30))
    #expect(layout.frame(of: .custom("tag"), item: 1) == nil)
    #expect(layout.frame(of: .custom("tag"), item: 2) == Rect(x: 0, y: 110, width: 30, height: 30))
    #expect(
      layout.frame(of: .custom("badge"), item: 1) == Rect(x: 190, y: 40, width: 10, height: 10))
    var visible: [ElementID] = []
    layout.forEachElement(in: Rect(x: 0, y: 0, width: 200, height: 20)) { visible.append($0.id) }
    #expect(visible == [.supplementary(.custom("tag"), IndexPath(item: 0, section: 0))])
    // The first item's own badge kind cannot be the group's too.
    section.group.supplementaryItems[0].elementKind = .custom("badge")
    let layoutOfKinds = CompositionalLayout(section: section)
    #expect(
      throws: LayoutError.duplicateKind(
        .compositional(
          CompositionalInput(
            section: 0,
            components: [.field("group"), .field("supplementaryItems"), .index(0), .field("kind")]
          )), .custom("badge"))
    ) {
      try layoutOfKinds.prepare(
        for: Viewport(size: Size(width: 200, height: 600)),
        dataSource: CompositionalContent(itemCounts: [3]))
    }
  }
}
