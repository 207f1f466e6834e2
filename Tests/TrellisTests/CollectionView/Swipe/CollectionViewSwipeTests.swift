import Testing
import Trellis
import TrellisTesting

/// Swipes by hand on the inbox of `Inbox`: rows 390 points wide and 44 high, trailing
/// Delete (74) and Archive (90), 164 points together, leading Unread (80). The full-swipe
/// threshold is 0.6 × 390 = 234 points on either side; a release counts at its offset
/// plus 0.099 s of its velocity.
@Suite("Collection view: swipe actions")
struct CollectionViewSwipeTests {
  @Test("a row slid left shows the trailing buttons sharing the revealed area by width")
  func slidLeft() throws {
    var (collection, host) = try Inbox.make()
    try collection.beginSwipe(at: Inbox.row(1), host: &host)
    let swipe = try collection.updateSwipe(offset: -82, host: &host)
    #expect(swipe.edge == .trailing)
    #expect(swipe.phase == .tracking)
    #expect(Inbox.frame(.cell(Inbox.row(1)), host) == Rect(x: -82, y: 44, width: 390, height: 44))
    // 82 points shared 74 : 90: Delete 37 at the right edge, Archive 45 inside it.
    #expect(Inbox.frame(Inbox.button(0, of: 1), host) == Rect(x: 353, y: 44, width: 37, height: 44))
    #expect(Inbox.frame(Inbox.button(1, of: 1), host) == Rect(x: 308, y: 44, width: 45, height: 44))
    #expect(Inbox.buttons(host).count == 2)
    #expect(collection.swipeAction(for: Inbox.button(0, of: 1)) == Inbox.delete)
    #expect(collection.swipeAction(for: Inbox.button(1, of: 1))?.title == "Archive")
    #expect(collection.swipeAction(for: Inbox.button(2, of: 1)) == nil)
    #expect(collection.swipeAction(for: Inbox.button(0, of: 2)) == nil)
    // The neighbors stay.
    #expect(Inbox.frame(.cell(Inbox.row(0)), host) == Rect(x: 0, y: 0, width: 390, height: 44))
    #expect(Inbox.frame(.cell(Inbox.row(2)), host) == Rect(x: 0, y: 88, width: 390, height: 44))
    #expect(host.misuses.isEmpty)
  }

  @Test("a row slid right shows the leading button; back across its place, the trailing ones")
  func slidRightThenLeft() throws {
    var (collection, host) = try Inbox.make()
    try collection.beginSwipe(at: Inbox.row(0), host: &host)
    try collection.updateSwipe(offset: 40, host: &host)
    #expect(Inbox.frame(.cell(Inbox.row(0)), host) == Rect(x: 40, y: 0, width: 390, height: 44))
    #expect(Inbox.frame(Inbox.button(0, of: 0), host) == Rect(x: 0, y: 0, width: 40, height: 44))
    #expect(collection.swipeAction(for: Inbox.button(0, of: 0)) == Inbox.unread)
    try collection.updateSwipe(offset: -164, host: &host)
    #expect(collection.swipeAction(for: Inbox.button(0, of: 0)) == Inbox.delete)
    #expect(Inbox.frame(Inbox.button(0, of: 0), host) == Rect(x: 316, y: 0, width: 74, height: 44))
    #expect(Inbox.frame(Inbox.button(1, of: 0), host) == Rect(x: 226, y: 0, width: 90, height: 44))
    try collection.updateSwipe(offset: 0, host: &host)
    #expect(Inbox.buttons(host).isEmpty)
    #expect(Inbox.frame(.cell(Inbox.row(0)), host) == Rect(x: 0, y: 0, width: 390, height: 44))
    #expect(host.misuses.isEmpty)
  }

