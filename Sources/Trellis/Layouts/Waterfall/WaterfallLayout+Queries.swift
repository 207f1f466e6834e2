extension WaterfallLayout {
  /// Calls `body` with the attributes of every element whose frame intersects `rect`,
  /// at their positions for the current ``viewport``.
  ///
  /// Sections are found by binary search along the scroll axis, the columns a rect
  /// crosses by arithmetic, and the items of each column (and the full-span items) by
  /// binary search, so the cost depends on what the rect holds, not on the size of the
  /// collection. Within a section, items come column by column, then the full-span
  /// items, each group in order along the axis; ``allElements()`` lists them by index.
  ///
  /// - Complexity: O(*c* × log *n* + *k*) for *n* items in *c* columns, of which *k*
  ///   are reported.
  public func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
    geometry.forEachElement(in: rect, viewport: viewport, body)
  }

  /// Calls `body` with the attributes of every element, section by section, the items
  /// of a section in index order.
  ///
  /// - Complexity: O(*n*).
  public func forEachElement(_ body: (LayoutAttributes) -> Void) {
    geometry.forEachElement(viewport: viewport, body)
  }

  /// The attributes of an element at its position for the current ``viewport``, or
  /// `nil` if the layout has no such element.
  ///
  /// - Complexity: O(1).
  public func attributes(for element: ElementID) -> LayoutAttributes? {
    geometry.attributes(for: element, viewport: viewport)
  }

  /// The attributes that `attributes(for:)` gave for `element` just before the last
  /// ``update(for:dataSource:)``, pinned elements as they were pinned then; `nil` if
  /// the element did not exist then, or if the layout was prepared or appended to since.
  ///
  /// `element` names the element as it was before the update: after an insertion
  /// in front of it, the index path it had then.
  ///
  /// - Complexity: O(1).
  public func attributesBeforeUpdate(for element: ElementID) -> LayoutAttributes? {
    guard let stateBeforeUpdate else { return nil }
    return stateBeforeUpdate.geometry.attributes(
      for: element, viewport: stateBeforeUpdate.viewport)
  }
}
