extension WaterfallLayoutValueSource
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

  /// The base's values of `section`.
  public func valuesForSection(at section: Int) -> WaterfallLayout.SectionValues {
    base.valuesForSection(at: section)
  }
}

extension ReorderedItems: WaterfallLayoutValueSource, WaterfallLayoutDataSource
where Base: WaterfallLayoutDataSource {}
