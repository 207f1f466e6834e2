/// The source of a flow layout's data: counts plus optional per-section and per-item
/// values, read lazily during ``FlowLayout/prepare(for:dataSource:)``, like
/// `UICollectionViewDataSource` and `UICollectionViewDelegateFlowLayout` together.
///
/// Only the counts are required. Every other method returns `nil` by default, which
/// means "use the layout-wide value from ``FlowLayout/Configuration``".
///
/// The layout does not keep the data source: it is passed to each preparation, so an
/// adapter can wrap a view controller without creating a reference cycle.
public protocol FlowLayoutDataSource: SectionedDataSource {
  /// The size of one item, or `nil` for the layout-wide ``FlowLayout/Configuration/itemSize``.
  func sizeForItem(at indexPath: IndexPath) -> Size?

  /// The inset of a section, or `nil` for the layout-wide value.
  func insetForSection(at section: Int) -> EdgeInsets?

  /// The minimum spacing between lines of a section, or `nil` for the layout-wide value.
  func minimumLineSpacingForSection(at section: Int) -> Double?

  /// The minimum spacing between items of one line, or `nil` for the layout-wide value.
  func minimumInteritemSpacingForSection(at section: Int) -> Double?

  /// The header size of a section, or `nil` for the layout-wide value. Only the extent
  /// along the scroll axis is used; zero means the section has no header.
  func referenceSizeForHeader(inSection section: Int) -> Size?

  /// The footer size of a section, or `nil` for the layout-wide value. Only the extent
  /// along the scroll axis is used; zero means the section has no footer.
  func referenceSizeForFooter(inSection section: Int) -> Size?

  /// The background of a section, or `nil` for the layout-wide
  /// ``SectionBehaviors/sectionBackground`` (which may be none).
  func backgroundForSection(at section: Int) -> SectionBackground?

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
  /// Returns `nil`: every section has the layout-wide inset.
  public func insetForSection(at section: Int) -> EdgeInsets? { nil }
  /// Returns `nil`: every section has the layout-wide line spacing.
  public func minimumLineSpacingForSection(at section: Int) -> Double? { nil }
  /// Returns `nil`: every section has the layout-wide inter-item spacing.
  public func minimumInteritemSpacingForSection(at section: Int) -> Double? { nil }
  /// Returns `nil`: every section has the layout-wide header size.
  public func referenceSizeForHeader(inSection section: Int) -> Size? { nil }
  /// Returns `nil`: every section has the layout-wide footer size.
  public func referenceSizeForFooter(inSection section: Int) -> Size? { nil }
  /// Returns `nil`: every section has the layout-wide background, if any.
  public func backgroundForSection(at section: Int) -> SectionBackground? { nil }

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
