import Trellis

extension LayoutConformance {
  /// Updates `layout` to `data` through `change` and returns every way in which the
  /// result differs from `fresh` prepared with `data` for the same viewport, followed by
  /// the violations of the updated layout itself (see ``violations(of:)``).
  ///
  /// `layout` must be prepared with the data before the change; `fresh` is a layout of
  /// the same configuration, which the check prepares. Besides the content size and
  /// every element's attributes, the check compares
  /// `CollectionLayout/attributesBeforeUpdate(for:)` with the attributes each
  /// element had before the update (a layout may answer `nil`, keeping no such state)
  /// and asks `CollectionLayout/finalAttributes(forDisappearing:)` of every
  /// element the update removed.
  ///
  /// ```swift
  /// var content = FlowContent(sections: [.init(itemCount: 12), .init(itemCount: 3)])
  /// let layout = FlowLayout()
  /// try layout.prepare(for: viewport, dataSource: content)
  /// content.sections[1].itemCount = 5
  /// let violations = LayoutConformance().violations(
  ///   updating: layout, to: content, through: .reloading([1], of: 2),
  ///   comparedWith: FlowLayout())
  /// ```
  ///
  /// - Complexity: O(*n*) for the comparison, besides the cost of ``violations(of:)``.
  public func violations<Data: CollectionDataSource>(
    updating layout: Data.Layout, to data: Data, through change: LayoutChange,
    comparedWith fresh: Data.Layout
  ) -> [ConformanceViolation] {
    var report = ViolationReport()
    let before = ElementSnapshot(layout)
    do {
      try data.prepare(fresh, for: layout.viewport)
    } catch {
      report.record(.preparationFailed(error))
      return report.violations
    }
    do {
      try data.update(layout, for: change)
    } catch {
      report.record(.updateFailed(error))
      return report.violations
    }
    let updated = ElementSnapshot(layout)
    compare(updated, with: ElementSnapshot(fresh), into: &report)
    for attributes in before.all {
      if let found = layout.attributesBeforeUpdate(for: attributes.id), found != attributes {
        report.record(
          .stateBeforeUpdateDiffers(found: found), element: attributes.id,
          attributes: attributes)
      }
      if updated.byID[attributes.id] == nil,
        layout.finalAttributes(forDisappearing: attributes) == nil
      {
        report.record(.finalAttributesMissing, element: attributes.id, attributes: attributes)
      }
    }
    return report.violations + violations(of: layout)
  }

  /// Records every difference of `updated`, a layout after an update, from `prepared`, a
  /// fresh preparation of the same data.
  func compare(
    _ updated: ElementSnapshot, with prepared: ElementSnapshot,
    into report: inout ViolationReport
  ) {
    if updated.contentSize != prepared.contentSize {
      report.record(
        .contentSizeDiffersAfterUpdate(
          updated: updated.contentSize, prepared: prepared.contentSize))
    }
    for attributes in prepared.all where updated.byID[attributes.id] == nil {
      report.record(.missingAfterUpdate, element: attributes.id)
    }
    for attributes in updated.all {
      switch prepared.byID[attributes.id] {
      case nil:
        report.record(.unexpectedAfterUpdate, element: attributes.id, attributes: attributes)
      case let expected? where expected != attributes:
        report.record(
          .differsAfterUpdate(prepared: expected), element: attributes.id,
          attributes: attributes)
      default: break
      }
    }
  }
}
