extension FlowLayoutDataSource where Self: WrappingDataSource, Base: FlowLayoutDataSource {
  /// The base's size of the item shown at `indexPath`.
  public func sizeForItem(at indexPath: IndexPath) -> Size? {
    base.sizeForItem(at: baseIndexPath(forItemAt: indexPath))
  }

  /// The base's inset of `section`.
  public func insetForSection(at section: Int) -> EdgeInsets? {
    base.insetForSection(at: section)
  }

  /// The base's line spacing of `section`.
  public func minimumLineSpacingForSection(at section: Int) -> Double? {
    base.minimumLineSpacingForSection(at: section)
  }

  /// The base's inter-item spacing of `section`.
  public func minimumInteritemSpacingForSection(at section: Int) -> Double? {
    base.minimumInteritemSpacingForSection(at: section)
  }

  /// The base's header size of `section`.
  public func referenceSizeForHeader(inSection section: Int) -> Size? {
    base.referenceSizeForHeader(inSection: section)
  }

  /// The base's footer size of `section`.
  public func referenceSizeForFooter(inSection section: Int) -> Size? {
    base.referenceSizeForFooter(inSection: section)
  }

  /// The base's background of `section`.
  public func backgroundForSection(at section: Int) -> SectionBackground? {
    base.backgroundForSection(at: section)
  }
}

extension ReorderedItems: FlowLayoutDataSource where Base: FlowLayoutDataSource {}
