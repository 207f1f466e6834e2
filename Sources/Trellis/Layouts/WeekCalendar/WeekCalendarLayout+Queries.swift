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
  /// - Complexity: O(log *n*) for the cell of a timed event among *n* events that day,
  ///   found in the day's time index; O(1) for other elements.
  public func attributes(for element: ElementID) -> LayoutAttributes? {
    geometry.attributes(for: element, viewport: viewport)
  }

  /// The attributes that `attributes(for:)` gave for `element` just before the last
  /// ``update(for:dataSource:)``, pinned elements as they were pinned then; `nil` if
  /// the element did not exist then, or if the layout was prepared since.
  ///
  /// `element` names the element as it was before the update.
  ///
  /// - Complexity: as ``attributes(for:)``.
  public func attributesBeforeUpdate(for element: ElementID) -> LayoutAttributes? {
    guard let stateBeforeUpdate else { return nil }
    return stateBeforeUpdate.geometry.attributes(
      for: element, viewport: stateBeforeUpdate.viewport)
  }
}
