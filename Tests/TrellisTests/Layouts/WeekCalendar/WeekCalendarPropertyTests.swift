import Testing
import Trellis
import TrellisConformance
import TrellisTestSupport

/// A random but seeded week: its configuration, viewport and events.
///
/// Event times are on a quarter-hour grid and hour heights are multiples of 4, so every
/// exact edge along the time axis is a whole point; day widths are fractional when the
/// days share the viewport, to exercise rounding across. Some events reach past the
/// hours shown or lie outside them, some are all-day.
struct CalendarScenario {
  var configuration: WeekCalendarLayout.Configuration
  var viewport: Viewport
  var events: [CalendarEvent]

  init(seed: UInt64, style: WeekCalendarLayout.OverlapStyle = .columns, maxEvents: Int = 60) {
    var rng = SplitMix64(seed: seed)
    let configuration = WeekCalendarCase.configuration(using: &rng, overlapStyle: style)
    self.configuration = configuration
    viewport = WeekCalendarCase.viewport(using: &rng)

    let count = Int.random(in: 0...maxEvents, using: &rng)
    // Crowded days make large clusters; sparse ones many small clusters.
    let busyHours = Double(Int.random(in: 2...24, using: &rng))
    events = (0..<count).map { _ in
      let day = Int.random(in: 0..<configuration.dayCount, using: &rng)
      if rng.chance(0.08) { return .allDay(on: day) }
      let startQuarter = Int.random(in: 0..<Int(busyHours * 4), using: &rng)
      let length = rng.pick([1, 2, 3, 4, 4, 6, 8, 12, 16])
      let start = Double(startQuarter) / 4
      return CalendarEvent(day: day, start: start, end: min(24, start + Double(length) / 4))
    }
  }

  func preparedLayout() throws -> WeekCalendarLayout {
    let layout = WeekCalendarLayout(configuration: configuration)
    try layout.prepare(for: viewport, dataSource: WeekCalendarContent(events: events))
    return layout
  }

  /// The rounding rule of every origin in Trellis: to the nearest pixel, halves away
  /// from zero.
  func round(_ value: Double) -> Double {
    (value * viewport.scale).rounded(.toNearestOrAwayFromZero) / viewport.scale
  }

  var dayWidth: Double {
    configuration.dayWidth
      ?? max(
        0, (viewport.size.width - configuration.hourHeaderWidth) / Double(configuration.dayCount))
  }

  /// The top of the hour grid: the day headers and one lane of all-day events per
  /// all-day event of the busiest day.
  var gridTop: Double {
    var counts = [Int](repeating: 0, count: configuration.dayCount)
    for event in events where event.isAllDay { counts[event.day] += 1 }
    return configuration.dayHeaderHeight
      + Double(counts.max() ?? 0) * configuration.allDayEventHeight
  }

  /// The exact time range shown of `event`, or `nil` when it shows nothing.
  func visibleRange(of event: CalendarEvent) -> (start: Double, end: Double)? {
    guard !event.isAllDay else { return nil }
    let start = max(event.start, Double(configuration.startHour))
    let end = min(event.end, Double(configuration.endHour))
    return start < end ? (start, end) : nil
  }

  /// The exact left and right edges of `day`, mirrored for right to left.
  func dayEdges(_ day: Int) -> (left: Double, right: Double) {
    let left = configuration.hourHeaderWidth + Double(day) * dayWidth
    let right = configuration.hourHeaderWidth + Double(day + 1) * dayWidth
    guard viewport.layoutDirection == .rightToLeft else { return (left, right) }
    let width = configuration.hourHeaderWidth + Double(configuration.dayCount) * dayWidth
    return (width - right, width - left)
  }
}

/// The tolerance for coordinates at scale 3: thirds of a point are not exact in binary
/// floating point, so `x + width` may differ from the rounded right edge in the last
/// bit. Along the time axis every coordinate here is a whole point and exact.
private let thirds = 1e-9

/// Whether two frames share an area larger than floating-point error.
private func overlapBeyondRounding(_ a: Rect, _ b: Rect) -> Bool {
  a.intersects(b) && a.inset(by: EdgeInsets(all: thirds)).intersects(b)
}

/// Properties of every week calendar, over random seeded weeks. A failure names the
/// seed that rebuilds the case: `CalendarScenario(seed:)`. Along the time axis every
/// expected value is exact; across it, scale 3 allows ``thirds``.
@Suite("Week calendar: properties over random weeks")
struct WeekCalendarPropertyTests {
  static let seeds: Range<UInt64> = 0..<1_000

