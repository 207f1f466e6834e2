import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

/// A batch update, a reload or a viewport change that the layout refuses while an item
/// is lifted changes nothing: not the views, the layout, the offset, the data, nor the
/// drag, which goes on. (They used to cancel the drag first, then throw.)
@Suite("Collection view: a refused call during a drag changes nothing")
struct RefusalDuringMovementTests {
  typealias Wall = CollectionView<Tiles, RecordingHost>

  /// Everything a caller can observe of a collection view and its host.
  struct State: Equatable {
    var host: RecordingHost
    var elements: [LayoutAttributes]
    var viewport: Viewport
    var contentSize: Size
    var visibleRect: Rect
    var movement: InteractiveMovement?
    var data: Tiles
    var itemCounts: [Int]
    var isAnimating: Bool

    init(_ collection: Wall, _ host: RecordingHost) {
      self.host = host
      elements = collection.layout.allElements()
      viewport = collection.layout.viewport
      contentSize = collection.layout.contentSize
      visibleRect = collection.visibleRect
      movement = collection.interactiveMovement
      data = collection.dataSource
      itemCounts = collection.itemCounts
      isAnimating = collection.isAnimating
    }
  }

  /// Two columns 5 points wide between insets of 150 in a 320-point width, 10 apart:
  /// item 0 at (150, 0, 5, 100), item 1 at (165, 0, 5, 50), item 2 at (165, 50, 5, 50) and
  /// item 3 at (150, 100, 5, 80); item 0 is lifted and dragged over item 3, so the wall
  /// shows 1, 2, 3, 0.
  static func draggedWall() throws -> (Wall, RecordingHost) {
    var configuration = WaterfallLayout.Configuration()
    configuration.columnCount = 2
    configuration.minimumColumnSpacing = 10
    configuration.minimumInteritemSpacing = 0
    configuration.sectionInset = EdgeInsets(top: 0, left: 150, bottom: 0, right: 150)
    let collection = try Wall(
      layout: WaterfallLayout(configuration: configuration),
      dataSource: Tiles(heights: [[100, 50, 50, 80]]),
      viewport: Viewport(size: Size(width: 320, height: 400)))
    var host = RecordingHost()
    collection.updateVisibleElements(host: &host)
    #expect(
      collection.beginInteractiveMovement(forItemAt: IndexPath(item: 0, section: 0), host: &host))
    let target = collection.updateInteractiveMovementTargetPosition(
      Point(x: 152, y: 150), host: &host)
    #expect(target == IndexPath(item: 3, section: 0))
    return (collection, host)
  }

  /// Checks that the drag still runs to its end after the refusal: item 0 goes last.
  static func expectDragGoesOn(_ collection: Wall, _ host: inout RecordingHost) {
    #expect(
      collection.endInteractiveMovement(host: &host)
        == ItemReordering(
          source: IndexPath(item: 0, section: 0), destination: IndexPath(item: 3, section: 0)))
    #expect(collection.dataSource.heights == [[50, 50, 80, 100]])
  }

  @Test("a batch update the layout refuses leaves the drag and everything else as it was")
  func refusedBatchUpdate() throws {
    var (collection, host) = try Self.draggedWall()
    let before = State(collection, host)
    // Item 1 reloaded with a NaN height: the batch is valid, its height is not.
    let error = #expect(throws: UpdateError.self) {
      try collection.performBatchUpdates(
        BatchUpdate(reloadItems: [IndexPath(item: 1, section: 0)]),
        dataSource: Tiles(heights: [[100, .nan, 50, 80]]), host: &host)
    }
    guard
      case .layout(.invalidValue(.itemHeight(IndexPath(item: 1, section: 0)), let value)) = error
    else {
      Issue.record("unexpected error \(String(describing: error))")
      return
    }
    #expect(value.isNaN)
    #expect(State(collection, host) == before)
    Self.expectDragGoesOn(collection, &host)
  }

  @Test("a reload the layout refuses leaves the drag and everything else as it was")
  func refusedReload() throws {
    var (collection, host) = try Self.draggedWall()
    let before = State(collection, host)
    #expect(throws: LayoutError.invalidValue(.itemHeight(IndexPath(item: 2, section: 0)), -1)) {
      try collection.reloadData(Tiles(heights: [[100, 50, -1, 80]]), host: &host)
    }
    #expect(State(collection, host) == before)
    Self.expectDragGoesOn(collection, &host)
  }

  @Test(
    "a viewport the layout cannot be prepared for leaves the drag and everything else as it was")
  func refusedViewport() throws {
    var (collection, host) = try Self.draggedWall()
    let before = State(collection, host)
    // 310 − 2 × 150 leaves 10 points for two columns 10 apart: they do not fit.
    #expect(throws: LayoutError.invalidCount(.columnCount(section: 0), 2)) {
      try collection.setViewport(Viewport(size: Size(width: 310, height: 400)), host: &host)
    }
    #expect(State(collection, host) == before)
    Self.expectDragGoesOn(collection, &host)
  }

  @Test("an accepted batch update during a drag ends it and shows the new data")
  func acceptedBatchUpdate() throws {
    var (collection, host) = try Self.draggedWall()
    try collection.performBatchUpdates(
      BatchUpdate(reloadItems: [IndexPath(item: 1, section: 0)]),
      dataSource: Tiles(heights: [[100, 60, 50, 80]]), host: &host)
    collection.finishAnimation(host: &host)
    #expect(collection.interactiveMovement == nil)
    #expect(collection.dataSource.heights == [[100, 60, 50, 80]])
    // The data's own order again: item 1 is 60 high at (165, 0), item 2 under it.
    #expect(
      collection.layout.attributes(for: .cell(IndexPath(item: 2, section: 0)))?.frame
        == rect(165, 60, 5, 50))
    expectShowsVisibleElements(collection, host)
  }
}
