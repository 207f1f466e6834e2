import PropertyBased
import Testing
import Trellis
import TrellisTesting

/// Random swipes on the inbox of `Inbox`: whatever the offsets and the release velocity,
/// a settled row is closed, open by exactly its actions' width, or slid all the way by a
/// full swipe, and the row's elements stay within its band, clear of the other rows.
@Suite("Collection view: properties over random swipes")
struct SwipePropertyTests {
  @Test("a settled row is closed, open by its actions' width or slid all the way")
  func randomSwipes() async {
    await propertyCheck(
      count: 200,
      input: Gen.int(in: 0...9), Gen.double(in: -500...500).array(of: 1...6),
      Gen.double(in: -3000...3000)
    ) { item, offsets, velocity in
      do { try run(item: item, offsets: offsets, velocity: velocity) } catch {
        Issue.record("\(error)")
      }
    }
  }

  private func run(item: Int, offsets: [Double], velocity: Double) throws {
    var (collection, host) = try Inbox.make()
    let row = Inbox.row(item)
    let place = Rect(x: 0, y: Double(item) * 44, width: 390, height: 44)
    guard item != 5 else {
      #expect(throws: SwipeError.noActions(row)) { try collection.beginSwipe(at: row, host: &host) }
      return
    }
    try collection.beginSwipe(at: row, host: &host)
    for offset in offsets {
      do {
        try collection.updateSwipe(offset: offset, host: &host)
      } catch {
        // Only row 3 has no leading side.
        #expect(error == .noActionsOnEdge(row, .leading) && item == 3 && offset > 0)
      }
      expectWithinBand(of: row, place, host)
    }
    let outcome = try collection.endSwipe(velocity: velocity, host: &host)
    collection.animate(to: 0.5, host: &host)
    expectWithinBand(of: row, place, host)
    collection.finishAnimation(host: &host)
    let settled = try #require(Inbox.frame(.cell(row), host))
    switch outcome {
    case .closed:
      #expect(settled == place)
      #expect(collection.interactiveSwipe == nil)
      #expect(Inbox.buttons(host).isEmpty)
    case .open(let edge):
      #expect(settled.minX == (edge == .trailing ? -164 : 80))
      #expect(Inbox.buttons(host).count == (edge == .trailing ? 2 : 1))
    case .performed(let edge, let action):
      #expect(action == 0)
      #expect(settled.minX == (edge == .trailing ? -390 : 390))
      #expect(Inbox.frame(Inbox.button(0, of: item), host) == place)
    }
    expectWithinBand(of: row, place, host)
    #expect(collection.numberOfVisibleElements == host.onScreen.count)
    #expect(host.misuses.isEmpty)
  }

  /// The swiped row and its buttons lie in the row's band, the buttons within its place
  /// and clear of one another; every other row is where the layout puts it.
  private func expectWithinBand(of row: IndexPath, _ place: Rect, _ host: RecordingHost) {
    var covered = 0.0
    for (id, attributes) in host.onScreen {
      let frame = attributes.frame
      if id == .cell(row) || id.kind?.swipeActionIndex != nil {
        #expect(frame.minY == place.minY && frame.height == place.height)
      }
      if id.kind?.swipeActionIndex != nil {
        #expect(id.indexPath == row)
        #expect(frame.minX >= place.minX - 1e-9 && frame.maxX <= place.maxX + 1e-9)
        covered += frame.width
      } else if case .cell(let other) = id, other != row {
        #expect(frame == Rect(x: 0, y: Double(other.item) * 44, width: 390, height: 44))
      }
    }
    // The buttons tile the revealed area without overlapping: together as wide as it.
    if let shown = host.onScreen[.cell(row)]?.frame {
      #expect(abs(covered - (Inbox.buttons(host).isEmpty ? covered : abs(shown.minX))) < 1e-6)
    }
  }
}
