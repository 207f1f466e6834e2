/// A waterfall layout's data given as plain values: a ready-made
/// ``WaterfallLayoutDataSource`` for tests, specs and simple screens.
///
/// ```swift
/// let content = WaterfallContent(sections: [
///   .init(itemHeights: [120, 80, 200, 60], fullSpanItems: [2], headerHeight: 40),
///   .init(itemSizes: [Size(width: 400, height: 300)], columnCount: 3),
/// ])
/// ```
public struct WaterfallContent: WaterfallLayoutDataSource, Hashable, Sendable {
  /// One section's items and the values that override the layout-wide ones.
  public struct Section: Hashable, Sendable {
    /// The number of items.
    public var itemCount: Int
    /// Per-item heights, or `nil`; an item without one uses ``itemSizes``.
    public var itemHeights: [Double]?
    /// Per-item natural sizes, scaled to the column width; or `nil`. An item with
    /// neither a height nor a size has the layout-wide height.
    public var itemSizes: [Size]?
    /// The items that take the section's whole width.
    public var fullSpanItems: Set<Int>
    /// The number of columns, or `nil` for the layout-wide value.
    public var columnCount: Int?
    /// The spacing between columns, or `nil` for the layout-wide value.
    public var minimumColumnSpacing: Double?
    /// The spacing between items of a column, or `nil` for the layout-wide value.
    public var minimumInteritemSpacing: Double?
    /// The section inset, or `nil` for the layout-wide value.
    public var inset: EdgeInsets?
    /// The header height, or `nil` for the layout-wide value.
    public var headerHeight: Double?
    /// The footer height, or `nil` for the layout-wide value.
    public var footerHeight: Double?
    /// The insets around the header, or `nil` for the layout-wide value.
    public var headerInset: EdgeInsets?
    /// The insets around the footer, or `nil` for the layout-wide value.
    public var footerInset: EdgeInsets?
    /// The section's background, or `nil` for the layout-wide one (if any).
    public var background: SectionBackground?

    /// A section of `itemCount` items of the layout-wide height.
    public init(
      itemCount: Int,
      fullSpanItems: Set<Int> = [],
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
      self.itemCount = itemCount
      self.fullSpanItems = fullSpanItems
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

    /// A section with one item per height.
    public init(
      itemHeights: [Double],
      fullSpanItems: Set<Int> = [],
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
      self.init(
        itemCount: itemHeights.count, fullSpanItems: fullSpanItems, columnCount: columnCount,
        minimumColumnSpacing: minimumColumnSpacing,
        minimumInteritemSpacing: minimumInteritemSpacing, inset: inset,
        headerHeight: headerHeight, footerHeight: footerHeight, headerInset: headerInset,
        footerInset: footerInset, background: background)
      self.itemHeights = itemHeights
    }

    /// A section with one item per natural size.
    public init(
      itemSizes: [Size],
      fullSpanItems: Set<Int> = [],
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
      self.init(
        itemCount: itemSizes.count, fullSpanItems: fullSpanItems, columnCount: columnCount,
        minimumColumnSpacing: minimumColumnSpacing,
        minimumInteritemSpacing: minimumInteritemSpacing, inset: inset,
        headerHeight: headerHeight, footerHeight: footerHeight, headerInset: headerInset,
        footerInset: footerInset, background: background)
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

  /// The item's own height, if its section lists one for it.
  public func heightForItem(at indexPath: IndexPath) -> Double? {
    guard let heights = sections[indexPath.section].itemHeights,
      heights.indices.contains(indexPath.item)
    else { return nil }
    return heights[indexPath.item]
  }

  /// The item's natural size, if its section lists one for it.
  public func sizeForItem(at indexPath: IndexPath) -> Size? {
    guard let sizes = sections[indexPath.section].itemSizes, sizes.indices.contains(indexPath.item)
    else { return nil }
    return sizes[indexPath.item]
  }

  /// Whether the item is one of its section's full-span items.
  public func isFullSpan(at indexPath: IndexPath) -> Bool {
    sections[indexPath.section].fullSpanItems.contains(indexPath.item)
  }

  /// The section's number of columns, if it has its own.
  public func columnCountForSection(at section: Int) -> Int? { sections[section].columnCount }

  /// The section's column spacing, if it has its own.
  public func minimumColumnSpacingForSection(at section: Int) -> Double? {
    sections[section].minimumColumnSpacing
  }

  /// The section's inter-item spacing, if it has its own.
  public func minimumInteritemSpacingForSection(at section: Int) -> Double? {
    sections[section].minimumInteritemSpacing
  }

  /// The section's inset, if it has its own.
  public func insetForSection(at section: Int) -> EdgeInsets? { sections[section].inset }

  /// The section's header height, if it has its own.
  public func heightForHeader(inSection section: Int) -> Double? {
    sections[section].headerHeight
  }

  /// The section's footer height, if it has its own.
  public func heightForFooter(inSection section: Int) -> Double? {
    sections[section].footerHeight
  }

  /// The insets around the section's header, if it has its own.
  public func insetForHeader(inSection section: Int) -> EdgeInsets? {
    sections[section].headerInset
  }

  /// The insets around the section's footer, if it has its own.
  public func insetForFooter(inSection section: Int) -> EdgeInsets? {
    sections[section].footerInset
  }

  /// The section's background, if it has its own.
  public func backgroundForSection(at section: Int) -> SectionBackground? {
    sections[section].background
  }
}
