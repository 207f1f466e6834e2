/// The cards style of a carousel: the center item at full size, its neighbors smaller
/// and fainter, like the App Store's cards.
///
/// Scale and alpha fall off linearly from 1 at the center to ``minimumScale`` and
/// ``minimumAlpha`` at one pitch away and stay there beyond; the ``fanOffset`` moves
/// items across the scroll axis the same way, for a fanned look.
///
/// ```swift
/// let style = CarouselStyle.cards(CarouselCards(minimumScale: 0.8, minimumAlpha: 0.6))
/// ```
public struct CarouselCards: Hashable, Sendable {
  /// The scale of items one pitch or more from the center, from 0 to 1.
  public var minimumScale: Double
  /// The opacity of items one pitch or more from the center, from 0 to 1.
  public var minimumAlpha: Double
  /// How far items one pitch or more from the center move across the scroll axis, in
  /// points (down for a horizontal carousel); negative moves them up.
  public var fanOffset: Double

  /// Creates the style; by default neighbors are drawn at 85% size and 70% opacity.
  public init(minimumScale: Double = 0.85, minimumAlpha: Double = 0.7, fanOffset: Double = 0) {
    self.minimumScale = minimumScale
    self.minimumAlpha = minimumAlpha
    self.fanOffset = fanOffset
  }

  /// The appearance at `distance` pitches from the center.
  @inlinable
  public func appearance(atDistance distance: Double) -> CarouselAppearance {
    let falloff = min(abs(distance), 1)
    return CarouselAppearance(
      position: distance,
      crossOffset: fanOffset * falloff,
      scale: 1 - (1 - minimumScale) * falloff,
      alpha: 1 - (1 - minimumAlpha) * falloff,
      zIndex: CarouselAppearance.zIndex(forDistance: distance))
  }

  func validate() throws(LayoutError) {
    try LayoutError.check(fraction: minimumScale, as: .minimumScale)
    try LayoutError.check(fraction: minimumAlpha, as: .minimumAlpha)
    try LayoutError.check(offset: fanOffset, as: .fanOffset)
  }
}
