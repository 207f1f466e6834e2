import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

@Suite("Collection view: batch updates, animations and the content offset")
struct CollectionViewUpdateTests {
  /// 100 × 100 items, three to a line at x 0, 138 and 275, lines every 110 points.
  static func grid(items: Int = 300, offset: Double = 0) throws -> (TileGrid, RecordingHost) {
    try shownTileGrid(FlowContent(sections: [.init(itemCount: items)]), offset: offset)
  }

  @Test("an insert at the front fades the new item in and moves the others one place on")
  func insertAtFront() throws {
    var (collection, host) = try Self.grid()
    let result = try collection.performBatchUpdates(
      BatchUpdate(insertItems: [IndexPath(item: 0, section: 0)]),
      dataSource: FlowContent(sections: [.init(itemCount: 301)]), host: &host)
    let plan = Dictionary(uniqueKeysWithValues: result.animation.elements.map { ($0.element, $0) })
    // 21 elements after the update, plus the old item 20 that moved down out of view.
    #expect(plan.count == 22)
    #expect(plan[tileID(0)]?.change == .insert)
    #expect(plan[tileID(0)]?.from.alpha == 0)
    #expect(plan[tileID(0)]?.to.frame == tileFrame(0, 0))
    #expect(plan[tileID(1)]?.change == ElementChange.none)
    #expect(plan[tileID(1)]?.from.frame == tileFrame(0, 0))
    #expect(plan[tileID(1)]?.to.frame == tileFrame(138, 0))
    // Old item 20 (x 275, line 6) is item 21 now, first on line 7 at 770: off screen.
    #expect(plan[tileID(21)]?.from.frame == tileFrame(275, 660))
    #expect(plan[tileID(21)]?.to.frame == tileFrame(0, 770))
    #expect(result.contentOffset == .zero)
    #expect(collection.itemCounts == [301])
    // Halfway, item 1 is halfway between its places.
    collection.animate(to: 0.5, host: &host)
    let halfway = collection.view(for: tileID(1)).flatMap { host.views[$0].attributes }
    #expect(halfway?.frame == tileFrame(69, 0))
    collection.finishAnimation(host: &host)
    expectShowsVisibleElements(collection, host)
    #expect(host.made == collection.numberOfVisibleElements + collection.numberOfReusableViews)
  }

