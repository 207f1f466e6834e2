import Testing
import Trellis
import TrellisTesting

/// Estimated dimensions replaced by measured lengths, computed by hand.
@Suite("Compositional layout: self-sizing")
struct CompositionalSelfSizingTests {
  typealias F = CompositionalFixture

  /// `itemCounts` items whose measured sizes are `measured`, by index path.
  static func content(_ itemCounts: [Int], measured: [IndexPath: Size])
    -> SelfSizingContent<CompositionalContent>
  {
    var sizes = MeasuredSizes()
    for (indexPath, size) in measured { sizes.record(size, fitting: size, for: .cell(indexPath)) }
    return SelfSizingContent(CompositionalContent(itemCounts: itemCounts), measuredSizes: sizes)
  }

  static func prepared(
    _ section: LayoutSection, itemCounts: [Int], measured: [IndexPath: Size],
    viewportSize: Size, configuration: CompositionalLayout.Configuration = .init()
  ) throws -> CompositionalLayout {
    let layout = CompositionalLayout(section: section, configuration: configuration)
    try layout.prepare(
      for: Viewport(size: viewportSize), dataSource: content(itemCounts, measured: measured))
    return layout
  }

  static func at(_ item: Int, _ section: Int = 0) -> IndexPath {
    IndexPath(item: item, section: section)
  }

  /// A list: one full-width row per group, 44 points estimated, 10 apart.
  static let list: LayoutSection = {
    let row = F.size(.fractionalWidth(1), .estimated(44))
    return LayoutSection(
      group: .vertical(layoutSize: row, subitems: [.item(LayoutItem(layoutSize: row))]),
      interGroupSpacing: 10)
  }()

  @Test("a list row takes its measured height and the rows after it follow")
  func list() throws {
    let layout = try Self.prepared(
      Self.list, itemCounts: [5],
      measured: [
        Self.at(1): Size(width: 300, height: 100), Self.at(3): Size(width: 300, height: 20),
      ],
      viewportSize: Size(width: 300, height: 600))
    // 44 + 10 = 54; 54 + 100 + 10 = 164; 164 + 44 + 10 = 218; 218 + 20 + 10 = 248.
    #expect(layout.frame(item: 0) == Rect(x: 0, y: 0, width: 300, height: 44))
    #expect(layout.frame(item: 1) == Rect(x: 0, y: 54, width: 300, height: 100))
    #expect(layout.frame(item: 2) == Rect(x: 0, y: 164, width: 300, height: 44))
    #expect(layout.frame(item: 3) == Rect(x: 0, y: 218, width: 300, height: 20))
    #expect(layout.frame(item: 4) == Rect(x: 0, y: 248, width: 300, height: 44))
    #expect(layout.contentSize == Size(width: 300, height: 292))
    let shown = layout.elements(in: Rect(x: 0, y: 156, width: 300, height: 60)).map(\.id)
    #expect(shown == [.cell(Self.at(2))])
    let around = layout.elements(in: Rect(x: 0, y: 150, width: 300, height: 70)).map(\.id)
    #expect(around == [.cell(Self.at(1)), .cell(Self.at(2)), .cell(Self.at(3))])
  }

  @Test("a measured width is ignored in a vertical layout: the width stays the group's")
  func crossLengthStays() throws {
    let layout = try Self.prepared(
      Self.list, itemCounts: [2], measured: [Self.at(0): Size(width: 120, height: 70)],
      viewportSize: Size(width: 300, height: 600))
    #expect(layout.frame(item: 0) == Rect(x: 0, y: 0, width: 300, height: 70))
    #expect(layout.frame(item: 1) == Rect(x: 0, y: 80, width: 300, height: 44))
  }

