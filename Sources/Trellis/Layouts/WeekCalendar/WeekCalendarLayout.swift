/// A calendar of days side by side and hours running down, like the week view of a
/// calendar app: events are cells placed by their time, with pinned day and hour
/// headers and a grid of hour lines.
///
/// Each day is a column; each event is a cell (item `i` of section 0 for event `i`)
/// whose frame spans exactly its time range, from
/// `dayHeaderHeight + allDayRowHeight + (start - startHour) * hourHeight` down by
/// `(end - start) * hourHeight`, inside its day's column. Events that overlap in time
/// share their column side by side or stacked (``OverlapStyle``). All-day events fill a
/// row under the day headers.
///
/// ```swift
/// var configuration = WeekCalendarLayout.Configuration()
/// configuration.startHour = 8
/// configuration.endHour = 18
/// let layout = WeekCalendarLayout(configuration: configuration)
/// try layout.prepare(
///   for: Viewport(size: Size(width: 410, height: 600)),
///   dataSource: WeekCalendarContent(events: [
///     CalendarEvent(day: 0, start: 9, end: 11),
///     CalendarEvent(day: 0, start: 10, end: 12),
///   ]))
/// let visible = layout.elements(in: layout.viewport.bounds)
/// ```
///
/// Besides the cells, the layout places these elements, all in section 0; the first
/// three are supplementary, the others decorations. An hour's item is its index from
/// ``Configuration/startHour``.
///
/// | element | kind | item | zIndex |
/// |---|---|---|---|
/// | day header, pinned to the top | ``ElementKind/dayHeader`` | day | 1025 |
/// | hour header, pinned to the leading edge | ``ElementKind/hourHeader`` | hour | 1024 |
/// | corner, pinned to both | ``ElementKind/corner`` | 0 | 1026 |
/// | line at the top of each hour | ``ElementKind/hourLine`` | hour | -1 |
/// | current-time indicator | ``ElementKind/currentTime`` | 0 | 1000 |
/// | background of a chosen day | ``ElementKind/dayBackground`` | day | -2 |
///
/// Timed events have zIndex 0 (in the cascade style, their order of start within their
/// group of overlapping events, up to 999); all-day events are pinned with the day
/// headers and share their zIndex.
///
/// Frames are rounded to the screen scale at both edges, so events that touch in time
/// or sit in neighboring sub-columns share an edge and never overlap.
///
/// Queries cost what they return. ``CollectionLayout/forEachElement(in:_:)`` finds days
/// and hour rows by arithmetic from the rect's extent, and the events of each day it
/// crosses by an interval tree over their times, so events that start above the rect
/// and reach into it are found without a scan: about O(*d* log *n* + *m*) for *d* days
/// the rect crosses, *n* events a day and *m* events of those days whose hours overlap
/// the rect's (for a rect that spans whole days, as a viewport does, the events
/// reported), plus the hour rows. Elements come in this order: day backgrounds, hour
/// lines, timed events day by day in order of start, the current-time indicator, the
/// all-day row's background and its events, hour headers, day headers and the corner;
/// ``CollectionLayout/forEachElement(_:)`` gives the hidden cells of events outside the
/// hours shown after the timed events. ``CollectionLayout/attributes(for:)`` is
/// O(log *n*) for the cell of a timed event, found in its day's time index, and O(1)
/// for other elements.
public final class WeekCalendarLayout: CollectionLayout, GeometryBackedLayout {
  /// The layout-wide values. Changes take effect at the next preparation, except
  /// through ``setHourHeight(_:)`` and ``setCurrentTime(_:)``, which apply at once.
  public var configuration: Configuration

  /// The viewport of the last preparation or viewport update.
  @exclusivity(unchecked) public internal(set) var viewport: Viewport

  // The state is read without dynamic exclusivity checks: a layout is used from one
  // thread at a time and never lends out access to its state, and on a query the checks
  // would cost as much as the work itself.
  @exclusivity(unchecked) var geometry: WeekCalendarGeometry

  /// The state just before the last ``update(for:dataSource:)``, which
  /// ``CollectionLayout/attributesBeforeUpdate(for:)`` reads; `nil` after a preparation.
  @exclusivity(unchecked) var stateBeforeUpdate:
    (geometry: WeekCalendarGeometry, viewport: Viewport)?

  /// The number of successful preparations, for tests that prove what does not prepare.
  @_spi(Testing) public private(set) var preparationCount = 0

