extension WeekCalendarLayout {
  /// Calls `body` with the attributes of every element whose frame intersects `rect`,
  /// at their positions for the current ``viewport``.
  ///
  /// Days and hour rows are found by arithmetic from the rect's extent, and the events
  /// of each day it crosses by an interval tree over their times, so events that start
  /// above the rect and reach into it are found without a scan. Elements come in the
  /// order of ``forEachElement(_:)``: day backgrounds, hour lines, timed events day by
  /// day in order of start, the current-time indicator, the all-day row's background
  /// and its events, hour headers, day headers and the corner.
  ///
  /// - Complexity: about O(*d* log *n* + *m*) for *d* days the rect crosses, *n* events
  ///   a day and *m* events of those days whose hours overlap the rect's, plus the hour
  ///   rows it crosses. For a rect that spans whole days, as a viewport does, *m* is the
  ///   number of events reported.
  public func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
    geometry.forEachElement(in: rect, pinned: geometry.pinnedOrigin(for: viewport), body)
  }

  /// Calls `body` with the attributes of every element, in the order of
  /// ``forEachElement(in:_:)``; hidden cells of events outside the hours shown come
  /// after the timed events.
  ///
  /// - Complexity: O(*n*) for *n* events, plus the days and hours.
  public func forEachElement(_ body: (LayoutAttributes) -> Void) {
    geometry.forEachElement(pinned: geometry.pinnedOrigin(for: viewport), body)
  }

  /// The attributes of an element at its position for the current ``viewport``, or
  /// `nil` if the layout has no such element.
  ///
  /// - Complexity: O(1).
  public func attributes(for element: ElementID) -> LayoutAttributes? {
    guard element.indexPath.section == 0 else { return nil }
    let item = element.indexPath.item
    let metrics = geometry.metrics
    switch element {
    case .cell:
      guard geometry.slots.indices.contains(item) else { return nil }
      return geometry.cell(item, pinned: geometry.pinnedOrigin(for: viewport))
    case .supplementary(.dayHeader, _):
      guard (0..<metrics.dayCount).contains(item) else { return nil }
      return geometry.dayHeader(item, pinned: geometry.pinnedOrigin(for: viewport))
    case .supplementary(.hourHeader, _):
      guard (0..<metrics.hourCount).contains(item) else { return nil }
      return geometry.hourHeader(item, pinned: geometry.pinnedOrigin(for: viewport))
    case .supplementary(.corner, _):
      return item == 0 ? geometry.corner(pinned: geometry.pinnedOrigin(for: viewport)) : nil
    case .decoration(.hourLine, _):
      return (0..<metrics.hourCount).contains(item) ? geometry.hourLine(item) : nil
    case .decoration(.dayBackground, _):
      return geometry.hasBackground(item) ? geometry.dayBackground(item) : nil
    case .decoration(.currentTime, _):
      return item == 0 ? geometry.currentTimeIndicator() : nil
    case .decoration(.allDayBackground, _):
      return item == 0
        ? geometry.allDayBackground(pinned: geometry.pinnedOrigin(for: viewport)) : nil
    default:
      return nil
    }
  }
}