  @Test("past the full-swipe threshold the first button fills the revealed area")
  func armed() throws {
    var (collection, host) = try Inbox.make()
    try collection.beginSwipe(at: Inbox.row(0), host: &host)
    try collection.updateSwipe(offset: -234, host: &host)
    #expect(collection.interactiveSwipe?.isFullSwipeArmed == false)
    let swipe = try collection.updateSwipe(offset: -300, host: &host)
    #expect(swipe.isFullSwipeArmed)
    #expect(Inbox.frame(Inbox.button(0, of: 0), host) == Rect(x: 90, y: 0, width: 300, height: 44))
    #expect(Inbox.frame(Inbox.button(1, of: 0), host) == Rect(x: 90, y: 0, width: 0, height: 44))
    // Beyond the row's width the row stops at its width.
    #expect(try collection.updateSwipe(offset: -1000, host: &host).offset == -390)
  }

  @Test("without a full swipe the buttons grow in proportion however far the row goes")
  func noFullSwipe() throws {
    var (collection, host) = try Inbox.make(fullSwipe: false)
    try collection.beginSwipe(at: Inbox.row(0), host: &host)
    let swipe = try collection.updateSwipe(offset: -328, host: &host)
    #expect(!swipe.isFullSwipeArmed)
    #expect(Inbox.frame(Inbox.button(0, of: 0), host) == Rect(x: 242, y: 0, width: 148, height: 44))
    #expect(Inbox.frame(Inbox.button(1, of: 0), host) == Rect(x: 62, y: 0, width: 180, height: 44))
    #expect(try collection.endSwipe(velocity: -5000, host: &host) == .open(.trailing))
  }

  @Test(
    "a release settles by its projected offset: half the buttons' width opens, past 234 performs",
    arguments: [
      // Offset, velocity: the projection is offset + 0.099 × velocity.
      (-82.0, 0.0, SwipeOutcome.open(.trailing)),
      (-81.9, 0.0, .closed),
      (-50.0, -400.0, .open(.trailing)),  // -89.6
      (-100.0, 1000.0, .closed),  // -1: toward the place
      (-100.0, 2000.0, .closed),  // +98: across the place, still closed
      (-234.0, 0.0, .open(.trailing)),
      (-234.5, 0.0, .performed(.trailing, action: 0)),
      (-200.0, -400.0, .performed(.trailing, action: 0)),  // -239.6
      (40.0, 0.0, .open(.leading)),
      (39.9, 0.0, .closed),
      (0.0, 500.0, .open(.leading)),  // 49.5 from the place
      (0.0, -900.0, .open(.trailing)),  // -89.1
      (300.0, 0.0, .performed(.leading, action: 0)),
    ])
  func release(offset: Double, velocity: Double, outcome: SwipeOutcome) throws {
    var (collection, host) = try Inbox.make()
    try collection.beginSwipe(at: Inbox.row(0), host: &host)
    try collection.updateSwipe(offset: offset, host: &host)
    #expect(try collection.endSwipe(velocity: velocity, host: &host) == outcome)
    collection.finishAnimation(host: &host)
    let row = Inbox.frame(.cell(Inbox.row(0)), host)
    switch outcome {
    case .closed:
      #expect(collection.interactiveSwipe == nil)
      #expect(row == Rect(x: 0, y: 0, width: 390, height: 44))
      #expect(Inbox.buttons(host).isEmpty)
    case .open(let edge):
      #expect(collection.interactiveSwipe?.phase == .open)
      #expect(row?.minX == (edge == .trailing ? -164 : 80))
    case .performed(let edge, _):
      #expect(collection.interactiveSwipe?.phase == .performed(action: 0))
      #expect(row?.minX == (edge == .trailing ? -390 : 390))
      #expect(Inbox.frame(Inbox.button(0, of: 0), host)?.width == 390)
    }
    #expect(host.misuses.isEmpty)
  }