  @Test("a delete fades the item out in place and pulls the next ones back")
  func deleteItem() throws {
    var (collection, host) = try Self.grid()
    let result = try collection.performBatchUpdates(
      BatchUpdate(deleteItems: [IndexPath(item: 1, section: 0)]),
      dataSource: FlowContent(sections: [.init(itemCount: 299)]), host: &host)
    let deleted = result.animation.elements.filter { $0.change == .delete }
    #expect(deleted.map(\.element) == [tileID(1)])
    #expect(deleted.first?.from.frame == tileFrame(138, 0))
    #expect(deleted.first?.to.frame == tileFrame(138, 0))
    #expect(deleted.first?.to.alpha == 0)
    #expect(
      result.mapping.newIndexPath(forOld: IndexPath(item: 2, section: 0))
        == IndexPath(item: 1, section: 0))
    // Item 20 (old 21) slides up from the start of line 7 to the end of line 6 rather
    // than appearing.
    let arriving = result.animation.elements.first { $0.element == tileID(20) }
    #expect(arriving?.change == ElementChange.none)
    #expect(arriving?.from.frame == tileFrame(0, 770))
    #expect(arriving?.from.alpha == 1)
    #expect(arriving?.to.frame == tileFrame(275, 660))
    collection.finishAnimation(host: &host)
    expectShowsVisibleElements(collection, host)
  }

  @Test("UIKit keeps the offset; the anchor keeps the first visible item in place")
  func anchoring() throws {
    let insertLine = BatchUpdate(insertItems: (0..<3).map { IndexPath(item: $0, section: 0) })
    var (kept, keptHost) = try Self.grid(offset: 330)
    let keep = try kept.performBatchUpdates(
      insertLine, dataSource: FlowContent(sections: [.init(itemCount: 303)]), host: &keptHost)
    #expect(keep.contentOffset == Point(x: 0, y: 330))

    var (anchored, host) = try Self.grid(offset: 330)
    let anchor = try anchored.performBatchUpdates(
      insertLine, dataSource: FlowContent(sections: [.init(itemCount: 303)]),
      options: UpdateOptions(contentOffset: .anchorFirstVisibleItem), host: &host)
    // Item 9 was first on screen at 330; it is item 12 at 440 now, still at the top.
    #expect(anchor.contentOffset == Point(x: 0, y: 440))
    let item12 = anchored.visibleAttributes(for: tileID(12))
    #expect(item12?.frame == tileFrame(0, 440))
    anchored.finishAnimation(host: &host)
    expectShowsVisibleElements(anchored, host)
  }

  @Test("the offset is clamped when the content shrinks below it")
  func clampsOffset() throws {
    // 30 items: 10 lines, 1090 points; at 423 the bounds reach the end.
    var (collection, host) = try Self.grid(items: 30, offset: 423)
    let result = try collection.performBatchUpdates(
      BatchUpdate(deleteItems: (27..<30).map { IndexPath(item: $0, section: 0) }),
      dataSource: FlowContent(sections: [.init(itemCount: 27)]), host: &host)
    // 9 lines are 980 points: the offset can go down to 980 - 667 = 313.
    #expect(result.contentOffsetBefore == Point(x: 0, y: 423))
    #expect(result.contentOffset == Point(x: 0, y: 313))
    #expect(collection.contentOffset == Point(x: 0, y: 313))
  }

  @Test("a reload configures the item's view again and keeps it")
  func reload() throws {
    var (collection, host) = try Self.grid()
    let view = collection.view(for: tileID(4))
    let configured = host.configured
    let result = try collection.performBatchUpdates(
      BatchUpdate(reloadItems: [IndexPath(item: 4, section: 0)]),
      dataSource: FlowContent(sections: [.init(itemCount: 300)]), host: &host)
    #expect(result.animation.elements.first { $0.element == tileID(4) }?.change == .reload)
    #expect(collection.view(for: tileID(4)) == view)
    #expect(host.configured == configured + 1)
  }

  @Test("an update that is not animated ends at once")
  func notAnimated() throws {
    var (collection, host) = try Self.grid()
    try collection.performBatchUpdates(
      BatchUpdate(deleteItems: [IndexPath(item: 0, section: 0)]),
      dataSource: FlowContent(sections: [.init(itemCount: 299)]),
      options: UpdateOptions(isAnimated: false), host: &host)
    #expect(!collection.isAnimating)
    expectShowsVisibleElements(collection, host)
  }

  @Test("a batch that breaks UIKit's rules throws, names the rule and changes nothing")
  func invalidBatch() throws {
    var (collection, host) = try Self.grid(offset: 200)
    let before = host
    let frames = collection.layout.allElements()
    // Four items deleted but the data still has 300: UIKit's best-known exception.
    let update = BatchUpdate(deleteItems: (0..<4).map { IndexPath(item: $0, section: 0) })
    #expect {
      try collection.performBatchUpdates(
        update, dataSource: FlowContent(sections: [.init(itemCount: 300)]), host: &host)
    } throws: { error in
      guard let error = error as? UpdateError, case .invalidBatch = error else { return false }
      return "\(error)"
        == "invalid update: invalid number of items in section 0: 300 after the update, but "
        + "300 before, 0 inserted, 4 deleted, 0 moved in, 0 moved out"
    }
    #expect(host == before)
    #expect(collection.itemCounts == [300])
    #expect(collection.contentOffset == Point(x: 0, y: 200))
    #expect(collection.layout.allElements() == frames)
    #expect(!collection.isAnimating)
  }

  @Test("a value the layout refuses throws and changes nothing")
  func layoutError() throws {
    var (collection, host) = try Self.grid()
    let before = host
    var content = FlowContent(sections: [.init(itemCount: 301)])
    content.sections[0].itemSizes = Array(repeating: Size(width: 100, height: 100), count: 301)
    content.sections[0].itemSizes?[0] = Size(width: -1, height: 100)
    #expect(throws: UpdateError.self) {
      try collection.performBatchUpdates(
        BatchUpdate(insertItems: [IndexPath(item: 0, section: 0)]), dataSource: content,
        host: &host)
    }
    #expect(host == before)
    #expect(collection.itemCounts == [300])
    #expect(collection.layout.attributes(for: tileID(1))?.frame == tileFrame(138, 0))
  }
}

@Suite("Collection view: reloading the data")
struct CollectionViewReloadTests {
  @Test("reloading shows the new data with reused views and clamps the offset")
  func reloadData() throws {
    var (collection, host) = try CollectionViewUpdateTests.grid(items: 300, offset: 1_000)
    let made = host.made
    try collection.reloadData(FlowContent(sections: [.init(itemCount: 9)]), host: &host)
    // Three lines end at 320, shorter than the viewport: the offset goes back to 0.
    #expect(collection.contentOffset == .zero)
    #expect(collection.numberOfVisibleElements == 9)
    #expect(host.made == made)
    expectShowsVisibleElements(collection, host)
  }
}
