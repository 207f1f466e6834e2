/// A carousel style given as a function: any pure function from an item's signed
/// distance to the viewport's center, in pitches, to its appearance.
///
/// The function must be pure (the same distance always gives the same appearance) and
/// its ``CarouselAppearance/position`` must not decrease as the distance grows, so that
/// queries find items by binary search. Scales are clamped to 0...``maximumScale``,
/// which bounds how far an item's drawn shape reaches; positions to
/// ±``LayoutLimits/maximumLength`` pitches and cross offsets to
/// ``LayoutLimits/offsetRange``, so that every frame is finite. An appearance with a
/// value that is not finite draws the item transparent at its place in the row, so a
/// bad value hides one item instead of breaking the queries. Angles of any size are
/// fine: a turn by a whole number of full turns looks the same as none.
///
/// ```swift
/// let tilted = CarouselCustomStyle { distance in
///   CarouselAppearance(position: distance, angle: distance * 0.3)
/// }
/// ```
public struct CarouselCustomStyle: Sendable {
  /// The largest scale an item may be drawn at, greater than 0 and at most
  /// ``maximumScaleLimit``.
  public var maximumScale: Double

  /// The largest ``maximumScale`` a style may have.
  public static let maximumScaleLimit = 1000.0
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
  /// 0...``maximumScale``, its alpha to 0...1, its position to
  /// ±``LayoutLimits/maximumLength`` and its cross offset to ``LayoutLimits/offsetRange``;
  /// transparent at the distance when a value is not finite.
  @inlinable
  public func appearance(atDistance distance: Double) -> CarouselAppearance {
    var result = appearance(distance)
    guard
      result.position.isFinite && result.crossOffset.isFinite && result.scale.isFinite
        && result.alpha.isFinite && result.angle.isFinite
    else {
      return CarouselAppearance(
        position: Self.clamped(distance, to: LayoutLimits.offsetRange), alpha: 0,
        zIndex: result.zIndex)
    }
    result.position = Self.clamped(result.position, to: LayoutLimits.offsetRange)
    result.crossOffset = Self.clamped(result.crossOffset, to: LayoutLimits.offsetRange)
    result.scale = min(max(result.scale, 0), maximumScale)
    result.alpha = min(max(result.alpha, 0), 1)
    return result
  }

  /// `value` within `range`; the range's middle for NaN.
  @inlinable
  static func clamped(_ value: Double, to range: ClosedRange<Double>) -> Double {
    guard !value.isNaN else { return (range.lowerBound + range.upperBound) / 2 }
    return min(max(value, range.lowerBound), range.upperBound)
  }

  func validate() throws(LayoutError) {
    guard maximumScale.isFinite && maximumScale > 0 else {
      throw .invalidValue(.maximumScale, maximumScale)
    }
    guard maximumScale <= Self.maximumScaleLimit else {
      throw .valueOutOfRange(.maximumScale, maximumScale, range: 0...Self.maximumScaleLimit)
    }
  }
}
