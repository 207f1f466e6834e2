extension ReorderedItems: WaterfallLayoutDataSource where Base: WaterfallLayoutDataSource {
  /// The base's number of sections.
  public var numberOfSections: Int { base.numberOfSections }

  /// The number of items `section` shows.
  public func numberOfItems(inSection section: Int) -> Int {
    reordering.numberOfItems(
      inSection: section, dataCount: base.numberOfItems(inSection: section))
  }

  /// The height of the item that shows at `indexPath`.
  public func heightForItem(at indexPath: IndexPath) -> Double? {
    base.heightForItem(at: sourceIndexPath(forPresented: indexPath))
  }

  /// The natural size of the item that shows at `indexPath`.
  public func sizeForItem(at indexPath: IndexPath) -> Size? {
    base.sizeForItem(at: sourceIndexPath(forPresented: indexPath))
  }

  /// Whether the item that shows at `indexPath` spans every column.
  public func isFullSpan(at indexPath: IndexPath) -> Bool {
    base.isFullSpan(at: sourceIndexPath(forPresented: indexPath))
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
