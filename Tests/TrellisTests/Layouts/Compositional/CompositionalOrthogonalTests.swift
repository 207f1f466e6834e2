import Testing
import Trellis

/// Sections that scroll sideways, and pinned boundary items, by hand.
@Suite("Compositional layout: orthogonal sections and pinning")
struct CompositionalOrthogonalTests {
  typealias F = CompositionalFixture

  /// A shelf of 150 × 100 cards, 10 apart, inset by 16 at both sides.
  static func shelfSection(_ behavior: OrthogonalScrollingBehavior) throws -> LayoutSection {
    let group = LayoutGroup.horizontal(
      layoutSize: F.size(.absolute(150), .absolute(100)), subitems: [.item(F.fullItem)])
    return LayoutSection(
      group: group, contentInsets: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16),
      interGroupSpacing: 10, orthogonalScrollingBehavior: behavior)
  }

  /// The shelf in a viewport 400 wide: card *i* starts at 16 + 160 *i* less the offset.
  static func shelf(_ behavior: OrthogonalScrollingBehavior, itemCount: Int = 6) throws
    -> CompositionalLayout
  {
    let section = try shelfSection(behavior)
    return try F.prepared(
      section, itemCounts: [itemCount, 2], viewportSize: Size(width: 400, height: 800))
  }

  @Test("an orthogonal section lays its groups across the scroll axis, in one row")
  func row() throws {
    let layout = try Self.shelf(.continuous)
    #expect(layout.frame(item: 0) == Rect(x: 16, y: 0, width: 150, height: 100))
    #expect(layout.frame(item: 5) == Rect(x: 816, y: 0, width: 150, height: 100))
    #expect(layout.frame(item: 1, section: 1) == Rect(x: 176, y: 100, width: 150, height: 100))
    #expect(layout.contentSize == Size(width: 400, height: 200))
  }

  @Test("a query answers at each section's own orthogonal offset")
  func offset() throws {
    let layout = try Self.shelf(.continuous)
    try layout.setOrthogonalOffset(100, ofSection: 0)
    #expect(layout.orthogonalOffset(ofSection: 0) == 100)
    #expect(layout.frame(item: 0) == Rect(x: -84, y: 0, width: 150, height: 100))
    #expect(layout.frame(item: 0, section: 1) == Rect(x: 16, y: 100, width: 150, height: 100))
    let found = layout.elements(in: Rect(x: 0, y: 0, width: 400, height: 100))
    #expect(found.map(\.indexPath.item) == [0, 1, 2, 3])
    #expect(layout.elements(in: Rect(x: 0, y: 0, width: 400, height: 800)).count == 6)
  }

  @Test("scrolling a section that does not scroll sideways, or too far, is refused")
  func refused() throws {
    let layout = try Self.shelf(.continuous)
    #expect(throws: LayoutError.sectionOutOfRange(2, count: 2)) {
      try layout.setOrthogonalOffset(10, ofSection: 2)
    }
    #expect(throws: LayoutError.self) { try layout.setOrthogonalOffset(.nan, ofSection: 0) }
    #expect(throws: LayoutError.self) { try layout.setOrthogonalOffset(1e13, ofSection: 0) }
    #expect(layout.orthogonalOffset(ofSection: 0) == 0)
    let list = try F.prepared(
      LayoutSection(
        group: .horizontal(
          layoutSize: F.size(.fractionalWidth(1), .absolute(40)), subitems: [.item(F.fullItem)])),
      itemCounts: [3], viewportSize: Size(width: 100, height: 100))
    #expect(throws: LayoutError.self) { try list.setOrthogonalOffset(10, ofSection: 0) }
    #expect(list.targetOrthogonalOffset(ofSection: 0, proposed: 10, velocity: 0) == nil)
  }

  @Test("continuous scrolling rests where it stops, within the row")
  func continuous() throws {
    let layout = try Self.shelf(.continuous)
    // The row is 16 + 6 × 150 + 5 × 10 + 16 = 982 long: it ends at offset 582.
    #expect(layout.targetOrthogonalOffset(ofSection: 0, proposed: 123, velocity: 900) == 123)
    #expect(layout.targetOrthogonalOffset(ofSection: 0, proposed: 700, velocity: 0) == 582)
    #expect(layout.targetOrthogonalOffset(ofSection: 0, proposed: -5, velocity: 0) == 0)
  }

  @Test("group leading boundaries are multiples of the pitch, the last within the row")
  func leadingBoundary() throws {
    let layout = try Self.shelf(.continuousGroupLeadingBoundary)
    #expect(layout.targetOrthogonalOffset(ofSection: 0, proposed: 250, velocity: 0) == 320)
    #expect(layout.targetOrthogonalOffset(ofSection: 0, proposed: 230, velocity: 0) == 160)
    #expect(layout.targetOrthogonalOffset(ofSection: 0, proposed: 900, velocity: 0) == 582)
  }

  @Test("group paging moves at most one group, on in a flick's direction")
  func groupPaging() throws {
    let layout = try Self.shelf(.groupPaging)
    try layout.setOrthogonalOffset(160, ofSection: 0)
    #expect(layout.targetOrthogonalOffset(ofSection: 0, proposed: 200, velocity: 0) == 160)
    #expect(layout.targetOrthogonalOffset(ofSection: 0, proposed: 600, velocity: 0) == 320)
    #expect(layout.targetOrthogonalOffset(ofSection: 0, proposed: 170, velocity: 800) == 320)
    #expect(layout.targetOrthogonalOffset(ofSection: 0, proposed: 170, velocity: -800) == 0)
    #expect(layout.targetOrthogonalOffset(ofSection: 1, proposed: 170, velocity: -800) == 0)
  }

  @Test("paging moves by the visible width")
  func paging() throws {
    let layout = try Self.shelf(.paging)
    #expect(layout.targetOrthogonalOffset(ofSection: 0, proposed: 150, velocity: 0) == 0)
    #expect(layout.targetOrthogonalOffset(ofSection: 0, proposed: 150, velocity: 500) == 400)
    #expect(layout.targetOrthogonalOffset(ofSection: 0, proposed: 300, velocity: 0) == 400)
    try layout.setOrthogonalOffset(400, ofSection: 0)
    // The next page would be 800, past the row's end at 582.
    #expect(layout.targetOrthogonalOffset(ofSection: 0, proposed: 450, velocity: 500) == 582)
  }

  @Test("centered group paging centers the first group at offset zero, each next one a pitch on")
  func centered() throws {
    let layout = try Self.shelf(.groupPagingCentered)
    // The content is 368 wide: the group starts (368 − 150) / 2 = 109 into it.
    #expect(layout.frame(item: 0) == Rect(x: 125, y: 0, width: 150, height: 100))
    #expect(layout.targetOrthogonalOffset(ofSection: 0, proposed: 90, velocity: 0) == 160)
    // The last group, 5, is centered at 5 × 160, the row's end.
    #expect(layout.targetOrthogonalOffset(ofSection: 0, proposed: 2000, velocity: 0) == 160)
    try layout.setOrthogonalOffset(800, ofSection: 0)
    #expect(layout.targetOrthogonalOffset(ofSection: 0, proposed: 2000, velocity: 900) == 800)
    #expect(layout.frame(item: 5) == Rect(x: 125, y: 0, width: 150, height: 100))
  }

  @Test("an update keeps the orthogonal offsets of the sections it keeps")
  func updateKeepsOffsets() throws {
    let layout = try Self.shelf(.continuous)
    try layout.setOrthogonalOffset(50, ofSection: 0)
    try layout.update(
      for: LayoutChange(sections: [.laidOutAnew, .unchanged(from: 0)]),
      dataSource: CompositionalContent(itemCounts: [1, 6]))
    #expect(layout.orthogonalOffset(ofSection: 0) == 0)
    #expect(layout.orthogonalOffset(ofSection: 1) == 50)
  }

  @Test("as in UIKit, item updates and measures keep a shelf's offset; a section reload resets it")
  func itemUpdatesKeepOffsets() throws {
    let layout = try Self.shelf(.continuous)
    try layout.setOrthogonalOffset(100, ofSection: 0)
    let insert = try BatchUpdate(insertItems: [IndexPath(item: 0, section: 0)])
      .validated(countsBefore: [6, 2], countsAfter: [7, 2])
    try layout.update(
      for: insert.layoutChange, dataSource: CompositionalContent(itemCounts: [7, 2]))
    #expect(layout.orthogonalOffset(ofSection: 0) == 100)
    // The old first card, now item 1: 16 + 160 less the offset 100.
    #expect(layout.frame(item: 1) == Rect(x: 76, y: 0, width: 150, height: 100))
    try layout.update(
      for: .resizing([.cell(IndexPath(item: 2, section: 0))], of: 2),
      dataSource: CompositionalContent(itemCounts: [7, 2]))
    #expect(layout.orthogonalOffset(ofSection: 0) == 100)
    let reload = try BatchUpdate(reloadSections: [0])
      .validated(countsBefore: [7, 2], countsAfter: [7, 2])
    try layout.update(
      for: reload.layoutChange, dataSource: CompositionalContent(itemCounts: [7, 2]))
    #expect(layout.orthogonalOffset(ofSection: 0) == 0)
  }

  @Test("a release glides by the deceleration rate; a row that does not bounce stops at its ends")
  func scrollingProperties() throws {
    var section = try Self.shelfSection(.continuous)
    section.orthogonalScrollingProperties = OrthogonalScrollingProperties(
      decelerationRate: .fast, bounce: .never)
    let layout = try F.prepared(
      section, itemCounts: [6, 2], viewportSize: Size(width: 400, height: 800))
    let properties = try #require(layout.orthogonalScrollingProperties(ofSection: 0))
    #expect(properties.bounce == .never)
    #expect(layout.orthogonalScrollingProperties(ofSection: 1) != nil)
    // 1,000 points per second: 0.99 / 0.01 = 99 points at the fast rate, 499 at the normal.
    #expect(abs(properties.decelerationDistance(velocity: 1000) - 99) < 1e-9)
    #expect(
      abs(OrthogonalScrollingProperties().decelerationDistance(velocity: 1000) - 499) < 1e-9)
    // The row is 16 + 6 × 150 + 5 × 10 + 16 = 982 long in a 400-point view: 582 at most.
    #expect(properties.draggedOffset(-30, maximumOffset: 582) == 0)
    #expect(properties.draggedOffset(700, maximumOffset: 582) == 582)
    #expect(properties.draggedOffset(300, maximumOffset: 582) == 300)
    let automatic = OrthogonalScrollingProperties()
    #expect(automatic.draggedOffset(-30, maximumOffset: 582) == -30)
    #expect(automatic.draggedOffset(-30, maximumOffset: 0) == 0)
    #expect(
      OrthogonalScrollingProperties(bounce: .always).draggedOffset(-30, maximumOffset: 0) == -30)
    section.orthogonalScrollingProperties.decelerationRate = .custom(1)
    let rate = CompositionalInput(
      section: 0,
      components: [.field("orthogonalScrollingProperties"), .field("decelerationRate")])
    #expect(throws: LayoutError.valueOutOfRange(.compositional(rate), 1, range: 0...0.9999)) {
      try F.prepared(section, itemCounts: [6], viewportSize: Size(width: 400, height: 800))
    }
  }

  @Test("a distance-from-center handler shrinks and fades cards away from the view's center")
  func distanceFromCenter() throws {
    var section = try Self.shelfSection(.continuous)
    section.visibleItemsHandler = .distanceFromCenter(
      along: .horizontal, falloff: 200, minimumScale: 0.8, minimumAlpha: 0.6)
    let layout = try F.prepared(
      section, itemCounts: [6], viewportSize: Size(width: 400, height: 800))
    let card = { (item: Int) in layout.attributes(for: .cell(IndexPath(item: item, section: 0))) }
    // The view's center is x = 200. Card 1 spans 176 to 326: 51 from it, 0.255 of the
    // falloff: alpha 1 - 0.4 × 0.255. Card 0's center, 91, is 109 away: 0.545.
    #expect(abs(try #require(card(1)).alpha - 0.898) < 1e-12)
    #expect(abs(try #require(card(0)).alpha - 0.782) < 1e-12)
    // Card 3, centered at 571, is past the falloff: the minimums.
    let far = try #require(card(3))
    #expect(abs(far.alpha - 0.6) < 1e-12)
    #expect(far.transform3D == .scale(x: 1 - 0.2, y: 1 - 0.2))
    #expect(far.frame == Rect(x: 496, y: 0, width: 150, height: 100))
  }

  /// Two sections of a pinned 40-point header over four 50-point rows: 240 each.
  static func pinned(at offset: Double) throws -> CompositionalLayout {
    let group = LayoutGroup.horizontal(
      layoutSize: F.size(.fractionalWidth(1), .absolute(50)), subitems: [.item(F.fullItem)])
    let header = LayoutBoundarySupplementaryItem(
      layoutSize: F.size(.fractionalWidth(1), .absolute(40)), elementKind: .sectionHeader,
      alignment: .top, pinToVisibleBounds: true, zIndex: 2)
    let footer = LayoutBoundarySupplementaryItem(
      layoutSize: F.size(.fractionalWidth(1), .absolute(10)), elementKind: .sectionFooter,
      alignment: .bottom, extendsBoundary: false)
    return try F.prepared(
      LayoutSection(group: group, boundarySupplementaryItems: [header, footer]),
      itemCounts: [4, 4], viewportSize: Size(width: 300, height: 200),
      offset: Point(x: 0, y: offset))
  }

  @Test("a pinned header sticks to the visible top without leaving its section")
  func pinnedHeaders() throws {
    let expectations: [(offset: Double, first: Double, second: Double)] = [
      (0, 0, 240), (100, 100, 240), (220, 200, 240), (300, 200, 300), (-50, 0, 240),
    ]
    for (offset, first, second) in expectations {
      let layout = try Self.pinned(at: offset)
      #expect(layout.frame(of: .sectionHeader)?.minY == first, "offset \(offset)")
      #expect(layout.frame(of: .sectionHeader, section: 1)?.minY == second, "offset \(offset)")
      let visible = layout.elements(in: layout.viewport.bounds)
      #expect(
        visible.contains { $0.id == .supplementary(.sectionHeader, IndexPath(item: 0, section: 0)) }
          == (offset < 240))
    }
    // A footer that does not extend the section lies over its last row.
    #expect(
      try Self.pinned(at: 0).frame(of: .sectionFooter) == Rect(x: 0, y: 230, width: 300, height: 10)
    )
    #expect(
      try Self.pinned(at: 0).frame(item: 0, section: 1)
        == Rect(x: 0, y: 280, width: 300, height: 50))
  }

  @Test("scrolling moves pinned items without preparing again")
  func pinnedInvalidation() throws {
    let layout = try Self.pinned(at: 0)
    var viewport = layout.viewport
    viewport.contentOffset.y = 120
    #expect(try layout.updateViewport(viewport) == .pinnedElements)
    #expect(layout.frame(of: .sectionHeader)?.minY == 120)
    viewport.size.width = 320
    #expect(layout.invalidation(for: viewport) == .everything)
    let plain = try CompositionalOrthogonalTests.shelf(.continuous)
    var moved = plain.viewport
    moved.contentOffset.y = 30
    #expect(plain.invalidation(for: moved) == Invalidation.none)
  }

  @Test("a visible-items handler draws items by where the view is, and queries and hits follow")
  func visibleItemsHandler() throws {
    var shelf = try Self.shelfSection(.continuous)
    // Items whose center is more than 100 points from the view's center are halved.
    shelf.visibleItemsHandler = VisibleItemsHandler { frame, context in
      abs(frame.midX - context.visibleRect.midX) > 100
        ? VisibleItemAppearance(scale: 0.5, alpha: 0.5) : VisibleItemAppearance(zIndex: 3)
    }
    let layout = try F.prepared(
      shelf, itemCounts: [6], viewportSize: Size(width: 400, height: 800))
    // Item 0 spans 16 ..< 166 (center 91, 109 from 200): drawn at 53.5 ..< 128.5.
    let first = try #require(layout.attributes(for: .cell(IndexPath(item: 0, section: 0))))
    #expect(first.frame == Rect(x: 16, y: 0, width: 150, height: 100))
    #expect(first.transform3D == .scale(x: 0.5, y: 0.5) && first.alpha == 0.5)
    // Item 1 (center 251) is drawn as it is, above the others.
    let second = try #require(layout.attributes(for: .cell(IndexPath(item: 1, section: 0))))
    #expect(second.transform3D == .identity && second.zIndex == 3)
    #expect(layout.elements(in: Rect(x: 20, y: 0, width: 20, height: 100)).isEmpty)
    #expect(layout.indexPathForItem(at: Point(x: 30, y: 50)) == nil)
    #expect(layout.indexPathForItem(at: Point(x: 60, y: 50)) == IndexPath(item: 0, section: 0))
    // Scrolling the section brings item 0 to the middle; scrolling the view changes looks.
    try layout.setOrthogonalOffset(-110, ofSection: 0)
    #expect(layout.attributes(for: .cell(IndexPath(item: 0, section: 0)))?.transform3D == .identity)
    var viewport = layout.viewport
    viewport.contentOffset.y = 10
    #expect(layout.invalidation(for: viewport) == .transformedElements)
  }
}
