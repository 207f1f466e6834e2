/// The stacking order of a week calendar's elements.
enum CalendarZIndex {
  static let dayBackground = -2
  static let hourLine = -1
  /// Events in the columns style; in the cascade style, the lowest.
  static let event = 0
  /// The highest stacking order of a cascaded event.
  static let topCascadedEvent = 999
  static let currentTime = 1000
  static let hourHeader = 1024
  /// Day headers and the all-day row, which hour headers scroll under; the row's
  /// background shares it and comes before the all-day events.
  static let dayHeader = 1025
  static let corner = 1026
}

extension WeekCalendarGeometry {
  /// The pinned edges for `viewport`, left to right: the top of the day headers and
  /// the left edge of the hour headers. Both follow the visible area when headers pin,
  /// within the content, and stay at zero when they do not.
  func pinnedOrigin(for viewport: Viewport) -> Point {
    guard configuration.headersPinToVisibleBounds else { return .zero }
    let size = metrics.contentSize
    let visible = metrics.mapping.axisRanges(of: viewport.visibleRect, margin: 0)
    return Point(
      x: min(max(visible.cross.lowerBound, 0), max(0, size.width - metrics.hourHeaderWidth)),
      y: min(max(visible.main.lowerBound, 0), max(0, size.height - metrics.gridTop)))
  }

  /// The cell of event `event`.
  func cell(_ event: Int, pinned: Point) -> LayoutAttributes {
    switch slot(of: event) {
    case .timed(let day, let position): timedCell(at: position, day: day)
    case .allDay(let lane): allDayCell(event, lane: lane, pinned: pinned)
    case .hidden(let hour): hiddenCell(event, at: hour)
    }
  }

  /// The cell of the timed event at `position` of the time index of `day`.
  func timedCell(at position: Int, day: Int) -> LayoutAttributes {
    let schedule = days[day]
    let placement = schedule.placements[position]
    let minX: Double
    var zIndex = CalendarZIndex.event
    switch configuration.overlapStyle {
    case .columns:
      minX = metrics.columnEdge(day: day, column: placement.column, of: placement.columnCount)
    case .cascade:
      let indent = min(
        Double(placement.column) * configuration.cascadeIndent, metrics.dayWidth / 2)
      minX = metrics.dayEdge(day) + indent
      zIndex = min(placement.stackOrder, CalendarZIndex.topCascadedEvent)
    }
    let maxX =
      configuration.overlapStyle == .columns
      ? metrics.columnEdge(
        day: day, column: placement.column + placement.span, of: placement.columnCount)
      : metrics.dayEdge(day + 1)
    let frame = metrics.frame(
      minX: minX, maxX: maxX, minY: metrics.y(ofHour: schedule.timeIndex.starts[position]),
      maxY: metrics.y(ofHour: schedule.timeIndex.ends[position]))
    return LayoutAttributes(
      id: .cell(IndexPath(item: schedule.timeIndex.events[position], section: 0)), frame: frame,
      zIndex: zIndex)
  }

  /// The cell of an all-day event in `lane` of the all-day row.
  func allDayCell(_ event: Int, lane: Int, pinned: Point) -> LayoutAttributes {
    let day = events[event].day
    let top = pinned.y + metrics.dayHeaderHeight + Double(lane) * metrics.allDayEventHeight
    let frame = metrics.frame(
      minX: metrics.dayEdge(day), maxX: metrics.dayEdge(day + 1), minY: top,
      maxY: top + metrics.allDayEventHeight)
    return LayoutAttributes(
      id: .cell(IndexPath(item: event, section: 0)), frame: frame,
      zIndex: CalendarZIndex.dayHeader)
  }

  /// The background of the all-day row, across every day and pinned with the row, or
  /// `nil` when the row has no height.
  func allDayBackground(pinned: Point) -> LayoutAttributes? {
    guard metrics.allDayRowHeight > 0 else { return nil }
    let top = pinned.y + metrics.dayHeaderHeight
    let frame = metrics.frame(
      minX: metrics.dayEdge(0), maxX: metrics.dayEdge(metrics.dayCount), minY: top,
      maxY: top + metrics.allDayRowHeight)
    return LayoutAttributes(
      id: .decoration(.allDayBackground, IndexPath(item: 0, section: 0)), frame: frame,
      zIndex: CalendarZIndex.dayHeader)
  }

