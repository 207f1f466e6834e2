import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

@Suite("Collection view: dragging items to reorder them")
struct InteractiveMovementTests {
  typealias Bookcase = CollectionView<Shelves, RecordingHost>

  /// Three shelves under 20-point headers, books of 100 × 100 three to a line at x 0,
  /// 110 and 220 in a 320-point width: shelf 0 (A B C D) from y 0 to 230, shelf 1 (E F)
  /// from 230 to 350, and the empty shelf 2 from 350 to 370.
  static func bookcase(_ books: [[String]] = [["A", "B", "C", "D"], ["E", "F"], []])
    throws -> (Bookcase, RecordingHost)
  {
    let layout = FlowLayout(
      configuration: flowConfiguration {
        $0.itemSize = Size(width: 100, height: 100)
        $0.headerReferenceSize = Size(width: 0, height: 20)
      })
    let collection = try Bookcase(
      layout: layout, dataSource: Shelves(books: books),
      viewport: Viewport(size: Size(width: 320, height: 480)))
    var host = RecordingHost()
    collection.updateVisibleElements(host: &host)
    return (collection, host)
  }

  /// The shelf rule: four books at most on a shelf.
  static func fourToAShelf(_ move: MoveProposal) -> IndexPath? {
    move.hasRoom(forAtMost: 4) ? move.proposed : nil
  }

  static func book(_ item: Int, _ section: Int) -> IndexPath {
    IndexPath(item: item, section: section)
  }

  static func shown(_ item: Int, _ section: Int, in host: RecordingHost) -> LayoutAttributes? {
    host.onScreen[.cell(book(item, section))]
  }

  @Test("a book dragged over the third place of its shelf takes it and the others close up")
  func withinShelf() throws {
    var (collection, host) = try Self.bookcase()
    #expect(collection.beginInteractiveMovement(forItemAt: Self.book(0, 0), host: &host))
    let target = collection.updateInteractiveMovementTargetPosition(
      Point(x: 260, y: 80), host: &host)
    #expect(target == Self.book(2, 0))
    // The data is untouched; the host sees B and C, by their index paths in the data,
    // one place back, and A lifted on the finger above everything.
    #expect(collection.dataSource.moves.isEmpty)
    #expect(Self.shown(1, 0, in: host)?.frame == rect(0, 20, 100, 100))
    #expect(Self.shown(2, 0, in: host)?.frame == rect(110, 20, 100, 100))
    #expect(Self.shown(3, 0, in: host)?.frame == rect(0, 130, 100, 100))
    let lifted = try #require(Self.shown(0, 0, in: host))
    #expect(lifted.frame == rect(210, 30, 100, 100))
    #expect(lifted.zIndex == Int.max)
    #expect(lifted.transform3D == .scale(x: 1.05, y: 1.05))
    #expect(collection.interactiveMovement?.target == Self.book(2, 0))

    let move = collection.endInteractiveMovement(host: &host)
    #expect(move == ItemReordering(source: Self.book(0, 0), destination: Self.book(2, 0)))
    #expect(collection.dataSource.books == [["B", "C", "A", "D"], ["E", "F"], []])
    #expect(collection.dataSource.moves == [move])
    #expect(collection.interactiveMovement == nil)
    // A settles from the finger into its place.
    collection.animate(to: 0, host: &host)
    #expect(Self.shown(2, 0, in: host)?.frame == rect(210, 30, 100, 100))
    collection.finishAnimation(host: &host)
    #expect(Self.shown(2, 0, in: host)?.frame == rect(220, 20, 100, 100))
    #expect(Self.shown(2, 0, in: host)?.zIndex == 0)
    try expectFreshlyPrepared(collection)
    expectShowsVisibleElements(collection, host)
  }

