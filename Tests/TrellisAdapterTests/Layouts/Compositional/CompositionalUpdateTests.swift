import Testing
import Trellis
import TrellisAdapter

/// Badges travel with their items through updates, as in
/// `UICollectionViewCompositionalLayout`; headers travel with their sections.
@Suite("Layout driver: a compositional layout's elements through updates")
struct CompositionalUpdateTests {
  typealias Driver = LayoutDriver<CountedCompositionalSource<[Int]>>

  static let badge = ElementKind(name: "badge")

  /// Rows of four 100 × 100 apps in a 400 × 400 view under a 40-point header, each app
  /// with a 22 × 22 badge at its top trailing corner: app i's badge is at
  /// x 78 + 100 (i mod 4), y 40 + 100 (i div 4).
  static func driver(apps: Int) -> Driver {
    var app = LayoutItem(
      layoutSize: LayoutSize(
        widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
    app.supplementaryItems = [
      LayoutSupplementaryItem(
        layoutSize: LayoutSize(widthDimension: .absolute(22), heightDimension: .absolute(22)),
        elementKind: badge, containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
    ]
    var grid = LayoutSection(
      group: .horizontal(
        layoutSize: LayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
        subitems: [.item(app)]))
    grid.boundarySupplementaryItems = [
      LayoutBoundarySupplementaryItem(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
        elementKind: .sectionHeader, alignment: .top)
    ]
    let driver = Driver(layout: CompositionalLayout(section: grid))
    driver.prepare(
      for: Viewport(size: Size(width: 400, height: 400)),
      dataSource: CountedCompositionalSource(counts: [apps]))
    return driver
  }

  static func badge(_ item: Int) -> ElementID {
    .supplementary(badge, IndexPath(item: item, section: 0))
  }

  @Test(
    "after an insert at item 0, each badge starts from its own item's badge, the new one fades in")
  func insertMovesBadgesWithTheirItems() {
    let driver = Self.driver(apps: 5)
    #expect(driver.layout.anchoring(of: Self.badge(0)) == .item)
    #expect(driver.layout.anchoring(of: header(0)) == .section)
    #expect(
      driver.attributes(for: Self.badge(0))?.frame == Rect(x: 78, y: 40, width: 22, height: 22))
    driver.invalidate(everything: false, dataSourceCounts: true)
    driver.prepare(for: driver.layout.viewport, dataSource: CountedCompositionalSource(counts: [6]))
    driver.prepare(
      forUpdates: [UpdateItem(action: .insert, after: .item(IndexPath(item: 0, section: 0)))],
      dataSource: CountedCompositionalSource(counts: [6]))
    #expect(driver.lastError == nil)
    // Badge 1 belongs to the app that was app 0: it starts from that app's badge.
    #expect(
      driver.initialAttributes(forAppearing: Self.badge(1))
        == LayoutAttributes(
          id: Self.badge(1), frame: Rect(x: 78, y: 40, width: 22, height: 22), zIndex: 1))
    // App 4 wraps to the second row; its badge starts at the first row's end.
    #expect(
      driver.initialAttributes(forAppearing: Self.badge(4))?.frame
        == Rect(x: 378, y: 40, width: 22, height: 22))
    // The new app's badge appears with it.
    #expect(driver.initialAttributes(forAppearing: Self.badge(0))?.alpha == 0)
    #expect(
      driver.insertedIndexPaths(of: .supplementary, kind: Self.badge) == [
        IndexPath(item: 0, section: 0)
      ])
    #expect(driver.insertedIndexPaths(of: .supplementary, kind: .sectionHeader).isEmpty)
    #expect(driver.deletedIndexPaths(of: .supplementary, kind: Self.badge).isEmpty)
    // The header stays with its section.
    #expect(
      driver.finalAttributes(forDisappearing: header(0))?.frame
        == Rect(x: 0, y: 0, width: 400, height: 40))
  }

  @Test("after a delete of item 0, its badge disappears and the next one ends at its new place")
  func deleteRemovesTheItemsBadge() {
    let driver = Self.driver(apps: 5)
    driver.invalidate(everything: false, dataSourceCounts: true)
    driver.prepare(for: driver.layout.viewport, dataSource: CountedCompositionalSource(counts: [4]))
    driver.prepare(
      forUpdates: [UpdateItem(action: .delete, before: .item(IndexPath(item: 0, section: 0)))],
      dataSource: CountedCompositionalSource(counts: [4]))
    #expect(
      driver.deletedIndexPaths(of: .supplementary, kind: Self.badge) == [
        IndexPath(item: 0, section: 0)
      ])
    #expect(driver.finalAttributes(forDisappearing: Self.badge(0))?.alpha == 0)
    // The badge of the old app 1 goes where app 1 goes, place 0.
    #expect(
      driver.finalAttributes(forDisappearing: Self.badge(1))
        == LayoutAttributes(
          id: Self.badge(1), frame: Rect(x: 78, y: 40, width: 22, height: 22), zIndex: 1))
  }
}
