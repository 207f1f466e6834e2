/// Data whose element sizes are estimates until a host measures them: the data source
/// of a self-sizing ``CollectionView``, UIKit's `estimatedItemSize` and
/// `preferredLayoutAttributesFitting(_:)` as a value.
///
/// The base data's own sizes are the per-item and per-section estimates; elements
/// without one take ``estimatedItemSize``, ``estimatedHeaderSize`` and
/// ``estimatedFooterSize``, and then the layout-wide sizes of the layout's
/// configuration. Once the host has measured an element, the layout reads the measured
/// size instead.
///
/// ```swift
/// let messages = SelfSizingContent(
///   Messages(count: 10_000), estimatedItemSize: Size(width: 375, height: 60))
/// let collection = try CollectionView<SelfSizingContent<Messages>, Bubbles>(
///   layout: chatLayout, dataSource: messages,
///   viewport: Viewport(size: Size(width: 375, height: 667)))
/// try collection.measureVisibleElements(host: &bubbles)
/// ```
///
/// Estimating costs nothing extra: a preparation reads the base's sizes in bulk and
/// then only the measured ones, so a million estimated items prepare like a million
/// items of fixed size.
public struct SelfSizingContent<Base: EstimatingDataSource>: SelfSizingDataSource,
  WrappingDataSource
{
  /// The data, whose sizes are estimates.
  public var base: Base
  /// The estimated size of every item without a size of its own in ``base``, or `nil`
  /// for the layout's configured item size.
  public var estimatedItemSize: Size?
  /// The estimated size of every section header without a size of its own in ``base``,
  /// or `nil` for the layout's configured header size.
  public var estimatedHeaderSize: Size?
  /// The estimated size of every section footer without a size of its own in ``base``,
  /// or `nil` for the layout's configured footer size.
  public var estimatedFooterSize: Size?
  /// The elements that size themselves; the others keep their sizes.
  public var selfSizingElements: SelfSizingElements
  /// The sizes measured so far.
  public internal(set) var measuredSizes: MeasuredSizes
  /// The axis along which a layout that reads one extent per element takes measured
  /// sizes; it must match the layout's scroll direction.
  public var scrollDirection: ScrollDirection

  /// Data whose `selfSizingElements` start at the given estimates.
  public init(
    _ base: Base, estimatedItemSize: Size? = nil, estimatedHeaderSize: Size? = nil,
    estimatedFooterSize: Size? = nil, selfSizingElements: SelfSizingElements = .items,
    scrollDirection: ScrollDirection = .vertical, measuredSizes: MeasuredSizes = MeasuredSizes()
  ) {
    self.base = base
    self.estimatedItemSize = estimatedItemSize
    self.estimatedHeaderSize = estimatedHeaderSize
    self.estimatedFooterSize = estimatedFooterSize
    self.selfSizingElements = selfSizingElements
    self.scrollDirection = scrollDirection
    self.measuredSizes = measuredSizes
  }

  /// The layout that reads the base data.
  public typealias Layout = Base.Layout

  /// The number of sections of the base data.
  public var numberOfSections: Int { base.numberOfSections }

  /// The number of items of `section` in the base data.
  public func numberOfItems(inSection section: Int) -> Int {
    base.numberOfItems(inSection: section)
  }

  /// Prepares `layout` with the measured sizes and the estimates.
  public func prepare(_ layout: Layout, for viewport: Viewport) throws(LayoutError) {
    try Base.prepare(layout, for: viewport, estimating: self)
  }

  /// Updates `layout` with the measured sizes and the estimates after `change`.
  public func update(_ layout: Layout, for change: LayoutChange) throws(LayoutError) {
    try Base.update(layout, for: change, estimating: self)
  }

  /// Whether `element` sizes itself and has not been measured in a frame of the size
  /// `attributes` give it.
  public func needsMeasurement(_ attributes: LayoutAttributes) -> Bool {
    guard selfSizingElements.contains(attributes.id) else { return false }
    return measuredSizes.measurement(for: attributes.id)?.fitting != attributes.size
  }

  /// Takes the measured sizes of `previous`, the data before a batch update, each moved
  /// with its element to its index path after the update: deleted elements lose theirs,
  /// inserted ones start at their estimates, and reloaded ones keep their size until
  /// they are measured again.
  ///
  /// - Complexity: O(*m* log *k*) for *m* measured elements and *k* operations.
  public mutating func carryOver(from previous: Self, through mapping: UpdateMapping) {
    measuredSizes = previous.measuredSizes.carried(through: mapping)
  }

  /// Marks the measurement of `element` as out of date, so that it is measured again.
  public mutating func invalidateMeasurement(of element: ElementID) {
    measuredSizes.invalidate(element)
  }

  /// Records `size`, measured in a frame of size `fitting`, and returns whether the
  /// layout must place the element again: whether the size differs from the last one
  /// measured, or, for a first measurement, from the frame it was measured in.
  public mutating func recordMeasuredSize(_ size: Size, fitting: Size, for element: ElementID)
    -> Bool
  {
    let previous = measuredSizes.size(for: element) ?? fitting
    measuredSizes.record(size, fitting: fitting, for: element)
    return previous != size
  }
}

extension SelfSizingContent: Equatable where Base: Equatable {}
extension SelfSizingContent: Hashable where Base: Hashable {}
extension SelfSizingContent: Sendable where Base: Sendable {}
