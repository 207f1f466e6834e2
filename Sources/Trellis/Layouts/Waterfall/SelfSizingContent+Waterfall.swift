extension SelfSizingContent: WaterfallLayoutDataSource where Base: WaterfallLayoutDataSource {
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

  /// The header's measured extent along ``scrollDirection``, or its estimate: the
  /// base's height for it, or ``estimatedHeaderSize``.
  public func heightForHeader(inSection section: Int) -> Double? {
    let header = ElementID.supplementary(.sectionHeader, IndexPath(item: 0, section: section))
    if let size = measuredSizes.size(for: header) { return scrollDirection.mainExtent(of: size) }
    return base.heightForHeader(inSection: section)
      ?? estimatedHeaderSize.map { scrollDirection.mainExtent(of: $0) }
  }

  /// The footer's measured extent along ``scrollDirection``, or its estimate: the
  /// base's height for it, or ``estimatedFooterSize``.
  public func heightForFooter(inSection section: Int) -> Double? {
    let footer = ElementID.supplementary(.sectionFooter, IndexPath(item: 0, section: section))
    if let size = measuredSizes.size(for: footer) { return scrollDirection.mainExtent(of: size) }
    return base.heightForFooter(inSection: section)
      ?? estimatedFooterSize.map { scrollDirection.mainExtent(of: $0) }
  }
}