  @Test("in the columns style no two events overlap")
  func noOverlap() throws {
    var overlappingInTime = 0
    for seed in Self.seeds {
      let scenario = CalendarScenario(seed: seed)
      let layout = try scenario.preparedLayout()
      // Timed events only: all-day events are pinned and pass over them on purpose.
      let cells = layout.allElements().filter {
        $0.id.category == .cell && !scenario.events[$0.indexPath.item].isAllDay
      }
      for (i, a) in cells.enumerated() {
        for b in cells[(i + 1)...] {
          let (x, y) = (scenario.events[a.indexPath.item], scenario.events[b.indexPath.item])
          if x.day == y.day, let p = scenario.visibleRange(of: x),
            let q = scenario.visibleRange(of: y), p.start < q.end && q.start < p.end
          {
            overlappingInTime += 1
          }
          if overlapBeyondRounding(a.frame, b.frame) {
            Issue.record("seed \(seed): \(a.id) at \(a.frame) overlaps \(b.id) at \(b.frame)")
          }
        }
      }
    }
    // Events of one day that share time are common, so the check has work to do.
    #expect(overlappingInTime > 10_000)
  }

  @Test(
    "every event spans exactly its time range, inside its day",
    arguments: [
      WeekCalendarLayout.OverlapStyle.columns, .cascade,
    ])
  func spansItsTime(style: WeekCalendarLayout.OverlapStyle) throws {
    var timed = 0
    for seed in Self.seeds {
      let scenario = CalendarScenario(seed: seed, style: style)
      let layout = try scenario.preparedLayout()
      let configuration = scenario.configuration
      for (index, event) in scenario.events.enumerated() {
        guard let frame = layout.eventFrame(index), let range = scenario.visibleRange(of: event)
        else { continue }
        timed += 1
        // y = top + (start - startHour) * hourHeight, each edge rounded.
        let y = { (hour: Double) in
          scenario.gridTop + (hour - Double(configuration.startHour)) * configuration.hourHeight
        }
        #expect(frame.minY == scenario.round(y(range.start)), "seed \(seed), event \(index)")
        #expect(frame.maxY == scenario.round(y(range.end)), "seed \(seed), event \(index)")
        // Quarter hours times a multiple of 4 points are whole points: no rounding at all.
        #expect(
          frame.height == (range.end - range.start) * configuration.hourHeight,
          "seed \(seed), event \(index)")
        let day = scenario.dayEdges(event.day)
        #expect(
          frame.minX >= scenario.round(day.left) - thirds
            && frame.maxX <= scenario.round(day.right) + thirds,
          "seed \(seed), event \(index): \(frame) outside \(day)")
      }
    }
    #expect(timed > 5_000)
  }

  @Test("an event that overlaps no other event of its day takes the whole day")
  func loneEventsTakeTheDay() throws {
    for seed in Self.seeds {
      let scenario = CalendarScenario(seed: seed)
      let layout = try scenario.preparedLayout()
      let ranges = scenario.events.map { scenario.visibleRange(of: $0) }
      for (index, event) in scenario.events.enumerated() {
        guard let range = ranges[index] else { continue }
        let alone = scenario.events.indices.allSatisfy { other in
          guard other != index, scenario.events[other].day == event.day,
            let otherRange = ranges[other]
          else { return true }
          return otherRange.end <= range.start || otherRange.start >= range.end
        }
        guard alone, let frame = layout.eventFrame(index) else { continue }
        let day = scenario.dayEdges(event.day)
        #expect(
          isClose(frame.minX, scenario.round(day.left), tolerance: thirds)
            && isClose(frame.maxX, scenario.round(day.right), tolerance: thirds),
          "seed \(seed), event \(index)")
      }
    }
  }

  @Test(
    "the layout conforms, with queries in the order of all elements, scrolled anywhere",
    arguments: [
      WeekCalendarLayout.OverlapStyle.columns, .cascade,
    ])
  func conforms(style: WeekCalendarLayout.OverlapStyle) throws {
    var rng = SplitMix64(seed: 0xCA1E_DA25)
    for seed in Self.seeds.prefix(200) {
      let scenario = CalendarScenario(seed: seed, style: style)
      let layout = try scenario.preparedLayout()
      for step in 0..<2 {
        if step > 0 {
          // Scroll: pinned headers move, and the checks follow them.
          var viewport = layout.viewport
          viewport.contentOffset = Point(x: rng.points(-80...600), y: rng.points(-80...1200))
          try layout.updateViewport(viewport)
        }
        let conformance = LayoutConformance(seed: seed &+ UInt64(step), checksQueryOrder: true)
        let violations = conformance.violations(of: layout)
        #expect(violations.isEmpty, "seed \(seed), step \(step): \(violations)")
      }
    }
  }

  @Test("zooming gives the frames of a preparation with the new hour height")
  func zoomMatchesPreparation() throws {
    for seed in Self.seeds.prefix(300) {
      var scenario = CalendarScenario(seed: seed)
      let layout = try scenario.preparedLayout()
      let newHeight = [20.0, 36, 52.5, 90][Int(seed % 4)]
      try layout.setHourHeight(newHeight)
      scenario.configuration.hourHeight = newHeight
      let fresh = try scenario.preparedLayout()
      #expect(layout.allElements() == fresh.allElements(), "seed \(seed)")
      #expect(layout.contentSize == fresh.contentSize, "seed \(seed)")
    }
  }

  @Test("the sub-columns are those of a direct, quadratic model of the placement rules")
  func matchesReferenceModel() throws {
    for seed in Self.seeds {
      let scenario = CalendarScenario(seed: seed, maxEvents: 120)
      let layout = try scenario.preparedLayout()
      let model = ReferenceCalendarPlacement(scenario)
      for index in scenario.events.indices {
        guard let expected = model.edges[index], let frame = layout.eventFrame(index) else {
          continue
        }
        #expect(
          isClose(frame.minX, scenario.round(expected.left), tolerance: thirds)
            && isClose(frame.maxX, scenario.round(expected.right), tolerance: thirds),
          "seed \(seed), event \(index): \(frame) against \(expected)")
      }
    }
  }
}

