import Trellis

/// The elements whose attributes a scroll changes, found by comparing what the layout
/// reports around the old and the new bounds before and after it takes the new offset.
///
/// Comparing is exact for every layout, built in or custom: an element is named when
/// its attributes differ, appear or disappear in the rect that covers both bounds, so
/// pinned headers and transform-driven cells are named and nothing else. The two
/// reports usually list the same elements in the same order and are compared side by
/// side; otherwise by element. The storage is kept from one scroll to the next, so
/// steady-state scrolling allocates nothing.
struct ScrollDifference {
  /// What the layout reported before the scroll, in order.
  private var before: [LayoutAttributes] = []
  /// What the layout reported after the scroll, in order.
  private var after: [LayoutAttributes] = []
  /// The attributes before the scroll by element, when the orders differ.
  private var beforeByID: [ElementID: LayoutAttributes] = [:]
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
    guard invalidation == .pinnedElements || invalidation == .transformedElements else {
      return try layout.updateViewport(viewport)
    }
    let area = Self.union(layout.viewport.bounds, viewport.bounds)
    return try compare(layout, in: area) { () throws(LayoutError) in
      try layout.updateViewport(viewport)
    }
  }

  /// Scrolls the row of `section` of `layout` sideways to `offset`, and records which
  /// elements in the row's band of the bounds changed: the row's elements, and nothing
  /// else.
  ///
  /// A section that does not scroll sideways or an invalid offset throws and changes
  /// nothing.
  ///
  /// - Complexity: O(log *s* + *k*) for the *k* elements in the row's band of the bounds.
  mutating func scrollSection(_ section: Int, of layout: some CollectionLayout, to offset: Double)
    throws(LayoutError)
  {
    changed.removeAll(keepingCapacity: true)
    guard let band = layout.orthogonalScrollingBand(ofSection: section),
      let area = band.intersection(layout.viewport.bounds)
    else {
      try layout.setOrthogonalOffset(offset, ofSection: section)
      return
    }
    try compare(layout, in: area) { () throws(LayoutError) in
      try layout.setOrthogonalOffset(offset, ofSection: section)
    }
  }

  /// Records the elements in `area` whose attributes `change` changes, and returns what
  /// it returns.
  private mutating func compare<Result>(
    _ layout: some CollectionLayout, in area: Rect, _ change: () throws(LayoutError) -> Result
  ) throws(LayoutError) -> Result {
    before.removeAll(keepingCapacity: true)
    after.removeAll(keepingCapacity: true)
    layout.forEachElement(in: area) { before.append($0) }
    let result = try change()
    layout.forEachElement(in: area) { after.append($0) }
    if before.count == after.count, zip(before, after).allSatisfy({ $0.id == $1.id }) {
      for (old, new) in zip(before, after) where old != new { changed.append(new.id) }
    } else {
      compareByElement()
    }
    return result
  }

  /// Records the changed elements when the two reports list them in different orders.
  private mutating func compareByElement() {
    beforeByID.removeAll(keepingCapacity: true)
    for attributes in before { beforeByID[attributes.id] = attributes }
    for new in after {
      if let old = beforeByID.removeValue(forKey: new.id), old == new { continue }
      changed.append(new.id)
    }
    changed.append(contentsOf: beforeByID.keys)
  }

  /// The smallest rect that holds both `a` and `b`.
  private static func union(_ a: Rect, _ b: Rect) -> Rect {
    let minX = min(a.minX, b.minX)
    let minY = min(a.minY, b.minY)
    return Rect(
      x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
  }
}
