import Trellis

/// The values of a waterfall layout that an app's delegate gives per item and per
/// section, the waterfall's counterpart of `UICollectionViewDelegateFlowLayout`.
///
/// A view controller that is the collection view's delegate adopts it and implements
/// what differs from the layout-wide `WaterfallLayout.Configuration`: the methods and
/// their defaults are those of `WaterfallLayoutValueSource`. The layout reads the
/// delegate during preparation only and never keeps it.
///
/// ```swift
/// extension PhotosViewController: WaterfallLayoutDelegate {
///   func sizeForItem(at indexPath: Trellis.IndexPath) -> Size? {
///     photos[indexPath.item].pixelSize
///   }
/// }
/// ```
public protocol WaterfallLayoutDelegate: AnyObject, WaterfallLayoutValueSource {}
