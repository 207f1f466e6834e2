import Trellis

/// The estimates of a self-sizing UIKit layout and the sizes its cells measured: the
/// part of a `SelfSizingContent` that outlives one preparation.
///
/// A UIKit layout reads its data afresh from the collection view for every
/// preparation; the record turns that data into a `SelfSizingContent` with the same
/// estimates and every size measured so far, so measurements survive reloads of the
/// delegate's answers.
///
/// ```swift
/// let record = SelfSizingRecord<FlowContent>(estimatedItemSize: Size(width: 320, height: 44))
/// let content = record.content(FlowContent(sections: [.init(itemCount: 1_000)]))
/// ```
public final class SelfSizingRecord<Base: EstimatingDataSource> {
  /// The estimated size of every item without a size from the delegate, or `nil` for
  /// the layout's configured item size.
  public var estimatedItemSize: Size?
  /// The estimated size of every section header without a size from the delegate.
  public var estimatedHeaderSize: Size?
  /// The estimated size of every section footer without a size from the delegate.
  public var estimatedFooterSize: Size?
  /// The elements that size themselves.
  public var selfSizingElements: SelfSizingElements
  /// The axis along which a layout of columns takes measured sizes; the layout's scroll
  /// direction.
  public var scrollDirection: ScrollDirection
  /// The sizes measured so far, by element.
  public internal(set) var measuredSizes = MeasuredSizes()

  /// Creates a record with the given estimates and nothing measured.
  public init(
    estimatedItemSize: Size? = nil, estimatedHeaderSize: Size? = nil,
    estimatedFooterSize: Size? = nil, selfSizingElements: SelfSizingElements = .items,
    scrollDirection: ScrollDirection = .vertical
  ) {
    self.estimatedItemSize = estimatedItemSize
    self.estimatedHeaderSize = estimatedHeaderSize
    self.estimatedFooterSize = estimatedFooterSize
    self.selfSizingElements = selfSizingElements
    self.scrollDirection = scrollDirection
  }

  /// `base` with the record's estimates and measured sizes.
  public func content(_ base: Base) -> SelfSizingContent<Base> {
    SelfSizingContent(
      base, estimatedItemSize: estimatedItemSize, estimatedHeaderSize: estimatedHeaderSize,
      estimatedFooterSize: estimatedFooterSize, selfSizingElements: selfSizingElements,
      scrollDirection: scrollDirection, measuredSizes: measuredSizes)
  }

  /// Forgets every measured size, so that each element starts again at its estimate.
  public func removeAllMeasurements() {
    measuredSizes.removeAll()
  }
}
