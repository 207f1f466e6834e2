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
      in: rect, offsets: orthogonalOffsets, visible: geometry.visibleRange(of: viewport), body)
  }

  /// Calls `body` with the attributes of every element, in the order of
  /// ``forEachElement(in:_:)``.
  ///
  /// - Complexity: O(*n*).
  public func forEachElement(_ body: (LayoutAttributes) -> Void) {
    geometry.forEachElement(
      offsets: orthogonalOffsets, visible: geometry.visibleRange(of: viewport), body)
  }

  /// The attributes of one element at the current ``viewport`` and orthogonal offsets,
  /// or `nil` if the layout has no such element.
  ///
  /// - Complexity: O(1) for a cell; O(*b*) for a supplementary element of a section
  ///   with *b* boundary items and badges.
  public func attributes(for element: ElementID) -> LayoutAttributes? {
    geometry.attributes(
      for: element, offsets: orthogonalOffsets, visible: geometry.visibleRange(of: viewport))
  }
}
