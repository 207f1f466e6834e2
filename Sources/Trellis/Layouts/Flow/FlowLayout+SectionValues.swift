extension FlowLayout {
  /// The values of one section that override the layout-wide ones of
  /// ``FlowLayout/Configuration``; `nil` keeps the layout-wide value.
  ///
  /// A data source gives them per section from
  /// ``FlowLayoutDataSource/valuesForSection(at:)``, and ``FlowContent`` keeps them in
  /// each ``FlowContent/Section``:
  ///
  /// ```swift
  /// let values = FlowLayout.SectionValues(
  ///   inset: EdgeInsets(top: 8, left: 16, bottom: 8, right: 16),
  ///   headerReferenceSize: Size(width: 0, height: 44))
  /// let content = FlowContent(sections: [.init(itemCount: 12, values: values)])
  /// ```
  public struct SectionValues: Hashable, Sendable {
    /// The inset of the section's items, or `nil` for
    /// ``FlowLayout/Configuration/sectionInset``.
    public var inset: EdgeInsets?
    /// The minimum spacing between lines, or `nil` for
    /// ``FlowLayout/Configuration/minimumLineSpacing``.
    public var minimumLineSpacing: Double?
    /// The minimum spacing between items of one line, or `nil` for
    /// ``FlowLayout/Configuration/minimumInteritemSpacing``.
    public var minimumInteritemSpacing: Double?
    /// The header size, or `nil` for ``FlowLayout/Configuration/headerReferenceSize``.
    /// Only the extent along the scroll axis is used; zero means the section has no
    /// header.
    public var headerReferenceSize: Size?
    /// The footer size, or `nil` for ``FlowLayout/Configuration/footerReferenceSize``.
    /// Only the extent along the scroll axis is used; zero means the section has no
    /// footer.
    public var footerReferenceSize: Size?
    /// The section's background, or `nil` for the layout-wide
    /// ``SectionBehaviors/sectionBackground`` (which may be none).
    public var background: SectionBackground?

    /// Creates section values; each value left out is the layout-wide one.
    public init(
      inset: EdgeInsets? = nil,
      minimumLineSpacing: Double? = nil,
      minimumInteritemSpacing: Double? = nil,
      headerReferenceSize: Size? = nil,
      footerReferenceSize: Size? = nil,
      background: SectionBackground? = nil
    ) {
      self.inset = inset
      self.minimumLineSpacing = minimumLineSpacing
      self.minimumInteritemSpacing = minimumInteritemSpacing
      self.headerReferenceSize = headerReferenceSize
      self.footerReferenceSize = footerReferenceSize
      self.background = background
    }
  }
}
