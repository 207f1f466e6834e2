extension WeekCalendarGeometry {
  /// Calls `body` with every element whose frame intersects `rect`, with the pinned
  /// elements at `pinned` (see ``pinnedOrigin(for:)``).
  ///
  /// Days and rows are found by arithmetic from the rect's extent widened by a pixel
  /// (rounding moves an edge by half a pixel at most), the events of each day by the
  /// time index; each candidate's frame is then checked against the rect itself.
  func forEachElement(in rect: Rect, pinned: Point, _ body: (LayoutAttributes) -> Void) {
    let ranges = metrics.mapping.searchRanges(for: rect)
    let days = metrics.days(overlapping: ranges.cross)

    for day in days where hasBackground(day) { Self.report(dayBackground(day), in: rect, body) }
    let thickness = configuration.hourLineThickness
    let lineRange = (ranges.main.lowerBound - thickness)..<ranges.main.upperBound
    for row in metrics.hourRows(overlapping: lineRange) {
      Self.report(hourLine(row), in: rect, body)
    }
    if metrics.hourHeight > 0 {
      let lower = metrics.hour(atY: ranges.main.lowerBound)
      let upper = metrics.hour(atY: ranges.main.upperBound)
      for day in days {
        self.days[day].timeIndex.forEachPosition(from: lower, to: upper) { position in
          Self.report(timedCell(at: position, day: day), in: rect, body)
        }
      }
    }
    Self.report(currentTimeIndicator(), in: rect, body)
    Self.report(allDayBackground(pinned: pinned), in: rect, body)
    let lanes = metrics.allDayLanes(overlapping: ranges.main, pinnedTop: pinned.y)
    for day in days {
      let allDayEvents = self.days[day].allDayEvents
      for lane in lanes where lane < allDayEvents.count {
        Self.report(allDayCell(allDayEvents[lane], lane: lane, pinned: pinned), in: rect, body)
      }
    }
    for row in metrics.hourRows(overlapping: ranges.main) {
      Self.report(hourHeader(row, pinned: pinned), in: rect, body)
    }
    for day in days { Self.report(dayHeader(day, pinned: pinned), in: rect, body) }
    Self.report(corner(pinned: pinned), in: rect, body)
  }

  /// Calls `body` with every element, in the order of
  /// ``forEachElement(in:pinned:_:)``, the hidden cells after the timed ones.
  func forEachElement(pinned: Point, _ body: (LayoutAttributes) -> Void) {
    for day in 0..<metrics.dayCount where hasBackground(day) { body(dayBackground(day)) }
    for row in 0..<metrics.hourCount { Self.report(hourLine(row), body) }
    for (day, schedule) in days.enumerated() {
      for position in 0..<schedule.timeIndex.count { body(timedCell(at: position, day: day)) }
    }
    for event in hiddenEvents { body(cell(event, pinned: pinned)) }
    Self.report(currentTimeIndicator(), body)
    Self.report(allDayBackground(pinned: pinned), body)
    for schedule in days {
      for (lane, event) in schedule.allDayEvents.enumerated() {
        body(allDayCell(event, lane: lane, pinned: pinned))
      }
    }
    for row in 0..<metrics.hourCount { Self.report(hourHeader(row, pinned: pinned), body) }
    for day in 0..<metrics.dayCount { Self.report(dayHeader(day, pinned: pinned), body) }
    Self.report(corner(pinned: pinned), body)
  }

  /// Calls `body` with `attributes` if there are any and they intersect `rect`.
  ///
  /// A static function, so that the closures that call it do not capture a copy of
  /// the geometry for every element.
  @inline(__always)
  private static func report(
    _ attributes: LayoutAttributes?, in rect: Rect, _ body: (LayoutAttributes) -> Void
  ) {
    if let attributes, attributes.frame.intersects(rect) { body(attributes) }
  }

  /// Calls `body` with `attributes` if there are any.
  @inline(__always)
  private static func report(_ attributes: LayoutAttributes?, _ body: (LayoutAttributes) -> Void) {
    if let attributes { body(attributes) }
  }

  /// The attributes of an element, pinned for `viewport`, or `nil` if there is no such
  /// element.
  ///
  /// - Complexity: O(log *n*) for a cell among *n* events that day, O(1) otherwise.
  func attributes(for element: ElementID, viewport: Viewport) -> LayoutAttributes? {
    guard element.indexPath.section == 0 else { return nil }
    let item = element.indexPath.item
    switch element {
    case .cell:
      guard item >= 0 && item < eventCount else { return nil }
      return cell(item, pinned: pinnedOrigin(for: viewport))
    case .supplementary(.dayHeader, _):
      guard (0..<metrics.dayCount).contains(item) else { return nil }
      return dayHeader(item, pinned: pinnedOrigin(for: viewport))
    case .supplementary(.hourHeader, _):
      guard (0..<metrics.hourCount).contains(item) else { return nil }
      return hourHeader(item, pinned: pinnedOrigin(for: viewport))
    case .supplementary(.corner, _):
      return item == 0 ? corner(pinned: pinnedOrigin(for: viewport)) : nil
    case .decoration(.hourLine, _):
      return (0..<metrics.hourCount).contains(item) ? hourLine(item) : nil
    case .decoration(.dayBackground, _):
      return hasBackground(item) ? dayBackground(item) : nil
    case .decoration(.currentTime, _):
      return item == 0 ? currentTimeIndicator() : nil
    case .decoration(.allDayBackground, _):
      return item == 0 ? allDayBackground(pinned: pinnedOrigin(for: viewport)) : nil
    default:
      return nil
    }
  }
}

extension WeekCalendarGeometry: LayoutGeometry {
  /// The size of the content.
  var contentSize: Size { metrics.contentSize }

  /// Calls `body` with every element whose frame intersects `rect`, pinned for
  /// `viewport`.
  func forEachElement(in rect: Rect, viewport: Viewport, _ body: (LayoutAttributes) -> Void) {
    forEachElement(in: rect, pinned: pinnedOrigin(for: viewport), body)
  }

  /// Calls `body` with every element, pinned for `viewport`.
  func forEachElement(viewport: Viewport, _ body: (LayoutAttributes) -> Void) {
    forEachElement(pinned: pinnedOrigin(for: viewport), body)
  }
}
