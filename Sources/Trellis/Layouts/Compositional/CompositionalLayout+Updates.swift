extension CompositionalLayout {
  /// Brings the layout up to date with `dataSource` after `change`, with the viewport
  /// of the last preparation and the current ``configuration`` and sections.
  ///
  /// A compositional layout stores one placed group per section and no frame per item,
  /// so it lays out again every section `change` does not keep; a section it keeps, whose
  /// ``LayoutSection`` is the same, only moves, with its measured groups. It keeps the
  /// state it had just before, which ``attributesBeforeUpdate(for:)`` answers for until
  /// the next preparation or update. As in UIKit, the orthogonal offsets follow the
  /// sections `change` keeps or continues (``LayoutChange/continuedSections``: items
  /// inserted, deleted, moved, reloaded or resized); an inserted or reloaded section
  /// starts at offset zero.
  ///
  /// - Throws: ``LayoutError/changeMismatch(_:change:dataSource:)`` when `change` does not
  ///   describe the data source's sections, or keeps a section unchanged whose number of
  ///   items changed; an error naming a bad value. The layout then keeps its state
  ///   exactly as it was.
  ///
  /// - Complexity: O(*s*) for *s* sections, plus O(*t* + *m* log *m*) for the sections
  ///   laid out again, whose groups hold *t* items together and which have *m* measured
  ///   items.
  public func update(for change: LayoutChange, dataSource: some CompositionalLayoutDataSource)
    throws(LayoutError)
  {
    let previous = geometry
    try change.checkKeptSections(
      of: dataSource, previousCount: previous.sections.count,
      previousItemCount: { previous.sections[$0].itemCount })
    var offsets = [Double](repeating: 0, count: change.sections.count)
    for section in offsets.indices {
      if let old = change.previousIndex(ofSection: section), old < orthogonalOffsets.count {
        offsets[section] = orthogonalOffsets[old]
      }
    }
    let before = (geometry, orthogonalOffsets, viewport)
    let kept = orthogonalOffsets
    orthogonalOffsets = offsets
    do {
      try prepare(for: viewport, dataSource: dataSource, keeping: change)
    } catch {
      orthogonalOffsets = kept
      throw error
    }
    stateBeforeUpdate = before
  }

  /// The attributes that `attributes(for:)` gave for `element` just before the last
  /// ``update(for:dataSource:)``, at the viewport of then; `nil` if the element did not
  /// exist then, or if the layout was prepared since.
  ///
  /// - Complexity: as ``attributes(for:)``.
  public func attributesBeforeUpdate(for element: ElementID) -> LayoutAttributes? {
    guard let (geometry, offsets, viewport) = stateBeforeUpdate else { return nil }
    return geometry.attributes(
      for: element, state: geometry.state(offsets: offsets, viewport: viewport))
  }

  /// Where an item being moved interactively goes: the proposed index path when the
  /// layout has it, otherwise the last item of the proposed section, or the original.
  public func targetIndexPath(forMoving original: IndexPath, proposed: IndexPath) -> IndexPath {
    guard let count = numberOfItems(inSection: proposed.section) else { return original }
    if proposed.item >= 0 && proposed.item < count { return proposed }
    return IndexPath(item: max(min(proposed.item, count - 1), 0), section: proposed.section)
  }
}
