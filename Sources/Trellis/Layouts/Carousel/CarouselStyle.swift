/// How a ``CarouselLayout`` draws its items as they move away from the viewport's
/// center: the transform policy.
///
/// Every style is a pure function from an item's signed distance to the center (in
/// pitches, negative before it) to a ``CarouselAppearance``; nothing about it is stored
/// between scroll steps.
public enum CarouselStyle: Sendable {
  /// Cards that shrink and fade with their distance, optionally fanned across.
  case cards(CarouselCards)
  /// Cover flow: items turn about the vertical axis with perspective and crowd together
  /// on both sides.
  case coverFlow(CarouselCoverFlow)
  /// A stacked deck: the center item on top of a pile of the following ones.
  case deck(CarouselDeck)
  /// Any pure function of the distance.
  case custom(CarouselCustomStyle)

  /// The appearance of an item at `distance` pitches from the center.
  @inlinable
  public func appearance(atDistance distance: Double) -> CarouselAppearance {
    switch self {
    case .cards(let cards): cards.appearance(atDistance: distance)
    case .coverFlow(let coverFlow): coverFlow.appearance(atDistance: distance)
    case .deck(let deck): deck.appearance(atDistance: distance)
    case .custom(let custom): custom.appearance(atDistance: distance)
    }
  }

  /// The largest scale the style gives an item, which bounds how far an item's drawn
  /// shape reaches beyond its center.
  @inlinable
  var maximumScale: Double {
    switch self {
    case .cards, .coverFlow, .deck: 1
    case .custom(let custom): custom.maximumScale
    }
  }

  /// Checks the style's values, throwing an error that names the first bad one.
  func validate() throws(LayoutError) {
    switch self {
    case .cards(let cards): try cards.validate()
    case .coverFlow(let coverFlow): try coverFlow.validate()
    case .deck(let deck): try deck.validate()
    case .custom(let custom): try custom.validate()
    }
  }
}

extension LayoutError {
  /// Checks a fraction: finite and from 0 to 1.
  static func check(fraction value: Double, as input: LayoutInput) throws(LayoutError) {
    guard value.isFinite else { throw .invalidValue(input, value) }
    guard value >= 0 && value <= 1 else { throw .valueOutOfRange(input, value, range: 0...1) }
  }
}