  @Test(
    "a finger beyond the offset range, or not a number, leaves the drag and the screen as they were",
    arguments: [
      Point(x: 1.4e55, y: 80), Point(x: 260, y: -2e12), Point(x: .nan, y: 80),
      Point(x: 260, y: .infinity),
    ])
  func fingerOutOfRange(position: Point) throws {
    var (collection, host) = try Self.bookcase()
    #expect(collection.beginInteractiveMovement(forItemAt: Self.book(0, 0), host: &host))
    #expect(
      collection.updateInteractiveMovementTargetPosition(Point(x: 260, y: 80), host: &host)
        == Self.book(2, 0))
    let screen = host
    let movement = collection.interactiveMovement
    // The lifted book's frame would have left the coordinate range; nothing moves.
    #expect(
      collection.updateInteractiveMovementTargetPosition(position, host: &host)
        == Self.book(2, 0))
    #expect(host == screen)
    #expect(collection.interactiveMovement == movement)
    #expect(Self.shown(0, 0, in: host)?.frame == rect(210, 30, 100, 100))
  }

  @Test("a full shelf refuses a book, and an empty one takes it under its header")
  func refusedThenIntoEmptyShelf() throws {
    var (collection, host) = try Self.bookcase()
    collection.beginInteractiveMovement(
      forItemAt: Self.book(0, 1), host: &host, rule: Self.fourToAShelf)
    // Over B on the full shelf 0: refused, E keeps its place while it follows the finger.
    let refused = collection.updateInteractiveMovementTargetPosition(
      Point(x: 160, y: 70), host: &host)
    #expect(refused == Self.book(0, 1))
    #expect(Self.shown(0, 1, in: host)?.frame == rect(110, 20, 100, 100))
    #expect(Self.shown(1, 1, in: host)?.frame == rect(110, 250, 100, 100))
    // Over the header of the empty shelf 2: the end of that shelf.
    let accepted = collection.updateInteractiveMovementTargetPosition(
      Point(x: 160, y: 360), host: &host)
    #expect(accepted == Self.book(0, 2))
    // F is alone on shelf 1 (230 to 350); shelf 2's header is at 350, E's gap below it.
    #expect(Self.shown(1, 1, in: host)?.frame == rect(0, 250, 100, 100))
    #expect(
      collection.layout.attributes(for: .cell(Self.book(0, 2)))?.frame
        == rect(0, 370, 100, 100))
    #expect(collection.contentSize.height == 470)
    collection.endInteractiveMovement(host: &host)
    #expect(collection.dataSource.books == [["A", "B", "C", "D"], ["F"], ["E"]])
    #expect(collection.itemCounts == [4, 1, 1])
    try expectFreshlyPrepared(collection)
  }

  @Test("a book moves onto a shelf with room, and the shelves below move up")
  func acrossShelves() throws {
    var (collection, host) = try Self.bookcase()
    collection.beginInteractiveMovement(
      forItemAt: Self.book(3, 0), host: &host, rule: Self.fourToAShelf)
    let target = collection.updateInteractiveMovementTargetPosition(
      Point(x: 160, y: 300), host: &host)
    #expect(target == Self.book(1, 1))
    // Shelf 0 keeps one line (0 to 120); shelf 1 shows E, the gap, F from y 140.
    #expect(Self.shown(0, 1, in: host)?.frame == rect(0, 140, 100, 100))
    #expect(Self.shown(1, 1, in: host)?.frame == rect(220, 140, 100, 100))
    #expect(
      collection.layout.attributes(for: .cell(Self.book(1, 1)))?.frame
        == rect(110, 140, 100, 100))
    #expect(collection.contentSize.height == 260)
    // The finger now rests below the content: nothing is under it, the target stays.
    #expect(
      collection.updateInteractiveMovementTargetPosition(Point(x: 160, y: 310), host: &host)
        == Self.book(1, 1))
    collection.endInteractiveMovement(host: &host)
    #expect(collection.dataSource.books == [["A", "B", "C"], ["E", "D", "F"], []])
    try expectFreshlyPrepared(collection)
    collection.finishAnimation(host: &host)
    expectShowsVisibleElements(collection, host)
  }

  @Test("cancelling puts every element back exactly where it was, data untouched")
  func cancel() throws {
    var (collection, host) = try Self.bookcase()
    let before = collection.layout.allElements()
    collection.beginInteractiveMovement(forItemAt: Self.book(3, 0), host: &host)
    collection.updateInteractiveMovementTargetPosition(Point(x: 160, y: 300), host: &host)
    collection.updateInteractiveMovementTargetPosition(Point(x: 160, y: 360), host: &host)
    collection.cancelInteractiveMovement(host: &host)
    collection.finishAnimation(host: &host)
    #expect(collection.layout.allElements() == before)
    #expect(collection.dataSource.moves.isEmpty)
    #expect(collection.dataSource.books == [["A", "B", "C", "D"], ["E", "F"], []])
    expectShowsVisibleElements(collection, host)
  }

  @Test("a scroll during a drag keeps the data's index paths; a new width cancels the drag")
  func scrollAndResizeDuringDrag() throws {
    var (collection, host) = try Self.bookcase([(0..<30).map { "book \($0)" }])
    collection.beginInteractiveMovement(forItemAt: Self.book(0, 0), host: &host)
    collection.updateInteractiveMovementTargetPosition(Point(x: 160, y: 70), host: &host)
    try collection.scroll(to: Point(x: 0, y: 100), host: &host)
    // Book 1 shows first, book 0 on the finger; book 29 is not in view.
    #expect(Self.shown(1, 0, in: host)?.frame == rect(0, 20, 100, 100))
    #expect(Self.shown(0, 0, in: host)?.center == Point(x: 160, y: 70))
    #expect(Self.shown(29, 0, in: host) == nil)
    collection.updateVisibleElements(host: &host)
    #expect(Self.shown(1, 0, in: host)?.frame == rect(0, 20, 100, 100))
    try collection.setViewport(
      Viewport(size: Size(width: 430, height: 480), contentOffset: Point(x: 0, y: 100)),
      host: &host)
    #expect(collection.interactiveMovement == nil)
    #expect(collection.dataSource.moves.isEmpty)
    #expect(Self.shown(0, 0, in: host)?.frame == rect(0, 20, 100, 100))
    expectShowsVisibleElements(collection, host)
  }

  @Test("an item the data source glues in place is refused, and nothing changes")
  func refusedBegin() throws {
    var (collection, host) = try Self.bookcase()
    var glued = collection.dataSource
    glued.glued = ["B"]
    try collection.reloadData(glued, host: &host)
    #expect(!collection.beginInteractiveMovement(forItemAt: Self.book(1, 0), host: &host))
    #expect(!collection.beginInteractiveMovement(forItemAt: Self.book(0, 2), host: &host))
    #expect(!collection.beginInteractiveMovement(forItemAt: Self.book(5, 0), host: &host))
    #expect(collection.interactiveMovement == nil)
    #expect(collection.endInteractiveMovement(host: &host) == nil)
    #expect(collection.beginInteractiveMovement(forItemAt: Self.book(0, 0), host: &host))
    #expect(!collection.beginInteractiveMovement(forItemAt: Self.book(2, 0), host: &host))
  }

  @Test("a finger deep in the bottom edge zone scrolls at a speed proportional to the depth")
  func autoScroll() throws {
    var (collection, host) = try Self.bookcase(
      [(0..<30).map { "book \($0)" }])
    // 30 books on 10 lines: content height 20 + 10 × 100 + 9 × 10 = 1,110.
    collection.beginInteractiveMovement(forItemAt: Self.book(0, 0), host: &host)
    // 30 points deep into the 60-point zone along the bottom edge: half of 1,200 per
    // second, 60 points in a tenth of a second.
    collection.updateInteractiveMovementTargetPosition(Point(x: 50, y: 450), host: &host)
    let scrolled = collection.autoScrollInteractiveMovement(by: 0.1, host: &host)
    #expect(scrolled == Point(x: 0, y: 60))
    #expect(collection.contentOffset == Point(x: 0, y: 60))
    // The finger kept its place on screen, so it is 60 points further into the content,
    // over the first book of line 4 (y 460 to 560).
    #expect(collection.interactiveMovement?.position == Point(x: 50, y: 510))
    #expect(collection.interactiveMovement?.target == Self.book(12, 0))
    // In the middle of the bounds nothing scrolls; at the top edge the offset stops at 0.
    collection.updateInteractiveMovementTargetPosition(Point(x: 50, y: 300), host: &host)
    #expect(collection.autoScrollInteractiveMovement(by: 0.1, host: &host) == .zero)
    collection.updateInteractiveMovementTargetPosition(Point(x: 50, y: 60), host: &host)
    #expect(collection.autoScrollInteractiveMovement(by: 1, host: &host) == Point(x: 0, y: -60))
    #expect(collection.contentOffset == .zero)
    collection.cancelInteractiveMovement(host: &host)
    collection.finishAnimation(host: &host)
    expectShowsVisibleElements(collection, host)
  }

  @Test("items reorder in a waterfall layout as in a flow layout")
  func waterfall() throws {
    let collection = try CollectionView<Tiles, RecordingHost>(
      layout: WaterfallLayout(
        configuration: waterfallConfiguration {
          $0.columnCount = 2
          $0.minimumColumnSpacing = 0
          $0.minimumInteritemSpacing = 0
        }),
      dataSource: Tiles(heights: [[100, 50, 50, 80]]),
      viewport: Viewport(size: Size(width: 200, height: 400)))
    var host = RecordingHost()
    collection.updateVisibleElements(host: &host)
    // Columns 100 wide: item 0 (0, 0, 100) item 1 (100, 0, 50) item 2 (100, 50, 50) item 3
    // (0, 100, 80), the leftmost of two equal columns. Dragging item 0 over item 3 puts
    // it last: 50 (left), 50 (right), 80 (left at 50), 100 (right at 50).
    collection.beginInteractiveMovement(forItemAt: IndexPath(item: 0, section: 0), host: &host)
    let target = collection.updateInteractiveMovementTargetPosition(
      Point(x: 50, y: 150), host: &host)
    #expect(target == IndexPath(item: 3, section: 0))
    #expect(host.onScreen[.cell(IndexPath(item: 3, section: 0))]?.frame == rect(0, 50, 100, 80))
    collection.endInteractiveMovement(host: &host)
    #expect(collection.dataSource.heights == [[50, 50, 80, 100]])
    #expect(
      collection.layout.attributes(for: .cell(IndexPath(item: 3, section: 0)))?.frame
        == rect(100, 50, 100, 100))
  }
}

