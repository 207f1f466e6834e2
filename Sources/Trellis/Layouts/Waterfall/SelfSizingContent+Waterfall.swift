extension SelfSizingContent: WaterfallLayoutValueSource, WaterfallLayoutDataSource
where Base: WaterfallLayoutDataSource {
  /// The item's measured extent along ``scrollDirection``, or the base's height for it.
  public func heightForItem(at indexPath: IndexPath) -> Double? {
    guard let measured = measuredSizes.size(for: .cell(indexPath)) else {
      return base.heightForItem(at: indexPath)
    }
    return scrollDirection.mainExtent(of: measured)
  }

  /// The base's natural size of the item, or ``estimatedItemSize``, whose aspect ratio
  /// gives the estimated height.
  public func sizeForItem(at indexPath: IndexPath) -> Size? {
    base.sizeForItem(at: indexPath) ?? estimatedItemSize
  }

  /// The base's values of `section`, with the header's and footer's measured extents
  /// along ``scrollDirection``, or their estimates: the base's heights for them, or
  /// ``estimatedHeaderSize`` and ``estimatedFooterSize``.
  public func valuesForSection(at section: Int) -> WaterfallLayout.SectionValues {
    var values = base.valuesForSection(at: section)
    let indexPath = IndexPath(item: 0, section: section)
    values.headerHeight = extent(
      of: .supplementary(.sectionHeader, indexPath), base: values.headerHeight,
      estimate: estimatedHeaderSize)
    values.footerHeight = extent(
      of: .supplementary(.sectionFooter, indexPath), base: values.footerHeight,
      estimate: estimatedFooterSize)
    return values
  }

  /// The measured extent of `element` along ``scrollDirection``, or else `base`, or
  /// else the extent of `estimate`.
  private func extent(of element: ElementID, base: Double?, estimate: Size?) -> Double? {
    if let size = measuredSizes.size(for: element) { return scrollDirection.mainExtent(of: size) }
    return base ?? estimate.map { scrollDirection.mainExtent(of: $0) }
  }
}
