/// A flow layout's data given as plain values: a ready-made ``FlowLayoutDataSource``
/// for tests, specs and simple screens.
///
/// ```swift
/// let content = FlowContent(sections: [
///   .init(itemCount: 7),
///   .init(itemSizes: [Size(width: 50, height: 60), Size(width: 70, height: 40)]),
/// ])
/// ```
public struct FlowContent: FlowLayoutDataSource, Hashable, Sendable {
  /// One section's items and the values that override the layout-wide ones.
  public struct Section: Hashable, Sendable {
    /// The number of items.
    public var itemCount: Int
    /// Per-item sizes, or `nil` when every item has the layout-wide size.
    public var itemSizes: [Size]?
    /// The section inset, or `nil` for the layout-wide value.
    public var inset: EdgeInsets?
    /// The minimum line spacing, or `nil` for the layout-wide value.
    public var minimumLineSpacing: Double?
    /// The minimum inter-item spacing, or `nil` for the layout-wide value.
    public var minimumInteritemSpacing: Double?
    /// The header reference size, or `nil` for the layout-wide value.
    public var headerReferenceSize: Size?
    /// The footer reference size, or `nil` for the layout-wide value.
    public var footerReferenceSize: Size?
    /// The section's background, or `nil` for the layout-wide one (if any).
    public var background: SectionBackground?

    /// A section of `itemCount` items of the layout-wide size.
    public init(
      itemCount: Int,
      inset: EdgeInsets? = nil,
      minimumLineSpacing: Double? = nil,
      minimumInteritemSpacing: Double? = nil,
      headerReferenceSize: Size? = nil,
      footerReferenceSize: Size? = nil,
      background: SectionBackground? = nil
    ) {
      self.itemCount = itemCount
      self.inset = inset
      self.minimumLineSpacing = minimumLineSpacing
      self.minimumInteritemSpacing = minimumInteritemSpacing
      self.headerReferenceSize = headerReferenceSize
      self.footerReferenceSize = footerReferenceSize
      self.background = background
    }

    /// A section with one item per size.
    public init(
      itemSizes: [Size],
      inset: EdgeInsets? = nil,
      minimumLineSpacing: Double? = nil,
      minimumInteritemSpacing: Double? = nil,
      headerReferenceSize: Size? = nil,
      footerReferenceSize: Size? = nil,
      background: SectionBackground? = nil
    ) {
      self.init(
        itemCount: itemSizes.count, inset: inset, minimumLineSpacing: minimumLineSpacing,
        minimumInteritemSpacing: minimumInteritemSpacing,
        headerReferenceSize: headerReferenceSize, footerReferenceSize: footerReferenceSize,
        background: background)
      self.itemSizes = itemSizes
    }
  }

  /// The sections, in order.
  public var sections: [Section]

  /// Creates content from its sections.
  public init(sections: [Section]) {
    self.sections = sections
  }

  /// The number of sections.
  public var numberOfSections: Int { sections.count }

  /// The number of items in `section`.
  public func numberOfItems(inSection section: Int) -> Int { sections[section].itemCount }

  /// The item's own size, if its section lists sizes.
  public func sizeForItem(at indexPath: IndexPath) -> Size? {
    guard let sizes = sections[indexPath.section].itemSizes, indexPath.item < sizes.count
    else { return nil }
    return sizes[indexPath.item]
  }

  /// The section's inset, if it has one.
  public func insetForSection(at section: Int) -> EdgeInsets? { sections[section].inset }

  /// The section's line spacing, if it has one.
  public func minimumLineSpacingForSection(at section: Int) -> Double? {
    sections[section].minimumLineSpacing
  }

  /// The section's inter-item spacing, if it has one.
  public func minimumInteritemSpacingForSection(at section: Int) -> Double? {
    sections[section].minimumInteritemSpacing
  }

  /// The section's header size, if it has one.
  public func referenceSizeForHeader(inSection section: Int) -> Size? {
    sections[section].headerReferenceSize
  }

  /// The section's footer size, if it has one.
  public func referenceSizeForFooter(inSection section: Int) -> Size? {
    sections[section].footerReferenceSize
  }

  /// The section's background, if it has its own.
  public func backgroundForSection(at section: Int) -> SectionBackground? {
    sections[section].background
  }
}
