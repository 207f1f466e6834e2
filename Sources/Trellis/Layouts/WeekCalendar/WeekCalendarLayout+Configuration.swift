extension WeekCalendarLayout {
  /// The layout-wide values of a week calendar: its days and hours, the sizes of its
  /// headers and rows, how overlapping events share a day, and its decorations.
  ///
  /// `Configuration()` is a seven-day week of 24 hours, 50 points per hour, with day
  /// columns that share the viewport's width.
  public struct Configuration: Hashable, Sendable {
    /// The number of day columns: 1 for a day view, 3, 7 for a week, or any other
    /// positive number.
    public var dayCount = 7
    /// The first hour shown, from 0 to 23.
    public var startHour = 0
    /// The hour at which the range shown ends, after ``startHour`` and at most 24.
    public var endHour = 24
    /// The height of one hour, in points; changing it with
    /// ``WeekCalendarLayout/setHourHeight(_:)`` zooms without preparing again.
    public var hourHeight: Double = 50
    /// The width of one day column, or `nil` to share the viewport's width (less its
    /// content inset and the hour headers) equally between the days.
    public var dayWidth: Double?
    /// The height of the row of day headers; zero means no day headers.
    public var dayHeaderHeight: Double = 40
    /// The width of the column of hour headers; zero means no hour headers.
    public var hourHeaderWidth: Double = 60
    /// The height of one all-day event. The all-day row under the day headers is as
    /// tall as the day with the most all-day events needs.
    public var allDayEventHeight: Double = 24
    /// How events that overlap in time share their day column.
    public var overlapStyle: OverlapStyle = .columns
    /// How far each level of overlap moves an event's leading edge in the
    /// ``OverlapStyle/cascade`` style.
    public var cascadeIndent: Double = 12
    /// Whether the day headers, the all-day row, the hour headers and the corner stay
    /// at the edges of the visible area while the content scrolls.
    public var headersPinToVisibleBounds = true
    /// The thickness of the line at the top of each hour.
    public var hourLineThickness: Double = 1
    /// Where the current-time indicator goes, or `nil` for none.
    public var currentTime: CalendarTime?
    /// The thickness of the current-time indicator, which is centered on its hour.
    public var currentTimeThickness: Double = 2
    /// The days that get a background decoration, such as the weekend.
    public var backgroundDays: Set<Int> = []

    /// Creates a configuration with the default values.
    public init() {}

    /// The number of hours shown.
    public var hourCount: Int { endHour - startHour }

    /// Checks every value, throwing an error that names the first bad one.
    ///
    /// Days and hours must be in range (at most ``LayoutLimits/maximumDayCount`` days),
    /// ``hourHeight`` and a given ``dayWidth`` finite and positive, and every other
    /// extent finite and not negative; no extent may pass
    /// ``LayoutLimits/maximumLength``.
    public func validate() throws(LayoutError) {
      guard dayCount >= 1 else { throw .invalidCount(.dayCount, dayCount) }
      try LayoutError.check(count: dayCount, as: .dayCount)
      guard startHour >= 0 && startHour < 24 else { throw .invalidCount(.startHour, startHour) }
      guard endHour > startHour && endHour <= 24 else { throw .invalidCount(.endHour, endHour) }
      try LayoutError.checkPositive(hourHeight, as: .hourHeight)
      if let dayWidth { try LayoutError.checkPositive(dayWidth, as: .dayWidth) }
      try LayoutError.check(dayHeaderHeight, as: .dayHeaderHeight)
      try LayoutError.check(hourHeaderWidth, as: .hourHeaderWidth)
      try LayoutError.check(allDayEventHeight, as: .allDayEventHeight)
      try LayoutError.check(cascadeIndent, as: .cascadeIndent)
      try LayoutError.check(hourLineThickness, as: .hourLineThickness)
      try LayoutError.check(currentTimeThickness, as: .currentTimeThickness)
      if let currentTime { try validate(currentTime) }
      for day in backgroundDays.sorted() where !(0..<dayCount).contains(day) {
        throw .invalidCount(.backgroundDays, day)
      }
    }

    /// Checks that `time` names one of the days and a finite hour; with no days (a
    /// count below 1), no time is valid.
    func validate(_ time: CalendarTime) throws(LayoutError) {
      guard time.day >= 0 && time.day < dayCount else {
        throw .invalidCount(.currentTime, time.day)
      }
      guard time.hour.isFinite else { throw .invalidValue(.currentTime, time.hour) }
    }
  }

  /// How events that overlap in time share their day column.
  public enum OverlapStyle: Hashable, Sendable {
    /// Side by side: each group of transitively overlapping events splits the day
    /// into equal sub-columns, each event takes the first sub-column free at its start
    /// and widens into free sub-columns to its right. No two events overlap.
    case columns
    /// Stacked: each event is as wide as the day less one
    /// ``Configuration/cascadeIndent`` per level of overlap (the sub-column it would
    /// take side by side), at most half the day, and later events lie above earlier
    /// ones.
    case cascade
  }
}

extension WeekCalendarLayout.Configuration {
  /// The part of a timed event's range within the hours shown, or `nil` if none is.
  func shownRange(of event: CalendarEvent) -> (start: Double, end: Double)? {
    let start = max(event.start, Double(startHour))
    let end = min(event.end, Double(endHour))
    return start < end ? (start, end) : nil
  }
}
