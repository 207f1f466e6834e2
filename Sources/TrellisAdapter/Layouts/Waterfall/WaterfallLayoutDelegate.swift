import Trellis

/// The values of a waterfall layout that an app's delegate gives per item and per
/// section, the waterfall's counterpart of `UICollectionViewDelegateFlowLayout`.
///
/// A view controller that is the collection view's delegate adopts it and implements
/// what differs from the layout-wide `WaterfallLayout.Configuration`; every
/// method returns `nil` (or `false`) by default. The layout reads the delegate during
/// preparation only and never keeps it.
///
/// ```swift
/// extension PhotosViewController: WaterfallLayoutDelegate {
///   func sizeForItem(at indexPath: Trellis.IndexPath) -> Size? {
///     photos[indexPath.item].pixelSize
///   }
/// }
/// ```
public protocol WaterfallLayoutDelegate: AnyObject {
  /// The height of one item along the scroll axis, or `nil` to derive it from
  /// ``sizeForItem(at:)``.
  func heightForItem(at indexPath: IndexPath) -> Double?
  /// The natural size of one item, scaled to its column's width, or `nil` for the
  /// layout-wide item height.
  func sizeForItem(at indexPath: IndexPath) -> Size?
  /// Whether an item takes the whole width of its section.
  func isFullSpan(at indexPath: IndexPath) -> Bool
  /// The number of columns of a section, or `nil` for the layout-wide value.
  func columnCountForSection(at section: Int) -> Int?
  /// The inset of a section's items, or `nil` for the layout-wide value.
  func insetForSection(at section: Int) -> EdgeInsets?
  /// The height of a section's header, or `nil` for the layout-wide value.
  func heightForHeader(inSection section: Int) -> Double?
  /// The height of a section's footer, or `nil` for the layout-wide value.
  func heightForFooter(inSection section: Int) -> Double?
  /// The background of a section, or `nil` for the layout-wide one.
  func backgroundForSection(at section: Int) -> SectionBackground?
}

// MARK: - Default implementations

extension WaterfallLayoutDelegate {
  /// Returns `nil`: the height comes from ``sizeForItem(at:)``.
  public func heightForItem(at indexPath: IndexPath) -> Double? { nil }
  /// Returns `nil`: every item has the layout-wide height.
  public func sizeForItem(at indexPath: IndexPath) -> Size? { nil }
  /// Returns `false`: every item takes one column.
  public func isFullSpan(at indexPath: IndexPath) -> Bool { false }
  /// Returns `nil`: every section has the layout-wide number of columns.
  public func columnCountForSection(at section: Int) -> Int? { nil }
  /// Returns `nil`: every section has the layout-wide inset.
  public func insetForSection(at section: Int) -> EdgeInsets? { nil }
  /// Returns `nil`: every section has the layout-wide header height.
  public func heightForHeader(inSection section: Int) -> Double? { nil }
  /// Returns `nil`: every section has the layout-wide footer height.
  public func heightForFooter(inSection section: Int) -> Double? { nil }
  /// Returns `nil`: every section has the layout-wide background, if any.
  public func backgroundForSection(at section: Int) -> SectionBackground? { nil }
}