  @Test("a release animates the row and its buttons to where it settles")
  func settleAnimation() throws {
    var (collection, host) = try Inbox.make()
    try collection.beginSwipe(at: Inbox.row(0), host: &host)
    try collection.updateSwipe(offset: -100, host: &host)
    try collection.endSwipe(velocity: 0, curve: .linear, host: &host)
    #expect(collection.isAnimating)
    // Halfway from -100 to -164; Delete halfway from 45.12... to 74: from 100 × 74/164.
    collection.animate(to: 0.5, host: &host)
    #expect(Inbox.frame(.cell(Inbox.row(0)), host)?.minX == -132)
    collection.finishAnimation(host: &host)
    #expect(Inbox.frame(.cell(Inbox.row(0)), host)?.minX == -164)
    #expect(Inbox.frame(Inbox.button(0, of: 0), host) == Rect(x: 316, y: 0, width: 74, height: 44))
    #expect(Inbox.frame(Inbox.button(1, of: 0), host) == Rect(x: 226, y: 0, width: 90, height: 44))

    // Closing shrinks the buttons into the right edge and gives their views back.
    collection.closeSwipe(curve: .linear, host: &host)
    collection.animate(to: 0.5, host: &host)
    #expect(Inbox.frame(.cell(Inbox.row(0)), host)?.minX == -82)
    #expect(Inbox.frame(Inbox.button(0, of: 0), host) == Rect(x: 353, y: 0, width: 37, height: 44))
    collection.finishAnimation(host: &host)
    #expect(collection.interactiveSwipe == nil)
    #expect(Inbox.frame(.cell(Inbox.row(0)), host)?.minX == 0)
    #expect(Inbox.buttons(host).isEmpty)
    #expect(collection.numberOfVisibleElements == host.onScreen.count)
    #expect(host.misuses.isEmpty)
  }

  @Test("an open row goes on from where it rests, and a cancel returns it there")
  func reopenAndCancel() throws {
    var (collection, host) = try Inbox.make()
    try Inbox.swipe(collection, 2, to: -120, host: &host)
    try collection.beginSwipe(at: Inbox.row(2), host: &host)
    #expect(collection.interactiveSwipe?.offset == -164)
    #expect(collection.interactiveSwipe?.phase == .tracking)
    try collection.updateSwipe(offset: -20, host: &host)
    collection.cancelSwipe(host: &host)
    collection.finishAnimation(host: &host)
    #expect(collection.interactiveSwipe?.phase == .open)
    #expect(Inbox.frame(.cell(Inbox.row(2)), host)?.minX == -164)
    #expect(Inbox.frame(Inbox.button(1, of: 2), host) == Rect(x: 226, y: 88, width: 90, height: 44))
  }

  @Test("one row open at a time: a swipe on another row closes the open one")
  func oneOpenAtATime() throws {
    var (collection, host) = try Inbox.make()
    try Inbox.swipe(collection, 0, to: -164, host: &host)
    try collection.beginSwipe(at: Inbox.row(4), host: &host)
    #expect(collection.interactiveSwipe?.item == Inbox.row(4))
    #expect(Inbox.frame(.cell(Inbox.row(0)), host) == Rect(x: 0, y: 0, width: 390, height: 44))
    #expect(Inbox.buttons(host).isEmpty)
    try collection.updateSwipe(offset: 80, host: &host)
    #expect(Inbox.buttons(host) == [Inbox.button(0, of: 4)])
    #expect(host.misuses.isEmpty)
  }

  @Test("a scroll closes the open row")
  func scrollCloses() throws {
    var (collection, host) = try Inbox.make()
    try Inbox.swipe(collection, 1, to: -164, host: &host)
    try collection.scroll(to: Point(x: 0, y: 10), host: &host)
    #expect(collection.interactiveSwipe == nil)
    #expect(!collection.isAnimating)
    #expect(Inbox.frame(.cell(Inbox.row(1)), host) == Rect(x: 0, y: 44, width: 390, height: 44))
    #expect(Inbox.buttons(host).isEmpty)
    #expect(collection.numberOfVisibleElements == host.onScreen.count)
    #expect(host.misuses.isEmpty)
  }

