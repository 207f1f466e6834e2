import Trellis

/// The calendar most tests use, chosen so that every coordinate is a whole number:
/// three days of 120 points after 50 points of hour headers (content 50 + 3 * 120 =
/// 410 wide), a day header row of 30 points, and the hours 8 to 18 at 60 points each
/// (content 30 + 10 * 60 = 630 tall). The hour `h` is at y = 30 + (h - 8) * 60 and day
/// `d` starts at x = 50 + 120 * d.
package func calendarConfiguration(
  _ change: (inout WeekCalendarLayout.Configuration) -> Void = { _ in }
) -> WeekCalendarLayout.Configuration {
  var configuration = WeekCalendarLayout.Configuration()
  configuration.dayCount = 3
  configuration.startHour = 8
  configuration.endHour = 18
  configuration.hourHeight = 60
  configuration.dayWidth = 120
  configuration.dayHeaderHeight = 30
  configuration.hourHeaderWidth = 50
  configuration.allDayEventHeight = 20
  configuration.cascadeIndent = 12
  configuration.hourLineThickness = 1
  configuration.currentTimeThickness = 2
  change(&configuration)
  return configuration
}

/// A layout with ``calendarConfiguration(_:)`` prepared with `events`.
package func preparedCalendar(
  _ events: [CalendarEvent],
  viewport: Viewport = Viewport(size: Size(width: 410, height: 300)),
  _ change: (inout WeekCalendarLayout.Configuration) -> Void = { _ in }
) throws -> WeekCalendarLayout {
  let layout = WeekCalendarLayout(configuration: calendarConfiguration(change))
  try layout.prepare(for: viewport, dataSource: WeekCalendarContent(events: events))
  return layout
}

/// A timed event: `timed(day, start, end)`, in hours.
package func timed(_ day: Int, _ start: Double, _ end: Double) -> CalendarEvent {
  CalendarEvent(day: day, start: start, end: end)
}

extension WeekCalendarLayout {
  /// The attributes of event `index`'s cell.
  package func eventAttributes(_ index: Int) -> LayoutAttributes? {
    attributes(for: .cell(IndexPath(item: index, section: 0)))
  }

  /// The frame of event `index`'s cell.
  package func eventFrame(_ index: Int) -> Rect? {
    eventAttributes(index)?.frame
  }

  /// The frames of every event's cell, in order of index.
  package func eventFrames() -> [Rect?] {
    (0..<numberOfEvents).map { eventFrame($0) }
  }

  /// The frame of the supplementary element of `kind` at `item`.
  package func supplementaryFrame(_ kind: ElementKind, _ item: Int) -> Rect? {
    attributes(for: .supplementary(kind, IndexPath(item: item, section: 0)))?.frame
  }

  /// The frame of the decoration of `kind` at `item`.
  package func decorationFrame(_ kind: ElementKind, _ item: Int) -> Rect? {
    attributes(for: .decoration(kind, IndexPath(item: item, section: 0)))?.frame
  }
}
