extension CollectionView {
  /// Shows `snapshot` in one animated batch update, from `old`, the snapshot the
  /// collection view shows: `UICollectionViewDiffableDataSource`'s
  /// `apply(_:animatingDifferences:)`.
  ///
  /// The difference between the snapshots (``Snapshot/batchUpdate(from:)``: deletes,
  /// inserts, the fewest moves, and reloads of what `snapshot` marks as reloaded) is
  /// validated against the counts the collection view shows and applied as one batch
  /// with ``performBatchUpdates(_:dataSource:options:host:)``. `dataSource` is the data
  /// after the update, in the order of `snapshot`.
  ///
  /// ```swift
  /// let old = try Snapshot<String, String>([("fruit", ["apple", "pear"])])
  /// let new = try Snapshot<String, String>([("fruit", ["pear", "apple", "fig"])])
  /// try collection.apply(
  ///   new, from: old, dataSource: FlowContent(sections: [.init(itemCount: 3)]), host: &host)
  /// ```
  ///
  /// The collection view keeps the counts it shows, not identifiers: it is generic over
  /// its data and its host only, so the snapshot stays with the caller like the data
  /// does. Keep the snapshot you applied last and pass it as `old` next time. An `old`
  /// whose counts differ from the ones shown is refused by the count rules.
  ///
  /// With `options.isAnimated` false, as with `animatingDifferences: false`, the views
  /// take their final places at once; otherwise drive the result's animation with
  /// ``animate(to:host:)`` and end it with ``finishAnimation(host:)``.
  ///
  /// - Throws: ``UpdateError/invalidBatch(_:)`` when `old` or `dataSource` does not
  ///   match the counts shown or `snapshot`, or ``UpdateError/layout(_:)`` for a value
  ///   the layout refuses. Nothing changes then: the layout, the counts, the views and
  ///   the content offset stay as they were.
  /// - Complexity: the diff (O(*n* + *m*) for *n* old and *m* new items that keep their
  ///   order), plus the batch update's.
  @discardableResult
  public func apply<SectionID, ItemID>(
    _ snapshot: Snapshot<SectionID, ItemID>, from old: Snapshot<SectionID, ItemID>,
    dataSource newDataSource: DataSource, options: UpdateOptions = UpdateOptions(),
    host: inout Host
  ) throws(UpdateError) -> UpdateResult {
    try performBatchUpdates(
      snapshot.batchUpdate(from: old), dataSource: newDataSource, options: options, host: &host)
  }
}
