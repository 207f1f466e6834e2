/// The events of one day of a week calendar: its timed events indexed by time, with
/// their places among the events they overlap, and its all-day events.
///
/// Each day is stored apart, so an update that moves an event copies and lays out
/// again only the days the event leaves and joins, and within them only the clusters
/// of overlapping events it leaves and joins.
struct DaySchedule {
  /// One timed event: its hours within the hours shown and its index.
  typealias Entry = (start: Double, end: Double, event: Int)

  /// The timed events shown, by time.
  private(set) var timeIndex = EventTimeIndex()
  /// The place of each timed event among those it overlaps, by time-index position.
  var placements: [EventPlacement] = []
  /// The all-day events, in order of index: the order of their lanes.
  private(set) var allDayEvents: [Int] = []

  /// A day with no events.
  init() {}

  /// A day of the timed events `entries`, sorted in the time index's order, and the
  /// all-day events `allDayEvents`, in order of index.
  ///
  /// - Complexity: O(*n* log *n*) for *n* timed events.
  init(entries: ArraySlice<Entry>, allDayEvents: [Int], placer: inout OverlapPlacer) {
    timeIndex = EventTimeIndex(entries: entries)
    placements = [EventPlacement](repeating: EventPlacement(), count: entries.count)
    placer.place(
      0..<timeIndex.count, starts: timeIndex.starts, ends: timeIndex.ends, into: &placements)
    self.allDayEvents = allDayEvents
  }

  /// The lane of the all-day event `event`, or the lane it would take.
  ///
  /// - Complexity: O(log *n*).
  func lane(of event: Int) -> Int {
    (0..<allDayEvents.count).partitionPoint { allDayEvents[$0] < event }
  }

  /// Adds the all-day event `event` in its lane, moving the later ones down a lane.
  mutating func insertAllDay(_ event: Int) {
    allDayEvents.insert(event, at: lane(of: event))
  }

  /// Removes the all-day event `event`, moving the later ones up a lane.
  mutating func removeAllDay(_ event: Int) {
    allDayEvents.remove(at: lane(of: event))
  }

  /// Takes out the timed events `removals` and adds `insertions`, then places again the
  /// events whose place changed (see ``repairPlacements(removed:inserted:)``).
  ///
  /// - Complexity: O(*n*) for *n* timed events, plus placing the events whose
  ///   sub-column changes.
  mutating func replace(removing removals: [Entry], inserting insertions: [Entry]) {
    for entry in removals {
      let position = timeIndex.position(of: entry)
      timeIndex.remove(at: position)
      placements.remove(at: position)
    }
    for entry in insertions {
      placements.insert(EventPlacement(), at: timeIndex.insert(entry))
    }
    timeIndex.rebuildTree()
    repairPlacements(removed: removals, inserted: insertions)
  }

  /// Calls `body` with the positions and the hours of each cluster of timed events, in
  /// order: runs of events that overlap one another transitively, as the placement
  /// finds them.
  ///
  /// - Complexity: O(*n*).
  func forEachCluster(_ body: (Range<Int>, Range<Double>) -> Void) {
    let starts = timeIndex.starts
    let ends = timeIndex.ends
    var first = 0
    var clusterEnd = -Double.infinity
    for position in starts.indices {
      if position > first && starts[position] >= clusterEnd {
        body(first..<position, starts[first]..<clusterEnd)
        first = position
      }
      clusterEnd = max(clusterEnd, ends[position])
    }
    if !starts.isEmpty { body(first..<starts.count, starts[first]..<clusterEnd) }
  }
}
