extension FlowLayout {
  /// What the last ``update(for:dataSource:)`` changed, found when asked from the state
  /// before it; everything after a preparation.
  ///
  /// A reloaded item that keeps its size changes alone; one that changes it changes the
  /// items from its chunk on, its section's header, footer and background, and every
  /// section after it, which moves.
  ///
  /// - Complexity: O(*s* + *r*) for *s* sections and *r* reloaded items, plus O(*m*) for
  ///   the *m* items of the sections the update laid out anew other than by resizing.
  public var lastUpdateReport: LayoutUpdateReport {
    guard let lastUpdate, let before = stateBeforeUpdate else { return .everything }
    return updateReport(
      from: before.geometry, after: lastUpdate.change, resized: lastUpdate.resized)
  }

  /// What the update from `old` to the current state after `change` changed, given the
  /// sections (by their index after the update, in increasing order) placed by resizing
  /// their state before.
  ///
  /// A section placed by resizing changed only its reloaded items when each kept its
  /// frame and the section its extent; otherwise its items from the first chunk that
  /// holds a reloaded one. Any other section laid out anew at its place with as many
  /// items names those whose frames changed. See
  /// `StackedGeometry.updateReport(from:after:hasCustomDecorations:reportAnew:)` for
  /// the rest.
  ///
  /// - Complexity: O(*s* + *r*) for *s* sections and *r* reloaded items, plus O(*m*) for
  ///   the *m* items of the sections laid out anew other than by resizing.
  private func updateReport(from old: FlowGeometry, after change: LayoutChange, resized: [Int])
    -> LayoutUpdateReport
  {
    geometry.updateReport(
      from: old, after: change, hasCustomDecorations: decorationProvider != nil
    ) { section, sameSpan, report in
      guard resized.contains(section),
        let reloaded = change.reloadedItems[section], reloaded.previousSection == section
      else {
        return geometry.reportChangedItems(ofSection: section, from: old, into: &report)
      }
      reportResized(
        reloaded.items, ofSection: section, from: old, sameSpan: sameSpan, into: &report)
      return true
    }
  }

  /// Names what changed in `section`, placed by resizing its `reloaded` items.
  private func reportResized(
    _ reloaded: [Int], ofSection section: Int, from old: FlowGeometry, sameSpan: Bool,
    into report: inout LayoutUpdateReport
  ) {
    let keptFrames = reloaded.allSatisfy { item in
      let id = ElementID.cell(IndexPath(item: item, section: section))
      return old.attributes(for: id, viewport: viewport)
        == geometry.attributes(for: id, viewport: viewport)
    }
    if sameSpan && keptFrames {
      for item in reloaded { report.addItems(item..<(item + 1), inSection: section) }
      return
    }
    let entry = old.sections[section]
    let first = reloaded.first.map { entry.items(ofChunk: entry.chunk(ofItem: $0)).lowerBound } ?? 0
    report.addItems(first..<geometry.sections[section].itemCount, inSection: section)
  }
}
