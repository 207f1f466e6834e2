extension LayoutInput {
  /// The size of every item of a carousel.
  public static var carouselItemSize: Self {
    Self(Kind("the carousel's item size", invalidValue: .positive))
  }

  /// The space between neighboring items of a carousel.
  public static var itemSpacing: Self { Self(Kind("the item spacing")) }

  /// The smallest scale of a carousel's cards.
  public static var minimumScale: Self { Self(Kind("the minimum scale")) }

  /// The smallest opacity of a carousel's cards.
  public static var minimumAlpha: Self { Self(Kind("the minimum alpha")) }

  /// How far a carousel's cards move across the scroll axis.
  public static var fanOffset: Self { Self(Kind("the fan offset")) }

  /// The angle of a cover flow's turned items.
  public static var maximumAngle: Self { Self(Kind("the maximum angle")) }

  /// The distance between a cover flow's turned items.
  public static var turnedSpacing: Self { Self(Kind("the turned spacing")) }

  /// The number of cards that show under a deck's top card.
  public static var visibleDepth: Self { Self(Kind("the visible depth")) }

  /// How far each level of a deck moves across the scroll axis.
  public static var depthOffset: Self { Self(Kind("the depth offset")) }

  /// How much scale each level of a deck loses.
  public static var depthScale: Self { Self(Kind("the depth scale")) }

  /// The largest scale of a custom carousel style.
  public static var maximumScale: Self { Self(Kind("the maximum scale", invalidValue: .positive)) }

  /// The distance from the eye to the screen of a carousel's turned items.
  public static var perspectiveDistance: Self {
    Self(Kind("the perspective distance", invalidValue: .positive))
  }

  /// The number of items one flick of a carousel may move.
  public static var maximumItemsPerFlick: Self {
    Self(Kind("the maximum number of items per flick", invalidCount: .atLeastOne))
  }

  /// The speed from which a release counts as a flick.
  public static var flickVelocity: Self {
    Self(Kind("the flick velocity", invalidValue: .positive))
  }

  /// The offset of the item at a carousel's center.
  public static var centerItemOffset: Self { Self(Kind("the center item's offset")) }
}