  @Test("deleting the swiped row closes the swipe and takes the buttons away")
  func deleteCloses() throws {
    var (collection, host) = try Inbox.make()
    #expect(
      try Inbox.swipe(collection, 2, to: -300, host: &host) == .performed(.trailing, action: 0))
    collection.finishAnimation(host: &host)
    try collection.performBatchUpdates(
      BatchUpdate(deleteItems: [Inbox.row(2)]),
      dataSource: CompositionalContent(itemCounts: [19]), host: &host)
    #expect(collection.interactiveSwipe == nil)
    collection.finishAnimation(host: &host)
    #expect(Inbox.buttons(host).isEmpty)
    // Row 3 took row 2's place.
    #expect(Inbox.frame(.cell(Inbox.row(2)), host) == Rect(x: 0, y: 88, width: 390, height: 44))
    #expect(collection.numberOfVisibleElements == host.onScreen.count)
    #expect(host.misuses.isEmpty)
  }

  @Test("errors name what was refused and leave the swipe and the screen as they were")
  func errors() throws {
    var (collection, host) = try Inbox.make()
    #expect(throws: SwipeError.noSuchItem(Inbox.row(20))) {
      try collection.beginSwipe(at: Inbox.row(20), host: &host)
    }
    #expect(throws: SwipeError.noActions(Inbox.row(5))) {
      try collection.beginSwipe(at: Inbox.row(5), host: &host)
    }
    #expect(throws: SwipeError.itemNotVisible(Inbox.row(15))) {
      try collection.beginSwipe(at: Inbox.row(15), host: &host)
    }
    #expect(throws: SwipeError.notSwiping) { try collection.updateSwipe(offset: 10, host: &host) }
    #expect(throws: SwipeError.notSwiping) { try collection.endSwipe(velocity: 0, host: &host) }
    #expect(collection.interactiveSwipe == nil)

    try collection.beginSwipe(at: Inbox.row(3), host: &host)
    try collection.updateSwipe(offset: -50, host: &host)
    let screen = host
    let swipe = collection.interactiveSwipe
    #expect(throws: SwipeError.swipeInProgress(Inbox.row(3))) {
      try collection.beginSwipe(at: Inbox.row(1), host: &host)
    }
    #expect(throws: SwipeError.noActionsOnEdge(Inbox.row(3), .leading)) {
      try collection.updateSwipe(offset: 30, host: &host)
    }
    #expect(throws: SwipeError.invalidOffset(.infinity)) {
      try collection.updateSwipe(offset: .infinity, host: &host)
    }
    #expect(throws: SwipeError.invalidVelocity(-.infinity)) {
      try collection.endSwipe(velocity: -.infinity, host: &host)
    }
    #expect(host == screen)
    #expect(collection.interactiveSwipe == swipe)
    #expect(!collection.isAnimating)
    #expect("\(SwipeError.noActionsOnEdge(Inbox.row(3), .leading))".contains("no leading"))
  }

  @Test("a transition closes the open row, and no swipe begins while it runs")
  func busy() throws {
    var (collection, host) = try Inbox.make()
    try Inbox.swipe(collection, 1, to: -164, host: &host)
    collection.finishAnimation(host: &host)
    try collection.transition(to: .list(using: Inbox.configuration()), host: &host)
    #expect(collection.interactiveSwipe == nil)
    #expect(throws: SwipeError.busy) { try collection.beginSwipe(at: Inbox.row(1), host: &host) }
    collection.finishAnimation(host: &host)
    #expect(Inbox.buttons(host).isEmpty)
    #expect(Inbox.frame(.cell(Inbox.row(1)), host) == Rect(x: 0, y: 44, width: 390, height: 44))
  }

  @Test("right to left, a row slid right shows its trailing buttons")
  func rightToLeft() throws {
    var (collection, host) = try Inbox.make(direction: .rightToLeft)
    try collection.beginSwipe(at: Inbox.row(3), host: &host)
    let swipe = try collection.updateSwipe(offset: 164, host: &host)
    #expect(swipe.edge == .trailing)
    // The first action is at the edge the row leaves: the left one.
    #expect(Inbox.frame(Inbox.button(0, of: 3), host) == Rect(x: 0, y: 132, width: 74, height: 44))
    #expect(Inbox.frame(Inbox.button(1, of: 3), host) == Rect(x: 74, y: 132, width: 90, height: 44))
    #expect(throws: SwipeError.noActionsOnEdge(Inbox.row(3), .leading)) {
      try collection.updateSwipe(offset: -10, host: &host)
    }
  }
}
