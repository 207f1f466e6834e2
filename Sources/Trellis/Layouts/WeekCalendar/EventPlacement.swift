/// Where a timed event sits among the events it overlaps in time.
///
/// It depends on the events' times alone, not on the hour height or the day width, so
/// a zoom or a new width keeps it and only the frames move.
struct EventPlacement: Hashable, Sendable {
  /// The first sub-column the event takes; also its level in the cascade style.
  var column = 0
  /// How many sub-columns it takes, from ``column`` to the right.
  var span = 1
  /// The number of sub-columns of its cluster, which split the day width equally.
  var columnCount = 1
  /// Its place among the events of its cluster in order of start; later events lie
  /// above earlier ones in the cascade style.
  var stackOrder = 0
}

/// Places the events of one day into clusters and sub-columns.
///
/// A sweep in order of start gathers clusters: runs of events that overlap one another
/// transitively, a run ending where an event starts at or after the end of every event
/// before it. Each event takes the first sub-column that is free at its start (the
/// greedy coloring of an interval graph, which uses as few sub-columns as the most
/// events that overlap at one moment). Once a cluster is complete, each event widens
/// into the sub-columns to its right up to the first that holds an event overlapping
/// it.
///
/// The placer keeps its buffers between days, so placing a week allocates little.
struct OverlapPlacer {
  /// A sub-column that holds an event until `end`.
  private struct BusyColumn: Comparable {
    var end: Double
    var column: Int

    static func < (lhs: BusyColumn, rhs: BusyColumn) -> Bool {
      (lhs.end, lhs.column) < (rhs.end, rhs.column)
    }
  }

  private var free = MinHeap<Int>()
  private var busy = MinHeap<BusyColumn>()
  /// The events of each sub-column of the current cluster, in order of start.
  private var columns: [[Int]] = []
  private var columnCount = 0

  /// A placer with empty buffers.
  init() {}

  /// Places the events at `positions`, which are sorted by start, writing their
  /// placements at the same positions of `placements`.
  ///
  /// Events cover half-open ranges: one that starts where another ends does not
  /// overlap it.
  ///
  /// - Complexity: O(*n* log *n* + *s* log *n*) for *n* events that widen over *s*
  ///   sub-columns in all.
  mutating func place(
    _ positions: Range<Int>, starts: [Double], ends: [Double],
    into placements: inout [EventPlacement]
  ) {
    var clusterStart = positions.lowerBound
    var clusterEnd = -Double.infinity
    for position in positions {
      let start = starts[position]
      if position > clusterStart && start >= clusterEnd {
        finishCluster(clusterStart..<position, starts: starts, ends: ends, into: &placements)
        clusterStart = position
      }
      while let earliest = busy.min, earliest.end <= start {
        _ = busy.popMin()
        free.insert(earliest.column)
      }
      let column = free.popMin() ?? newColumn()
      busy.insert(BusyColumn(end: ends[position], column: column))
      columns[column].append(position)
      placements[position].column = column
      clusterEnd = max(clusterEnd, ends[position])
    }
    if !positions.isEmpty {
      finishCluster(
        clusterStart..<positions.upperBound, starts: starts, ends: ends, into: &placements)
    }
  }

  private mutating func newColumn() -> Int {
    if columns.count == columnCount { columns.append([]) }
    columnCount += 1
    return columnCount - 1
  }

  /// Sizes the sub-columns of a complete cluster and widens its events.
  private mutating func finishCluster(
    _ cluster: Range<Int>, starts: [Double], ends: [Double],
    into placements: inout [EventPlacement]
  ) {
    for position in cluster {
      let column = placements[position].column
      var next = column + 1
      while next < columnCount
        && !Self.holdsOverlap(
          columns[next], start: starts[position], end: ends[position],
          starts: starts, ends: ends)
      {
        next += 1
      }
      placements[position].span = next - column
      placements[position].columnCount = columnCount
      placements[position].stackOrder = position - cluster.lowerBound
    }
    for column in 0..<columnCount { columns[column].removeAll(keepingCapacity: true) }
    columnCount = 0
    free.removeAll()
    busy.removeAll()
  }

  /// Whether an event of `column` overlaps the range from `start` to `end`.
  ///
  /// The events of a sub-column do not overlap one another and are sorted by start, so
  /// their ends are sorted too and a binary search finds the first that ends after
  /// `start`.
  ///
  /// - Complexity: O(log *m*) for *m* events in the sub-column.
  static func holdsOverlap<Column: RandomAccessCollection<Int>>(
    _ column: Column, start: Double, end: Double, starts: [Double], ends: [Double]
  ) -> Bool where Column.Index == Int {
    let first = (column.startIndex..<column.endIndex).partitionPoint {
      ends[column[$0]] <= start
    }
    return first < column.endIndex && starts[column[first]] < end
  }
}
