import Trellis

/// The end of a drag: the finger lifts at a content offset with a velocity, and the
/// scroll view decelerates to where the layout lets it rest, as
/// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` decides.
///
/// In JSON, `{"release": {"offset": [x, y], "velocity": [vx, vy]}}`, velocities in
/// points per second.
public struct ReleaseAction: Hashable, Sendable {
  /// The content offset at which the finger lifts.
  public var offset: Point
  /// The scrolling velocity when it lifts, in points per second.
  public var velocity: Point

  /// The fraction of its velocity a scroll view keeps each millisecond, UIKit's
  /// `UIScrollView.DecelerationRate.normal`.
  public static let decelerationRate = 0.998

  /// Creates a release at `offset` with `velocity`.
  public init(offset: Point, velocity: Point) {
    self.offset = offset
    self.velocity = velocity
  }

  /// Where the scroll would stop on its own: the offset plus the distance a velocity
  /// decaying by ``decelerationRate`` each millisecond covers, `velocity / 1000 × r / (1 − r)`.
  public var proposedOffset: Point {
    let rate = Self.decelerationRate
    let seconds = rate / (1 - rate) / 1000
    return Point(x: offset.x + velocity.x * seconds, y: offset.y + velocity.y * seconds)
  }
}
