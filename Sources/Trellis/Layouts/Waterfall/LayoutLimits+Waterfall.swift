extension LayoutLimits {
  /// The most columns of one section of a waterfall layout.
  public static let maximumColumnCount = 1_000
}
