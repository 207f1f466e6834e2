extension WaterfallGeometry {
  /// Calls `body` with the attributes of every element whose frame intersects `rect`,
  /// pinned for `viewport`.
  ///
  /// - Complexity: O(*c* × log *n* + *k*) for *n* items in *c* columns, of which *k*
  ///   are reported.
  func forEachElement(in rect: Rect, viewport: Viewport, _ body: (LayoutAttributes) -> Void) {
    stack.forEachElement(
      in: rect, visible: stack.visibleRange(of: viewport),
      items: { section, main, cross in
        let entry = sections[section]
        let origin = stack.spans[section].origin
        let relative = (main.lowerBound - origin)..<(main.upperBound - origin)
        entry.forEachItem(main: relative, cross: cross) { index in
          let cell = cell(index, of: entry, section: section)
          if cell.frame.intersects(rect) { body(cell) }
        }
      }, body)
  }

  /// Calls `body` with the attributes of every element, section by section, the items
  /// of a section in index order, pinned for `viewport`.
  ///
  /// - Complexity: O(*n*).
  func forEachElement(viewport: Viewport, _ body: (LayoutAttributes) -> Void) {
    stack.forEachElement(
      visible: stack.visibleRange(of: viewport),
      items: { section in
        let entry = sections[section]
        for index in entry.items.indices { body(cell(index, of: entry, section: section)) }
      }, body)
  }

  /// The attributes of an element, pinned for `viewport`, or `nil` if there is no such
  /// element.
  ///
  /// - Complexity: O(1).
  func attributes(for element: ElementID, viewport: Viewport) -> LayoutAttributes? {
    guard case .cell(let indexPath) = element else {
      return stack.attributes(for: element, visible: stack.visibleRange(of: viewport))
    }
    guard sections.indices.contains(indexPath.section) else { return nil }
    let entry = sections[indexPath.section]
    guard entry.items.indices.contains(indexPath.item) else { return nil }
    return cell(indexPath.item, of: entry, section: indexPath.section)
  }
}
