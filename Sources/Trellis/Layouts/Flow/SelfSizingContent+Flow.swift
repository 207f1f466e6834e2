extension SelfSizingContent: FlowLayoutDataSource where Base: FlowLayoutDataSource {
  /// The item's measured size, or its estimate: the base's size for it, or
  /// ``estimatedItemSize``.
  public func sizeForItem(at indexPath: IndexPath) -> Size? {
    measuredSizes.size(for: .cell(indexPath)) ?? base.sizeForItem(at: indexPath)
      ?? estimatedItemSize
  }

  /// The base's section inset.
  public func insetForSection(at section: Int) -> EdgeInsets? {
    base.insetForSection(at: section)
  }

  /// The base's line spacing.
  public func minimumLineSpacingForSection(at section: Int) -> Double? {
    base.minimumLineSpacingForSection(at: section)
  }

  /// The base's inter-item spacing.
  public func minimumInteritemSpacingForSection(at section: Int) -> Double? {
    base.minimumInteritemSpacingForSection(at: section)
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

  /// The base's section background.
  public func backgroundForSection(at section: Int) -> SectionBackground? {
    base.backgroundForSection(at: section)
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
