/// The timed events of one day of a week calendar indexed by time, for rect queries.
///
/// The events are stored in order of start (the longer first, then by index), in flat
/// arrays that form an implicit balanced interval tree: the middle event is the root,
/// the two halves its subtrees, and each node keeps the latest end in its subtree. A
/// query skips every subtree that ends before the queried range and stops at the first
/// event that starts after it, so events that cross the range's edges are found without
/// a scan.
struct EventTimeIndex {
  /// The event at each position.
  private(set) var events: [Int] = []
  /// The hour at which each position's event starts, clipped to the hours shown.
  private(set) var starts: [Double] = []
  /// The hour at which each position's event ends, clipped to the hours shown.
  private(set) var ends: [Double] = []
  /// The latest end in the subtree rooted at each position.
  private var subtreeEnds: [Double] = []

  /// An index of no events.
  init() {}

  /// Indexes events given as `(start, end, event)`, sorted in the index's order.
  ///
  /// - Complexity: O(*n*).
  init(entries: ArraySlice<(start: Double, end: Double, event: Int)>) {
    events.reserveCapacity(entries.count)
    starts.reserveCapacity(entries.count)
    ends.reserveCapacity(entries.count)
    for entry in entries {
      events.append(entry.event)
      starts.append(entry.start)
      ends.append(entry.end)
    }
    rebuildTree()
  }

  /// The number of events.
  var count: Int { events.count }

  /// Whether the event `a` comes before the event `b` in the index's order: by start,
  /// then the longer first, then by index.
  @inline(__always)
  static func precedes(
    _ a: (start: Double, end: Double, event: Int), _ b: (start: Double, end: Double, event: Int)
  ) -> Bool {
    if a.start != b.start { return a.start < b.start }
    if a.end != b.end { return a.end > b.end }
    return a.event < b.event
  }

  /// The position `entry` has, or would have once inserted, in the index's order.
  ///
  /// - Complexity: O(log *n*).
  func position(of entry: (start: Double, end: Double, event: Int)) -> Int {
    (0..<count).partitionPoint { Self.precedes((starts[$0], ends[$0], events[$0]), entry) }
  }

  /// Inserts `entry` at its position in the index's order and returns the position;
  /// call ``rebuildTree()`` before the next query.
  ///
  /// - Complexity: O(*n*).
  mutating func insert(_ entry: (start: Double, end: Double, event: Int)) -> Int {
    let position = position(of: entry)
    events.insert(entry.event, at: position)
    starts.insert(entry.start, at: position)
    ends.insert(entry.end, at: position)
    return position
  }

  /// Removes the event at `position`; call ``rebuildTree()`` before the next query.
  ///
  /// - Complexity: O(*n*).
  mutating func remove(at position: Int) {
    events.remove(at: position)
    starts.remove(at: position)
    ends.remove(at: position)
  }

  /// Records the latest end of every subtree at its root, after insertions and removals.
  ///
  /// - Complexity: O(*n*).
  mutating func rebuildTree() {
    subtreeEnds = ends
    _ = buildSubtree(0..<count)
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

  /// Calls `body` with the position of every event that overlaps the hours from
  /// `lower` to `upper` (ending after `lower` and starting before `upper`), in order of
  /// start.
  ///
  /// The walk is an in-order traversal with an explicit stack on the call stack, so a
  /// query allocates nothing and `body` is called from a loop rather than from
  /// recursion.
  ///
  /// - Complexity: O(log *n* + *k* log(*n* / *k*)) for *n* events of which *k* are
  ///   reported: close to O(log *n* + *k*).
  func forEachPosition(from lower: Double, to upper: Double, _ body: (Int) -> Void) {
    guard count > 0 else { return }
    // A run of n events is a tree of depth at most 64; the stack holds at most one
    // expanded node and one pending subtree per level.
    withUnsafeTemporaryAllocation(of: Frame.self, capacity: 130) { stack in
      var count = 0
      stack[0] = Frame(run: 0..<self.count, isExpanded: false)
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
