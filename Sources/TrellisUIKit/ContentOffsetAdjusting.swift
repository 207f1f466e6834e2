#if canImport(UIKit)
  import Trellis
  import TrellisAdapter
  import UIKit

  /// A `UICollectionViewLayout` that decides where the content offset goes after an
  /// animated update: every ``CollectionViewLayout``, whatever its data source.
  ///
  /// `LazyCollection` uses it to keep the first visible item in place when its data
  /// changes, with a layout it knows only as a `UICollectionViewLayout`:
  ///
  /// ```swift
  /// (layout as? ContentOffsetAdjusting)?.contentOffsetAdjustment = .anchorFirstVisibleItem
  /// ```
  @MainActor
  public protocol ContentOffsetAdjusting: AnyObject {
    /// Where the content offset goes after an animated update.
    var contentOffsetAdjustment: ContentOffsetAdjustment { get set }
  }

  extension CollectionViewLayout: ContentOffsetAdjusting {
    /// The driver's ``TrellisAdapter/LayoutDriver/contentOffsetAdjustment``: UIKit's
    /// behavior (`.keep`) by default.
    public var contentOffsetAdjustment: ContentOffsetAdjustment {
      get { driver.contentOffsetAdjustment }
      set { driver.contentOffsetAdjustment = newValue }
    }
  }
#endif
