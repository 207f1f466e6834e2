extension WeekCalendarLayout {
  /// The event `event` becomes when it is dropped with its center at `point`, in content
  /// coordinates: what an event dragged by the finger shows as.
  ///
  /// The day is the column under the point, the nearest one when the point is beyond
  /// the first or the last. A timed event keeps its duration and starts at the hour its
  /// top edge is at, `hour(atY: point.y) - duration / 2`, rounded to the nearest
  /// multiple of `minuteStep` minutes and kept within the hours shown: beyond them it
  /// takes the first or the last multiple at which it fits. An event longer than the
  /// hours shown starts with them. An all-day event changes only its day.
  ///
  /// With 50-point hours from 8:00 under a grid top of 40, an hour-long event centered
  /// at y 240 starts at 11:30, the nearest quarter hour to 11:00 + 25 / 50:
  ///
  /// ```swift
  /// let moved = layout.rescheduled(
  ///   CalendarEvent(day: 0, start: 9, end: 10), centeredAt: Point(x: 130, y: 240),
  ///   minuteStep: 15)
  /// ```
  ///
  /// - Returns: `nil` when the layout has no days or hours, `point` is not finite, or
  ///   `minuteStep` is not finite and positive.
  /// - Complexity: O(1).
  public func rescheduled(_ event: CalendarEvent, centeredAt point: Point, minuteStep: Double)
    -> CalendarEvent?
  {
    let metrics = geometry.metrics
    guard metrics.dayCount > 0, metrics.dayWidth > 0, metrics.hourCount > 0,
      metrics.hourHeight > 0, point.x.isFinite, point.y.isFinite, minuteStep.isFinite,
      minuteStep > 0
    else { return nil }
    var x = point.x
    if metrics.layoutDirection == .rightToLeft { x = metrics.contentSize.width - x }
    let column = ((x - metrics.dayEdge(0)) / metrics.dayWidth).rounded(.down)
    var moved = event
    moved.day = Int(min(max(column, 0), Double(metrics.dayCount - 1)))
    guard !event.isAllDay else { return moved }
    let duration = event.end - event.start
    let top = metrics.hour(atY: point.y) - duration / 2
    let steps = 60 / minuteStep
    // The first and the last start on a step at which the event fits the hours shown.
    let earliest = (metrics.startHour * steps).rounded(.up) / steps
    let latest = ((min(metrics.endHour, 24) - duration) * steps).rounded(.down) / steps
    if earliest <= latest {
      moved.start = min(max((top * steps).rounded() / steps, earliest), latest)
    } else {
      // Longer than the hours shown: it starts with them, clipped at their end.
      moved.start = max(min(metrics.startHour, 24 - duration), 0)
    }
    moved.end = min(moved.start + duration, 24)
    return moved
  }
}
