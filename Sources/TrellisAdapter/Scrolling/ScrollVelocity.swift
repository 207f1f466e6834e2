import Trellis

/// The unit conversions between UIKit's scrolling numbers and Trellis'.
///
/// UIKit reports the velocity of a finished drag in points per millisecond
/// (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`); Trellis
/// layouts take points per second in their snapping rules
/// (`CollectionLayout.targetContentOffset(forProposed:velocity:)`).
public enum ScrollVelocity {
  /// The number of Trellis units in one UIKit unit: a millisecond is a thousandth of a
  /// second.
  public static let millisecondsPerSecond: Double = 1000

  /// A UIKit velocity, in points per millisecond, in points per second.
  public static func pointsPerSecond(fromPointsPerMillisecond velocity: Point) -> Point {
    Point(x: velocity.x * millisecondsPerSecond, y: velocity.y * millisecondsPerSecond)
  }
}