  @Test("a row of estimated height is as tall as its tallest measured item")
  func row() throws {
    let item = LayoutItem(layoutSize: F.size(.fractionalWidth(0.5), .estimated(50)))
    let group = LayoutGroup.horizontal(
      layoutSize: F.size(.fractionalWidth(1), .estimated(50)), subitems: [.item(item)])
    let layout = try Self.prepared(
      LayoutSection(group: group), itemCounts: [4],
      measured: [
        Self.at(0): Size(width: 200, height: 80), Self.at(1): Size(width: 200, height: 30),
      ],
      viewportSize: Size(width: 400, height: 600))
    #expect(layout.frame(item: 0) == Rect(x: 0, y: 0, width: 200, height: 80))
    #expect(layout.frame(item: 1) == Rect(x: 200, y: 0, width: 200, height: 30))
    #expect(layout.frame(item: 2) == Rect(x: 0, y: 80, width: 200, height: 50))
    #expect(layout.frame(item: 3) == Rect(x: 200, y: 80, width: 200, height: 50))
    #expect(layout.contentSize == Size(width: 400, height: 130))
  }

  @Test("uniform siblings share the tallest measured height; others keep their own")
  func uniformAcrossSiblings() throws {
    let uniform = LayoutItem(
      layoutSize: F.size(.fractionalWidth(0.25), .uniformAcrossSiblings(estimate: 50)))
    let own = LayoutItem(layoutSize: F.size(.fractionalWidth(0.25), .estimated(50)))
    let group = LayoutGroup.horizontal(
      layoutSize: F.size(.fractionalWidth(1), .estimated(50)),
      subitems: [.item(uniform), .item(uniform), .item(own), .item(uniform)])
    let layout = try Self.prepared(
      LayoutSection(group: group), itemCounts: [8],
      measured: [
        Self.at(0): Size(width: 100, height: 30), Self.at(1): Size(width: 100, height: 90),
        Self.at(2): Size(width: 100, height: 120), Self.at(3): Size(width: 100, height: 20),
        Self.at(5): Size(width: 100, height: 10),
      ],
      viewportSize: Size(width: 400, height: 600))
    // Row 0: uniform items 0, 1, 3 take max(30, 90, 20) = 90; item 2 keeps 120, the
    // row's height. Row 1: items 4 and 7 keep their estimates, 5 measured 10, so the
    // uniform ones take max(50, 10, 50) = 50.
    #expect(layout.frame(item: 0) == Rect(x: 0, y: 0, width: 100, height: 90))
    #expect(layout.frame(item: 1) == Rect(x: 100, y: 0, width: 100, height: 90))
    #expect(layout.frame(item: 2) == Rect(x: 200, y: 0, width: 100, height: 120))
    #expect(layout.frame(item: 3) == Rect(x: 300, y: 0, width: 100, height: 90))
    #expect(layout.frame(item: 4) == Rect(x: 0, y: 120, width: 100, height: 50))
    #expect(layout.frame(item: 5) == Rect(x: 100, y: 120, width: 100, height: 50))
    #expect(layout.frame(item: 6) == Rect(x: 200, y: 120, width: 100, height: 50))
    #expect(layout.frame(item: 7) == Rect(x: 300, y: 120, width: 100, height: 50))
    #expect(layout.contentSize == Size(width: 400, height: 170))
  }

