import PropertyBased
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

/// Random drags of random events in the calendar of ``calendarConfiguration(_:)``: after
/// every step the dragged event keeps its duration, starts on a multiple of the step
/// within the hours shown, and the layout is a fresh preparation of the rescheduled
/// view of the data; a drop leaves the layout of the moved data, told once, and a cancel
/// the layout from before the drag.
@Suite("Week calendar: properties over random event drags")
struct EventReschedulingPropertyTests {
  @Test("random drags snap, keep the duration and end as a fresh preparation, or as before")
  func randomDrags() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0...1_000_000).array(of: 4...24)) {
      seeds in
      do { try run(seeds) } catch { Issue.record("\(error)") }
    }
  }

  private func run(_ seeds: [Int]) throws {
    // One to six events of a quarter hour to three hours, on three days from 8:00.
    let events: [CalendarEvent] = (0..<(1 + seeds[0] % 6)).map { index in
      let seed = seeds[0] / (index + 1) &* 7_919
      if seed % 9 == 0 { return .allDay(on: seed % 3) }
      let start = 8 + Double(seed / 3 % 36) / 4
      return timed(seed % 3, start, min(start + Double(1 + seed / 5 % 12) / 4, 18))
    }
    let index = seeds[1] % events.count
    let steps = [5.0, 10, 15, 20, 30, 60]
    let step = steps[seeds[2] % steps.count]
    let original = Agenda(events: events)
    let collection = try CollectionView<Agenda, RecordingHost>(
      layout: WeekCalendarLayout(configuration: calendarConfiguration()),
      dataSource: original, viewport: Viewport(size: Size(width: 410, height: 700)))
    var host = RecordingHost()
    collection.updateVisibleElements(host: &host)
    let before = collection.layout.everyElement()
    #expect(collection.beginEventMovement(at: index, minuteStep: step, host: &host))

    let dragged = events[index]
    for seed in seeds.dropFirst(4) {
      let finger = Point(x: Double(seed % 500) - 40, y: Double(seed / 500 % 760) - 40)
      let event = try #require(collection.updateEventMovement(to: finger, host: &host))
      #expect(event.isAllDay == dragged.isAllDay)
      #expect((0..<3).contains(event.day))
      if !dragged.isAllDay {
        #expect(abs((event.end - event.start) - (dragged.end - dragged.start)) < 1e-9)
        #expect(event.start >= 8 && event.end <= 18 + 1e-9, "\(event) at \(finger)")
        let steps = event.start * 60 / step
        #expect(abs(steps - steps.rounded()) < 1e-9, "\(event) in steps of \(step)")
      }
      let move = try #require(collection.eventRescheduling)
      #expect(move.rescheduled == event)
      let fresh = WeekCalendarLayout(configuration: calendarConfiguration())
      try fresh.prepare(
        for: collection.viewport, dataSource: RescheduledEvents(original, move))
      #expect(fresh.everyElement() == collection.layout.everyElement())
      #expect(host.onScreen[.cell(IndexPath(item: index, section: 0))]?.center == finger)
      #expect(collection.dataSource == original)
    }

    if seeds[3] % 2 == 0 {
      let move = try #require(collection.endEventMovement(host: &host))
      #expect(collection.dataSource.moves == [move])
      let fresh = WeekCalendarLayout(configuration: calendarConfiguration())
      try fresh.prepare(for: collection.viewport, dataSource: collection.dataSource)
      #expect(fresh.everyElement() == collection.layout.everyElement())
    } else {
      collection.cancelInteractiveMovement(host: &host)
      #expect(collection.layout.everyElement() == before)
      #expect(collection.dataSource == original)
    }
    collection.finishAnimation(host: &host)
    #expect(host.onScreen == collection.expectedOnScreen)
  }
}
