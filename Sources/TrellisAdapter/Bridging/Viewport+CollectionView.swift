import Trellis

extension Viewport {
  /// The viewport of a collection view, from the values UIKit reports: its bounds
  /// (size and content offset), `adjustedContentInset`, `safeAreaInsets`,
  /// `layoutMargins`, the trait collection's `displayScale` and whether the effective
  /// layout direction is right to left.
  ///
  /// A view that is not in a window yet reports a display scale of zero; it counts as
  /// one point per pixel, the scale Trellis rounds to until the view knows its screen.
  public init(
    bounds: Rect, adjustedContentInset: EdgeInsets, safeAreaInsets: EdgeInsets,
    layoutMargins: EdgeInsets, displayScale: Double, isRightToLeft: Bool
  ) {
    self.init(
      size: bounds.size, contentOffset: bounds.origin, contentInset: adjustedContentInset,
      safeAreaInsets: safeAreaInsets, layoutMargins: layoutMargins,
      scale: displayScale > 0 ? displayScale : 1,
      layoutDirection: isRightToLeft ? .rightToLeft : .leftToRight)
  }
}
