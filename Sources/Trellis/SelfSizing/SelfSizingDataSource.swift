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
/// The ready-made content of every built-in layout that reads estimated sizes conforms,
/// and a data source of your own for such a layout conforms with an empty extension:
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
  /// Updates `layout` with the data in its own order: a layout shows a drag only where
  /// its data source implements this.
  public static func update(
    _ layout: Layout, for change: LayoutChange, reordering: ItemReordering,
    estimating content: SelfSizingContent<Self>
  ) throws(LayoutError) {
    try update(layout, for: change, estimating: content)
  }
}
