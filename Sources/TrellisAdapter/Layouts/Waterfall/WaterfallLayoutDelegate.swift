import Trellis

/// The values of a waterfall layout that an app's delegate gives per item and per
/// section, the waterfall's counterpart of `UICollectionViewDelegateFlowLayout`.
///
/// A view controller that is the collection view's delegate adopts it and implements
/// what differs from the layout-wide `WaterfallLayout.Configuration`: the methods and
/// their defaults are those of `WaterfallLayoutValueSource`. Like UIKit's own delegate
/// protocols it is isolated to the main actor, where the layout reads it, during
/// preparation only, never keeping it; a view controller adopts it with no annotation
/// in the Swift 6 language mode.
///
/// ```swift
/// extension PhotosViewController: WaterfallLayoutDelegate {
///   func sizeForItem(at indexPath: Trellis.IndexPath) -> Size? {
///     photos[indexPath.item].pixelSize
///   }
/// }
/// ```
@MainActor
public protocol WaterfallLayoutDelegate: AnyObject {
  /// The height of one item along the scroll axis, or `nil` to derive it from
  /// ``sizeForItem(at:)``: `WaterfallLayoutValueSource.heightForItem(at:)`.
  func heightForItem(at indexPath: IndexPath) -> Double?

  /// The natural size of one item, scaled to the column width to give its height, or
  /// `nil` for the layout-wide height: `WaterfallLayoutValueSource.sizeForItem(at:)`.
  func sizeForItem(at indexPath: IndexPath) -> Size?

  /// Whether an item takes the whole width of its section instead of one column.
  func isFullSpan(at indexPath: IndexPath) -> Bool

  /// The values of a section that override the layout-wide ones.
  func valuesForSection(at section: Int) -> WaterfallLayout.SectionValues
}

// MARK: - Default implementations

extension WaterfallLayoutDelegate {
  /// Returns `nil`: the height comes from ``WaterfallLayoutDelegate/sizeForItem(at:)``.
  public func heightForItem(at indexPath: IndexPath) -> Double? { nil }
  /// Returns `nil`: every item has the layout-wide height.
  public func sizeForItem(at indexPath: IndexPath) -> Size? { nil }
  /// Returns `false`: every item takes one column.
  public func isFullSpan(at indexPath: IndexPath) -> Bool { false }
  /// Returns values that are all `nil`: every section has the layout-wide values.
  public func valuesForSection(at section: Int) -> WaterfallLayout.SectionValues { .init() }
}
