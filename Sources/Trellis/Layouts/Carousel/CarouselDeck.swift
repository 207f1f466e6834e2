/// The stacked-deck style of a carousel: the center item lies on top of a pile of the
/// items after it, each a little smaller and offset across; items before the center
/// slide away along the scroll axis.
///
/// The item at depth *k* (distance *k* pitches after the center, up to ``visibleDepth``)
/// stays at the center along the scroll axis, moves ``depthOffset`` × *k* points across
/// it and is scaled by 1 − ``depthScale`` × *k*. Items deeper than the pile fade in from
/// one pitch behind it. To let the user drag the top card away, give the layout the
/// finger's offset with ``CarouselLayout/setCenterItemOffset(_:)``.
///
/// ```swift
/// let style = CarouselStyle.deck(CarouselDeck(visibleDepth: 3, depthOffset: 12))
/// ```
public struct CarouselDeck: Hashable, Sendable {
  /// How many items show under the top one, at least 0.
  public var visibleDepth: Int
  /// How far each level of the pile moves across the scroll axis, in points.
  public var depthOffset: Double
  /// How much scale each level of the pile loses, from 0 to less than
  /// 1 / ``visibleDepth``, so that every visible level keeps a positive size.
  public var depthScale: Double

  /// Creates the style; by default three cards show under the top one, each 10 points
  /// lower and 5% smaller.
  public init(visibleDepth: Int = 3, depthOffset: Double = 10, depthScale: Double = 0.05) {
    self.visibleDepth = visibleDepth
    self.depthOffset = depthOffset
    self.depthScale = depthScale
  }

  /// The appearance at `distance` pitches from the center.
  @inlinable
  public func appearance(atDistance distance: Double) -> CarouselAppearance {
    let depthLimit = Double(visibleDepth)
    let depth = min(max(distance, 0), depthLimit)
    let position =
      if distance < 0 { distance } else if distance <= depthLimit { 0.0 } else {
        distance - depthLimit
      }
    return CarouselAppearance(
      position: position,
      crossOffset: depthOffset * depth,
      scale: 1 - depthScale * depth,
      alpha: min(max(1 - (distance - depthLimit), 0), 1),
      zIndex: -CarouselAppearance.hundredths(distance))
  }

  func validate() throws(LayoutError) {
    try LayoutError.check(count: visibleDepth, as: .visibleDepth)
    try LayoutError.check(offset: depthOffset, as: .depthOffset)
    guard depthScale.isFinite else { throw .invalidValue(.depthScale, depthScale) }
    let limit = visibleDepth == 0 ? 1 : 1 / Double(visibleDepth)
    guard depthScale >= 0 && depthScale < limit else {
      throw .valueOutOfRange(.depthScale, depthScale, range: 0...limit)
    }
  }
}
