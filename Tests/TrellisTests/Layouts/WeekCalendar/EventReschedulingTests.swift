import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

/// Dragging a week calendar's event to another day and time. The calendar of
/// ``calendarConfiguration(_:)``: hour `h` at y = 30 + (h - 8) * 60 from 8:00 to 18:00,
/// day `d` from x = 50 + 120 * d, 120 points wide, three days.
@Suite("Week calendar: moving an event by the point under the finger")
struct EventReschedulingTests {
  typealias Calendar = CollectionView<Agenda, RecordingHost>

  static func calendar(_ events: [CalendarEvent], locked: Set<Int> = []) throws -> (
    Calendar, RecordingHost
  ) {
    let collection = try Calendar(
      layout: WeekCalendarLayout(configuration: calendarConfiguration()),
      dataSource: Agenda(events: events, locked: locked),
      viewport: Viewport(size: Size(width: 410, height: 700)))
    var host = RecordingHost()
    collection.updateVisibleElements(host: &host)
    return (collection, host)
  }

  static let event = IndexPath(item: 0, section: 0)

  @Test("the point picks the day under it and the start its top edge is at, snapped")
  func snapping() throws {
    let layout = try preparedCalendar([])
    let hour = timed(0, 9, 10)
    // x 200 is in day 1 (50 + 120 ... 290). y 300 is 8 + 270 / 60 = 12.5; the top of an
    // hour-long event centered there is at 12.0.
    #expect(
      layout.rescheduled(hour, centeredAt: Point(x: 200, y: 300), minuteStep: 15)
        == timed(1, 12, 13))
    // y 307: top at 8 + 277 / 60 - 0.5 = 12.1167, 48.47 quarters, so 12:00.
    #expect(
      layout.rescheduled(hour, centeredAt: Point(x: 200, y: 307), minuteStep: 15)
        == timed(1, 12, 13))
    // y 310: top at 12.1667, 48.67 quarters, so 12:15.
    #expect(
      layout.rescheduled(hour, centeredAt: Point(x: 200, y: 310), minuteStep: 15)
        == timed(1, 12.25, 13.25))
    // In 10-minute steps the same top is 73 steps: 12:10.
    let tens = try #require(
      layout.rescheduled(hour, centeredAt: Point(x: 200, y: 310), minuteStep: 10))
    #expect(abs(tens.start - (12 + 10.0 / 60)) < 1e-12)
    #expect(abs(tens.end - tens.start - 1) < 1e-12)
    // In hour steps 12.1667 is 12:00.
    #expect(
      layout.rescheduled(hour, centeredAt: Point(x: 200, y: 310), minuteStep: 60)
        == timed(1, 12, 13))
  }

  @Test("beyond the grid the event takes the nearest day and stays within the hours shown")
  func clamping() throws {
    let layout = try preparedCalendar([])
    let twoHours = timed(1, 9, 11)
    #expect(
      layout.rescheduled(twoHours, centeredAt: Point(x: -40, y: 0), minuteStep: 15)
        == timed(0, 8, 10))
    #expect(
      layout.rescheduled(twoHours, centeredAt: Point(x: 5000, y: 5000), minuteStep: 15)
        == timed(2, 16, 18))
    // At the bottom in 20-minute steps, an event of an hour and a quarter cannot start
    // at 16:45: the last step at which it fits is 16:40, 50 steps of a third of an hour.
    let late = try #require(
      layout.rescheduled(timed(0, 9, 10.25), centeredAt: Point(x: 60, y: 5000), minuteStep: 20))
    #expect(late.day == 0 && abs(late.start - 50.0 / 3) < 1e-12)
    #expect(abs(late.end - late.start - 1.25) < 1e-12)
    // An event longer than the ten hours shown starts with them.
    #expect(
      layout.rescheduled(timed(0, 6, 20), centeredAt: Point(x: 60, y: 300), minuteStep: 15)
        == timed(0, 8, 22))
    // An all-day event changes only its day.
    #expect(
      layout.rescheduled(.allDay(on: 0), centeredAt: Point(x: 300, y: 400), minuteStep: 15)
        == .allDay(on: 2))
    // Right to left, day 0 is at the right: x 100 is 410 - 100 = 310 from the left edge,
    // day floor((310 - 50) / 120) = 2.
    let mirrored = try preparedCalendar(
      [], viewport: Viewport(size: Size(width: 410, height: 300), layoutDirection: .rightToLeft))
    #expect(
      mirrored.rescheduled(twoHours, centeredAt: Point(x: 100, y: 150), minuteStep: 30)
        == timed(2, 9, 11))
    // No step, no finite point: nothing.
    #expect(layout.rescheduled(twoHours, centeredAt: Point(x: 100, y: 150), minuteStep: 0) == nil)
    #expect(
      layout.rescheduled(twoHours, centeredAt: Point(x: 100, y: 150), minuteStep: .nan) == nil)
    #expect(
      layout.rescheduled(twoHours, centeredAt: Point(x: .infinity, y: 150), minuteStep: 15) == nil)
  }

  @Test("a dragged event follows the finger, shows at its snapped time and moves once")
  func dragAndDrop() throws {
    var (collection, host) = try Self.calendar([timed(0, 9, 11), timed(1, 10, 11)])
    #expect(collection.beginEventMovement(at: 0, minuteStep: 15, host: &host))
    // The finger at (230, 180): day 1; 8 + 150 / 60 = 10.5, top 9.5 for two hours.
    let moved = collection.updateEventMovement(to: Point(x: 230, y: 180), host: &host)
    #expect(moved == timed(1, 9.5, 11.5))
    // Day 1 (x 170 to 290) now holds A 9:30-11:30 and B 10-11: two sub-columns of 60.
    // A, first by start, takes x 170..230, y 30 + 1.5 * 60 = 120 to 30 + 3.5 * 60 = 240;
    // B x 230..290, y 150 to 210.
    #expect(collection.layout.eventFrame(0) == rect(170, 120, 60, 120))
    #expect(collection.layout.eventFrame(1) == rect(230, 150, 60, 60))
    #expect(host.onScreen[.cell(IndexPath(item: 1, section: 0))]?.frame == rect(230, 150, 60, 60))
    // The lifted A is centered on the finger, above everything, scaled.
    let lifted = try #require(host.onScreen[.cell(Self.event)])
    #expect(lifted.frame == rect(200, 120, 60, 120))
    #expect(lifted.zIndex == Int.max)
    #expect(lifted.transform3D == .scale(x: 1.05, y: 1.05))
    #expect(collection.dataSource.moves.isEmpty)
    #expect(collection.dataSource.events[0] == timed(0, 9, 11))

    // 3 points further the top is at 9.55, still 9:30.
    #expect(
      collection.updateEventMovement(to: Point(x: 235, y: 183), host: &host)
        == timed(1, 9.5, 11.5))
    let move = collection.endEventMovement(host: &host)
    #expect(
      move
        == EventRescheduling(index: 0, original: timed(0, 9, 11), rescheduled: timed(1, 9.5, 11.5)))
    #expect(collection.dataSource.moves == [try #require(move)])
    #expect(collection.dataSource.events == [timed(1, 9.5, 11.5), timed(1, 10, 11)])
    #expect(collection.eventRescheduling == nil)
    // A settles from the finger into its place.
    collection.animate(to: 0, host: &host)
    #expect(host.onScreen[.cell(Self.event)]?.frame == rect(205, 123, 60, 120))
    collection.finishAnimation(host: &host)
    #expect(host.onScreen[.cell(Self.event)] == collection.layout.eventAttributes(0))
    #expect(host.onScreen[.cell(Self.event)]?.frame == rect(170, 120, 60, 120))
    let fresh = WeekCalendarLayout(configuration: calendarConfiguration())
    try fresh.prepare(for: collection.viewport, dataSource: collection.dataSource)
    #expect(fresh.everyElement() == collection.layout.everyElement())
  }

  @Test("with a slide curve, an event that makes room slides into its narrower sub-column")
  func slide() throws {
    var (collection, host) = try Self.calendar([timed(0, 9, 11), timed(1, 10, 11)])
    #expect(
      collection.beginEventMovement(
        at: 0, minuteStep: 15, options: MovementOptions(slideCurve: .linear), host: &host))
    let b = ElementID.cell(IndexPath(item: 1, section: 0))
    // B alone on day 1 spans x 170..290; A at 9:30-11:30 takes x 170..230 and B 230..290.
    collection.updateEventMovement(to: Point(x: 230, y: 180), host: &host)
    #expect(collection.layout.eventFrame(1) == rect(230, 150, 60, 60))
    #expect(host.onScreen[b]?.frame == rect(170, 150, 120, 60))
    collection.animate(to: 0.5, host: &host)
    #expect(host.onScreen[b]?.frame == rect(200, 150, 90, 60))
    // The lifted A follows the finger and does not slide.
    #expect(host.onScreen[.cell(Self.event)]?.frame == rect(200, 120, 60, 120))
    collection.endEventMovement(host: &host)
    #expect(host.onScreen[b]?.frame == rect(230, 150, 60, 60))
    collection.finishAnimation(host: &host)
    #expect(host.onScreen[.cell(Self.event)]?.frame == rect(170, 120, 60, 120))
  }

  @Test("cancel puts every element back exactly, and the data is never told")
  func cancel() throws {
    var (collection, host) = try Self.calendar([timed(0, 9, 11), timed(1, 10, 11)])
    let before = collection.layout.everyElement()
    let shownBefore = host.onScreen
    #expect(collection.beginEventMovement(at: 1, minuteStep: 30, host: &host))
    #expect(
      collection.updateEventMovement(to: Point(x: 110, y: 150), host: &host)
        == timed(0, 9.5, 10.5))
    #expect(collection.layout.everyElement() != before)
    collection.cancelInteractiveMovement(host: &host)
    #expect(collection.layout.everyElement() == before)
    collection.finishAnimation(host: &host)
    #expect(host.onScreen == shownBefore)
    #expect(collection.dataSource.moves.isEmpty)
    #expect(collection.eventRescheduling == nil)
  }

  @Test("an event that cannot move, does not exist or has no step is not picked up")
  func refusals() throws {
    var (collection, host) = try Self.calendar([timed(0, 9, 11), timed(1, 10, 11)], locked: [1])
    #expect(!collection.beginEventMovement(at: 1, host: &host))
    #expect(!collection.beginEventMovement(at: 2, host: &host))
    #expect(!collection.beginEventMovement(at: -1, host: &host))
    #expect(!collection.beginEventMovement(at: 0, minuteStep: -15, host: &host))
    #expect(!collection.beginEventMovement(at: 0, minuteStep: .infinity, host: &host))
    #expect(collection.eventRescheduling == nil)
    #expect(collection.updateEventMovement(to: Point(x: 0, y: 0), host: &host) == nil)
    #expect(collection.endEventMovement(host: &host) == nil)
    #expect(collection.beginEventMovement(at: 0, host: &host))
    #expect(!collection.beginEventMovement(at: 0, host: &host))
    // A finger that is not finite is ignored.
    #expect(
      collection.updateEventMovement(to: Point(x: .nan, y: 0), host: &host)
        == timed(0, 9, 11))
    // Dropped where it was, the event is still told once, as the identity.
    let move = try #require(collection.endEventMovement(host: &host))
    #expect(move.isIdentity)
    #expect(collection.dataSource.moves == [move])
  }
}
