import Testing
import Trellis
import TrellisAdapter
import TrellisTestSupport

/// Dragging a meeting of a UIKit week calendar through the driver, in the calendar of
/// ``calendarConfiguration(_:)``: hour `h` is at y = 30 + (h - 8) * 60 from 8:00 to
/// 18:00, and day `d` starts at x = 50 + 120 * d.
@Suite("Layout driver: dragging a week calendar's event")
@MainActor
struct LayoutDriverReschedulingTests {
  /// The app's meetings, as its delegate gives them.
  final class Meetings: WeekCalendarLayoutDelegate {
    var events: [CalendarEvent]
    init(_ events: [CalendarEvent]) { self.events = events }
    func event(at index: Int) -> CalendarEvent { events[index] }
  }

  typealias Source = DelegatedWeekCalendarSource<[Int]>

  static let viewport = Viewport(size: Size(width: 410, height: 700))

  /// A driver prepared with `meetings`, and the source it reads them through.
  static func driver(_ meetings: Meetings) -> (LayoutDriver<Source>, Source) {
    let source = Source(counts: [meetings.events.count], delegate: meetings)
    let driver = LayoutDriver<Source>(
      layout: WeekCalendarLayout(configuration: calendarConfiguration()))
    driver.prepare(for: viewport, dataSource: source)
    return (driver, source)
  }

  /// Every cell's frame in `layout`.
  static func frames(_ layout: WeekCalendarLayout, count: Int) -> [Rect?] {
    (0..<count).map { layout.attributes(for: cell($0, 0))?.frame }
  }

  /// The frames a fresh preparation of `events` gives.
  static func freshFrames(_ events: [CalendarEvent]) -> [Rect?] {
    let (driver, _) = driver(Meetings(events))
    return frames(driver.layout, count: events.count)
  }

  static let events = [
    CalendarEvent(day: 0, start: 9, end: 10), CalendarEvent(day: 1, start: 12, end: 13),
    CalendarEvent(day: 2, start: 14, end: 15),
  ]

  @Test("the event shows where the finger takes it, the data keeps it, and the drop keeps it")
  func dragAndDrop() {
    let meetings = Meetings(Self.events)
    let (driver, source) = Self.driver(meetings)
    #expect(driver.beginEventMovement(at: 0, dataSource: source))
    #expect(!driver.beginEventMovement(at: 1, dataSource: source))
    // Centered at x 200 (day 1), y 300: an hour-long event's top at 8 + 270 / 60 - 0.5.
    let moved = CalendarEvent(day: 1, start: 12, end: 13)
    #expect(driver.updateEventMovement(to: Point(x: 200, y: 300), dataSource: source) == moved)
    #expect(meetings.events[0] == CalendarEvent(day: 0, start: 9, end: 10))
    let shown = Self.frames(driver.layout, count: 3)
    #expect(shown[0]?.minY == 270)
    #expect(shown[0]?.height == 60)
    #expect(shown[0]?.minX == 170)
    // Meeting 1 now shares its hour: both take half the day.
    #expect(shown[1].map { $0.width * 2 } == Self.freshFrames(Self.events)[1]?.width)
    var after = Self.events
    after[0] = moved
    #expect(shown == Self.freshFrames(after))
    // A full preparation mid-drag, as after a rotation, still shows the event moved.
    driver.invalidate(everything: true, dataSourceCounts: false)
    driver.prepare(for: Self.viewport, dataSource: source)
    #expect(Self.frames(driver.layout, count: 3) == shown)
    // The app writes the drop into its data; the layout already shows it.
    meetings.events[0] = moved
    #expect(driver.endEventMovement(dataSource: source)?.rescheduled == moved)
    #expect(driver.eventRescheduling == nil)
    #expect(Self.frames(driver.layout, count: 3) == Self.freshFrames(after))
  }

  @Test("an event whose time changed in place, and invalidated by name, moves to its new time")
  func eventChangedInPlace() {
    // What SwiftUI's `LazyCollection` does when a value changes, or data keeps a
    // dropped event at its old time: it invalidates that item only.
    let meetings = Meetings(Self.events)
    let (driver, source) = Self.driver(meetings)
    var after = Self.events
    after[2] = CalendarEvent(day: 1, start: 12.5, end: 13.5)
    meetings.events = after
    driver.invalidate(elements: [cell(2, 0)])
    driver.prepare(for: Self.viewport, dataSource: source)
    #expect(driver.lastError == nil)
    #expect(Self.frames(driver.layout, count: 3) == Self.freshFrames(after))
  }

  @Test("a cancelled drag puts the event back; a bad index or position changes nothing")
  func cancel() {
    let meetings = Meetings(Self.events)
    let (driver, source) = Self.driver(meetings)
    let before = Self.frames(driver.layout, count: 3)
    #expect(!driver.beginEventMovement(at: 3, dataSource: source))
    #expect(!driver.beginEventMovement(at: -1, dataSource: source))
    #expect(driver.updateEventMovement(to: Point(x: 200, y: 300), dataSource: source) == nil)
    #expect(driver.beginEventMovement(at: 0, dataSource: source))
    #expect(
      driver.updateEventMovement(to: Point(x: .nan, y: 300), dataSource: source) == Self.events[0])
    #expect(Self.frames(driver.layout, count: 3) == before)
    driver.updateEventMovement(to: Point(x: 320, y: 500), dataSource: source)
    #expect(Self.frames(driver.layout, count: 3) != before)
    driver.cancelEventMovement(dataSource: source)
    #expect(driver.eventRescheduling == nil)
    #expect(Self.frames(driver.layout, count: 3) == before)
  }
}
