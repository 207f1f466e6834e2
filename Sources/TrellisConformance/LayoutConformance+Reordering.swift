import Trellis

extension LayoutConformance {
  /// Drags the item at `item` of `collection` through `positions` and drops it, and
  /// returns every way in which the layout after the drop differs from `fresh` prepared
  /// with the moved data, followed by the violations of the layout itself (see
  /// ``violations(of:)``).
  ///
  /// The moved data is the collection view's data before the drag with
  /// `ReorderableDataSource/moveItem(at:to:)` applied from `item` to the
  /// target of the drag; `fresh` is a layout of the same configuration as
  /// `collection`'s, which the check prepares. An item that cannot be picked up is not
  /// dragged, and the check returns no violations.
  ///
  /// ```swift
  /// let violations = LayoutConformance().violations(
  ///   reordering: collection, itemAt: IndexPath(item: 2, section: 0),
  ///   through: [Point(x: 40, y: 300)], host: &host,
  ///   comparedWith: FlowLayout(configuration: configuration))
  /// ```
  ///
  /// - Complexity: O(*n*) for the comparison, besides the drag and ``violations(of:)``.
  public func violations<Data: ReorderableDataSource, Host: CollectionViewHost>(
    reordering collection: CollectionView<Data, Host>, itemAt item: IndexPath,
    through positions: [Point], host: inout Host, comparedWith fresh: Data.Layout
  ) -> [ConformanceViolation] {
    var report = ViolationReport()
    let original = collection.dataSource
    guard collection.beginInteractiveMovement(forItemAt: item, host: &host) else { return [] }
    for position in positions {
      collection.updateInteractiveMovementTargetPosition(position, host: &host)
    }
    let target = collection.interactiveMovement?.target ?? item
    guard collection.endInteractiveMovement(host: &host) != nil else {
      report.record(.reorderNotCompleted(from: item, to: target))
      return report.violations
    }
    var moved = original
    moved.moveItem(at: item, to: target)
    do {
      try moved.prepare(fresh, for: collection.viewport)
    } catch {
      report.record(.preparationFailed(error))
      return report.violations
    }
    compare(ElementSnapshot(collection.layout), with: ElementSnapshot(fresh), into: &report)
    return report.violations + violations(of: collection.layout)
  }
}
