extension CollectionView {
  /// Shows a change of an outline whose visible rows are the items of `section`: its
  /// rows removed and added as one batch update, an expanded parent's children coming
  /// out from under it and a collapsed parent's going back into it
  /// (``UpdateOptions/disclosingItem``).
  ///
  /// `dataSource` is the data after the change, whose `section` has the outline's
  /// ``OutlineSnapshot/visibleCount`` items.
  ///
  /// ```swift
  /// let change = try outline.expand("Documents")
  /// try collection.apply(
  ///   change, inSection: 0,
  ///   dataSource: FlowContent(sections: [.init(itemCount: outline.visibleCount)]), host: &host)
  /// ```
  ///
  /// - Throws: as ``performBatchUpdates(_:dataSource:options:host:)``; nothing changes
  ///   then.
  /// - Complexity: the batch update's, for the *k* rows the change shows or hides.
  @discardableResult
  public func apply(
    _ change: OutlineChange, inSection section: Int, dataSource newDataSource: DataSource,
    options: UpdateOptions = UpdateOptions(), host: inout Host
  ) throws(UpdateError) -> UpdateResult {
    try performBatchUpdates(
      change.batchUpdate(inSection: section), dataSource: newDataSource,
      options: change.options(inSection: section, options), host: &host)
  }
}
