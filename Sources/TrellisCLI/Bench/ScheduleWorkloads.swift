import Trellis
import TrellisTesting

/// The schedule workloads: a week calendar at the density a calendar shows, as opposed
/// to the stress cases of ``WeekWorkloads``, whose seven days hold thousands of events
/// each.
///
/// A schedule is 2,500 days of 140 points (seven on screen) with 40 events a day. Each
/// day is four blocks of six hours; block events start 18 minutes apart and last from
/// 15 to 180 minutes, so an event overlaps at most the nine others of its block: every
/// overlap cluster has at most ten events.
enum ScheduleWorkloads {
  /// The days of the schedule.
  static let dayCount = 2_500

  /// Event i: on day i mod ``dayCount``; its place among its day's events, i /
  /// ``dayCount``, picks the block (place / 10 mod 4) and its start in the block (place
  /// mod 10 times 18 minutes); it lasts 15 + (i * 97 mod 166) minutes.
  struct ScheduledEvents: WeekCalendarLayoutDataSource {
    var count: Int

    var numberOfEvents: Int { count }

    func event(at index: Int) -> CalendarEvent {
      let place = index / ScheduleWorkloads.dayCount
      let minute = place / 10 % 4 * 360 + place % 10 * 18
      let duration = 15 + index * 97 % 166
      let start = Double(minute) / 60
      return CalendarEvent(
        day: index % ScheduleWorkloads.dayCount, start: start,
        end: start + Double(duration) / 60)
    }
  }

  static var configuration: WeekCalendarLayout.Configuration {
    var configuration = WeekCalendarLayout.Configuration()
    configuration.dayCount = dayCount
    configuration.dayWidth = 140
    return configuration
  }

  /// The day in the middle of the schedule, first on screen.
  static let shownDay = dayCount / 2

  /// A 1024 x 800 viewport showing seven days from ``shownDay``, from midnight.
  static var viewport: Viewport {
    var viewport = WeekWorkloads.viewport
    viewport.contentOffset = Point(x: Double(shownDay) * 140, y: 0)
    return viewport
  }

  /// The event the changes move: the second of ``shownDay``, at 0:18.
  static let movedEvent = shownDay + dayCount

  /// Prepares a schedule of `count` events.
  static func prepare(_ workload: String, count: Int, repetitions: Int) -> Measurement {
    let layout = WeekCalendarLayout(configuration: configuration)
    let events = ScheduledEvents(count: count)
    let time = medianMilliseconds(repetitions: repetitions) {
      try? layout.prepare(for: viewport, dataSource: events)
    }
    sink(layout.contentSize.height)
    return Measurement(workload: workload, count: count, medianMilliseconds: time)
  }

  /// Drags ``movedEvent`` back and forth between two days and times on screen, one step
  /// each, through a collection view showing the schedule; compared with `prepare`.
  static func eventMoveStep(
    _ workload: String, count: Int, repetitions: Int, prepare: Measurement?
  ) -> Measurement {
    let generated = ScheduledEvents(count: count)
    let content = WeekCalendarContent(events: (0..<count).map(generated.event(at:)))
    let day = 140.0
    let left = viewport.contentOffset.x
    let top = viewport.contentOffset.y
    let places = [
      Point(x: left + 60 + day * 2.5, y: top + 300),
      Point(x: left + 60 + day * 4.5, y: top + 500),
    ]
    return WeekWorkloads.eventMoveStep(
      workload, content: content, layout: WeekCalendarLayout(configuration: configuration),
      viewport: viewport, moving: movedEvent, between: places, repetitions: repetitions,
      comparedWith: prepare)
  }

  /// Gives ``movedEvent`` another day and time, back and forth between two, through the
  /// data source's `update(_:for:)`; compared with `prepare`.
  static func eventUpdate(
    _ workload: String, count: Int, repetitions: Int, prepare: Measurement?
  ) -> Measurement {
    let generated = ScheduledEvents(count: count)
    let content = WeekCalendarContent(events: (0..<count).map(generated.event(at:)))
    let times = [
      CalendarEvent(day: shownDay + 2, start: 9, end: 10),
      CalendarEvent(day: shownDay + 4, start: 15, end: 16.5),
    ]
    return WeekWorkloads.eventUpdate(
      workload, content: content, layout: WeekCalendarLayout(configuration: configuration),
      viewport: viewport, changing: movedEvent, between: times, repetitions: repetitions,
      comparedWith: prepare)
  }
}
