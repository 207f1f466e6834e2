import Trellis
import TrellisTesting

/// The week calendar workloads: seven days in a 1024-point-wide view, 50 points per
/// hour, events spread over the week with durations from 30 to 119 minutes.
enum WeekWorkloads {
  /// Event i: on day i mod `days`, starting at minute i * 37 mod 1350, lasting
  /// 30 + (i * 53 mod 90) minutes. With more than a few hundred events a day, each day's
  /// events overlap one another transitively: one cluster a day.
  struct GeneratedEvents: WeekCalendarLayoutDataSource {
    var count: Int
    var days = 7

    var numberOfEvents: Int { count }

    func event(at index: Int) -> CalendarEvent {
      let start = Double(index * 37 % 1350) / 60
      let duration = Double(30 + index * 53 % 90) / 60
      return CalendarEvent(day: index % days, start: start, end: start + duration)
    }
  }

  static var viewport: Viewport {
    Viewport(size: Size(width: FlowWorkloads.containerWidth, height: FlowWorkloads.viewportHeight))
  }

  /// Prepares a week of `count` events: clustering, sub-columns and the time index.
  static func prepare(_ workload: String, count: Int, repetitions: Int) -> Measurement {
    let layout = WeekCalendarLayout()
    let events = GeneratedEvents(count: count)
    let time = medianMilliseconds(repetitions: repetitions) {
      try? layout.prepare(for: viewport, dataSource: events)
    }
    sink(layout.contentSize.height)
    return Measurement(workload: workload, count: count, medianMilliseconds: time)
  }

  /// Queries 100 viewports spread over the day in a prepared week of `count` events;
  /// reports the median time of one query.
  static func query(_ workload: String, count: Int, repetitions: Int) -> Measurement {
    let layout = WeekCalendarLayout()
    try? layout.prepare(for: viewport, dataSource: GeneratedEvents(count: count))
    let queries = 100
    let step = max(0, layout.contentSize.height - FlowWorkloads.viewportHeight) / Double(queries)
    var found = 0
    let run = {
      for index in 0..<queries {
        var moved = viewport
        moved.contentOffset.y = Double(index) * step
        _ = try? layout.updateViewport(moved)
        layout.forEachElement(in: moved.bounds) { _ in found += 1 }
      }
    }
    let (time, allocations) = perOperation(queries, repetitions: repetitions, run)
    sink(Double(found))
    return Measurement(
      workload: workload, count: count, medianMilliseconds: time, allocations: allocations)
  }
}

extension WeekWorkloads {
  /// Drags event 0 of a week of `count` events back and forth between two times, one
  /// step each, compared with preparing the week: a step lays out the week again, since
  /// a moved event changes the sub-columns of the events it leaves and joins.
  static func eventMoveStep(_ workload: String, count: Int, repetitions: Int) -> Measurement {
    let generated = GeneratedEvents(count: count)
    return eventMoveStep(
      workload, content: WeekCalendarContent(events: (0..<count).map(generated.event(at:))),
      layout: WeekCalendarLayout(), viewport: viewport, moving: 0, between: nil,
      repetitions: repetitions,
      comparedWith: nil)
  }

  /// Gives event 0 of `count` events on `days` days another time, back and forth
  /// between two, through the data source's `update(_:for:)`, compared with preparing
  /// the same events. With one day the events are one cluster of `count`.
  static func eventUpdate(_ name: String, count: Int, days: Int, repetitions: Int)
    -> Measurement
  {
    let generated = GeneratedEvents(count: count, days: days)
    var configuration = WeekCalendarLayout.Configuration()
    configuration.dayCount = days
    let times = [
      CalendarEvent(day: 0, start: 9, end: 10), CalendarEvent(day: 0, start: 15, end: 16),
    ]
    return eventUpdate(
      name, content: WeekCalendarContent(events: (0..<count).map(generated.event(at:))),
      layout: WeekCalendarLayout(configuration: configuration), viewport: viewport,
      changing: 0, between: times, repetitions: repetitions, comparedWith: nil)
  }

  /// Drags event `index` of `content` back and forth between `places` (two points, or
  /// by default the middle of the third and fifth days at 300 and 500 points), one step
  /// each, through a collection view showing `layout` in `viewport`; compared with
  /// `prepare`, or with preparing `layout` again where that is `nil`.
  static func eventMoveStep(
    _ workload: String, content: WeekCalendarContent, layout: WeekCalendarLayout,
    viewport: Viewport, moving index: Int, between places: [Point]?, repetitions: Int,
    comparedWith prepare: Measurement?
  ) -> Measurement {
    var host = RecordingHost(recordsAttributes: false)
    guard
      let calendar = try? CollectionView<WeekCalendarContent, RecordingHost>(
        layout: layout, dataSource: content, viewport: viewport),
      calendar.beginEventMovement(at: index, minuteStep: 15, host: &host)
    else { return Measurement(workload: workload, count: 0) }
    let baseline = prepareBaseline(prepare) {
      try? calendar.layout.prepare(for: viewport, dataSource: content)
    }
    let day = calendar.layout.dayWidth
    let places = places ?? [Point(x: 60 + day * 2.5, y: 300), Point(x: 60 + day * 4.5, y: 500)]
    var step = 0
    let (time, allocations) = perOperation(repetitions: repetitions) {
      step += 1
      calendar.updateEventMovement(to: places[step % 2], host: &host)
    }
    sink(Double(host.applied) + (calendar.eventRescheduling?.rescheduled.start ?? 0))
    calendar.cancelInteractiveMovement(host: &host)
    return Measurement(
      workload: workload, count: content.events.count, medianMilliseconds: time,
      allocations: allocations, comparison: (baseline.name, time / baseline.milliseconds))
  }

  /// Gives event `index` of `content` the times of `events` in turn, through the data
  /// source's `update(_:for:)` with the change a collection view makes for one reloaded
  /// item; compared with `prepare`, or with preparing `layout` again where that is `nil`.
  static func eventUpdate(
    _ name: String, content: WeekCalendarContent, layout: WeekCalendarLayout,
    viewport: Viewport, changing index: Int, between events: [CalendarEvent], repetitions: Int,
    comparedWith prepare: Measurement?
  ) -> Measurement {
    var content = content
    guard (try? content.prepare(layout, for: viewport)) != nil else {
      return Measurement(workload: name, count: 0)
    }
    let baseline = prepareBaseline(prepare) {
      try? layout.prepare(for: viewport, dataSource: content)
    }
    let change = LayoutChange.reloadingItems([index], inSection: 0, of: 1)
    var step = 0
    let (time, allocations) = perOperation(repetitions: repetitions) {
      step += 1
      content.events[index] = events[step % 2]
      try? content.update(layout, for: change)
    }
    sink(layout.contentSize.height)
    return Measurement(
      workload: name, count: content.events.count, medianMilliseconds: time,
      allocations: allocations, comparison: (baseline.name, time / baseline.milliseconds))
  }

  /// The preparation a change is compared with: `prepare`, measured by another
  /// workload of the same run, or else `prepareAgain` timed here.
  private static func prepareBaseline(
    _ prepare: Measurement?, _ prepareAgain: () -> Void
  ) -> (name: String, milliseconds: Double) {
    if let prepare, let milliseconds = prepare.medianMilliseconds {
      return (prepare.workload, milliseconds)
    }
    return ("week-prepare of the same events", medianMilliseconds(repetitions: 5, prepareAgain))
  }
}
