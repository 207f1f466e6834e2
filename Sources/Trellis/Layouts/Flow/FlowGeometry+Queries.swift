extension FlowGeometry {
  /// Calls `body` with the attributes of every element whose frame intersects `rect`,
  /// pinned for `viewport`.
  ///
  /// - Complexity: O(log *n* + *k*) for *n* items of which *k* are reported.
  func forEachElement(
    in rect: Rect, viewport: Viewport, _ body: (LayoutAttributes) -> Void
  ) {
    stack.forEachElement(
      in: rect, visible: stack.visibleRange(of: viewport),
      items: { section, main, cross in
        let entry = sections[section]
        let origin = stack.spans[section].origin
        let relative = (main.lowerBound - origin)..<(main.upperBound - origin)
        entry.forEachItem(main: relative, cross: cross) { item in
          let cell = cell(item, of: entry, section: section)
          if cell.frame.intersects(rect) { body(cell) }
        }
      }, body)
  }

  /// Calls `body` with the attributes of every element, section by section, pinned
  /// for `viewport`.
  ///
  /// - Complexity: O(*n*).
  func forEachElement(viewport: Viewport, _ body: (LayoutAttributes) -> Void) {
    stack.forEachElement(
      visible: stack.visibleRange(of: viewport),
      items: { section in
        let entry = sections[section]
        for item in 0..<entry.itemCount { body(cell(item, of: entry, section: section)) }
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
    guard indexPath.item >= 0 && indexPath.item < entry.itemCount else { return nil }
    return cell(indexPath.item, of: entry, section: indexPath.section)
  }

  /// The frames of the lines of `section`, or none if there is no such section.
  ///
  /// - Complexity: O(*l*) for *l* lines in the section.
  func lineFrames(inSection section: Int) -> [Rect] {
    guard sections.indices.contains(section) else { return [] }
    let entry = sections[section]
    let origin = stack.spans[section].origin
    return entry.lines.indices.map { line in
      let items = entry.items(ofLine: line)
      let start = entry.cross(ofItem: items.lowerBound)
      let last = items.upperBound - 1
      return mapping.frame(
        main: origin + entry.lines[line].main, cross: start,
        mainLength: entry.lines[line].length,
        crossLength: entry.cross(ofItem: last) + entry.crossLength(ofItem: last) - start)
    }
  }
}
