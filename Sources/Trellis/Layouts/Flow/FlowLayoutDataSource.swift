/// The source of a flow layout's data: counts plus optional per-section and per-item
/// values, read lazily during ``FlowLayout/prepare(for:dataSource:)``, like
/// `UICollectionViewDataSource` and `UICollectionViewDelegateFlowLayout` together.
///
/// Only the counts are required. By default every item has the layout-wide size and
/// ``valuesForSection(at:)`` leaves every section value `nil`, which means "use the
/// layout-wide value from ``FlowLayout/Configuration``".
///
/// The layout does not keep the data source: it is passed to each preparation, so an
/// adapter can wrap a view controller without creating a reference cycle.
public protocol FlowLayoutDataSource: SectionedDataSource {
  /// The size of one item, or `nil` for the layout-wide ``FlowLayout/Configuration/itemSize``.
  func sizeForItem(at indexPath: IndexPath) -> Size?

  /// The values of a section that override the layout-wide ones; a value left `nil`
  /// is the one of ``FlowLayout/Configuration``.
  func valuesForSection(at section: Int) -> FlowLayout.SectionValues

  /// Writes the width and height of every item of `section` into `widths` and
  /// `heights` (one element per item), using `defaultSize` for items without a size of
  /// their own.
  ///
  /// The default implementation asks ``sizeForItem(at:)`` for each item; it is compiled
  /// with your data source, so the calls are direct. Implement it yourself only to copy
  /// sizes from storage of your own in bulk, writing the sizes ``sizeForItem(at:)``
  /// gives: an update that resizes a few items (``LayoutChange/resizing(_:of:)``) reads
  /// them one by one. The layout checks every value afterwards.
  func sizesOfItems(
    inSection section: Int, defaultSize: Size, widths: UnsafeMutableBufferPointer<Double>,
    heights: UnsafeMutableBufferPointer<Double>)
}

// MARK: - Default implementations

extension FlowLayoutDataSource {
  /// Returns `nil`: every item has the layout-wide size.
  public func sizeForItem(at indexPath: IndexPath) -> Size? { nil }
  /// Returns values that are all `nil`: every section has the layout-wide values.
  public func valuesForSection(at section: Int) -> FlowLayout.SectionValues { .init() }

  /// Asks ``FlowLayoutDataSource/sizeForItem(at:)`` for each item of `section`, in order.
  @inlinable
  public func sizesOfItems(
    inSection section: Int, defaultSize: Size, widths: UnsafeMutableBufferPointer<Double>,
    heights: UnsafeMutableBufferPointer<Double>
  ) {
    for item in 0..<min(widths.count, heights.count) {
      let size = sizeForItem(at: IndexPath(item: item, section: section)) ?? defaultSize
      widths[item] = size.width
      heights[item] = size.height
    }
  }
}