  @Test("a fraction of a row of estimated height follows the row's measured height")
  func fractionStretches() throws {
    let measured = LayoutItem(layoutSize: F.size(.fractionalWidth(0.5), .estimated(50)))
    let filling = LayoutItem(layoutSize: F.size(.fractionalWidth(0.5), .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      layoutSize: F.size(.fractionalWidth(1), .estimated(50)),
      subitems: [.item(measured), .item(filling)])
    let layout = try Self.prepared(
      LayoutSection(group: group), itemCounts: [2],
      measured: [Self.at(0): Size(width: 200, height: 120)],
      viewportSize: Size(width: 400, height: 600))
    #expect(layout.frame(item: 0) == Rect(x: 0, y: 0, width: 200, height: 120))
    #expect(layout.frame(item: 1) == Rect(x: 200, y: 0, width: 200, height: 120))
  }

  @Test("a group of absolute height keeps it: a measured item reaches outside")
  func absoluteGroupStays() throws {
    let item = LayoutItem(layoutSize: F.size(.fractionalWidth(0.5), .estimated(50)))
    let group = LayoutGroup.horizontal(
      layoutSize: F.size(.fractionalWidth(1), .absolute(60)), subitems: [.item(item)])
    let layout = try Self.prepared(
      LayoutSection(group: group), itemCounts: [4],
      measured: [Self.at(0): Size(width: 200, height: 90)],
      viewportSize: Size(width: 400, height: 600))
    #expect(layout.frame(item: 0) == Rect(x: 0, y: 0, width: 200, height: 90))
    #expect(layout.frame(item: 2) == Rect(x: 0, y: 60, width: 200, height: 50))
    #expect(layout.contentSize == Size(width: 400, height: 120))
    // The item reaching into the next row is found there.
    let ids = layout.elements(in: Rect(x: 0, y: 85, width: 10, height: 2)).map(\.id)
    #expect(ids == [.cell(Self.at(0)), .cell(Self.at(2))])
  }

  @Test("in a list of rows estimated at no height, a measured row pushes the next ones down")
  func fromNothing() throws {
    let row = F.size(.fractionalWidth(1), .estimated(0))
    let section = LayoutSection(
      group: .vertical(layoutSize: row, subitems: [.item(LayoutItem(layoutSize: row))]))
    let layout = try Self.prepared(
      section, itemCounts: [3], measured: [Self.at(1): Size(width: 300, height: 60)],
      viewportSize: Size(width: 300, height: 600))
    #expect(layout.frame(item: 0) == Rect(x: 0, y: 0, width: 300, height: 0))
    #expect(layout.frame(item: 1) == Rect(x: 0, y: 0, width: 300, height: 60))
    #expect(layout.frame(item: 2) == Rect(x: 0, y: 60, width: 300, height: 0))
    #expect(layout.contentSize == Size(width: 300, height: 60))
    let ids = layout.elements(in: Rect(x: 0, y: 0, width: 300, height: 600)).map(\.id)
    #expect(ids == [.cell(Self.at(1))])
  }

  @Test("groups nested 31 deep, all of estimated height, take the measured item's length")
  func deepNesting() throws {
    // Each level measures what is below it once, then places it once: 31 levels cost
    // about 31 times the items, where placing twice per level would cost 2^31 times.
    let estimated = F.size(.fractionalWidth(1), .estimated(40))
    var group = LayoutGroup.vertical(
      layoutSize: estimated, subitems: [.item(LayoutItem(layoutSize: estimated))])
    for _ in 0..<30 {
      group = LayoutGroup.vertical(layoutSize: estimated, subitems: [.group(group)])
    }
    let layout = try Self.prepared(
      LayoutSection(group: group), itemCounts: [2],
      measured: [Self.at(0): Size(width: 300, height: 90)],
      viewportSize: Size(width: 300, height: 600))
    #expect(layout.frame(item: 0) == Rect(x: 0, y: 0, width: 300, height: 90))
    #expect(layout.frame(item: 1) == Rect(x: 0, y: 90, width: 300, height: 40))
  }

  /// Rows of 50 under a header estimated 30 tall.
  static let headed: LayoutSection = {
    let row = F.size(.fractionalWidth(1), .absolute(50))
    return LayoutSection(
      group: .vertical(layoutSize: row, subitems: [.item(LayoutItem(layoutSize: row))]),
      boundarySupplementaryItems: [
        LayoutBoundarySupplementaryItem(
          layoutSize: F.size(.fractionalWidth(1), .estimated(30)), elementKind: .sectionHeader,
          alignment: .top)
      ])
  }()

  @Test("a section header of estimated height takes its measured height")
  func header() throws {
    var measured = MeasuredSizes()
    let header = ElementID.supplementary(.sectionHeader, Self.at(0))
    measured.record(Size(width: 300, height: 70), fitting: .zero, for: header)
    let layout = CompositionalLayout(section: Self.headed)
    try layout.prepare(
      for: Viewport(size: Size(width: 300, height: 600)),
      dataSource: CompositionalContent(itemCounts: [3, 1], measuredSizes: measured))
    #expect(layout.frame(of: .sectionHeader) == Rect(x: 0, y: 0, width: 300, height: 70))
    #expect(layout.frame(item: 0) == Rect(x: 0, y: 70, width: 300, height: 50))
    // Section 1's header keeps its estimate: it starts at 70 + 3 × 50 = 220.
    #expect(
      layout.frame(of: .sectionHeader, section: 1) == Rect(x: 0, y: 220, width: 300, height: 30))
    #expect(layout.frame(item: 0, section: 1) == Rect(x: 0, y: 250, width: 300, height: 50))
  }

