/// The prepared state of a week calendar, stored day by day.
///
/// It keeps what depends on the events' times: the events as given, and for each day
/// its timed events indexed by time with their places among overlapping events and its
/// all-day events in lanes. Frames are not stored; they come from these and the
/// ``CalendarMetrics`` when a query reaches them, so a zoom only changes the metrics,
/// and an update of a few events changes only the days they leave and join.
struct WeekCalendarGeometry {
  /// Where an event's cell goes.
  enum Slot: Hashable, Sendable {
    /// A timed event at a position of its day's time index.
    case timed(day: Int, position: Int)
    /// An all-day event in a lane of the all-day row.
    case allDay(lane: Int)
    /// A timed event entirely outside the hours shown: a hidden cell of no height at
    /// the nearest edge of the hour grid, at `hour`.
    case hidden(hour: Double)
  }

  /// The configuration of the last preparation, kept current by zoom and current-time
  /// updates.
  var configuration: WeekCalendarLayout.Configuration
  var metrics: CalendarMetrics
  /// The events as the data source gave them, by index.
  private(set) var events = ChunkedArray<CalendarEvent>()
  /// The events of each day, in chunks of 32 days: an update copies the chunks of the
  /// days it changes, not every day.
  private(set) var days = ChunkedArray<DaySchedule>()
  /// The most all-day events on one day.
  private var laneCount = 0
  /// The timed events outside the hours shown, in order of index.
  private(set) var hiddenEvents: [Int] = []

  /// A geometry with no days, hours or events: an unprepared layout's.
  init(configuration: WeekCalendarLayout.Configuration) {
    self.configuration = configuration
    self.metrics = CalendarMetrics()
  }

  /// Lays out `events`, which are valid for `configuration`, with the metrics of
  /// `viewport`.
  ///
  /// - Complexity: O(*n* log *n*) for *n* events.
  init(
    events: [CalendarEvent], configuration: WeekCalendarLayout.Configuration,
    viewport: Viewport
  ) {
    self.configuration = configuration
    self.metrics = CalendarMetrics()
    self.events = ChunkedArray(events)
    let dayCount = configuration.dayCount

    var timedCounts = [Int](repeating: 0, count: dayCount)
    var allDayEvents = [[Int]](repeating: [], count: dayCount)
    for (index, event) in events.enumerated() {
      if event.isAllDay {
        allDayEvents[event.day].append(index)
      } else if configuration.shownRange(of: event) != nil {
        timedCounts[event.day] += 1
      } else {
        hiddenEvents.append(index)
      }
    }

    let timedRuns = Self.runs(counts: timedCounts)
    var entries = [DaySchedule.Entry](repeating: (0, 0, 0), count: timedRuns.last?.upperBound ?? 0)
    var next = timedRuns.map { $0.lowerBound }
    for (index, event) in events.enumerated() where !event.isAllDay {
      guard let shown = configuration.shownRange(of: event) else { continue }
      entries[next[event.day]] = (shown.start, shown.end, index)
      next[event.day] += 1
    }
    var placer = OverlapPlacer()
    var days: [DaySchedule] = []
    days.reserveCapacity(dayCount)
    for (day, run) in timedRuns.enumerated() {
      entries[run].sort(by: EventTimeIndex.precedes)
      days.append(
        DaySchedule(entries: entries[run], allDayEvents: allDayEvents[day], placer: &placer))
    }
    self.days = ChunkedArray(days, chunkShift: 5)
    laneCount = allDayEvents.reduce(0) { max($0, $1.count) }

    metrics = Self.metrics(for: configuration, viewport: viewport, allDayLaneCount: laneCount)
  }

  /// The number of events.
  var eventCount: Int { events.count }

