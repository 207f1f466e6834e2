extension CarouselLayout {
  /// The layout-wide values of a carousel.
  ///
  /// ```swift
  /// var configuration = CarouselLayout.Configuration()
  /// configuration.itemSize = Size(width: 160, height: 240)
  /// configuration.style = .coverFlow(CarouselCoverFlow())
  /// configuration.snapping = .items(maximumPerFlick: 3)
  /// ```
  public struct Configuration: Sendable {
    /// The axis the items line up along.
    public var scrollDirection: ScrollDirection
    /// The size of every item: each dimension from ``CarouselLayout/minimumItemLength``
    /// to ``LayoutLimits/maximumLength``, and the length along the scroll axis times the
    /// style's largest scale less than ``LayoutLimits/maximumLength``, so that a
    /// ``perspectiveDistance`` can exceed it.
    public var itemSize: Size
    /// The space between neighboring items along the scroll axis, also between the last
    /// item of a section and the first of the next.
    public var itemSpacing: Double
    /// How items look as they move away from the viewport's center.
    public var style: CarouselStyle
    /// The distance in points from the eye to the screen plane for items that turn: the
    /// transform's `m34` is `-1 / perspectiveDistance`. It must be greater than the item
    /// length along the scroll axis times the style's largest scale, and at most
    /// ``LayoutLimits/maximumLength``.
    public var perspectiveDistance: Double
    /// Where scrolling comes to rest.
    public var snapping: CarouselSnapping
    /// The speed in points per second from which a release counts as a flick, positive
    /// and at most ``LayoutLimits/maximumLength``.
    public var flickVelocity: Double

    /// Creates a configuration: horizontal 200 × 280 cards, 16 points apart, snapping to
    /// one item per flick.
    public init(
      scrollDirection: ScrollDirection = .horizontal,
      itemSize: Size = Size(width: 200, height: 280),
      itemSpacing: Double = 16,
      style: CarouselStyle = .cards(CarouselCards()),
      perspectiveDistance: Double = 1000,
      snapping: CarouselSnapping = .items(maximumPerFlick: 1),
      flickVelocity: Double = 300
    ) {
      self.scrollDirection = scrollDirection
      self.itemSize = itemSize
      self.itemSpacing = itemSpacing
      self.style = style
      self.perspectiveDistance = perspectiveDistance
      self.snapping = snapping
      self.flickVelocity = flickVelocity
    }

    /// Checks every value, throwing an error that names the first bad one.
    public func validate() throws(LayoutError) {
      let lengths = CarouselLayout.minimumItemLength...LayoutLimits.maximumLength
      for extent in [itemSize.width, itemSize.height] {
        guard extent.isFinite && extent > 0 else {
          throw .invalidValue(.carouselItemSize, extent)
        }
        guard lengths.contains(extent) else {
          throw .valueOutOfRange(.carouselItemSize, extent, range: lengths)
        }
      }
      try LayoutError.check(itemSpacing, as: .itemSpacing)
      try style.validate()
      // The style's largest scale is at most CarouselCustomStyle.maximumScaleLimit, so
      // this range is never empty.
      let scaledLengths =
        CarouselLayout
        .minimumItemLength...(LayoutLimits.maximumLength / style.maximumScale)
        .nextDown
      guard scaledLengths.contains(itemLength) else {
        throw .valueOutOfRange(.carouselItemSize, itemLength, range: scaledLengths)
      }
      try LayoutError.checkPositive(perspectiveDistance, as: .perspectiveDistance)
      let reach = itemLength * style.maximumScale
      guard perspectiveDistance > reach else {
        throw .valueOutOfRange(
          .perspectiveDistance, perspectiveDistance,
          range: reach.nextUp...LayoutLimits.maximumLength)
      }
      if case .items(let maximumPerFlick) = snapping, maximumPerFlick < 1 {
        throw .invalidCount(.maximumItemsPerFlick, maximumPerFlick)
      }
      try LayoutError.checkPositive(flickVelocity, as: .flickVelocity)
    }

    /// The item's extent along the scroll axis.
    var itemLength: Double {
      scrollDirection == .horizontal ? itemSize.width : itemSize.height
    }
  }
}
