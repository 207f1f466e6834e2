extension ReorderedItems: CompositionalLayoutDataSource
where Base: CompositionalLayoutDataSource {
  /// The base's number of sections.
  public var numberOfSections: Int { base.numberOfSections }

  /// The number of items `section` shows.
  public func numberOfItems(inSection section: Int) -> Int {
    reordering.numberOfItems(
      inSection: section, dataCount: base.numberOfItems(inSection: section))
  }
}