/// Expects the collection view's layout to be what a fresh preparation of its data
/// gives, element for element.
func expectFreshlyPrepared(
  _ collection: CollectionView<Shelves, RecordingHost>,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let fresh = FlowLayout(configuration: collection.layout.configuration)
  try fresh.prepare(for: collection.viewport, dataSource: collection.dataSource)
  #expect(fresh.allElements() == collection.layout.allElements(), sourceLocation: sourceLocation)
  #expect(fresh.contentSize == collection.layout.contentSize, sourceLocation: sourceLocation)
}

@Suite("Collection view: the books that make room slide")
struct MovementSlideTests {
  typealias Bookcase = InteractiveMovementTests.Bookcase

  static func book(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

  static func frame(_ item: Int, in host: RecordingHost) -> Rect? {
    host.onScreen[.cell(book(item))]?.frame
  }

  /// The bookcase of ``InteractiveMovementTests/bookcase(_:)`` with A picked up, its
  /// neighbours sliding linearly.
  static func dragging() throws -> (Bookcase, RecordingHost) {
    var (collection, host) = try InteractiveMovementTests.bookcase()
    #expect(
      collection.beginInteractiveMovement(
        forItemAt: book(0), options: MovementOptions(slideCurve: .linear), host: &host))
    #expect(!collection.isAnimating)
    return (collection, host)
  }

