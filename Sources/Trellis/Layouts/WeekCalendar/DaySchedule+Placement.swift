extension DaySchedule {
  /// A sub-column that holds an event until `end`; `differs` when the event is new or
  /// took another sub-column than it had before the update.
  private struct BusyColumn: Comparable {
    var end: Double
    var column: Int
    var differs: Bool

    static func < (lhs: BusyColumn, rhs: BusyColumn) -> Bool {
      (lhs.end, lhs.column) < (rhs.end, rhs.column)
    }
  }

  /// Places again the events whose place changed after `removed` left the day and
  /// `inserted` joined it, so that every placement is the one a placement of the whole
  /// day gives.
  ///
  /// The placement is a sweep in order of start whose state, before each event, is the
  /// sub-columns still busy and how many its cluster has. Before the first change the
  /// sweep is the one of the last placement, so its state is rebuilt from the stored
  /// sub-columns; from there the sweep runs again, beside the sweep of the last
  /// placement, until both have the same events busy in the same sub-columns. From there
  /// on the sweep gives what it gave before, up to the next change: each event takes the
  /// first free sub-column, and with the same busy ones below both sweeps' numbers of
  /// sub-columns, that is the same sub-column even if the numbers differ. The clusters around the changes then get
  /// their number of sub-columns and stacking order again, and the events that overlap
  /// an event whose sub-column changed, or whose cluster's number of sub-columns changed
  /// under them, widen again.
  ///
  /// - Complexity: O(*n*) cheap steps for *n* timed events, plus O(*r* log *m*) for the
  ///   *r* events swept again among *m* that overlap at one moment, plus widening the
  ///   events around them.
  mutating func repairPlacements(removed: [Entry], inserted: [Entry]) {
    let starts = timeIndex.starts
    let ends = timeIndex.ends
    let events = timeIndex.events
    let count = starts.count
    var changes = removed.map { (entry: $0, isRemoved: true) }
    changes += inserted.map { (entry: $0, isRemoved: false) }
    changes.sort { EventTimeIndex.precedes($0.entry, $1.entry) }
    func entry(_ position: Int) -> Entry { (starts[position], ends[position], events[position]) }

    // The hours around each run of changes whose events' places may have changed.
    var windows: [Range<Double>] = []
    var busy = MinHeap<BusyColumn>()
    var free = MinHeap<Int>()
    var next = 0
    while next < changes.count {
      let first = timeIndex.position(of: changes[next].entry)
      var window = changes[next].entry.start..<changes[next].entry.end
      // The state of the sweep before `first`, the same as before the update.
      var clusterStart = 0
      var clusterEnd = -Double.infinity
      for position in 0..<first {
        if starts[position] >= clusterEnd { clusterStart = position }
        clusterEnd = max(clusterEnd, ends[position])
      }
      var columnCount = 0
      busy.removeAll()
      free.removeAll()
      for position in clusterStart..<first {
        columnCount = max(columnCount, placements[position].column + 1)
      }
      var isBusy = [Bool](repeating: false, count: columnCount)
      let firstStart = first < count ? starts[first] : .infinity
      for position in clusterStart..<first where ends[position] > firstStart {
        busy.insert(
          BusyColumn(end: ends[position], column: placements[position].column, differs: false))
        isBusy[placements[position].column] = true
      }
      for column in 0..<columnCount where !isBusy[column] { free.insert(column) }
      // The ends of the removed events the sweep of the last placement still holds.
      var removedBusy: [Double] = []
      var differing = 0

      var position = first
      while position < count {
        let start = starts[position]
        while next < changes.count && changes[next].isRemoved
          && EventTimeIndex.precedes(changes[next].entry, entry(position))
        {
          let change = changes[next]
          removedBusy.append(change.entry.end)
          window =
            min(window.lowerBound, change.entry.start)..<max(window.upperBound, change.entry.end)
          next += 1
        }
        while let earliest = busy.min, earliest.end <= start {
          _ = busy.popMin()
          free.insert(earliest.column)
          if earliest.differs { differing -= 1 }
        }
        if busy.isEmpty {
          columnCount = 0
          free.removeAll()
        }
        removedBusy.removeAll { $0 <= start }
        let isInserted =
          next < changes.count && !changes[next].isRemoved
          && changes[next].entry.event == events[position]
        if differing == 0 && removedBusy.isEmpty
          && (next == changes.count
            || EventTimeIndex.precedes(entry(position), changes[next].entry))
        {
          break
        }
        let column: Int
        if let taken = free.popMin() {
          column = taken
        } else {
          column = columnCount
          columnCount += 1
        }
        let differs = isInserted || column != placements[position].column
        if differs {
          differing += 1
          window = min(window.lowerBound, start)..<max(window.upperBound, ends[position])
        }
        busy.insert(BusyColumn(end: ends[position], column: column, differs: differs))
        placements[position].column = column
        if isInserted { next += 1 }
        position += 1
      }
      if position == count {
        for change in changes[next...] where change.isRemoved {
          window =
            min(window.lowerBound, change.entry.start)..<max(window.upperBound, change.entry.end)
        }
        next = changes.count
      }
      windows.append(window)
    }
    finishClusters(overlapping: windows)
  }

  /// Gives the clusters that share an hour with `windows` their number of sub-columns
  /// and their stacking order again, and widens again their events that overlap a
  /// window or that reached the last sub-column of a cluster whose number changed.
  private mutating func finishClusters(overlapping windows: [Range<Double>]) {
    var clusters: [Range<Int>] = []
    forEachCluster { positions, hours in
      if windows.contains(where: { $0.overlaps(hours) }) { clusters.append(positions) }
    }
    let starts = timeIndex.starts
    let ends = timeIndex.ends
    var widening: [Int] = []
    for cluster in clusters {
      var columnCount = 0
      for position in cluster {
        columnCount = max(columnCount, placements[position].column + 1)
      }
      for position in cluster {
        let placement = placements[position]
        let hours = starts[position]..<ends[position]
        if windows.contains(where: { $0.overlaps(hours) })
          || (placement.columnCount != columnCount
            && placement.column + placement.span >= placement.columnCount)
        {
          widening.append(position)
        }
        placements[position].columnCount = columnCount
        placements[position].stackOrder = position - cluster.lowerBound
      }
    }
    guard let firstWidened = widening.first else { return }
    // Every event that overlaps one to widen, in order of start, by sub-column.
    var lower = starts[firstWidened]
    var upper = ends[firstWidened]
    for position in widening {
      lower = min(lower, starts[position])
      upper = max(upper, ends[position])
    }
    var around: [Int] = []
    var columnCount = 0
    timeIndex.forEachPosition(from: lower, to: upper) { position in
      around.append(position)
      columnCount = max(columnCount, placements[position].column + 1)
    }
    // The events around by sub-column, each sub-column's in order of start:
    // `byColumn[columnStarts[c]..<columnStarts[c + 1]]` holds sub-column c's.
    var columnStarts = [Int](repeating: 0, count: columnCount + 1)
    for position in around { columnStarts[placements[position].column + 1] += 1 }
    for column in 0..<columnCount { columnStarts[column + 1] += columnStarts[column] }
    var filled = columnStarts
    var byColumn = [Int](repeating: 0, count: around.count)
    for position in around {
      let column = placements[position].column
      byColumn[filled[column]] = position
      filled[column] += 1
    }
    for position in widening {
      let placement = placements[position]
      var next = placement.column + 1
      // A sub-column that no event of the hours around holds is free.
      while next < placement.columnCount
        && (next >= columnCount
          || !OverlapPlacer.holdsOverlap(
            byColumn[columnStarts[next]..<columnStarts[next + 1]], start: starts[position],
            end: ends[position], starts: starts, ends: ends))
      {
        next += 1
      }
      placements[position].span = next - placement.column
    }
  }
}
