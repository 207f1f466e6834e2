/// The timed events of a week calendar indexed by time, day by day, for rect queries.
///
/// Each day's events are stored in order of start, in flat arrays where the days
/// follow one another. Over each day's run the arrays form an implicit balanced
/// interval tree: the middle event of a run is the root of the run, the two halves its
/// subtrees, and each node keeps the latest end in its subtree. A query skips every
/// subtree that ends before the queried range and stops at the first event that
/// starts after it, so events that cross the range's edges are found without a scan.
struct EventTimeIndex {
  /// Each day's run of positions.
  private(set) var days: [Range<Int>] = []
  /// The event at each position.
  private(set) var events: [Int] = []
  /// The hour at which each position's event starts, clipped to the hours shown.
  private(set) var starts: [Double] = []
  /// The hour at which each position's event ends, clipped to the hours shown.
  private(set) var ends: [Double] = []
  /// The latest end in the subtree rooted at each position.
  private var subtreeEnds: [Double] = []

  /// An index of no days.
  init() {}

  /// Indexes events given as `(start, end, event)` in runs of days, each run sorted by
  /// start.
  ///
  /// - Complexity: O(*n*).
  init(days: [Range<Int>], entries: [(start: Double, end: Double, event: Int)]) {
    self.days = days
    events.reserveCapacity(entries.count)
    starts.reserveCapacity(entries.count)
    ends.reserveCapacity(entries.count)
    for entry in entries {
      events.append(entry.event)
      starts.append(entry.start)
      ends.append(entry.end)
    }
    subtreeEnds = ends
    for run in days { _ = buildSubtree(run) }
  }

  /// Records the latest end of the subtree over `run` at its root and returns it.
  private mutating func buildSubtree(_ run: Range<Int>) -> Double {
    guard !run.isEmpty else { return -.infinity }
    let root = run.lowerBound + run.count / 2
    let latest = max(
      ends[root], buildSubtree(run.lowerBound..<root), buildSubtree((root + 1)..<run.upperBound))
    subtreeEnds[root] = latest
    return latest
  }

  /// Calls `body` with the position of every event of `day` that overlaps the hours
  /// from `lower` to `upper` (ending after `lower` and starting before `upper`), in
  /// order of start.
  ///
  /// The walk is an in-order traversal with an explicit stack on the call stack, so a
  /// query allocates nothing and `body` is called from a loop rather than from
  /// recursion.
  ///
  /// - Complexity: O(log *n* + *k* log(*n* / *k*)) for *n* events that day of which *k*
  ///   are reported: close to O(log *n* + *k*).
  func forEachPosition(ofDay day: Int, from lower: Double, to upper: Double, _ body: (Int) -> Void)
  {
    let run = days[day]
    guard !run.isEmpty else { return }
    // A run of n events is a tree of depth at most 64; the stack holds at most one
    // expanded node and one pending subtree per level.
    withUnsafeTemporaryAllocation(of: Frame.self, capacity: 130) { stack in
      var count = 0
      stack[0] = Frame(run: run, isExpanded: false)
      count = 1
      while count > 0 {
        count -= 1
        let frame = stack[count]
        guard !frame.run.isEmpty else { continue }
        let root = frame.run.lowerBound + frame.run.count / 2
        if !frame.isExpanded {
          // Nothing in this subtree ends after `lower`: skip it.
          guard subtreeEnds[root] > lower else { continue }
          stack[count] = Frame(run: frame.run, isExpanded: true)
          stack[count + 1] = Frame(run: frame.run.lowerBound..<root, isExpanded: false)
          count += 2
        } else {
          // Everything from here on in order starts at or after this root's start.
          guard starts[root] < upper else { return }
          if ends[root] > lower { body(root) }
          stack[count] = Frame(run: (root + 1)..<frame.run.upperBound, isExpanded: false)
          count += 1
        }
      }
    }
  }

  /// A subtree of the walk: before its left half is visited, or after.
  private struct Frame {
    var run: Range<Int>
    var isExpanded: Bool
  }
}
