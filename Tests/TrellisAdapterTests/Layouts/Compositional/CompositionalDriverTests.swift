import Testing
import Trellis
import TrellisAdapter

/// Shelves through the adapter: a sideways pan over a shelf scrolls its row and names
/// exactly the elements an invalidation context must name.
@Suite("Layout driver: a compositional layout's shelves")
struct CompositionalDriverTests {
  typealias Driver = LayoutDriver<CountedCompositionalSource<[Int]>>

  static let full = LayoutItem(
    layoutSize: LayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))

  /// A shelf of 150 × 100 cards, 10 apart and 16 in from each end, over a list of
  /// 400 × 100 rows under a pinned header, in a view of 400 × 300: card i starts at
  /// 16 + 160 i less the shelf's offset.
  static func driver(shelfCards: Int = 20) -> Driver {
    let shelf = LayoutSection(
      group: .horizontal(
        layoutSize: LayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)),
        subitems: [.item(full)]),
      contentInsets: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16), interGroupSpacing: 10,
      orthogonalScrollingBehavior: .continuous)
    var list = LayoutSection(
      group: .horizontal(
        layoutSize: LayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
        subitems: [.item(full)]))
    list.boundarySupplementaryItems = [
      LayoutBoundarySupplementaryItem(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
        elementKind: .sectionHeader, alignment: .top, pinToVisibleBounds: true)
    ]
    let sections = [shelf, list]
    let driver = Driver(layout: CompositionalLayout { index, _ in sections[index] })
    driver.prepare(
      for: Viewport(size: Size(width: 400, height: 300)),
      dataSource: CountedCompositionalSource(counts: [shelfCards, 6]))
    return driver
  }

  static func changed(_ driver: Driver) -> Set<ElementID> {
    var changed: Set<ElementID> = []
    driver.forEachElementChangedByScroll { changed.insert($0) }
    return changed
  }

  static func card(_ item: Int) -> ElementID { .cell(IndexPath(item: item, section: 0)) }

  @Test("a sideways scroll names the shelf's cards in the bounds before and after, and no other")
  func scroll() {
    let driver = Self.driver()
    #expect(driver.layout.orthogonalSection(at: Point(x: 200, y: 50)) == 0)
    // At 300, card i starts at -284 + 160 i: card 0 (ending at 166 before) leaves, cards
    // 1 and 2 move, card 3 (at 496 before) and card 4 (at 356) come in.
    #expect(driver.scrollSection(0, to: 300))
    #expect(Self.changed(driver) == Set([0, 1, 2, 3, 4].map(Self.card)))
    #expect(
      driver.attributes(for: Self.card(4))?.frame == Rect(x: 356, y: 0, width: 150, height: 100))
    #expect(driver.layout.orthogonalOffset(ofSection: 0) == 300)
    #expect(driver.needsPreparation == false)
    #expect(driver.lastError == nil)
  }

  @Test("a section that does not scroll sideways, or a bad offset, changes nothing")
  func refused() {
    let driver = Self.driver()
    let before = driver.layout.allElements()
    #expect(!driver.scrollSection(1, to: 10))
    #expect(driver.lastError != nil)
    #expect(!driver.scrollSection(0, to: .nan))
    #expect(!driver.scrollSection(4, to: 10))
    #expect(driver.layout.allElements() == before)
    #expect(Self.changed(driver).isEmpty)
  }

  @Test("a shelf scrolled out of the bounds names nothing, and shows its offset later")
  func outOfSight() {
    let driver = Self.driver()
    #expect(
      driver.invalidate(forBoundsChange: Rect(x: 0, y: 250, width: 400, height: 300)) == .elements)
    #expect(driver.scrollSection(0, to: 500))
    #expect(Self.changed(driver).isEmpty)
    #expect(
      driver.attributes(for: Self.card(3))?.frame == Rect(x: -4, y: 0, width: 150, height: 100))
  }

  @Test("a cell of estimated height reports its size: its row grows and the rows below follow")
  func selfSizing() throws {
    typealias SizingDriver = LayoutDriver<SelfSizingContent<CountedCompositionalSource<[Int]>>>
    let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let list = CompositionalLayout(
      section: LayoutSection(
        group: .vertical(layoutSize: row, subitems: [.item(LayoutItem(layoutSize: row))])))
    let record = SelfSizingRecord<CountedCompositionalSource<[Int]>>()
    let base = CountedCompositionalSource(counts: [100])
    let driver = SizingDriver(layout: list)
    // Scrolled to row 10's top, at 440: rows 10 to 19 fill the 440 points.
    driver.prepare(
      for: Viewport(size: Size(width: 320, height: 440), contentOffset: Point(x: 0, y: 440)),
      dataSource: record.content(base))
    let cell = { (item: Int) in ElementID.cell(IndexPath(item: item, section: 0)) }
    // Row 12 measures 100: rows 13 and after move down by 56, row 10 stays at the top.
    let original = try #require(driver.layout.attributes(for: cell(12)))
    #expect(
      driver.shouldInvalidate(
        forPreferredSize: Size(width: 320, height: 100), of: original, record: record))
    let correction = try #require(
      driver.invalidate(forPreferredSizeOf: original, record: record, base: base))
    #expect(correction.contentOffsetAdjustment == Point(x: 0, y: 0))
    #expect(correction.contentSizeAdjustment == Size(width: 0, height: 56))
    #expect(
      driver.layout.attributes(for: cell(12))?.frame == Rect(x: 0, y: 528, width: 320, height: 100))
    #expect(driver.layout.attributes(for: cell(13))?.frame.minY == 628)
    // Row 5, above the bounds, measures 20: everything from row 6 moves up by 24, and so
    // does the offset, so that row 10 stays where it is on screen.
    let above = try #require(driver.layout.attributes(for: cell(5)))
    #expect(
      driver.shouldInvalidate(
        forPreferredSize: Size(width: 320, height: 20), of: above, record: record))
    let up = try #require(driver.invalidate(forPreferredSizeOf: above, record: record, base: base))
    #expect(up.contentOffsetAdjustment == Point(x: 0, y: -24))
    #expect(driver.layout.attributes(for: cell(10))?.frame.minY == 416)
  }

  @Test("a three-finger swipe pages a shelf by the bounds' width, stopping at its ends")
  func accessibilityPaging() {
    let driver = Self.driver()
    // A continuous row of 20 cards, 2,822 points to scroll, in a view 400 wide.
    #expect(driver.orthogonalOffset(pagingSection: 0, forward: false) == nil)
    #expect(driver.orthogonalOffset(pagingSection: 0, forward: true) == 400)
    #expect(driver.scrollSection(0, to: 2_600))
    #expect(driver.orthogonalOffset(pagingSection: 0, forward: true) == 2_822)
    #expect(driver.orthogonalOffset(pagingSection: 0, forward: false) == 2_200)
    #expect(driver.scrollSection(0, to: 2_822))
    #expect(driver.orthogonalOffset(pagingSection: 0, forward: true) == nil)
    // The list below does not scroll sideways.
    #expect(driver.orthogonalOffset(pagingSection: 1, forward: true) == nil)
  }

  @Test("a rotor steps through every card of every shelf, in order, skipping other sections")
  func shelfRotor() {
    let shelf = LayoutSection(
      group: .horizontal(
        layoutSize: LayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)),
        subitems: [.item(Self.full)]),
      orthogonalScrollingBehavior: .paging)
    let list = LayoutSection(
      group: .horizontal(
        layoutSize: LayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
        subitems: [.item(Self.full)]))
    // A list, a shelf of 3, a list, an empty shelf, a shelf of 2.
    let sections = [list, shelf, list, shelf, shelf]
    let driver = Driver(layout: CompositionalLayout { index, _ in sections[index] })
    driver.prepare(
      for: Viewport(size: Size(width: 400, height: 300)),
      dataSource: CountedCompositionalSource(counts: [4, 3, 2, 0, 2]))
    let path = { (section: Int, item: Int) in IndexPath(item: item, section: section) }
    var forward: [IndexPath] = []
    var item = driver.shelfItem(after: nil)
    while let card = item {
      forward.append(card)
      item = driver.shelfItem(after: card)
    }
    #expect(forward == [path(1, 0), path(1, 1), path(1, 2), path(4, 0), path(4, 1)])
    var back: [IndexPath] = []
    item = driver.shelfItem(after: nil, forward: false)
    while let card = item {
      back.append(card)
      item = driver.shelfItem(after: card, forward: false)
    }
    #expect(back == forward.reversed())
    // From a row of a list, to the nearest shelf's card that way.
    #expect(driver.shelfItem(after: path(2, 1)) == path(4, 0))
    #expect(driver.shelfItem(after: path(2, 1), forward: false) == path(1, 2))
    #expect(driver.shelfItem(after: path(0, 3), forward: false) == nil)
  }

  @Test("scrolling to a shelf's card moves the shelf the least that shows the card whole")
  func scrollToCard() {
    let driver = Self.driver()
    // Card 5 spans x 816-966 at offset 0: the row moves 566 for its end to meet 400.
    #expect(driver.orthogonalOffset(showing: IndexPath(item: 5, section: 0)) == 566)
    #expect(driver.scrollSection(0, to: 566))
    #expect(driver.attributes(for: Self.card(5))?.frame.maxX == 400)
    // Card 0, at x -550 now, comes back until its start meets 0; card 4 shows already.
    #expect(driver.orthogonalOffset(showing: IndexPath(item: 0, section: 0)) == 16)
    #expect(driver.orthogonalOffset(showing: IndexPath(item: 4, section: 0)) == 566)
    // The last card, at 3056-3206 in the row, ends at 400 at 2806: 16 short of the
    // row's end, its trailing inset. The list below does not scroll sideways.
    #expect(driver.orthogonalOffset(showing: IndexPath(item: 19, section: 0)) == 2_806)
    #expect(driver.layout.maximumOrthogonalOffset(ofSection: 0) == 2_822)
    #expect(driver.orthogonalOffset(showing: IndexPath(item: 0, section: 1)) == nil)
  }
}
