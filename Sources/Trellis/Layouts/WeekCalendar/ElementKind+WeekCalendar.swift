extension ElementKind {
  /// The header of a day column of a ``WeekCalendarLayout``: a supplementary element
  /// whose item is the day, pinned to the top of the visible area.
  public static var dayHeader: ElementKind { .custom("dayHeader") }

  /// The header of an hour row of a ``WeekCalendarLayout``: a supplementary element
  /// whose item is the hour's index from the first hour shown, pinned to the leading
  /// edge of the visible area.
  public static var hourHeader: ElementKind { .custom("hourHeader") }

  /// The corner of a ``WeekCalendarLayout`` above the hour headers and beside the day
  /// headers and the all-day row: a supplementary element pinned to both edges.
  public static var corner: ElementKind { .custom("corner") }

  /// The line at the top of an hour row of a ``WeekCalendarLayout``: a decoration
  /// whose item is the hour's index from the first hour shown.
  public static var hourLine: ElementKind { .custom("hourLine") }

  /// The current-time indicator of a ``WeekCalendarLayout``: a decoration with item 0.
  public static var currentTime: ElementKind { .custom("currentTime") }

  /// The background of a day column of a ``WeekCalendarLayout``: a decoration whose
  /// item is the day.
  public static var dayBackground: ElementKind { .custom("dayBackground") }

  /// The background of the all-day row of a ``WeekCalendarLayout``: a decoration with
  /// item 0 across every day, pinned with the row, so that timed events scrolled up
  /// under the row do not show through between all-day events.
  public static var allDayBackground: ElementKind { .custom("allDayBackground") }
}
