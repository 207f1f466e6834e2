import Trellis

/// A random week calendar: its configuration and viewport drawn from `seed`, and one
/// event for each of `eventCodes`, which encode a day, a start, a length and whether the
/// event lasts all day.
package struct WeekCalendarCase: LayoutCase {
  package var configuration = WeekCalendarLayout.Configuration()
  package var viewport: Viewport
  package var events: [CalendarEvent]

  package init(eventCodes: [Int], seed: UInt64) {
    var random = SplitMix64(seed: seed)
    configuration = Self.configuration(using: &random)
    viewport = Self.viewport(using: &random)
    let dayCount = configuration.dayCount
    events = eventCodes.map { code in Self.event(code, dayCount: dayCount) }
  }

  /// A random configuration: one to seven days, at least four of the hours, hour heights
  /// that are multiples of 4 (so quarter hours are whole points), fixed or shared day
  /// widths, and `overlapStyle`, or one drawn at random when it is `nil`.
  package static func configuration(
    using random: inout SplitMix64, overlapStyle: WeekCalendarLayout.OverlapStyle? = nil
  ) -> WeekCalendarLayout.Configuration {
    var configuration = WeekCalendarLayout.Configuration()
    configuration.dayCount = random.pick([1, 3, 5, 7])
    configuration.startHour = Int.random(in: 0...8, using: &random)
    configuration.endHour = Int.random(in: (configuration.startHour + 4)...24, using: &random)
    configuration.hourHeight = random.pick([24, 48, 60])
    configuration.dayWidth = random.chance(0.5) ? nil : random.pick([80, 100.5, 130])
    configuration.dayHeaderHeight = random.pick([0, 30, 44])
    configuration.hourHeaderWidth = random.pick([0, 40, 56])
    configuration.allDayEventHeight = random.pick([0, 20])
    configuration.overlapStyle = overlapStyle ?? random.pick([.columns, .cascade])
    configuration.cascadeIndent = random.pick([0, 8, 15])
    configuration.headersPinToVisibleBounds = random.chance(0.8)
    if random.chance(0.5) {
      configuration.currentTime = CalendarTime(
        day: Int.random(in: 0..<configuration.dayCount, using: &random),
        hour: Double(Int.random(in: 0...96, using: &random)) / 4)
    }
    configuration.backgroundDays = Set(
      (0..<configuration.dayCount).filter { _ in random.chance(0.3) })
    return configuration
  }

  /// A random viewport, scrolled a little before the content or into it, at scale 1, 2
  /// or 3, right to left three times in ten.
  package static func viewport(using random: inout SplitMix64) -> Viewport {
    Viewport(
      size: Size(width: random.points(200...900), height: random.points(200...700)),
      contentOffset: Point(x: random.points(-50...400), y: random.points(-50...900)),
      scale: random.pick([1, 2, 3]),
      layoutDirection: random.chance(0.3) ? .rightToLeft : .leftToRight)
  }

  /// The event that `code` encodes: its day, its start in quarter hours, its length in
  /// quarter hours, and one in twelve lasts all day.
  package static func event(_ code: Int, dayCount: Int) -> CalendarEvent {
    let day = code % dayCount
    let rest = code / dayCount
    if rest % 12 == 11 { return .allDay(on: day) }
    let start = Double(rest / 12 % 96) / 4
    let length = Double([1, 2, 3, 4, 6, 8, 12, 16][rest / 1_152 % 8]) / 4
    return CalendarEvent(day: day, start: start, end: min(24, start + length))
  }

  package var content: WeekCalendarContent { WeekCalendarContent(events: events) }

  package func makeLayout() -> WeekCalendarLayout {
    WeekCalendarLayout(configuration: configuration)
  }

  package var description: String {
    "week of \(events), \(configuration), \(viewport)"
  }
}
