extension SectionBackground {
  /// The background of section `section`: its own, checked, or else the layout-wide
  /// one (checked with the layout's configuration).
  static func resolved(
    _ own: SectionBackground?, section: Int, layoutWide: SectionBackground?
  ) throws(LayoutError) -> SectionBackground? {
    guard let own else { return layoutWide }
    try LayoutError.check(own.insets, as: .sectionBackgroundInsets(section: section))
    return own
  }
}
