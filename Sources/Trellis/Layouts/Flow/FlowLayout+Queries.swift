extension FlowLayout {
  /// Calls `body` with the attributes of every element whose frame intersects `rect`,
  /// at their positions for the current ``viewport``.
  ///
  /// Sections and their lines are found by binary search along the scroll axis and the
  /// items of a line by binary search across it, so the cost depends on what the rect
  /// holds, not on the size of the collection.
  ///
  /// - Complexity: O(log *n* + *k*) for *n* items of which *k* are reported.
  public func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
    let stack = geometry.stack
    stack.forEachElement(
      in: rect, visible: stack.visibleRange(of: viewport),
      items: { section, main, cross in
        forEachItem(ofSection: section, mainRange: main, crossRange: cross) { index in
          let cell = cell(at: index, ofSection: section)
          if cell.frame.intersects(rect) { body(cell) }
        }
      }, body)
  }

  /// Calls `body` with the attributes of every element, section by section.
  ///
  /// - Complexity: O(*n*).
  public func forEachElement(_ body: (LayoutAttributes) -> Void) {
    let stack = geometry.stack
    stack.forEachElement(
      visible: stack.visibleRange(of: viewport),
      items: { section in
        for index in geometry.sectionItems[section] { body(cell(at: index, ofSection: section)) }
      }, body)
  }

  /// The attributes of an element at its position for the current ``viewport``, or
  /// `nil` if the layout has no such element.
  ///
  /// - Complexity: O(1).
  public func attributes(for element: ElementID) -> LayoutAttributes? {
    guard case .cell(let indexPath) = element else {
      return geometry.stack.attributes(
        for: element, visible: geometry.stack.visibleRange(of: viewport))
    }
    guard geometry.sectionItems.indices.contains(indexPath.section) else { return nil }
    let items = geometry.sectionItems[indexPath.section]
    guard indexPath.item >= 0 && indexPath.item < items.count else { return nil }
    return cell(at: items.lowerBound + indexPath.item, ofSection: indexPath.section)
  }

  /// Calls `body` with the index of every item of `section` whose line overlaps
  /// `mainRange` and whose extent across the axis overlaps `crossRange`.
  private func forEachItem(
    ofSection section: Int, mainRange: Range<Double>, crossRange: Range<Double>,
    _ body: (Int) -> Void
  ) {
    let origin = geometry.stack.spans[section].origin
    let lowerMain = mainRange.lowerBound - origin
    let upperMain = mainRange.upperBound - origin
    let lines = geometry.sectionLines[section]
    var line = lines.partitionPoint { geometry.lineMain[$0] + geometry.lineLength[$0] <= lowerMain }
    while line < lines.upperBound, geometry.lineMain[line] < upperMain {
      let items = geometry.items(ofLine: line, inSection: section)
      var index = items.partitionPoint {
        geometry.itemCross[$0] + geometry.itemCrossLength[$0] <= crossRange.lowerBound
      }
      while index < items.upperBound, geometry.itemCross[index] < crossRange.upperBound {
        body(index)
        index += 1
      }
      line += 1
    }
  }

  private func cell(at index: Int, ofSection section: Int) -> LayoutAttributes {
    let first = geometry.sectionItems[section].lowerBound
    let frame = geometry.mapping.frame(
      main: geometry.stack.spans[section].origin + geometry.itemMain[index],
      cross: geometry.itemCross[index], mainLength: geometry.itemMainLength[index],
      crossLength: geometry.itemCrossLength[index])
    return LayoutAttributes(
      id: .cell(IndexPath(item: index - first, section: section)), frame: frame)
  }
}
