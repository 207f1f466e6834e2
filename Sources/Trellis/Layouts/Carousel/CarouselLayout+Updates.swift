extension CarouselLayout {
  /// Brings the layout up to date with `dataSource` after `change`, with the viewport
  /// of the last preparation and the current ``configuration``.
  ///
  /// A carousel stores only counts, so it is prepared again whatever `change` says; it
  /// keeps the state it had just before, which ``attributesBeforeUpdate(for:)`` answers
  /// for until the next preparation or update.
  ///
  /// - Throws: ``LayoutError/changeMismatch(_:change:dataSource:)`` when `change` does not
  ///   describe the data source's sections, or keeps a section unchanged whose number of
  ///   items changed; an error naming a bad value. The layout then keeps its state
  ///   exactly as it was.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  public func update(for change: LayoutChange, dataSource: some CarouselLayoutDataSource)
    throws(LayoutError)
  {
    let previous = geometry
    try change.checkKeptSections(
      of: dataSource, previousCount: previous.sectionCount,
      previousItemCount: { previous.sectionStarts[$0 + 1] - previous.sectionStarts[$0] })
    let before = (geometry, viewport)
    try prepare(for: viewport, dataSource: dataSource)
    stateBeforeUpdate = before
  }

  /// The attributes that `attributes(for:)` gave for `element` just before the last
  /// ``update(for:dataSource:)``, at the viewport of then; `nil` if the element did not
  /// exist then, or if the layout was prepared since.
  ///
  /// - Complexity: O(log *s*) for *s* sections.
  public func attributesBeforeUpdate(for element: ElementID) -> LayoutAttributes? {
    guard let (geometry, viewport) = stateBeforeUpdate, case .cell(let indexPath) = element,
      let index = geometry.index(of: indexPath)
    else { return nil }
    return geometry.attributes(
      ofItemAt: index, contentOffset: viewport.contentOffset, centerItemOffset: .zero)
  }

  /// An appearing item starts where it will be, scaled to nothing and transparent, so
  /// that it grows into its place in the row.
  public func initialAttributes(forAppearing element: ElementID) -> LayoutAttributes? {
    guard var attributes = attributes(for: element) else { return nil }
    attributes.transform3D = geometry.transform(scale: 0.01, angle: 0)
    attributes.alpha = 0
    return attributes
  }

  /// A disappearing item shrinks to nothing where it was, and fades out.
  public func finalAttributes(forDisappearing last: LayoutAttributes) -> LayoutAttributes? {
    var attributes = last
    attributes.transform3D = geometry.transform(scale: 0.01, angle: 0)
    attributes.alpha = 0
    return attributes
  }

  /// Where an item being moved interactively goes: the proposed index path when the
  /// layout has it, otherwise the last item of the proposed section, or the original.
  public func targetIndexPath(forMoving original: IndexPath, proposed: IndexPath) -> IndexPath {
    if geometry.index(of: proposed) != nil { return proposed }
    guard proposed.section >= 0, proposed.section < geometry.sectionCount else { return original }
    let count =
      geometry.sectionStarts[proposed.section + 1] - geometry.sectionStarts[proposed.section]
    return IndexPath(item: max(min(proposed.item, count - 1), 0), section: proposed.section)
  }
}
