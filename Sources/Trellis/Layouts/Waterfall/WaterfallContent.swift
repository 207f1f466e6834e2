/// A waterfall layout's data given as plain values: a ready-made
/// ``WaterfallLayoutDataSource`` for tests, specs and simple screens.
///
/// ```swift
/// let content = WaterfallContent(sections: [
///   .init(
///     itemHeights: [120, 80, 200, 60], fullSpanItems: [2], values: .init(headerHeight: 40)),
///   .init(itemSizes: [Size(width: 400, height: 300)], values: .init(columnCount: 3)),
/// ])
/// ```
public struct WaterfallContent: SectionListContent, WaterfallLayoutDataSource, Hashable, Sendable {
  /// One section's items and the values that override the layout-wide ones.
  public struct Section: ListedSection, Hashable, Sendable {
    /// The number of items.
    public var itemCount: Int
    /// Per-item heights, or `nil`; an item without one uses ``itemSizes``.
    public var itemHeights: [Double]?
    /// Per-item natural sizes, scaled to the column width; or `nil`. An item with
    /// neither a height nor a size has the layout-wide height.
    public var itemSizes: [Size]?
    /// The items that take the section's whole width.
    public var fullSpanItems: Set<Int>
    /// The values that override the layout-wide ones.
    public var values: WaterfallLayout.SectionValues

    /// A section of `itemCount` items of the layout-wide height.
    public init(
      itemCount: Int, fullSpanItems: Set<Int> = [],
      values: WaterfallLayout.SectionValues = .init()
    ) {
      self.itemCount = itemCount
      self.fullSpanItems = fullSpanItems
      self.values = values
    }

    /// A section with one item per height.
    public init(
      itemHeights: [Double], fullSpanItems: Set<Int> = [],
      values: WaterfallLayout.SectionValues = .init()
    ) {
      self.init(itemCount: itemHeights.count, fullSpanItems: fullSpanItems, values: values)
      self.itemHeights = itemHeights
    }

    /// A section with one item per natural size.
    public init(
      itemSizes: [Size], fullSpanItems: Set<Int> = [],
      values: WaterfallLayout.SectionValues = .init()
    ) {
      self.init(itemCount: itemSizes.count, fullSpanItems: fullSpanItems, values: values)
      self.itemSizes = itemSizes
    }
  }

  /// The sections, in order.
  public var sections: [Section]

  /// Creates content from its sections.
  public init(sections: [Section]) {
    self.sections = sections
  }

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

  /// The section's own values.
  public func valuesForSection(at section: Int) -> WaterfallLayout.SectionValues {
    sections[section].values
  }
}
