import Trellis

/// The elements whose attributes a scroll changes, found by comparing what the layout
/// reports around the old and the new bounds before and after it takes the new offset.
///
/// Comparing is exact for every layout, built in or custom: an element is named when
/// its attributes differ, appear or disappear in the rect that covers both bounds, so
/// pinned headers and transform-driven cells are named and nothing else. The storage is
/// kept from one scroll to the next, so steady-state scrolling allocates nothing.
struct ScrollDifference {
  /// The attributes before the scroll, by element.
  private var before: [ElementID: LayoutAttributes] = [:]
  /// The elements whose attributes the scroll changed.
  private(set) var changed: [ElementID] = []

  /// Moves `layout` to `viewport` and records which elements in the bounds before and
  /// after changed; returns the layout's invalidation.
  ///
  /// An invalid viewport throws and changes nothing.
  ///
  /// - Complexity: O(*k* log *n*) for the *k* elements in both bounds.
  mutating func scroll(_ layout: some CollectionLayout, to viewport: Viewport)
    throws(LayoutError) -> Invalidation
  {
    changed.removeAll(keepingCapacity: true)
    let invalidation = layout.invalidation(for: viewport)
    guard invalidation == .pinnedElements else {
      return try layout.updateViewport(viewport)
    }
    let area = Self.union(layout.viewport.bounds, viewport.bounds)
    before.removeAll(keepingCapacity: true)
    layout.forEachElement(in: area) { before[$0.id] = $0 }
    let result = try layout.updateViewport(viewport)
    layout.forEachElement(in: area) { after in
      if let old = before.removeValue(forKey: after.id), old == after { return }
      changed.append(after.id)
    }
    changed.append(contentsOf: before.keys)
    return result
  }

  /// The smallest rect that holds both `a` and `b`.
  private static func union(_ a: Rect, _ b: Rect) -> Rect {
    let minX = min(a.minX, b.minX)
    let minY = min(a.minY, b.minY)
    return Rect(
      x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
  }
}
