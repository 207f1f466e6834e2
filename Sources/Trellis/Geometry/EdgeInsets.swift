/// Distances inward from each edge of a rectangle, like `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the left edge.
  public var left: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the right edge.
  public var right: Double

  /// Creates insets from the four edge distances.
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Creates insets with the same distance on every edge.
  public init(all value: Double) {
    self.init(top: value, left: value, bottom: value, right: value)
  }

  /// Insets of zero on every edge.
  public static let zero = EdgeInsets(all: 0)

  /// Whether every edge distance is finite, not negative and at most
  /// ``LayoutLimits/maximumLength``.
  public var isValidExtent: Bool {
    top.isValidExtent && left.isValidExtent && bottom.isValidExtent && right.isValidExtent
  }
}
