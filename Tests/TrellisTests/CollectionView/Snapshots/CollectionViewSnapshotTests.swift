import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

@Suite("Collection view: applying a diffable snapshot in one call")
struct CollectionViewSnapshotTests {
  typealias Fruit = Snapshot<String, String>

  static let old: Fruit = try! Fruit([("fruit", ["apple", "pear", "plum", "fig", "kiwi"])])
  /// Pear deleted, plum moved to the front, lime appended.
  static let new: Fruit = try! Fruit([("fruit", ["plum", "apple", "fig", "kiwi", "lime"])])

  /// `old` shown in 100 × 100 items, three to a line at x 0, 138 and 275, lines every
  /// 110 points: all of it visible.
  static func grid() throws -> (TileGrid, RecordingHost) { try shownTileGrid(content(old)) }

  /// The data of `snapshot`: one flow section of its items per section.
  static func content(_ snapshot: Fruit) -> FlowContent {
    FlowContent(
      sections: snapshot.sectionIdentifiers.map {
        .init(itemCount: snapshot.numberOfItems(inSection: $0))
      })
  }

  @Test("one call deletes, inserts and moves what the identifiers say, with an animation")
  func animated() throws {
    var (collection, host) = try Self.grid()
    let result = try collection.apply(
      Self.new, from: Self.old, dataSource: Self.content(Self.new), host: &host)
    #expect(
      Self.new.batchUpdate(from: Self.old)
        == BatchUpdate(
          deleteItems: [IndexPath(item: 1, section: 0)],
          insertItems: [IndexPath(item: 4, section: 0)],
          moveItems: [
            .init(from: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
          ]
        ))
    // apple 0.0 -> 0.1, pear deleted, plum 0.2 -> 0.0, fig 0.3 -> 0.2, kiwi 0.4 -> 0.3.
    let news = (0..<5).map { result.mapping.newIndexPath(forOld: IndexPath(item: $0, section: 0)) }
    #expect(news == [1, nil, 0, 2, 3].map { $0.map { IndexPath(item: $0, section: 0) } })
    #expect(collection.itemCounts == [5])
    #expect(collection.isAnimating)

    let changes = result.animation.elements.map {
      "\($0.change) \($0.element) \($0.from.frame.origin) -> \($0.to.frame.origin) \($0.to.alpha)"
    }.sorted()
    #expect(
      changes == [
        "delete cell 0.1 Point(x: 138.0, y: 0.0) -> Point(x: 138.0, y: 0.0) 0.0",
        "insert cell 0.4 Point(x: 138.0, y: 110.0) -> Point(x: 138.0, y: 110.0) 1.0",
        "move cell 0.0 Point(x: 275.0, y: 0.0) -> Point(x: 0.0, y: 0.0) 1.0",
        "none cell 0.1 Point(x: 0.0, y: 0.0) -> Point(x: 138.0, y: 0.0) 1.0",
        "none cell 0.2 Point(x: 0.0, y: 110.0) -> Point(x: 275.0, y: 0.0) 1.0",
        "none cell 0.3 Point(x: 138.0, y: 110.0) -> Point(x: 0.0, y: 110.0) 1.0",
      ])
    // Halfway, plum is halfway between its places.
    collection.animate(to: 0.5, host: &host)
    let plum = collection.view(for: tileID(0)).flatMap { host.views[$0].attributes }
    #expect(plum?.frame == tileFrame(137.5, 0))
    collection.finishAnimation(host: &host)
    #expect(
      host.onScreen.mapValues(\.frame) == [
        tileID(0): tileFrame(0, 0), tileID(1): tileFrame(138, 0),
        tileID(2): tileFrame(275, 0), tileID(3): tileFrame(0, 110),
        tileID(4): tileFrame(138, 110),
      ])
  }

  @Test("without animation, as animatingDifferences: false, the views are in place at once")
  func unanimated() throws {
    var (collection, host) = try Self.grid()
    let result = try collection.apply(
      Self.new, from: Self.old, dataSource: Self.content(Self.new),
      options: UpdateOptions(isAnimated: false), host: &host)
    #expect(!collection.isAnimating)
    #expect(result.animation.elements.count == 6)
    #expect(
      host.onScreen.mapValues(\.frame) == [
        tileID(0): tileFrame(0, 0), tileID(1): tileFrame(138, 0),
        tileID(2): tileFrame(275, 0), tileID(3): tileFrame(0, 110),
        tileID(4): tileFrame(138, 110),
      ])
    #expect(host.views.count == 6)
    #expect(host.idle == 1)
  }

  @Test("an item the new snapshot marks as reloaded is drawn anew in place")
  func reload() throws {
    var (collection, host) = try Self.grid()
    var new = Self.old
    try new.reloadItems(["fig"])
    let result = try collection.apply(
      new, from: Self.old, dataSource: Self.content(new), host: &host)
    #expect(
      result.animation.elements.filter { $0.change != .none }.map(\.element) == [
        tileID(3)
      ])
    #expect(result.animation.elements.first { $0.element == tileID(3) }?.change == .reload)
  }

  @Test("sections move with their items; the reads follow the snapshot")
  func sections() throws {
    let old = try Fruit([("a", ["1", "2"]), ("b", ["3"]), ("c", [])])
    var new = old
    try new.moveSection("c", beforeSection: "a")
    try new.moveItem("3", afterItem: "1")
    #expect(new.sectionIdentifiers == ["c", "a", "b"])
    #expect(new.itemIdentifiers(inSection: "a") == ["1", "3", "2"])
    #expect(new.numberOfItems == 3)
    #expect(new.numberOfItems(inSection: "b") == 0)
    #expect(new.indexPath(for: "2") == IndexPath(item: 2, section: 1))
    let collection = try CollectionView<FlowContent, RecordingHost>(
      layout: FlowLayout(), dataSource: Self.content(old),
      viewport: Viewport(size: Size(width: 375, height: 667)))
    var host = RecordingHost()
    collection.updateVisibleElements(host: &host)
    let result = try collection.apply(
      new, from: old, dataSource: Self.content(new), options: UpdateOptions(isAnimated: false),
      host: &host)
    #expect(collection.itemCounts == [0, 3, 0])
    #expect(
      result.mapping.newIndexPath(forOld: IndexPath(item: 0, section: 1))
        == IndexPath(item: 1, section: 1))
    #expect(
      result.mapping.newIndexPath(forOld: IndexPath(item: 1, section: 0))
        == IndexPath(item: 2, section: 1))
  }

  /// An old snapshot that is not the one shown: without fig and kiwi.
  static let stale: Fruit = try! Fruit([("fruit", ["apple", "pear", "plum"])])

  @Test(
    "data or an old snapshot that does not match is refused by the counts, and nothing changes",
    arguments: [
      // 5 - 1 deleted + 1 inserted is 5, not 6; plum's move within the section counts as
      // one moved out and one moved in, as in UIKit's message.
      (
        old, FlowContent(sections: [.init(itemCount: 6)]),
        BatchUpdateError.invalidItemCount(
          section: 0, sectionAfter: 0, after: 6, before: 5, inserted: 1, deleted: 1, movedIn: 1,
          movedOut: 1)
      ),
      // From the stale snapshot the update deletes pear and inserts fig, kiwi and lime:
      // 5 shown - 1 + 3 is 7, not the 5 of the new data.
      (
        stale, content(new),
        .invalidItemCount(
          section: 0, sectionAfter: 0, after: 5, before: 5, inserted: 3, deleted: 1, movedIn: 1,
          movedOut: 1)
      ),
    ])
  func mismatch(from old: Fruit, data: FlowContent, expected: BatchUpdateError) throws {
    var (collection, host) = try Self.grid()
    let hostBefore = host
    let layoutBefore = collection.layout.allElements()
    #expect(throws: UpdateError.invalidBatch(expected)) {
      try collection.apply(Self.new, from: old, dataSource: data, host: &host)
    }
    #expect(host == hostBefore)
    #expect(collection.itemCounts == [5])
    #expect(collection.layout.allElements() == layoutBefore)
    #expect(!collection.isAnimating)
  }

  @Test("the DiffableSnapshots article's example applies as it says")
  func articleExample() throws {
    var shown = try Fruit([("fruit", ["apple", "pear", "plum"])])
    let collection = try CollectionView<FlowContent, RecordingHost>(
      layout: FlowLayout(), dataSource: Self.content(shown),
      viewport: Viewport(size: Size(width: 375, height: 667)))
    var host = RecordingHost()
    collection.updateVisibleElements(host: &host)

    var new = shown
    try new.deleteItems(["pear"])
    try new.moveItem("plum", beforeItem: "apple")
    try new.appendItems(["fig"], toSection: "fruit")
    let result = try collection.apply(new, from: shown, dataSource: Self.content(new), host: &host)
    shown = new
    let news = (0..<3).map { result.mapping.newIndexPath(forOld: IndexPath(item: $0, section: 0)) }
    #expect(news == [IndexPath(item: 1, section: 0), nil, IndexPath(item: 0, section: 0)])
    #expect(shown.itemIdentifiers == ["plum", "apple", "fig"])
    collection.animate(to: 0.5, host: &host)
    collection.finishAnimation(host: &host)
    #expect(collection.itemCounts == [3])
    expectShowsVisibleElements(collection, host)
  }
}
