extension WaterfallLayout {
  /// The values of one section that override the layout-wide ones of
  /// ``WaterfallLayout/Configuration``; `nil` keeps the layout-wide value.
  ///
  /// A data source gives them per section from
  /// ``WaterfallLayoutValueSource/valuesForSection(at:)``, and ``WaterfallContent`` keeps
  /// them in each ``WaterfallContent/Section``:
  ///
  /// ```swift
  /// let values = WaterfallLayout.SectionValues(columnCount: 3, headerHeight: 40)
  /// let content = WaterfallContent(sections: [
  ///   .init(itemHeights: [120, 80, 200, 60], values: values)
  /// ])
  /// ```
  public struct SectionValues: Hashable, Sendable {
    /// The number of columns, or `nil` for ``WaterfallLayout/Configuration/columnCount``.
    public var columnCount: Int?
    /// The spacing between columns, or `nil` for
    /// ``WaterfallLayout/Configuration/minimumColumnSpacing``.
    public var minimumColumnSpacing: Double?
    /// The spacing between consecutive items of a column, or `nil` for
    /// ``WaterfallLayout/Configuration/minimumInteritemSpacing``.
    public var minimumInteritemSpacing: Double?
    /// The inset of the section's items, or `nil` for
    /// ``WaterfallLayout/Configuration/sectionInset``.
    public var inset: EdgeInsets?
    /// The header's height along the scroll axis, or `nil` for
    /// ``WaterfallLayout/Configuration/headerHeight``; zero means the section has no
    /// header.
    public var headerHeight: Double?
    /// The footer's height along the scroll axis, or `nil` for
    /// ``WaterfallLayout/Configuration/footerHeight``; zero means the section has no
    /// footer.
    public var footerHeight: Double?
    /// The insets around the header, or `nil` for
    /// ``WaterfallLayout/Configuration/headerInset``.
    public var headerInset: EdgeInsets?
    /// The insets around the footer, or `nil` for
    /// ``WaterfallLayout/Configuration/footerInset``.
    public var footerInset: EdgeInsets?
    /// The section's background, or `nil` for the layout-wide
    /// ``SectionBehaviors/sectionBackground`` (which may be none).
    public var background: SectionBackground?

    /// Creates section values; each value left out is the layout-wide one.
    public init(
      columnCount: Int? = nil,
      minimumColumnSpacing: Double? = nil,
      minimumInteritemSpacing: Double? = nil,
      inset: EdgeInsets? = nil,
      headerHeight: Double? = nil,
      footerHeight: Double? = nil,
      headerInset: EdgeInsets? = nil,
      footerInset: EdgeInsets? = nil,
      background: SectionBackground? = nil
    ) {
      self.columnCount = columnCount
      self.minimumColumnSpacing = minimumColumnSpacing
      self.minimumInteritemSpacing = minimumInteritemSpacing
      self.inset = inset
      self.headerHeight = headerHeight
      self.footerHeight = footerHeight
      self.headerInset = headerInset
      self.footerInset = footerInset
      self.background = background
    }
  }
}