  @Test("B and C slide back a place, and turn around from where they are when A goes back")
  func slideAndTurnAround() throws {
    var (collection, host) = try Self.dragging()
    // Over the third place: B goes from x 110 to 0, C from 220 to 110, both at y 20.
    collection.updateInteractiveMovementTargetPosition(Point(x: 260, y: 80), host: &host)
    #expect(collection.isAnimating)
    #expect(Self.frame(1, in: host) == rect(110, 20, 100, 100))
    #expect(Self.frame(2, in: host) == rect(220, 20, 100, 100))
    // A follows the finger and does not slide.
    #expect(Self.frame(0, in: host) == rect(210, 30, 100, 100))
    collection.animate(to: 0.5, host: &host)
    #expect(Self.frame(1, in: host) == rect(55, 20, 100, 100))
    #expect(Self.frame(2, in: host) == rect(165, 20, 100, 100))
    #expect(Self.frame(0, in: host) == rect(210, 30, 100, 100))
    // Back over the first place, halfway: B turns around from 55 towards 110 and C from
    // 165 towards 220.
    collection.updateInteractiveMovementTargetPosition(Point(x: 50, y: 80), host: &host)
    #expect(collection.interactiveMovement?.target == Self.book(0))
    #expect(Self.frame(1, in: host) == rect(55, 20, 100, 100))
    collection.animate(to: 0.5, host: &host)
    #expect(Self.frame(1, in: host) == rect(82.5, 20, 100, 100))
    #expect(Self.frame(2, in: host) == rect(192.5, 20, 100, 100))
    collection.animate(to: 1, host: &host)
    #expect(Self.frame(1, in: host) == rect(110, 20, 100, 100))
    collection.finishAnimation(host: &host)
    #expect(!collection.isAnimating)
    #expect(collection.interactiveMovement != nil)
    expectShowsWhatTheDragShows(collection, host)
  }

