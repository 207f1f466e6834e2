#if canImport(UIKit)
  import UIKit

  /// The invalidation context of a ``CollectionViewLayout``: UIKit's, and whether the
  /// layout made it itself.
  ///
  /// A context the layout makes (for a scroll, a self-sizing correction, a shelf's
  /// scroll, a dragged event) names elements whose attributes the layout has already
  /// changed. Any other, an app's, names elements whose values may have changed: the
  /// layout reads them again at its next preparation.
  open class LayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the layout made this context for a change it has already made.
    public internal(set) var isLayoutsOwn = false
  }
#endif
