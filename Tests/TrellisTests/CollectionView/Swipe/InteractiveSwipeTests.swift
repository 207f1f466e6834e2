import Testing
import Trellis

/// The swipe as a value, without a host: the rules every host runs, from a begin to a
/// release, a cancel or a refused step. A row 390 points wide with trailing Delete (74)
/// and Archive (90), 164 together; a full swipe needs max(164, 0.6 × 390) = 234.
@Suite("Interactive swipe: the value's steps")
struct InteractiveSwipeTests {
  static let trailing = SwipeActionsConfiguration(actions: [Inbox.delete, Inbox.archive])
  static let row = IndexPath(item: 2, section: 0)

  static func swipe(resumingFrom resting: InteractiveSwipe? = nil) throws -> InteractiveSwipe {
    try InteractiveSwipe(
      item: row, leading: nil, trailing: trailing, direction: .leftToRight, rowWidth: 390,
      resumingFrom: resting)
  }

  @Test("a move, then a release past half the buttons' width, opens the row")
  func openRelease() throws {
    var swipe = try Self.swipe()
    #expect(swipe.phase == .tracking && swipe.offset == 0)
    try swipe.move(to: -90)
    let (outcome, rest) = try swipe.settled(velocity: 0)
    #expect(outcome == .open(.trailing))
    #expect(rest?.offset == -164)
    #expect(rest?.phase == .open)
    // The next gesture on the same row goes on from there, and a cancel returns there.
    var next = try Self.swipe(resumingFrom: rest)
    #expect(next.offset == -164 && next.restingPhase == .open)
    try next.move(to: -10)
    #expect(next.cancelled()?.offset == -164 && next.cancelled()?.phase == .open)
    // Short of half, the row closes: no swipe remains.
    try next.move(to: -81)
    #expect(try next.settled(velocity: 0).swipe == nil)
    #expect(try next.settled(velocity: 0).outcome == .closed)
  }

  @Test("a full swipe slides the row all the way and performs the first action")
  func fullSwipe() throws {
    var swipe = try Self.swipe()
    try swipe.move(to: -900)
    #expect(swipe.offset == -390)
    let (outcome, rest) = try swipe.settled(velocity: 0)
    #expect(outcome == .performed(.trailing, action: 0))
    #expect(rest?.offset == -390 && rest?.phase == .performed(action: 0))
    #expect(throws: SwipeError.notSwiping) { try rest?.settled(velocity: 0) }
  }

  @Test("refused steps: no actions, a side without actions, a bad offset, a swipe in progress")
  func refused() throws {
    #expect(throws: SwipeError.noActions(Self.row)) {
      try InteractiveSwipe(
        item: Self.row, leading: SwipeActionsConfiguration(actions: []), trailing: nil,
        direction: .leftToRight, rowWidth: 390)
    }
    var swipe = try Self.swipe()
    #expect(throws: SwipeError.swipeInProgress(Self.row)) {
      try Self.swipe(resumingFrom: swipe)
    }
    #expect(throws: SwipeError.noActionsOnEdge(Self.row, .leading)) { try swipe.move(to: 5) }
    #expect(throws: SwipeError.invalidOffset(-.infinity)) { try swipe.move(to: -.infinity) }
    #expect(throws: SwipeError.invalidVelocity(.infinity)) {
      try swipe.settled(velocity: .infinity)
    }
    #expect(swipe.offset == 0)
    // Right to left, a move to the right reveals the trailing side.
    var mirrored = try InteractiveSwipe(
      item: Self.row, leading: nil, trailing: Self.trailing, direction: .rightToLeft,
      rowWidth: 390)
    try mirrored.move(to: 100)
    #expect(mirrored.edge == .trailing)
    #expect(mirrored.action(for: .supplementary(.swipeAction(1), Self.row)) == Inbox.archive)
    #expect(mirrored.action(for: .decoration(.swipeAction(1), Self.row)) == nil)
  }
}
