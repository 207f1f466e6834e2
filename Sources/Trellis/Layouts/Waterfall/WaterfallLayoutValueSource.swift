/// The values a waterfall layout reads beside the counts, whoever gives them: a
/// ``WaterfallLayoutDataSource``, or an app's delegate in a `UICollectionView`, like
/// `CHTCollectionViewDelegateWaterfallLayout`.
///
/// Every method has a default: `nil`, which means "use the layout-wide value from
/// ``WaterfallLayout/Configuration``"; ``valuesForSection(at:)`` leaves every section
/// value `nil`, and ``isFullSpan(at:)`` returns `false`.
///
/// An item's height along the scroll axis is, in this order of preference, its
/// ``heightForItem(at:)``; its ``sizeForItem(at:)`` scaled to the width of its column
/// (`height * columnWidth / width`, floored to the screen scale); or the layout-wide
/// ``WaterfallLayout/Configuration/itemHeight``.
public protocol WaterfallLayoutValueSource {
  /// The height of one item along the scroll axis, or `nil` to derive it from
  /// ``sizeForItem(at:)``.
  func heightForItem(at indexPath: IndexPath) -> Double?

  /// The natural size of one item (a photo's pixel size, say), scaled to the column
  /// width to give its height; or `nil` for the layout-wide item height. Only its
  /// aspect ratio matters, and its extent across the columns must be positive.
  func sizeForItem(at indexPath: IndexPath) -> Size?

  /// Whether an item takes the whole width of its section instead of one column.
  func isFullSpan(at indexPath: IndexPath) -> Bool

  /// The values of a section that override the layout-wide ones; a value left `nil`
  /// is the one of ``WaterfallLayout/Configuration``.
  func valuesForSection(at section: Int) -> WaterfallLayout.SectionValues
}

// MARK: - Default implementations

extension WaterfallLayoutValueSource {
  /// Returns `nil`: the height comes from ``WaterfallLayoutValueSource/sizeForItem(at:)``.
  public func heightForItem(at indexPath: IndexPath) -> Double? { nil }
  /// Returns `nil`: every item has the layout-wide height.
  public func sizeForItem(at indexPath: IndexPath) -> Size? { nil }
  /// Returns `false`: every item takes one column.
  public func isFullSpan(at indexPath: IndexPath) -> Bool { false }
  /// Returns values that are all `nil`: every section has the layout-wide values.
  public func valuesForSection(at section: Int) -> WaterfallLayout.SectionValues { .init() }
}