  /// Where the cell of event `event` goes.
  ///
  /// - Complexity: O(log *n*) for *n* events that day.
  func slot(of event: Int) -> Slot {
    let value = events[event]
    if value.isAllDay { return .allDay(lane: days[value.day].lane(of: event)) }
    guard let shown = configuration.shownRange(of: value) else {
      return .hidden(
        hour: Double(
          value.end <= Double(configuration.startHour)
            ? configuration.startHour : configuration.endHour))
    }
    let position = days[value.day].timeIndex.position(of: (shown.start, shown.end, event))
    return .timed(day: value.day, position: position)
  }

  /// Gives the events at the indexes of `changes` their new values, which are valid for
  /// the configuration, and the metrics of `viewport`.
  ///
  /// Only the days that events leave or join change, and within them only the clusters
  /// of overlapping events they leave or join are placed again; the result is the
  /// geometry a preparation with the new values gives.
  ///
  /// - Complexity: O(*c* log *n* + *d*) for *c* changes, plus O(*m*) for the *m* events
  ///   of each day that changes and placing the clusters that change.
  mutating func replaceEvents(
    _ changes: [(index: Int, event: CalendarEvent)], viewport: Viewport
  ) {
    var removals: [Int: [DaySchedule.Entry]] = [:]
    var insertions: [Int: [DaySchedule.Entry]] = [:]
    for (index, event) in changes where events[index] != event {
      file(events[index], at: index, adding: false, timed: &removals)
      file(event, at: index, adding: true, timed: &insertions)
      events[index] = event
    }
    for day in Set(removals.keys).union(insertions.keys).sorted() {
      days[day].replace(removing: removals[day] ?? [], inserting: insertions[day] ?? [])
    }
    metrics = Self.metrics(for: configuration, viewport: viewport, allDayLaneCount: laneCount)
  }

  /// Adds the event at `index` to the all-day lanes or the hidden events, or takes it
  /// out of them, as `adding` says; a timed event shown in the hours is only added to
  /// `timed`, the entries to add to or take out of its day.
  private mutating func file(
    _ event: CalendarEvent, at index: Int, adding: Bool,
    timed: inout [Int: [DaySchedule.Entry]]
  ) {
    if event.isAllDay {
      if adding {
        days[event.day].insertAllDay(index)
        laneCount = max(laneCount, days[event.day].allDayEvents.count)
      } else {
        let wasFullest = days[event.day].allDayEvents.count == laneCount
        days[event.day].removeAllDay(index)
        if wasFullest {
          laneCount = days.reduce(0) { max($0, $1.allDayEvents.count) }
        }
      }
    } else if let shown = configuration.shownRange(of: event) {
      timed[event.day, default: []].append((shown.start, shown.end, index))
    } else {
      let position = (0..<hiddenEvents.count).partitionPoint { hiddenEvents[$0] < index }
      if adding {
        hiddenEvents.insert(index, at: position)
      } else {
        hiddenEvents.remove(at: position)
      }
    }
  }

  /// Consecutive runs of the given lengths, from 0.
  private static func runs(counts: [Int]) -> [Range<Int>] {
    var start = 0
    return counts.map { count in
      defer { start += count }
      return start..<(start + count)
    }
  }

  /// The metrics of `configuration` in `viewport`: a day column without a width of its
  /// own shares the viewport's width, less its content inset and the hour headers.
  static func metrics(
    for configuration: WeekCalendarLayout.Configuration, viewport: Viewport,
    allDayLaneCount: Int
  ) -> CalendarMetrics {
    let dayCount = configuration.dayCount
    let room =
      viewport.size.width - viewport.contentInset.left - viewport.contentInset.right
      - configuration.hourHeaderWidth
    return CalendarMetrics(
      dayCount: dayCount, startHour: Double(configuration.startHour),
      hourCount: configuration.hourCount, hourHeight: configuration.hourHeight,
      dayWidth: configuration.dayWidth ?? max(0, room / Double(dayCount)),
      dayHeaderHeight: configuration.dayHeaderHeight,
      hourHeaderWidth: configuration.hourHeaderWidth,
      allDayEventHeight: configuration.allDayEventHeight, allDayLaneCount: allDayLaneCount,
      layoutDirection: viewport.layoutDirection, scale: viewport.scale)
  }
}
