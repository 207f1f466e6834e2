extension CollectionView {
  /// Scrolls the row of section `section`, one that scrolls sideways on its own (a
  /// shelf of a compositional layout), to `offset` across the scroll axis, and brings
  /// the views up to date: the row's elements that enter the visible rect get a view,
  /// those that leave it give theirs back, and those that stay get their new
  /// attributes. The content offset and every other section stay where they are.
  ///
  /// As with ``scroll(to:host:)``, a running animation or transition ends first, and a
  /// drag goes on with the row where it is now. Use the layout's
  /// ``CollectionLayout/targetOrthogonalOffset(ofSection:proposed:velocity:)`` for where
  /// a released row comes to rest.
  ///
  /// ```swift
  /// try collection.scrollSection(1, to: 120, host: &host)
  /// ```
  ///
  /// - Throws: the layout's error for a section that does not scroll sideways or an
  ///   offset that is not finite or outside ``LayoutLimits/offsetRange``; nothing
  ///   changes then.
  /// - Complexity: O(log *s* + *k*) for *s* sections and the *k* elements in the row's
  ///   band of ``visibleRect``: elements elsewhere are not asked for. Allocates nothing
  ///   once the reuse pools are warm.
  @inlinable
  @discardableResult
  public func scrollSection(_ section: Int, to offset: Double, host: inout Host)
    throws(LayoutError) -> VisibilityChange
  {
    let visibleRect = self.visibleRect
    guard case .idle = state.mode, shownRect == visibleRect,
      let row = layout.orthogonalScrollingBand(ofSection: section)
    else {
      try layout.setOrthogonalOffset(offset, ofSection: section)
      finishAnimation(host: &host)
      return updateVisibleElements(host: &host)
    }
    guard let band = row.intersection(visibleRect) else {
      // The row is out of sight: no view shows any of it.
      try layout.setOrthogonalOffset(offset, ofSection: section)
      return VisibilityChange()
    }
    // Every element in the band has a view: the visible rect is the one last shown.
    leaving.removeAll(keepingCapacity: true)
    layout.forEachElement(in: band) { attributes in leaving.append(attributes.id) }
    try layout.setOrthogonalOffset(offset, ofSection: section)
    return updateVisibleElements(inBand: band, host: &host)
  }

  /// Brings the views of the elements in `band` up to date after their row scrolled
  /// sideways, given in ``leaving`` the elements that were in the band before.
  @inlinable
  func updateVisibleElements(inBand band: Rect, host: inout Host) -> VisibilityChange {
    pass &+= 1
    let pass = self.pass
    var change = VisibilityChange()
    entering.removeAll(keepingCapacity: true)
    layout.forEachElement(in: band) { attributes in
      guard let index = visible.index(forKey: attributes.id) else {
        entering.append(attributes)
        return
      }
      guard let view = visible.values[index].show(attributes, inPass: pass) else { return }
      host.apply(attributes, to: view)
      change.updated += 1
    }
    // Views leave before new ones are needed, so that a step reuses what it frees.
    for id in leaving {
      guard let index = visible.index(forKey: id), visible.values[index].wasMissed(inPass: pass)
      else { continue }
      recycle(visible.remove(at: index).value, host: &host)
      change.disappeared += 1
    }
    for attributes in entering {
      visible[attributes.id] = makeView(for: attributes, host: &host)
    }
    change.appeared = entering.count
    return change
  }
}
