extension SelfSizingContent: FlowLayoutDataSource where Base: FlowLayoutDataSource {
  /// The item's measured size, or its estimate: the base's size for it, or
  /// ``estimatedItemSize``.
  public func sizeForItem(at indexPath: IndexPath) -> Size? {
    measuredSizes.size(for: .cell(indexPath)) ?? base.sizeForItem(at: indexPath)
      ?? estimatedItemSize
  }

  /// The base's values of `section`, with the header's and footer's measured sizes,
  /// or their estimates: the base's sizes for them, or ``estimatedHeaderSize`` and
  /// ``estimatedFooterSize``.
  public func valuesForSection(at section: Int) -> FlowLayout.SectionValues {
    var values = base.valuesForSection(at: section)
    let indexPath = IndexPath(item: 0, section: section)
    values.headerReferenceSize =
      measuredSizes.size(for: .supplementary(.sectionHeader, indexPath))
      ?? values.headerReferenceSize ?? estimatedHeaderSize
    values.footerReferenceSize =
      measuredSizes.size(for: .supplementary(.sectionFooter, indexPath))
      ?? values.footerReferenceSize ?? estimatedFooterSize
    return values
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
