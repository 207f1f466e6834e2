import PropertyBased
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

/// The collection view's sideways scroll step of a section that scrolls on its own.
@Suite("Collection view: scrolling one section sideways")
struct CollectionViewSectionScrollingTests {
  typealias F = CompositionalFixture
  typealias Collection = CollectionView<CompositionalContent, RecordingHost>

  /// A list of 400 × 100 rows.
  static let list = LayoutSection(
    group: .horizontal(
      layoutSize: F.size(.fractionalWidth(1), .absolute(100)), subitems: [.item(F.fullItem)]))

  /// Sections whose kinds `shelves` gives in order (`true` for a shelf of 150 × 100
  /// cards, 10 apart and inset by 16 at both sides; `false` for the list), each with
  /// `itemCounts` items, in a view of 400 × 300.
  static func collection(
    shelves: [Bool], itemCounts: [Int], host: inout RecordingHost, offset: Point = .zero
  ) throws -> Collection {
    let shelf = try CompositionalOrthogonalTests.shelfSection(.continuous)
    let layout = CompositionalLayout { index, _ in shelves[index] ? shelf : list }
    let collection = try Collection(
      layout: layout, dataSource: CompositionalContent(itemCounts: itemCounts),
      viewport: Viewport(size: Size(width: 400, height: 300), contentOffset: offset))
    collection.updateVisibleElements(host: &host)
    return collection
  }

  /// The items of `section` that have a view.
  static func shownItems(_ host: RecordingHost, section: Int) -> [Int] {
    host.onScreen.keys.compactMap { id in
      guard case .cell(let indexPath) = id, indexPath.section == section else { return nil }
      return indexPath.item
    }.sorted()
  }

