/// A location in a two-dimensional coordinate space, in points.
///
/// Trellis uses a top-left origin with y growing downward, like UIKit.
public struct Point: Hashable, Sendable {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate.
  public var y: Double

  /// Creates a point from its coordinates.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The point at the origin, `(0, 0)`.
  public static let zero = Point(x: 0, y: 0)
}

extension Point {
  /// The point with each coordinate that is not finite replaced by `fallback`'s.
  func finite(otherwise fallback: Point) -> Point {
    Point(x: x.isFinite ? x : fallback.x, y: y.isFinite ? y : fallback.y)
  }
}
