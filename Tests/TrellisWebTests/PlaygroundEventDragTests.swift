import Testing
import Trellis
import TrellisWeb

/// Drags of events in a week calendar, as the page drives them: the event goes to the
/// day and the quarter hour under its center.
@Suite("Playground: drags of calendar events")
struct PlaygroundEventDragTests {
  /// Days of 100 points after a 50-point hour column, hours of 60 points from 8:00 below
  /// a 40-point day header: the event of 9:00 to 10:00 on day 0 is centred at (100, 130).
  static let week = """
    {"viewport": {"width": 400, "height": 900},
     "layout": {"type": "week", "days": 3, "startHour": 8, "endHour": 20, "hourHeight": 60,
                "dayWidth": 100, "dayHeaderHeight": 40, "hourHeaderWidth": 50},
     "events": [{"day": 0, "start": 9, "end": 10}]}
    """

  @Test("an event dropped with its center on day 2 at 13:32 starts there at 13:00, kept")
  func eventMoves() {
    var (playground, model) = PlaygroundTests.loaded(Self.week)
    let identity = model.identities[IndexPath(item: 0, section: 0)]
    let began = playground.beginDrag(at: Point(x: 100, y: 130), capacity: nil)
    #expect(began)
    model.apply(playground.host.commands)
    // Center at y = 372 is 13:32; the hour-long event then starts at 13:02, which
    // snaps to 13:00.
    let step = playground.drag(to: Point(x: 300, y: 372))
    #expect(step == DragStep(target: IndexPath(item: 0, section: 0), isRefused: false))
    model.apply(playground.host.commands)
    playground.endDrag()
    model.apply(playground.host.commands)
    playground.finishAnimation()
    model.apply(playground.host.commands)
    guard let session = playground.session(of: WeekCalendarContent.self) else {
      Issue.record("the week spec did not load a week calendar")
      return
    }
    let event = session.collection.dataSource.events[0]
    #expect(event.day == 2)
    #expect(event.start == 13)
    #expect(event.end == 14)
    #expect(model.identities[IndexPath(item: 0, section: 0)] == identity)
  }

  @Test("a cancelled event drag leaves the event at its time; a press on no event lifts nothing")
  func cancelAndMiss() {
    var (playground, _) = PlaygroundTests.loaded(Self.week)
    let began = playground.beginDrag(at: Point(x: 100, y: 130), capacity: nil)
    #expect(began)
    _ = playground.drag(to: Point(x: 300, y: 372))
    playground.cancelDrag()
    playground.finishAnimation()
    guard let session = playground.session(of: WeekCalendarContent.self) else { return }
    #expect(session.collection.dataSource.events[0].day == 0)
    #expect(session.collection.dataSource.events[0].start == 9)
    let beganOff = playground.beginDrag(at: Point(x: 300, y: 500), capacity: nil)
    #expect(!beganOff)
  }
}
