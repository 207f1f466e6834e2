extension WaterfallLayoutDataSource
where Self: WrappingDataSource, Base: WaterfallLayoutDataSource {
  /// The base's height of the item shown at `indexPath`.
  public func heightForItem(at indexPath: IndexPath) -> Double? {
    base.heightForItem(at: baseIndexPath(forItemAt: indexPath))
  }

  /// The base's natural size of the item shown at `indexPath`.
  public func sizeForItem(at indexPath: IndexPath) -> Size? {
    base.sizeForItem(at: baseIndexPath(forItemAt: indexPath))
  }

  /// Whether the base makes the item shown at `indexPath` span every column.
  public func isFullSpan(at indexPath: IndexPath) -> Bool {
    base.isFullSpan(at: baseIndexPath(forItemAt: indexPath))
  }

  /// The base's column count of `section`.
  public func columnCountForSection(at section: Int) -> Int? {
    base.columnCountForSection(at: section)
  }

  /// The base's column spacing of `section`.
  public func minimumColumnSpacingForSection(at section: Int) -> Double? {
    base.minimumColumnSpacingForSection(at: section)
  }

  /// The base's inter-item spacing of `section`.
  public func minimumInteritemSpacingForSection(at section: Int) -> Double? {
    base.minimumInteritemSpacingForSection(at: section)
  }

  /// The base's inset of `section`.
  public func insetForSection(at section: Int) -> EdgeInsets? { base.insetForSection(at: section) }

  /// The base's header height of `section`.
  public func heightForHeader(inSection section: Int) -> Double? {
    base.heightForHeader(inSection: section)
  }

  /// The base's footer height of `section`.
  public func heightForFooter(inSection section: Int) -> Double? {
    base.heightForFooter(inSection: section)
  }

  /// The base's header inset of `section`.
  public func insetForHeader(inSection section: Int) -> EdgeInsets? {
    base.insetForHeader(inSection: section)
  }

  /// The base's footer inset of `section`.
  public func insetForFooter(inSection section: Int) -> EdgeInsets? {
    base.insetForFooter(inSection: section)
  }

  /// The base's background of `section`.
  public func backgroundForSection(at section: Int) -> SectionBackground? {
    base.backgroundForSection(at: section)
  }
}

extension ReorderedItems: WaterfallLayoutDataSource where Base: WaterfallLayoutDataSource {}
