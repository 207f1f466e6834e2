import Trellis

extension SelfSizingContent: MovingItemsSource where Base: MovingItemsSource {
  /// The base in `order`, with every measured size moved along with its item.
  ///
  /// - Complexity: O(*m*) for the *m* measured items of the sections the order changes.
  public func showing(_ order: ItemReordering) -> Self {
    var measured = measuredSizes
    measured.moveItem(at: order.source, to: order.destination)
    return SelfSizingContent(
      base.showing(order), estimatedItemSize: estimatedItemSize,
      estimatedHeaderSize: estimatedHeaderSize, estimatedFooterSize: estimatedFooterSize,
      selfSizingElements: selfSizingElements, scrollDirection: scrollDirection,
      measuredSizes: measured)
  }
}
