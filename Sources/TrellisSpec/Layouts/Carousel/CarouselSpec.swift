import Trellis

/// A carousel's configuration and sections.
///
/// A spec describes the built-in styles only (a custom style is a Swift function), so the
/// style is a ``Style`` value; ``configuration`` builds the layout's.
public struct CarouselSpec: Hashable, Sendable {
  /// The built-in styles a spec can choose, `"style"` in JSON.
  public enum Style: Hashable, Sendable {
    /// `"cards"`.
    case cards(CarouselCards)
    /// `"coverFlow"`.
    case coverFlow(CarouselCoverFlow)
    /// `"deck"`.
    case deck(CarouselDeck)

    /// The layout's style.
    public var carouselStyle: CarouselStyle {
      switch self {
      case .cards(let cards): .cards(cards)
      case .coverFlow(let coverFlow): .coverFlow(coverFlow)
      case .deck(let deck): .deck(deck)
      }
    }
  }

  /// The axis the items line up along, `"scrollDirection"`.
  public var scrollDirection: ScrollDirection
  /// The size of every item, `"itemSize"`.
  public var itemSize: Size
  /// The space between neighboring items, `"itemSpacing"`.
  public var itemSpacing: Double
  /// The style with its values.
  public var style: Style
  /// The distance from the eye for turned items, `"perspectiveDistance"`.
  public var perspectiveDistance: Double
  /// Where scrolling comes to rest, `"snapping"` and `"maximumItemsPerFlick"`.
  public var snapping: CarouselSnapping
  /// The speed from which a release is a flick, `"flickVelocity"`.
  public var flickVelocity: Double
  /// The number of items of each section, the top-level `sections` array.
  public var content: CarouselContent

  /// Creates a carousel spec with the layout's defaults.
  public init(
    configuration: CarouselLayout.Configuration = CarouselLayout.Configuration(),
    style: Style = .cards(CarouselCards()),
    content: CarouselContent = CarouselContent(itemCounts: [])
  ) {
    scrollDirection = configuration.scrollDirection
    itemSize = configuration.itemSize
    itemSpacing = configuration.itemSpacing
    self.style = style
    perspectiveDistance = configuration.perspectiveDistance
    snapping = configuration.snapping
    flickVelocity = configuration.flickVelocity
    self.content = content
  }

  /// The layout's configuration.
  public var configuration: CarouselLayout.Configuration {
    CarouselLayout.Configuration(
      scrollDirection: scrollDirection, itemSize: itemSize, itemSpacing: itemSpacing,
      style: style.carouselStyle, perspectiveDistance: perspectiveDistance, snapping: snapping,
      flickVelocity: flickVelocity)
  }
}
