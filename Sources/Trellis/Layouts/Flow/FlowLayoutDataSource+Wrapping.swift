extension FlowLayoutDataSource where Self: WrappingDataSource, Base: FlowLayoutDataSource {
  /// The base's size of the item shown at `indexPath`.
  public func sizeForItem(at indexPath: IndexPath) -> Size? {
    base.sizeForItem(at: baseIndexPath(forItemAt: indexPath))
  }

  /// The base's values of `section`.
  public func valuesForSection(at section: Int) -> FlowLayout.SectionValues {
    base.valuesForSection(at: section)
  }
}

extension ReorderedItems: FlowLayoutDataSource where Base: FlowLayoutDataSource {}
