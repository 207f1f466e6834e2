extension WaterfallLayout {
  /// Brings the layout up to date with `dataSource` after `change`, with the viewport
  /// and configuration of the last preparation.
  ///
  /// A bad value throws and changes nothing.
  ///
  /// - Complexity: O(*n*) for *n* items.
  public func update(for change: LayoutChange, dataSource: some WaterfallLayoutDataSource)
    throws(LayoutError)
  {
    try prepare(for: viewport, dataSource: dataSource)
  }
}