  @Test("the slide in flight names each sliding item, from where it is to where it goes")
  func slideInFlight() throws {
    var (collection, host) = try Self.dragging()
    #expect(collection.movementSlide == nil)
    // Over the third place: B slides from x 110 to 0 and C from 220 to 110, named as in
    // the data until the drop; A, under the finger, does not slide.
    collection.updateInteractiveMovementTargetPosition(Point(x: 260, y: 80), host: &host)
    let slide = try #require(collection.movementSlide)
    #expect(slide.curve == .linear)
    let moves = slide.elements.map { [$0.from.frame, $0.to.frame] }
    #expect(slide.elements.map(\.element) == [.cell(Self.book(1)), .cell(Self.book(2))])
    #expect(
      moves == [
        [rect(110, 20, 100, 100), rect(0, 20, 100, 100)],
        [rect(220, 20, 100, 100), rect(110, 20, 100, 100)],
      ])
    // Back over the first place halfway through: each turns around from where it is.
    collection.animate(to: 0.5, host: &host)
    collection.updateInteractiveMovementTargetPosition(Point(x: 50, y: 80), host: &host)
    let back = try #require(collection.movementSlide)
    #expect(
      back.elements.map { [$0.from.frame, $0.to.frame] } == [
        [rect(55, 20, 100, 100), rect(110, 20, 100, 100)],
        [rect(165, 20, 100, 100), rect(220, 20, 100, 100)],
      ])
    collection.finishAnimation(host: &host)
    #expect(collection.movementSlide == nil)
    #expect(collection.interactiveMovement != nil)
  }

  @Test("a step that changes no place leaves the slide where it is")
  func stillStep() throws {
    var (collection, host) = try Self.dragging()
    collection.updateInteractiveMovementTargetPosition(Point(x: 260, y: 80), host: &host)
    collection.animate(to: 0.5, host: &host)
    // Still over the third place: the finger moves, B and C keep sliding from 55 and 165.
    collection.updateInteractiveMovementTargetPosition(Point(x: 262, y: 82), host: &host)
    #expect(Self.frame(1, in: host) == rect(55, 20, 100, 100))
    collection.animate(to: 0.75, host: &host)
    #expect(Self.frame(1, in: host) == rect(27.5, 20, 100, 100))
    #expect(Self.frame(0, in: host) == rect(212, 32, 100, 100))
  }

  @Test("a scroll during the slide leaves it running")
  func scrollDuringSlide() throws {
    var (collection, host) = try Self.dragging()
    collection.updateInteractiveMovementTargetPosition(Point(x: 260, y: 80), host: &host)
    collection.animate(to: 0.5, host: &host)
    try collection.scroll(to: Point(x: 0, y: 0), host: &host)
    #expect(collection.isAnimating)
    #expect(Self.frame(1, in: host) == rect(55, 20, 100, 100))
    collection.animate(to: 1, host: &host)
    #expect(Self.frame(1, in: host) == rect(0, 20, 100, 100))
  }

  @Test("a drop mid-slide puts every book in its place, and A settles from the finger")
  func dropMidSlide() throws {
    var (collection, host) = try Self.dragging()
    collection.updateInteractiveMovementTargetPosition(Point(x: 260, y: 80), host: &host)
    collection.animate(to: 0.3, host: &host)
    collection.endInteractiveMovement(host: &host)
    #expect(collection.dataSource.books[0] == ["B", "C", "A", "D"])
    // B and C, now items 0 and 1 of the data, are in their places.
    #expect(Self.frame(0, in: host) == rect(0, 20, 100, 100))
    #expect(Self.frame(1, in: host) == rect(110, 20, 100, 100))
    // The animation that runs now settles A, from the finger.
    collection.animate(to: 0, host: &host)
    #expect(Self.frame(2, in: host) == rect(210, 30, 100, 100))
    collection.finishAnimation(host: &host)
    try expectFreshlyPrepared(collection)
    expectShowsVisibleElements(collection, host)
  }

  @Test("a slide curve that is not valid refuses the drag")
  func invalidCurve() throws {
    var (collection, host) = try InteractiveMovementTests.bookcase()
    for curve in [
      TimingCurve.cubicBezier(Point(x: 2, y: 0), Point(x: 0.5, y: 1)),
      .spring(dampingRatio: .nan, response: 0.3),
    ] {
      #expect(
        !collection.beginInteractiveMovement(
          forItemAt: Self.book(0), options: MovementOptions(slideCurve: curve), host: &host))
    }
    #expect(collection.interactiveMovement == nil)
  }
}

/// Records an issue for every element `host` shows otherwise than `collection` says it
/// does: during a drag, cells by their places in the data and the lifted item on the
/// finger.
func expectShowsWhatTheDragShows<D: CollectionDataSource>(
  _ collection: CollectionView<D, RecordingHost>, _ host: RecordingHost,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let wrong = host.onScreen.filter { collection.visibleAttributes(for: $0.key) != $0.value }
  #expect(
    wrong.isEmpty,
    "\(wrong.count) elements differ, such as \(wrong.first.map { "\($0.key)" } ?? "")",
    sourceLocation: sourceLocation)
}