  /// Creates an unprepared layout, which has no elements whatever its configuration:
  /// the configuration is checked and used at the first preparation.
  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
    self.viewport = Viewport(size: .zero)
    self.geometry = WeekCalendarGeometry(configuration: Configuration())
  }

  /// The size of the content as of the last preparation: the hour headers and the day
  /// columns across, the day headers, the all-day row and the hours down.
  ///
  /// - Complexity: O(1).
  public var contentSize: Size { geometry.metrics.contentSize }

  /// The number of events as of the last preparation.
  public var numberOfEvents: Int { geometry.eventCount }

  /// The width of each day column as of the last preparation: the configured
  /// ``Configuration/dayWidth``, or the share of the viewport's width.
  public var dayWidth: Double { geometry.metrics.dayWidth }

  /// The height of the all-day row as of the last preparation: one
  /// ``Configuration/allDayEventHeight`` per all-day event of the day that has the
  /// most, zero when there are none.
  public var allDayRowHeight: Double { geometry.metrics.allDayRowHeight }

  /// Reads every event of `dataSource` and computes the layout for `viewport`.
  ///
  /// Timed events that reach beyond the hours shown are clipped to them; events
  /// entirely outside them keep a hidden cell of no height at the nearest edge of the
  /// hour grid. If a value is invalid — an event whose day is not one of the days,
  /// whose start or end is not a finite hour from 0 to 24, or that does not end after
  /// it starts, or a bad ``Configuration`` or viewport value, a count above its limit in
  /// ``LayoutLimits`` or content longer than ``LayoutLimits/maximumLength`` — the call
  /// throws an error naming it and the layout keeps the state of its previous
  /// preparation. A successful preparation forgets the state from before the last
  /// update.
  ///
  /// - Complexity: O(*n* log *n*) for *n* events.
  public func prepare(for viewport: Viewport, dataSource: some WeekCalendarLayoutDataSource)
    throws(LayoutError)
  {
    try viewport.validate()
    try configuration.validate()
    let count = dataSource.numberOfEvents
    try LayoutError.check(count: count, as: .numberOfItems(section: 0))
    var events: [CalendarEvent] = []
    events.reserveCapacity(count)
    for index in 0..<count {
      let event = dataSource.event(at: index)
      try validate(event, at: index)
      events.append(event)
    }
    let geometry = WeekCalendarGeometry(
      events: events, configuration: configuration, viewport: viewport)
    try geometry.metrics.validate()
    stateBeforeUpdate = nil
    self.geometry = geometry
    self.viewport = viewport
    preparationCount += 1
  }

  /// Checks one event against the configuration.
  func validate(_ event: CalendarEvent, at index: Int) throws(LayoutError) {
    guard (0..<configuration.dayCount).contains(event.day) else {
      throw .invalidCount(.eventDay(index), event.day)
    }
    guard !event.isAllDay else { return }
    guard event.start.isFinite && event.start >= 0 && event.start <= 24 else {
      throw .invalidValue(.eventStart(index), event.start)
    }
    guard event.end.isFinite && event.end > event.start && event.end <= 24 else {
      throw .invalidValue(.eventEnd(index), event.end)
    }
  }

  /// Zooms the time axis to `hourHeight` points per hour without preparing again.
  ///
  /// Events keep their groups and sub-columns, which depend on their times alone; the
  /// frames along the time axis and the content height follow the new height at the
  /// next query. The new value is also stored in ``configuration``. A value that is
  /// not finite and positive or is above ``LayoutLimits/maximumLength``, or that would
  /// make the content taller than that, throws and changes nothing.
  ///
  /// - Complexity: O(1).
  public func setHourHeight(_ hourHeight: Double) throws(LayoutError) {
    try LayoutError.checkPositive(hourHeight, as: .hourHeight)
    var metrics = geometry.metrics
    metrics.hourHeight = hourHeight
    try metrics.validate()
    configuration.hourHeight = hourHeight
    geometry.configuration.hourHeight = hourHeight
    geometry.metrics = metrics
  }

  /// Moves the current-time indicator to `time`, or removes it for `nil`, without
  /// preparing again.
  ///
  /// The new value is also stored in ``configuration``. A day that is not one of the
  /// days of the last preparation, or an hour that is not finite, throws and changes
  /// nothing; a finite hour outside the hours shown hides the indicator.
  ///
  /// - Complexity: O(1).
  public func setCurrentTime(_ time: CalendarTime?) throws(LayoutError) {
    if let time {
      var days = configuration
      if preparationCount > 0 { days.dayCount = geometry.metrics.dayCount }
      try days.validate(time)
    }
    configuration.currentTime = time
    geometry.configuration.currentTime = time
  }

  /// The day and hour under `point`, in content coordinates, or `nil` when the point
  /// is not over the hour grid: where a tap would create an event.
  ///
  /// - Complexity: O(1).
  public func time(at point: Point) -> CalendarTime? {
    let metrics = geometry.metrics
    var x = point.x
    if metrics.layoutDirection == .rightToLeft { x = metrics.contentSize.width - x }
    guard
      metrics.dayWidth > 0 && metrics.hourHeight > 0 && x >= metrics.dayEdge(0)
        && x < metrics.dayEdge(metrics.dayCount) && point.y >= metrics.gridTop
        && point.y < metrics.contentSize.height
    else { return nil }
    let day = min(Int((x - metrics.dayEdge(0)) / metrics.dayWidth), metrics.dayCount - 1)
    return CalendarTime(day: day, hour: metrics.hour(atY: point.y))
  }
}