  @Test("a collection view measures headers when they size themselves")
  func measuredHeader() throws {
    let collection = try CollectionView<SelfSizingContent<CompositionalContent>, RecordingHost>(
      layout: CompositionalLayout(section: Self.headed),
      dataSource: SelfSizingContent(
        CompositionalContent(itemCounts: [3, 3]), selfSizingElements: .all),
      viewport: Viewport(size: Size(width: 300, height: 600)))
    var host = RecordingHost { element, attributes in
      element.category == .supplementary ? Size(width: attributes.size.width, height: 44) : nil
    }
    try collection.measureVisibleElements(host: &host)
    #expect(collection.layout.frame(of: .sectionHeader) == Rect(x: 0, y: 0, width: 300, height: 44))
    #expect(
      collection.layout.frame(of: .sectionHeader, section: 1)
        == Rect(x: 0, y: 194, width: 300, height: 44))
    #expect(collection.contentSize.height == 2 * (44 + 150))
  }

  @Test("a settled row is measured again when a new width gives it another frame")
  func settledRowsAfterANewWidth() throws {
    let collection = try CollectionView<SelfSizingContent<CompositionalContent>, RecordingHost>(
      layout: CompositionalLayout(section: Self.list),
      dataSource: SelfSizingContent(CompositionalContent(itemCounts: [20])),
      viewport: Viewport(size: Size(width: 300, height: 600)))
    // Text that wraps: a row is a fifth as tall as it is wide.
    var host = RecordingHost { _, attributes in
      Size(width: attributes.size.width, height: attributes.size.width / 5)
    }
    try collection.measureVisibleElements(host: &host)
    // Rows of 60 every 70 points: rows 0...8 start before 600.
    #expect(collection.layout.frame(item: 3) == Rect(x: 0, y: 210, width: 300, height: 60))
    host.measurementRequests = []
    #expect(try collection.measureVisibleElements(host: &host).measured == 0)
    try collection.setViewport(Viewport(size: Size(width: 200, height: 600)), host: &host)
    // The data is the same, but each row is 200 wide now: every visible row is asked
    // again, grows to 40 and is asked once more in that frame. Rows of 40 every 50
    // points: rows 0...11 start before 600.
    let pass = try collection.measureVisibleElements(host: &host)
    #expect(pass.corrected == 12)
    #expect(host.measurementRequests.filter { $0 == .cell(Self.at(0)) }.count == 2)
    #expect(collection.layout.frame(item: 3) == Rect(x: 0, y: 150, width: 200, height: 40))
    #expect(collection.layout.frame(item: 11) == Rect(x: 0, y: 550, width: 200, height: 40))
  }

  @Test("content insets are ignored along the estimated axis and kept across it, as in UIKit")
  func insets() throws {
    var item = LayoutItem(layoutSize: F.size(.fractionalWidth(1), .estimated(44)))
    item.contentInsets = EdgeInsets(top: 5, left: 8, bottom: 7, right: 8)
    let group = LayoutGroup.vertical(
      layoutSize: F.size(.fractionalWidth(1), .estimated(44)), subitems: [.item(item)])
    let layout = try Self.prepared(
      LayoutSection(group: group), itemCounts: [2],
      measured: [Self.at(0): Size(width: 284, height: 30)],
      viewportSize: Size(width: 300, height: 600))
    // The height is estimated: its insets (5 and 7) are ignored, the place is the measured
    // 30 tall; the width is a fraction: 300 less 8 at each side.
    #expect(layout.frame(item: 0) == Rect(x: 8, y: 0, width: 284, height: 30))
    #expect(layout.frame(item: 1) == Rect(x: 8, y: 30, width: 284, height: 44))
    // Both estimated, in a row: no insets at all.
    item.layoutSize = F.size(.estimated(100), .estimated(44))
    let row = LayoutGroup.horizontal(
      layoutSize: F.size(.fractionalWidth(1), .estimated(44)), subitems: [.item(item)])
    let estimated = try Self.prepared(
      LayoutSection(group: row), itemCounts: [2], measured: [:],
      viewportSize: Size(width: 300, height: 600))
    #expect(estimated.frame(item: 0) == Rect(x: 0, y: 0, width: 100, height: 44))
    #expect(estimated.frame(item: 1) == Rect(x: 100, y: 0, width: 100, height: 44))
  }

  @Test("a nested column of estimated height sums its measured items, the row takes the longest")
  func nested() throws {
    let big = LayoutItem(layoutSize: F.size(.fractionalWidth(0.5), .estimated(100)))
    let small = LayoutItem(layoutSize: F.size(.fractionalWidth(1), .estimated(50)))
    let column = LayoutGroup.vertical(
      layoutSize: F.size(.fractionalWidth(0.5), .estimated(100)), subitems: [.item(small)])
    let group = LayoutGroup.horizontal(
      layoutSize: F.size(.fractionalWidth(1), .estimated(100)),
      subitems: [.item(big), .group(column)])
    let section = LayoutSection(group: group)
    let sizes = Size(width: 200, height: 0)
    let shorter = try Self.prepared(
      section, itemCounts: [6],
      measured: [
        Self.at(1): Size(width: sizes.width, height: 30),
        Self.at(2): Size(width: sizes.width, height: 40),
      ], viewportSize: Size(width: 400, height: 600))
    // The column needs 70, the big item its estimate of 100: the row is 100 tall.
    #expect(shorter.frame(item: 0) == Rect(x: 0, y: 0, width: 200, height: 100))
    #expect(shorter.frame(item: 1) == Rect(x: 200, y: 0, width: 200, height: 30))
    #expect(shorter.frame(item: 2) == Rect(x: 200, y: 30, width: 200, height: 40))
    #expect(shorter.frame(item: 3) == Rect(x: 0, y: 100, width: 200, height: 100))
    let longer = try Self.prepared(
      section, itemCounts: [6],
      measured: [
        Self.at(1): Size(width: 200, height: 90),
        Self.at(2): Size(width: 200, height: 60),
      ], viewportSize: Size(width: 400, height: 600))
    // Now the column needs 150: the row is 150 tall and the next one starts there.
    #expect(longer.frame(item: 2) == Rect(x: 200, y: 90, width: 200, height: 60))
    #expect(longer.frame(item: 3) == Rect(x: 0, y: 150, width: 200, height: 100))
    #expect(longer.contentSize == Size(width: 400, height: 250))
  }

  @Test("a shelf's row is as tall as its tallest measured group; the next section follows")
  func shelf() throws {
    let item = LayoutItem(layoutSize: F.size(.fractionalWidth(1), .estimated(100)))
    let group = LayoutGroup.horizontal(
      layoutSize: F.size(.absolute(150), .estimated(100)), subitems: [.item(item)])
    let layout = CompositionalLayout(
      section: LayoutSection(group: group, orthogonalScrollingBehavior: .continuous))
    try layout.prepare(
      for: Viewport(size: Size(width: 320, height: 600)),
      dataSource: Self.content([3, 1], measured: [Self.at(1): Size(width: 150, height: 140)]))
    #expect(layout.frame(item: 0) == Rect(x: 0, y: 0, width: 150, height: 100))
    #expect(layout.frame(item: 1) == Rect(x: 150, y: 0, width: 150, height: 140))
    #expect(layout.frame(item: 2) == Rect(x: 300, y: 0, width: 150, height: 100))
    #expect(layout.frame(item: 0, section: 1) == Rect(x: 0, y: 140, width: 150, height: 100))
    #expect(layout.contentSize == Size(width: 320, height: 240))
  }

  @Test("in a horizontal layout the measured width is the length")
  func horizontal() throws {
    let column = F.size(.estimated(80), .fractionalHeight(1))
    let section = LayoutSection(
      group: .horizontal(layoutSize: column, subitems: [.item(LayoutItem(layoutSize: column))]))
    let layout = try Self.prepared(
      section, itemCounts: [3], measured: [Self.at(0): Size(width: 130, height: 999)],
      viewportSize: Size(width: 400, height: 200),
      configuration: .init(scrollDirection: .horizontal))
    #expect(layout.frame(item: 0) == Rect(x: 0, y: 0, width: 130, height: 200))
    #expect(layout.frame(item: 1) == Rect(x: 130, y: 0, width: 80, height: 200))
    #expect(layout.contentSize == Size(width: 290, height: 200))
  }

  @Test("a measured size that is not a length is refused, and the layout keeps its state")
  func refused() throws {
    let layout = try Self.prepared(
      Self.list, itemCounts: [3], measured: [:], viewportSize: Size(width: 300, height: 600))
    #expect(throws: LayoutError.invalidValue(.itemSize(Self.at(1)), -.infinity)) {
      try layout.prepare(
        for: Viewport(size: Size(width: 300, height: 600)),
        dataSource: Self.content(
          [3], measured: [Self.at(1): Size(width: 300, height: -.infinity)]))
    }
    #expect(layout.frame(item: 2) == Rect(x: 0, y: 108, width: 300, height: 44))
  }

  @Test("a collection view measures the rows in view, lays them out, and keeps the anchor")
  func collectionView() throws {
    let collection = try CollectionView<SelfSizingContent<CompositionalContent>, Bubbles>(
      layout: CompositionalLayout(section: Self.list),
      dataSource: SelfSizingContent(CompositionalContent(itemCounts: [1_000])),
      viewport: Viewport(size: Size(width: 375, height: 667)), prefetchMargin: 0)
    // Row i has i % 4 + 1 lines: 36, 56, 76 or 96 points, each 10 after the one before.
    var bubbles = Bubbles(lineCounts: (0..<1_000).map { $0 % 4 + 1 })
    let height = { (item: Int) in 16 + 20 * Double(item % 4 + 1) }
    let top = { (item: Int) in (0..<item).reduce(0.0) { $0 + height($1) + 10 } }

    let first = try collection.measureVisibleElements(host: &bubbles)
    #expect(first.anchor == Self.at(0))
    #expect(first.anchorFrame == Rect(x: 0, y: 0, width: 375, height: 36))
    // At the estimates rows 0 to 12 start within the 667 points (12 × 54 = 648), so the
    // first round measures all of them; measured, they reach past the bounds, and row 13
    // keeps its estimate.
    for item in 0..<13 {
      #expect(
        collection.layout.frame(item: item)
          == Rect(x: 0, y: top(item), width: 375, height: height(item)))
    }
    #expect(collection.layout.frame(item: 13) == Rect(x: 0, y: top(13), width: 375, height: 44))
    #expect(collection.contentSize.height == top(13) + 987 * 44 + 986 * 10)

    try collection.scroll(to: Point(x: 0, y: 20_000), host: &bubbles)
    let pass = try collection.measureVisibleElements(host: &bubbles)
    #expect(pass.anchorFrame?.minY == pass.anchorFrameBefore?.minY)
    let anchor = try #require(pass.anchor)
    #expect(collection.layout.frame(item: anchor.item)?.height == height(anchor.item))
    #expect(
      collection.layout.frame(item: anchor.item + 1)?.minY
        == collection.layout.frame(item: anchor.item).map { $0.maxY + 10 })
  }
}
