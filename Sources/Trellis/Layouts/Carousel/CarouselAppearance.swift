/// How a carousel draws one item, as a function of its distance from the viewport's
/// center: what a ``CarouselStyle`` computes.
///
/// Distances and positions are measured in *pitches*, the item length plus the spacing
/// along the scroll axis, so that the item whose center is at the viewport's center is at
/// distance 0 and its neighbors at -1 and 1.
public struct CarouselAppearance: Hashable, Sendable {
  /// Where the item's center is drawn, in pitches from the viewport's center along the
  /// scroll axis; it must not decrease as the distance grows.
  public var position: Double
  /// How far the item's center is drawn off the carousel's center line, in points
  /// across the scroll axis (down for a horizontal carousel, right for a vertical one).
  public var crossOffset: Double
  /// The scale, 1 for the item's own size.
  public var scale: Double
  /// The opacity, from 0 to 1.
  public var alpha: Double
  /// The rotation in radians about the axis across the scroll axis (the vertical axis of
  /// a horizontal carousel), drawn with the layout's perspective; a positive angle turns
  /// the item's trailing edge away from the eye.
  public var angle: Double
  /// The stacking order; higher is drawn on top.
  public var zIndex: Int

  /// Creates an appearance; everything but the position is neutral by default.
  public init(
    position: Double, crossOffset: Double = 0, scale: Double = 1, alpha: Double = 1,
    angle: Double = 0, zIndex: Int = 0
  ) {
    self.position = position
    self.crossOffset = crossOffset
    self.scale = scale
    self.alpha = alpha
    self.angle = angle
    self.zIndex = zIndex
  }

  /// The stacking order of an item at `distance`: items nearer the center are above
  /// farther ones, in steps of a hundredth of a pitch, down to −10^9 for distances of
  /// 10^7 pitches or more (and NaN), which fits a 32-bit `Int`.
  @inlinable
  public static func zIndex(forDistance distance: Double) -> Int {
    -hundredths(abs(distance))
  }

  /// `value` in whole hundredths, rounded down and clamped to ±10^9 (NaN to 10^9), so
  /// that the conversion to `Int` never traps, even where `Int` has 32 bits.
  @inlinable
  static func hundredths(_ value: Double) -> Int {
    let steps = (value * 100).rounded(.down)
    guard steps.magnitude < 1e9 else {
      return steps < 0 ? -1_000_000_000 : 1_000_000_000
    }
    return Int(steps)
  }
}
