import Trellis

/// A swipe of a spec's script: a row of a list slid sideways to an offset, and released
/// at a velocity or held there: the `swipe` action.
///
/// In JSON:
///
/// ```json
/// {"swipe": {"item": [0, 1], "offset": -160, "velocity": -300}}
/// ```
public struct RowSwipeAction: Hashable, Sendable {
  /// The swiped row, `[section, item]`.
  public var item: IndexPath
  /// How far the finger slides the row along x, in points from its place: negative
  /// toward the left, which reveals the trailing actions left to right.
  public var offset: Double
  /// The speed along x, in points per second, at which the finger lifts; `nil` for a
  /// finger that stays on the row, which the next `swipe` of the same row moves on.
  public var velocity: Double?

  /// Creates the action.
  public init(item: IndexPath, offset: Double, velocity: Double? = nil) {
    self.item = item
    self.offset = offset
    self.velocity = velocity
  }
}
