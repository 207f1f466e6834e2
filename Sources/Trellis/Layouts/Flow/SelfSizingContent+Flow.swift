extension SelfSizingContent: FlowLayoutDataSource where Base: FlowLayoutDataSource {
  /// The item's measured size, or its estimate: the base's size for it, or
  /// ``estimatedItemSize``.
  public func sizeForItem(at indexPath: IndexPath) -> Size? {
    measuredSizes.size(for: .cell(indexPath)) ?? base.sizeForItem(at: indexPath)
      ?? estimatedItemSize
  }

  /// The header's measured size, or its estimate: the base's size for it, or
  /// ``estimatedHeaderSize``.
  public func referenceSizeForHeader(inSection section: Int) -> Size? {
    measuredSizes.size(for: .supplementary(.sectionHeader, IndexPath(item: 0, section: section)))
      ?? base.referenceSizeForHeader(inSection: section) ?? estimatedHeaderSize
  }

  /// The footer's measured size, or its estimate: the base's size for it, or
  /// ``estimatedFooterSize``.
  public func referenceSizeForFooter(inSection section: Int) -> Size? {
    measuredSizes.size(for: .supplementary(.sectionFooter, IndexPath(item: 0, section: section)))
      ?? base.referenceSizeForFooter(inSection: section) ?? estimatedFooterSize
  }

  /// Reads the base's sizes in bulk, with ``estimatedItemSize`` as the default, then
  /// writes the measured sizes of the section over them.
  ///
  /// - Complexity: the base's bulk read, plus O(*m*) for the *m* measured items of the
  ///   section.
  public func sizesOfItems(
    inSection section: Int, defaultSize: Size, widths: UnsafeMutableBufferPointer<Double>,
    heights: UnsafeMutableBufferPointer<Double>
  ) {
    base.sizesOfItems(
      inSection: section, defaultSize: estimatedItemSize ?? defaultSize, widths: widths,
      heights: heights)
    measuredSizes.forEachItem(inSection: section) { item, size in
      guard item < widths.count && item < heights.count else { return }
      widths[item] = size.width
      heights[item] = size.height
    }
  }
}
