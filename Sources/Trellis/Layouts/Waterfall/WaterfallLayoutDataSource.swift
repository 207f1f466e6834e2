/// The source of a waterfall layout's data: counts plus optional per-section and
/// per-item values, read during ``WaterfallLayout/prepare(for:dataSource:)``, like
/// `UICollectionViewDataSource` and `CHTCollectionViewDelegateWaterfallLayout` together.
///
/// Only the counts are required. Every other method returns `nil` by default, which
/// means "use the layout-wide value from ``WaterfallLayout/Configuration``", and
/// ``isFullSpan(at:)`` returns `false`.
///
/// An item's height along the scroll axis is, in this order of preference, its
/// ``heightForItem(at:)``; its ``sizeForItem(at:)`` scaled to the width of its column
/// (`height * columnWidth / width`, floored to the screen scale); or the layout-wide
/// ``WaterfallLayout/Configuration/itemHeight``.
///
/// The layout does not keep the data source: it is passed to each call that reads it.
public protocol WaterfallLayoutDataSource: SectionedDataSource {
  /// The height of one item along the scroll axis, or `nil` to derive it from
  /// ``sizeForItem(at:)``.
  func heightForItem(at indexPath: IndexPath) -> Double?

  /// The natural size of one item (a photo's pixel size, say), scaled to the column
  /// width to give its height; or `nil` for the layout-wide item height. Only its
  /// aspect ratio matters, and its extent across the columns must be positive.
  func sizeForItem(at indexPath: IndexPath) -> Size?

  /// Whether an item takes the whole width of its section instead of one column.
  func isFullSpan(at indexPath: IndexPath) -> Bool

  /// The number of columns of a section, or `nil` for the layout-wide value.
  func columnCountForSection(at section: Int) -> Int?

  /// The spacing between the columns of a section, or `nil` for the layout-wide value.
  func minimumColumnSpacingForSection(at section: Int) -> Double?

  /// The spacing between consecutive items of a column, or `nil` for the layout-wide
  /// value.
  func minimumInteritemSpacingForSection(at section: Int) -> Double?

  /// The inset of a section's items, or `nil` for the layout-wide value.
  func insetForSection(at section: Int) -> EdgeInsets?

  /// The height of a section's header along the scroll axis, or `nil` for the
  /// layout-wide value; zero means the section has no header.
  func heightForHeader(inSection section: Int) -> Double?

  /// The height of a section's footer along the scroll axis, or `nil` for the
  /// layout-wide value; zero means the section has no footer.
  func heightForFooter(inSection section: Int) -> Double?

  /// The insets around a section's header, or `nil` for the layout-wide value.
  func insetForHeader(inSection section: Int) -> EdgeInsets?

  /// The insets around a section's footer, or `nil` for the layout-wide value.
  func insetForFooter(inSection section: Int) -> EdgeInsets?

  /// The background of a section, or `nil` for the layout-wide
  /// ``SectionBehaviors/sectionBackground`` (which may be none).
  func backgroundForSection(at section: Int) -> SectionBackground?
}

// MARK: - Default implementations

extension WaterfallLayoutDataSource {
  /// Returns `nil`: the height comes from ``WaterfallLayoutDataSource/sizeForItem(at:)``.
  public func heightForItem(at indexPath: IndexPath) -> Double? { nil }
  /// Returns `nil`: every item has the layout-wide height.
  public func sizeForItem(at indexPath: IndexPath) -> Size? { nil }
  /// Returns `false`: every item takes one column.
  public func isFullSpan(at indexPath: IndexPath) -> Bool { false }
  /// Returns `nil`: every section has the layout-wide number of columns.
  public func columnCountForSection(at section: Int) -> Int? { nil }
  /// Returns `nil`: every section has the layout-wide column spacing.
  public func minimumColumnSpacingForSection(at section: Int) -> Double? { nil }
  /// Returns `nil`: every section has the layout-wide inter-item spacing.
  public func minimumInteritemSpacingForSection(at section: Int) -> Double? { nil }
  /// Returns `nil`: every section has the layout-wide inset.
  public func insetForSection(at section: Int) -> EdgeInsets? { nil }
  /// Returns `nil`: every section has the layout-wide header height.
  public func heightForHeader(inSection section: Int) -> Double? { nil }
  /// Returns `nil`: every section has the layout-wide footer height.
  public func heightForFooter(inSection section: Int) -> Double? { nil }
  /// Returns `nil`: every section has the layout-wide header inset.
  public func insetForHeader(inSection section: Int) -> EdgeInsets? { nil }
  /// Returns `nil`: every section has the layout-wide footer inset.
  public func insetForFooter(inSection section: Int) -> EdgeInsets? { nil }
  /// Returns `nil`: every section has the layout-wide background, if any.
  public func backgroundForSection(at section: Int) -> SectionBackground? { nil }
}