/// The placement rules of the columns style, applied directly: for each day, sort by
/// start (longer first, then by index), split into clusters where an event starts at
/// or after every earlier event's end, give each event the lowest sub-column that no
/// earlier event of its cluster overlapping it holds, then widen it to the right while
/// no event of the cluster that overlaps it holds the next sub-column. O(n²) per day.
struct ReferenceCalendarPlacement {
  /// The exact left and right edges of each visible timed event, mirrored for right to
  /// left.
  var edges: [(left: Double, right: Double)?]

  init(_ scenario: CalendarScenario) {
    let events = scenario.events
    edges = Array(repeating: nil, count: events.count)
    let ranges = events.map { scenario.visibleRange(of: $0) }
    func overlap(_ a: Int, _ b: Int) -> Bool {
      guard let x = ranges[a], let y = ranges[b] else { return false }
      return x.start < y.end && y.start < x.end
    }
    for day in 0..<scenario.configuration.dayCount {
      let sorted = events.indices.filter { events[$0].day == day && ranges[$0] != nil }.sorted {
        let (a, b) = (ranges[$0]!, ranges[$1]!)
        return (a.start, -a.end, $0) < (b.start, -b.end, $1)
      }
      var clusters: [[Int]] = []
      var clusterEnd = -Double.infinity
      for index in sorted {
        if clusters.isEmpty || ranges[index]!.start >= clusterEnd { clusters.append([]) }
        clusters[clusters.count - 1].append(index)
        clusterEnd = max(clusterEnd, ranges[index]!.end)
      }
      for cluster in clusters {
        var column: [Int: Int] = [:]
        for (position, index) in cluster.enumerated() {
          let taken = Set(cluster[..<position].filter { overlap($0, index) }.map { column[$0]! })
          column[index] = (0...).first { !taken.contains($0) }!
        }
        let count = column.values.max()! + 1
        for index in cluster {
          var span = 1
          while column[index]! + span < count
            && !cluster.contains(where: {
              overlap($0, index) && column[$0] == column[index]! + span
            })
          {
            span += 1
          }
          let width = scenario.dayWidth
          let dayLeft = scenario.configuration.hourHeaderWidth + Double(day) * width
          let left = dayLeft + width * Double(column[index]!) / Double(count)
          // The last sub-column ends where the next day starts.
          let right =
            column[index]! + span == count
            ? scenario.configuration.hourHeaderWidth + Double(day + 1) * width
            : dayLeft + width * Double(column[index]! + span) / Double(count)
          edges[index] = mirrored(left, right, scenario)
        }
      }
    }
  }

  private func mirrored(_ left: Double, _ right: Double, _ scenario: CalendarScenario)
    -> (left: Double, right: Double)
  {
    guard scenario.viewport.layoutDirection == .rightToLeft else { return (left, right) }
    let configuration = scenario.configuration
    let width = configuration.hourHeaderWidth + Double(configuration.dayCount) * scenario.dayWidth
    return (width - right, width - left)
  }
}