  @Test("a sideways step shows the cards that come into the view and moves the others")
  func step() throws {
    var host = RecordingHost()
    let collection = try Self.collection(
      shelves: [true, false], itemCounts: [20, 4], host: &host)
    // Cards start at 16 + 160 i: 0, 1 and 2 cross the 400 points; rows 0 and 1 below.
    #expect(Self.shownItems(host, section: 0) == [0, 1, 2])
    #expect(Self.shownItems(host, section: 1) == [0, 1])
    var applied = host.applied
    // At 100, card i starts at -84 + 160 i: card 3 at 396 comes in.
    var change = try collection.scrollSection(0, to: 100, host: &host)
    #expect(change == VisibilityChange(appeared: 1, disappeared: 0, updated: 3))
    #expect(Self.shownItems(host, section: 0) == [0, 1, 2, 3])
    #expect(
      host.onScreen[.cell(IndexPath(item: 3, section: 0))]?.frame
        == Rect(x: 396, y: 0, width: 150, height: 100))
    #expect(host.applied - applied == 4)
    expectShowsVisibleElements(collection, host)
    // At 300, card 0 ends at -134 and leaves; card 4 comes in at 356.
    applied = host.applied
    change = try collection.scrollSection(0, to: 300, host: &host)
    #expect(change == VisibilityChange(appeared: 1, disappeared: 1, updated: 3))
    #expect(Self.shownItems(host, section: 0) == [1, 2, 3, 4])
    #expect(Self.shownItems(host, section: 1) == [0, 1])
    #expect(host.applied - applied == 4)
    #expect(host.made == 6, "card 4 reuses the view card 0 gave back")
    #expect(collection.contentOffset == .zero)
    #expect(collection.layout.orthogonalOffset(ofSection: 0) == 300)
    expectShowsVisibleElements(collection, host)
  }

  @Test("a row out of sight scrolls without touching a view, and shows where it is later")
  func outOfSight() throws {
    var host = RecordingHost()
    let collection = try Self.collection(
      shelves: [true, false], itemCounts: [20, 6], host: &host,
      offset: Point(x: 0, y: 150))
    let before = host
    let change = try collection.scrollSection(0, to: 500, host: &host)
    #expect(change.isEmpty)
    #expect(host == before)
    try collection.scroll(to: .zero, host: &host)
    // At 500, card i starts at -484 + 160 i: cards 3 (-4) to 5 (316).
    #expect(Self.shownItems(host, section: 0) == [3, 4, 5])
    expectShowsVisibleElements(collection, host)
  }

  @Test("a row seen beyond the content's side, where it reaches, moves there too")
  func beyondTheSide() throws {
    var host = RecordingHost()
    // The view looks at x = 500 to 900, past the 400-point-wide content: cards 3 (496),
    // 4 (656) and 5 (816) are there.
    let collection = try Self.collection(
      shelves: [true, false], itemCounts: [20, 4], host: &host, offset: Point(x: 500, y: 0))
    #expect(Self.shownItems(host, section: 0) == [3, 4, 5])
    let change = try collection.scrollSection(0, to: 100, host: &host)
    #expect(change == VisibilityChange(appeared: 1, disappeared: 0, updated: 3))
    expectShowsVisibleElements(collection, host)
  }

  @Test("scrolling a section that does not scroll sideways is an error that changes nothing")
  func refused() throws {
    var host = RecordingHost()
    let collection = try Self.collection(
      shelves: [true, false], itemCounts: [20, 4], host: &host)
    let before = host
    #expect(throws: LayoutError.self) { try collection.scrollSection(1, to: 10, host: &host) }
    #expect(throws: LayoutError.sectionOutOfRange(2, count: 2)) {
      try collection.scrollSection(2, to: 10, host: &host)
    }
    #expect(throws: LayoutError.self) { try collection.scrollSection(0, to: .nan, host: &host) }
    #expect(throws: LayoutError.self) { try collection.scrollSection(0, to: -1e13, host: &host) }
    #expect(host == before)
    #expect(collection.layout.orthogonalOffset(ofSection: 0) == 0)

    var flowHost = RecordingHost()
    let flow = try CollectionView<FlowContent, RecordingHost>(
      layout: FlowLayout(), dataSource: FlowContent(sections: [.init(itemCount: 3)]),
      viewport: Viewport(size: Size(width: 400, height: 300)))
    flow.updateVisibleElements(host: &flowHost)
    let error = #expect(throws: LayoutError.self) {
      try flow.scrollSection(0, to: 10, host: &flowHost)
    }
    #expect(error == .invalidValue(.orthogonalOffset(section: 0), 10))
    #expect(
      error?.description
        == "the orthogonal offset of section 0 cannot be 10.0; the section does not scroll sideways"
    )
  }

  @Test("a sideways step ends a running animation and shows the row at its new offset")
  func duringAnimation() throws {
    var host = RecordingHost()
    let collection = try Self.collection(
      shelves: [true, false], itemCounts: [20, 4], host: &host)
    try collection.performBatchUpdates(
      BatchUpdate(insertItems: [IndexPath(item: 0, section: 1)]),
      dataSource: CompositionalContent(itemCounts: [20, 5]), host: &host)
    collection.animate(to: 0.5, host: &host)
    #expect(collection.isAnimating)
    try collection.scrollSection(0, to: 100, host: &host)
    #expect(!collection.isAnimating)
    expectShowsVisibleElements(collection, host)
  }

  @Test("a shelf's point finds its row; the band holds every card at any offset")
  func band() throws {
    var host = RecordingHost()
    let collection = try Self.collection(
      shelves: [false, true, false], itemCounts: [1, 20, 1], host: &host)
    let layout = collection.layout
    #expect(layout.orthogonalSection(at: Point(x: 5, y: 150)) == 1)
    #expect(layout.orthogonalSection(at: Point(x: 5, y: 50)) == nil)
    #expect(layout.orthogonalSection(at: Point(x: 5, y: 250)) == nil)
    #expect(layout.orthogonalSection(at: Point(x: -5, y: 150)) == 1)
    #expect(layout.orthogonalSection(at: Point(x: .nan, y: 150)) == nil)
    #expect(layout.orthogonalScrollingBand(ofSection: 0) == nil)
    // 20 cards of 150, 10 apart, and 16 at each end: 3,222 points seen through 400.
    #expect(layout.maximumOrthogonalOffset(ofSection: 1) == 2_822)
    #expect(layout.maximumOrthogonalOffset(ofSection: 0) == nil)
    // A pixel of margin on each side of the row from 100 to 200, across every coordinate.
    #expect(
      layout.orthogonalScrollingBand(ofSection: 1)
        == Rect(x: -1e13, y: 99, width: 2e13, height: 102))
  }

  @Test("after any sideways and vertical steps the views show exactly the visible elements")
  func anySteps() async {
    await propertyCheck(
      count: 100,
      input: Gen.int(in: 0...3).array(of: 1...4), Gen.int(in: 0...40).array(of: 1...4),
      Gen.int(in: 0...3).array(of: 1...30), Gen.double(in: -200...4000).array(of: 1...30)
    ) { kinds, counts, sections, offsets in
      let shelves = kinds.map { $0 > 0 }
      let itemCounts = kinds.indices.map { counts[$0 % counts.count] }
      var host = RecordingHost()
      let collection = try Self.collection(shelves: shelves, itemCounts: itemCounts, host: &host)
      for (step, offset) in offsets.enumerated() {
        let section = sections[step % sections.count]
        guard section < shelves.count, shelves[section], step % 5 != 4 else {
          try collection.scroll(
            to: Point(x: 0, y: min(max(0, offset), collection.contentSize.height)), host: &host)
          expectShowsVisibleElements(collection, host)
          continue
        }
        let before = host.onScreen
        let change = try collection.scrollSection(section, to: offset, host: &host)
        let after = host.onScreen
        expectShowsVisibleElements(collection, host)
        let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
        #expect(changed.allSatisfy { $0.indexPath.section == section })
        #expect(change.appeared == after.keys.count { before[$0] == nil })
        #expect(change.disappeared == before.keys.count { after[$0] == nil })
        #expect(change.updated == changed.count - change.appeared - change.disappeared)
      }
    }
  }
}
