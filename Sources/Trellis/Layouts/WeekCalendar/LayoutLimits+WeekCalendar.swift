extension LayoutLimits {
  /// The most day columns of a week calendar.
  public static let maximumDayCount = 1_000_000
}
