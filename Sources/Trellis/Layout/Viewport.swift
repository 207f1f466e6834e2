/// The part of a collection view that a layout depends on: the size of its bounds, the
/// scroll position, insets, the screen scale and the layout direction.
///
/// A viewport is a value; layouts keep a copy and never point back at a view.
public struct Viewport: Hashable, Sendable {
  /// The size of the collection view's bounds.
  public var size: Size
  /// The scroll position: the content point at the bounds' top-left corner.
  public var contentOffset: Point
  /// The effective content inset (`adjustedContentInset` in UIKit).
  public var contentInset: EdgeInsets
  /// The safe area insets, used when a layout measures section insets from the safe area.
  public var safeAreaInsets: EdgeInsets
  /// The layout margins, used when a layout measures section insets from the margins.
  public var layoutMargins: EdgeInsets
  /// Points per pixel on the target screen; element origins are rounded to it.
  public var scale: Double
  /// The reading direction.
  public var layoutDirection: LayoutDirection

  /// Creates a viewport; everything but the size has a neutral default.
  public init(
    size: Size,
    contentOffset: Point = .zero,
    contentInset: EdgeInsets = .zero,
    safeAreaInsets: EdgeInsets = .zero,
    layoutMargins: EdgeInsets = .zero,
    scale: Double = 1,
    layoutDirection: LayoutDirection = .leftToRight
  ) {
    self.size = size
    self.contentOffset = contentOffset
    self.contentInset = contentInset
    self.safeAreaInsets = safeAreaInsets
    self.layoutMargins = layoutMargins
    self.scale = scale
    self.layoutDirection = layoutDirection
  }

  /// The collection view's bounds in content coordinates.
  public var bounds: Rect { Rect(origin: contentOffset, size: size) }

  /// The bounds inset by the content inset: the area in which pinned elements stay.
  public var visibleRect: Rect { bounds.inset(by: contentInset) }

  /// Checks that every value is usable, throwing an error that names the first that
  /// is not.
  ///
  /// A zero size is valid (a view that is not on screen yet); sizes and insets must
  /// be finite, not negative and at most ``LayoutLimits/maximumLength``, offsets
  /// within ``LayoutLimits/offsetRange``, and the scale within
  /// ``LayoutLimits/scaleRange``.
  public func validate() throws(LayoutError) {
    try LayoutError.check(size, as: .viewportSize)
    try LayoutError.check(offset: contentOffset.x, as: .contentOffset)
    try LayoutError.check(offset: contentOffset.y, as: .contentOffset)
    try LayoutError.check(contentInset, as: .contentInset)
    try LayoutError.check(safeAreaInsets, as: .safeAreaInsets)
    try LayoutError.check(layoutMargins, as: .layoutMargins)
    guard scale.isFinite && scale > 0 else { throw .invalidValue(.scale, scale) }
    guard LayoutLimits.scaleRange.contains(scale) else {
      throw .valueOutOfRange(.scale, scale, range: LayoutLimits.scaleRange)
    }
  }
}
