/// The prepared state of a week calendar, stored as flat arrays.
///
/// It keeps what depends on the events' times: each event's day and slot, the timed
/// events indexed by time with their places among overlapping events, and the lanes
/// of the all-day row. Frames are not stored; they come from these and the
/// ``CalendarMetrics`` when a query reaches them, so a zoom only changes the metrics.
struct WeekCalendarGeometry {
  /// Where an event's cell goes.
  enum Slot: Hashable, Sendable {
    /// A timed event at a position of the time index.
    case timed(position: Int)
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
  /// Each event's day column.
  private(set) var eventDays: [Int] = []
  private(set) var slots: [Slot] = []
  /// The visible timed events by day and time.
  private(set) var timeIndex = EventTimeIndex()
  /// The place of each timed event among those it overlaps, by time-index position.
  private(set) var placements: [EventPlacement] = []
  /// Each day's run of `allDayEvents`.
  private(set) var allDayRuns: [Range<Int>] = []
  /// The all-day events, day by day, each day's in order of index (its lane order).
  private(set) var allDayEvents: [Int] = []
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
    let startHour = Double(configuration.startHour)
    let endHour = Double(configuration.endHour)
    let dayCount = configuration.dayCount
    eventDays = events.map { $0.day }
    slots = [Slot](repeating: .hidden(hour: startHour), count: events.count)

    var timedCounts = [Int](repeating: 0, count: dayCount)
    var allDayCounts = [Int](repeating: 0, count: dayCount)
    for (index, event) in events.enumerated() {
      if event.isAllDay {
        slots[index] = .allDay(lane: allDayCounts[event.day])
        allDayCounts[event.day] += 1
      } else if Self.shownRange(of: event, from: startHour, to: endHour) != nil {
        timedCounts[event.day] += 1
      } else {
        slots[index] = .hidden(hour: event.end <= startHour ? startHour : endHour)
        hiddenEvents.append(index)
      }
    }

    let timedRuns = Self.runs(counts: timedCounts)
    var entries = [(start: Double, end: Double, event: Int)](
      repeating: (0, 0, 0), count: timedRuns.last?.upperBound ?? 0)
    var next = timedRuns.map { $0.lowerBound }
    allDayRuns = Self.runs(counts: allDayCounts)
    allDayEvents = [Int](repeating: 0, count: allDayRuns.last?.upperBound ?? 0)
    for (index, event) in events.enumerated() {
      if case .allDay(let lane) = slots[index] {
        allDayEvents[allDayRuns[event.day].lowerBound + lane] = index
      } else if let shown = Self.shownRange(of: event, from: startHour, to: endHour) {
        entries[next[event.day]] = (shown.start, shown.end, index)
        next[event.day] += 1
      }
    }
    for run in timedRuns {
      entries[run].sort { a, b in
        if a.start != b.start { return a.start < b.start }
        if a.end != b.end { return a.end > b.end }
        return a.event < b.event
      }
    }

    timeIndex = EventTimeIndex(days: timedRuns, entries: entries)
    placements = [EventPlacement](repeating: EventPlacement(), count: entries.count)
    var placer = OverlapPlacer()
    for run in timedRuns {
      placer.place(run, starts: timeIndex.starts, ends: timeIndex.ends, into: &placements)
    }
    for position in timeIndex.events.indices {
      slots[timeIndex.events[position]] = .timed(position: position)
    }

    metrics = Self.metrics(
      for: configuration, viewport: viewport, allDayLaneCount: allDayCounts.max() ?? 0)
  }

  /// The part of a timed event's range within the hours shown, or `nil` if none is.
  private static func shownRange(
    of event: CalendarEvent, from startHour: Double, to endHour: Double
  ) -> (start: Double, end: Double)? {
    let start = max(event.start, startHour)
    let end = min(event.end, endHour)
    return start < end ? (start, end) : nil
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
