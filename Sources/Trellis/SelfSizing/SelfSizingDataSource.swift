/// The data of a self-sizing ``CollectionView``: data that knows which elements size
/// themselves and keeps the sizes its host measured.
///
/// ``SelfSizingContent`` is the ready-made implementation, over any
/// ``EstimatingDataSource``.
public protocol SelfSizingDataSource: CollectionDataSource {
  /// Whether the element with `attributes` sizes itself and has not yet been measured in
  /// a frame of their size.
  func needsMeasurement(_ attributes: LayoutAttributes) -> Bool

  /// Records the size a host measured for `element` in a frame of size `fitting`, and
  /// returns whether the layout must place the element again.
  mutating func recordMeasuredSize(_ size: Size, fitting: Size, for element: ElementID) -> Bool

  /// Marks the measurement of `element` as out of date: it keeps its size until the next
  /// measuring pass measures it again.
  mutating func invalidateMeasurement(of element: ElementID)
}

/// Data whose sizes a ``SelfSizingContent`` can treat as estimates: a data source of a
/// layout that reads estimated sizes.
///
/// ``FlowContent`` and ``WaterfallContent`` conform; a data source of your own for a flow
/// or waterfall layout conforms with an empty extension:
///
/// ```swift
/// extension Messages: EstimatingDataSource {}
/// ```
public protocol EstimatingDataSource: CollectionDataSource {
  /// Prepares `layout` for `viewport` with `content`'s measured and estimated sizes.
  static func prepare(
    _ layout: Layout, for viewport: Viewport, estimating content: SelfSizingContent<Self>
  ) throws(LayoutError)

  /// Updates `layout` after `change` with `content`'s measured and estimated sizes.
  static func update(
    _ layout: Layout, for change: LayoutChange, estimating content: SelfSizingContent<Self>
  ) throws(LayoutError)

  /// Updates `layout` after `change` with `content`'s sizes shown in the order of
  /// `reordering`, while an item is dragged.
  static func update(
    _ layout: Layout, for change: LayoutChange, reordering: ItemReordering,
    estimating content: SelfSizingContent<Self>
  ) throws(LayoutError)
}

// MARK: - Default implementations

extension EstimatingDataSource {
  /// Updates `layout` with the data in its own order: a layout other than the flow and
  /// the waterfall shows a drag only if its data source implements this.
  public static func update(
    _ layout: Layout, for change: LayoutChange, reordering: ItemReordering,
    estimating content: SelfSizingContent<Self>
  ) throws(LayoutError) {
    try update(layout, for: change, estimating: content)
  }
}

extension EstimatingDataSource where Self: FlowLayoutDataSource, Layout == FlowLayout {
  /// Prepares the flow layout with `content` as its data source.
  public static func prepare(
    _ layout: FlowLayout, for viewport: Viewport, estimating content: SelfSizingContent<Self>
  ) throws(LayoutError) {
    try layout.prepare(for: viewport, dataSource: content)
  }

  /// Updates the flow layout with `content` as its data source.
  public static func update(
    _ layout: FlowLayout, for change: LayoutChange, estimating content: SelfSizingContent<Self>
  ) throws(LayoutError) {
    try layout.update(for: change, dataSource: content)
  }

  /// Updates the flow layout with `content` in the order of `reordering`.
  public static func update(
    _ layout: FlowLayout, for change: LayoutChange, reordering: ItemReordering,
    estimating content: SelfSizingContent<Self>
  ) throws(LayoutError) {
    try layout.update(for: change, dataSource: ReorderedItems(content, reordering))
  }
}

extension EstimatingDataSource
where Self: WaterfallLayoutDataSource, Layout == WaterfallLayout {
  /// Prepares the waterfall layout with `content` as its data source.
  public static func prepare(
    _ layout: WaterfallLayout, for viewport: Viewport,
    estimating content: SelfSizingContent<Self>
  ) throws(LayoutError) {
    try layout.prepare(for: viewport, dataSource: content)
  }

  /// Updates the waterfall layout with `content` as its data source.
  public static func update(
    _ layout: WaterfallLayout, for change: LayoutChange,
    estimating content: SelfSizingContent<Self>
  ) throws(LayoutError) {
    try layout.update(for: change, dataSource: content)
  }

  /// Updates the waterfall layout with `content` in the order of `reordering`.
  public static func update(
    _ layout: WaterfallLayout, for change: LayoutChange, reordering: ItemReordering,
    estimating content: SelfSizingContent<Self>
  ) throws(LayoutError) {
    try layout.update(for: change, dataSource: ReorderedItems(content, reordering))
  }
}

extension FlowContent: EstimatingDataSource {}
extension WaterfallContent: EstimatingDataSource {}
