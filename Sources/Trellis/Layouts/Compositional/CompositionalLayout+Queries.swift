extension CompositionalLayout {
  /// Calls `body` with the attributes of every element whose frame intersects `rect`:
  /// section by section, the layout-wide boundary items first, then each section's
  /// backgrounds, boundary items and items (each followed by its supplementary items),
  /// at the current ``viewport`` and orthogonal offsets.
  ///
  /// - Complexity: O(log *s* + *k*) for *s* sections and the *k* elements of the groups
  ///   near `rect`; allocates nothing.
  public func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
    geometry.forEachElement(
      in: rect, state: geometry.state(offsets: orthogonalOffsets, viewport: viewport), body)
  }

  /// Calls `body` with the attributes of every element, in the order of
  /// ``forEachElement(in:_:)``.
  ///
  /// - Complexity: O(*n*).
  public func forEachElement(_ body: (LayoutAttributes) -> Void) {
    geometry.forEachElement(
      state: geometry.state(offsets: orthogonalOffsets, viewport: viewport), body)
  }

  /// The attributes of one element at the current ``viewport`` and orthogonal offsets,
  /// or `nil` if the layout has no such element.
  ///
  /// - Complexity: O(1) for a cell, O(log *m*) in a section with *m* groups of measured
  ///   items; O(*b*) more for a supplementary element of a section with *b* boundary
  ///   items and badges.
  public func attributes(for element: ElementID) -> LayoutAttributes? {
    geometry.attributes(
      for: element, state: geometry.state(offsets: orthogonalOffsets, viewport: viewport))
  }

  /// The topmost visible cell whose drawn shape contains `point`: the highest zIndex,
  /// the last reported among equals. An item a ``VisibleItemsHandler`` scales is hit
  /// where it is drawn.
  ///
  /// - Complexity: O(log *s* + *k*) for the *k* elements near the point.
  public func indexPathForItem(at point: Point) -> IndexPath? {
    var best: LayoutAttributes?
    forEachElement(in: .probe(at: point)) { attributes in
      guard attributes.id.category == .cell, !attributes.isHidden, attributes.alpha > 0,
        Self.contains(point, attributes)
      else { return }
      if let current = best, current.zIndex > attributes.zIndex { return }
      best = attributes
    }
    return best?.id.indexPath
  }

  /// Whether the drawn shape of an element contains `point`: its frame, or for a
  /// transformed element its projected quadrilateral within the quadrilateral's
  /// bounding rectangle, right and bottom edges outside as with `CGRect.contains(_:)`.
  static func contains(_ point: Point, _ attributes: LayoutAttributes) -> Bool {
    if attributes.transform3D.isIdentity { return attributes.frame.contains(point) }
    guard let corners = attributes.transform3D.projectedCorners(of: attributes.frame) else {
      return false
    }
    return corners.boundingRect.contains(point) && corners.contains(point)
  }
}
