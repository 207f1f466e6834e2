/// A flow layout's data given as plain values: a ready-made ``FlowLayoutDataSource``
/// for tests, specs and simple screens.
///
/// ```swift
/// let content = FlowContent(sections: [
///   .init(itemCount: 7),
///   .init(itemSizes: [Size(width: 50, height: 60), Size(width: 70, height: 40)]),
///   .init(itemCount: 3, values: .init(minimumLineSpacing: 4)),
/// ])
/// ```
public struct FlowContent: SectionListContent, FlowLayoutDataSource, Hashable, Sendable {
  /// One section's items and the values that override the layout-wide ones.
  public struct Section: ListedSection, Hashable, Sendable {
    /// The number of items.
    public var itemCount: Int
    /// Per-item sizes, or `nil` when every item has the layout-wide size.
    public var itemSizes: [Size]?
    /// The values that override the layout-wide ones.
    public var values: FlowLayout.SectionValues

    /// A section of `itemCount` items of the layout-wide size.
    public init(itemCount: Int, values: FlowLayout.SectionValues = .init()) {
      self.itemCount = itemCount
      self.values = values
    }

    /// A section with one item per size.
    public init(itemSizes: [Size], values: FlowLayout.SectionValues = .init()) {
      self.init(itemCount: itemSizes.count, values: values)
      self.itemSizes = itemSizes
    }
  }

  /// The sections, in order.
  public var sections: [Section]

  /// Creates content from its sections.
  public init(sections: [Section]) {
    self.sections = sections
  }

  /// The item's own size, if its section lists sizes.
  public func sizeForItem(at indexPath: IndexPath) -> Size? {
    guard let sizes = sections[indexPath.section].itemSizes, indexPath.item < sizes.count
    else { return nil }
    return sizes[indexPath.item]
  }

  /// The section's own values.
  public func valuesForSection(at section: Int) -> FlowLayout.SectionValues {
    sections[section].values
  }
}