  /// The hidden cell, of no height, of a timed event outside the hours shown.
  private func hiddenCell(_ event: Int, at hour: Double) -> LayoutAttributes {
    let day = events[event].day
    let y = metrics.y(ofHour: hour)
    let frame = metrics.frame(
      minX: metrics.dayEdge(day), maxX: metrics.dayEdge(day + 1), minY: y, maxY: y)
    return LayoutAttributes(
      id: .cell(IndexPath(item: event, section: 0)), frame: frame, isHidden: true)
  }

  /// The header of `day`, or `nil` when day headers have no height.
  func dayHeader(_ day: Int, pinned: Point) -> LayoutAttributes? {
    guard metrics.dayHeaderHeight > 0 else { return nil }
    let frame = metrics.frame(
      minX: metrics.dayEdge(day), maxX: metrics.dayEdge(day + 1), minY: pinned.y,
      maxY: pinned.y + metrics.dayHeaderHeight)
    return LayoutAttributes(
      id: .supplementary(.dayHeader, IndexPath(item: day, section: 0)), frame: frame,
      zIndex: CalendarZIndex.dayHeader)
  }

  /// The header of hour row `row`, or `nil` when hour headers have no width.
  func hourHeader(_ row: Int, pinned: Point) -> LayoutAttributes? {
    guard metrics.hourHeaderWidth > 0 else { return nil }
    let hour = metrics.startHour + Double(row)
    let frame = metrics.frame(
      minX: pinned.x, maxX: pinned.x + metrics.hourHeaderWidth, minY: metrics.y(ofHour: hour),
      maxY: metrics.y(ofHour: hour + 1))
    return LayoutAttributes(
      id: .supplementary(.hourHeader, IndexPath(item: row, section: 0)), frame: frame,
      zIndex: CalendarZIndex.hourHeader)
  }

  /// The corner above the hour headers, or `nil` when it would have no area.
  func corner(pinned: Point) -> LayoutAttributes? {
    guard metrics.hourHeaderWidth > 0 && metrics.gridTop > 0 else { return nil }
    let frame = metrics.frame(
      minX: pinned.x, maxX: pinned.x + metrics.hourHeaderWidth, minY: pinned.y,
      maxY: pinned.y + metrics.gridTop)
    return LayoutAttributes(
      id: .supplementary(.corner, IndexPath(item: 0, section: 0)), frame: frame,
      zIndex: CalendarZIndex.corner)
  }

  /// The line at the top of hour row `row`, across every day, or `nil` when lines
  /// have no thickness.
  func hourLine(_ row: Int) -> LayoutAttributes? {
    let thickness = configuration.hourLineThickness
    guard thickness > 0 else { return nil }
    let y = metrics.y(ofHour: metrics.startHour + Double(row))
    let frame = metrics.frame(
      minX: metrics.dayEdge(0), maxX: metrics.dayEdge(metrics.dayCount), minY: y,
      maxY: y + thickness)
    return LayoutAttributes(
      id: .decoration(.hourLine, IndexPath(item: row, section: 0)), frame: frame,
      zIndex: CalendarZIndex.hourLine)
  }

  /// The background of `day`, the height of the hour grid.
  func dayBackground(_ day: Int) -> LayoutAttributes {
    let frame = metrics.frame(
      minX: metrics.dayEdge(day), maxX: metrics.dayEdge(day + 1), minY: metrics.gridTop,
      maxY: metrics.contentSize.height)
    return LayoutAttributes(
      id: .decoration(.dayBackground, IndexPath(item: day, section: 0)), frame: frame,
      zIndex: CalendarZIndex.dayBackground)
  }

  /// The current-time indicator, centered on its hour across its day, or `nil` when
  /// there is none, it has no thickness or its hour is outside the hours shown.
  func currentTimeIndicator() -> LayoutAttributes? {
    guard let time = configuration.currentTime, configuration.currentTimeThickness > 0,
      time.hour >= metrics.startHour && time.hour <= metrics.endHour,
      (0..<metrics.dayCount).contains(time.day)
    else { return nil }
    let half = configuration.currentTimeThickness / 2
    let y = metrics.y(ofHour: time.hour)
    let frame = metrics.frame(
      minX: metrics.dayEdge(time.day), maxX: metrics.dayEdge(time.day + 1), minY: y - half,
      maxY: y + half)
    return LayoutAttributes(
      id: .decoration(.currentTime, IndexPath(item: 0, section: 0)), frame: frame,
      zIndex: CalendarZIndex.currentTime)
  }

  /// Whether `day` has a background.
  func hasBackground(_ day: Int) -> Bool {
    day >= 0 && day < metrics.dayCount && configuration.backgroundDays.contains(day)
  }
}
