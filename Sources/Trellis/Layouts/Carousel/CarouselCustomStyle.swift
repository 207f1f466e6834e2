/// A carousel style given as a function: any pure function from an item's signed
/// distance to the viewport's center, in pitches, to its appearance.
///
/// The function must be pure (the same distance always gives the same appearance) and
/// its ``CarouselAppearance/position`` must not decrease as the distance grows, so that
/// queries find items by binary search. Scales are clamped to 0...``maximumScale``,
/// which bounds how far an item's drawn shape reaches. An appearance with a value that
/// is not finite draws the item transparent at its place in the row, so a bad value
/// hides one item instead of breaking the queries.
///
/// ```swift
/// let tilted = CarouselCustomStyle { distance in
///   CarouselAppearance(position: distance, angle: distance * 0.3)
/// }
/// ```
public struct CarouselCustomStyle: Sendable {
  /// The largest scale an item may be drawn at, greater than 0.
  public var maximumScale: Double
  /// The function from distance to appearance.
  public var appearance: @Sendable (Double) -> CarouselAppearance

  /// Creates a style from a function of the distance.
  public init(
    maximumScale: Double = 1,
    appearance: @escaping @Sendable (_ distance: Double) -> CarouselAppearance
  ) {
    self.maximumScale = maximumScale
    self.appearance = appearance
  }

  /// The appearance at `distance` pitches from the center, its scale clamped to
  /// 0...``maximumScale`` and its alpha to 0...1; transparent at the distance when a
  /// value is not finite.
  @inlinable
  public func appearance(atDistance distance: Double) -> CarouselAppearance {
    var result = appearance(distance)
    guard
      result.position.isFinite && result.crossOffset.isFinite && result.scale.isFinite
        && result.alpha.isFinite && result.angle.isFinite
    else {
      return CarouselAppearance(position: distance, alpha: 0, zIndex: result.zIndex)
    }
    result.scale = min(max(result.scale, 0), maximumScale)
    result.alpha = min(max(result.alpha, 0), 1)
    return result
  }

  func validate() throws(LayoutError) {
    guard maximumScale.isFinite && maximumScale > 0 else {
      throw .invalidValue(.maximumScale, maximumScale)
    }
  }
}
