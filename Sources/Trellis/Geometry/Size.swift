/// A width and a height, in points.
public struct Size: Hashable, Sendable {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a size from its extents.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The size whose width and height are both zero.
  public static let zero = Size(width: 0, height: 0)

  /// Whether both extents are finite, not negative and at most
  /// ``LayoutLimits/maximumLength``: the only sizes a layout accepts.
  public var isValidExtent: Bool {
    width.isValidExtent && height.isValidExtent
  }
}

extension Double {
  /// Whether the value is finite, not negative and at most
  /// ``LayoutLimits/maximumLength``.
  @inlinable
  var isValidExtent: Bool { self >= 0 && self <= LayoutLimits.maximumLength }
}
