/// The cover flow style of a carousel: the center item faces the viewer, the others
/// turn toward it about the vertical axis, with perspective, and crowd together on both
/// sides, the nearest on top.
///
/// An item turns by up to ``maximumAngle`` as it moves one pitch from the center; from
/// there on, items are ``turnedSpacing`` pitches apart instead of one.
///
/// ```swift
/// let style = CarouselStyle.coverFlow(CarouselCoverFlow(maximumAngle: .pi / 3))
/// ```
public struct CarouselCoverFlow: Hashable, Sendable {
  /// The angle in radians of items one pitch or more from the center, from 0 to π/2.
  public var maximumAngle: Double
  /// The distance between turned items, as a fraction of the pitch, greater than 0 and
  /// at most 1.
  public var turnedSpacing: Double

  /// Creates the style; by default items turn by 60° and stand a third of a pitch apart.
  public init(maximumAngle: Double = .pi / 3, turnedSpacing: Double = 1.0 / 3) {
    self.maximumAngle = maximumAngle
    self.turnedSpacing = turnedSpacing
  }

  /// The appearance at `distance` pitches from the center.
  @inlinable
  public func appearance(atDistance distance: Double) -> CarouselAppearance {
    let magnitude = abs(distance)
    let turn = min(magnitude, 1)
    let position = turn + max(magnitude - 1, 0) * turnedSpacing
    let sign: Double = distance < 0 ? -1 : 1
    return CarouselAppearance(
      position: sign * position,
      angle: -sign * maximumAngle * turn,
      zIndex: CarouselAppearance.zIndex(forDistance: distance))
  }

  func validate() throws(LayoutError) {
    guard maximumAngle.isFinite else { throw .invalidValue(.maximumAngle, maximumAngle) }
    guard maximumAngle >= 0 && maximumAngle <= .pi / 2 else {
      throw .valueOutOfRange(.maximumAngle, maximumAngle, range: 0...(.pi / 2))
    }
    guard turnedSpacing.isFinite else { throw .invalidValue(.turnedSpacing, turnedSpacing) }
    guard turnedSpacing > 0 && turnedSpacing <= 1 else {
      throw .valueOutOfRange(.turnedSpacing, turnedSpacing, range: 0...1)
    }
  }
}
