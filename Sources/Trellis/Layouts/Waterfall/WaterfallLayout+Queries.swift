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

  /// Calls `body` with the attributes of every element, section by section, the items
  /// of a section in index order.
  ///
  /// - Complexity: O(*n*).
  public func forEachElement(_ body: (LayoutAttributes) -> Void) {
    let stack = geometry.stack
    stack.forEachElement(
      visible: stack.visibleRange(of: viewport),
      items: { section in
        for index in geometry.sections[section].items { body(cell(at: index, ofSection: section)) }
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
    guard geometry.sections.indices.contains(indexPath.section) else { return nil }
    let items = geometry.sections[indexPath.section].items
    guard indexPath.item >= 0 && indexPath.item < items.count else { return nil }
    return cell(at: items.lowerBound + indexPath.item, ofSection: indexPath.section)
  }

  /// Calls `body` with the index of every item of `section` whose column overlaps
  /// `crossRange` and whose extent along the axis overlaps `mainRange`, and of every
  /// full-span item whose extent overlaps `mainRange`.
  private func forEachItem(
    ofSection section: Int, mainRange: Range<Double>, crossRange: Range<Double>,
    _ body: (Int) -> Void
  ) {
    let entry = geometry.sections[section]
    let origin = geometry.stack.spans[section].origin
    let lower = mainRange.lowerBound - origin
    let upper = mainRange.upperBound - origin
    func visit(_ list: [Int], _ range: Range<Int>) {
      var position = range.partitionPoint { geometry.end(ofItem: list[$0]) <= lower }
      while position < range.upperBound, geometry.itemMain[list[position]] < upper {
        body(list[position])
        position += 1
      }
    }
    for column in columns(of: entry, overlapping: crossRange) {
      let list = geometry.columnItems[entry.columns.lowerBound + column]
      visit(list, list.indices)
    }
    visit(geometry.fullSpanItems, entry.fullSpans)
  }

  /// The columns of `section` that can overlap `crossRange`, found by arithmetic; the
  /// range may hold one more column on each side, which the caller's frame test drops.
  private func columns(of section: WaterfallGeometry.Section, overlapping crossRange: Range<Double>)
    -> Range<Int>
  {
    let metrics = section.metrics
    let count = section.columns.count
    guard count > 0 else { return 0..<0 }
    let pitch = metrics.columnWidth + metrics.columnSpacing
    let start = metrics.insets.crossStart
    // Column c covers start + c * pitch ..< start + c * pitch + width.
    let first = ((crossRange.lowerBound - start - metrics.columnWidth) / pitch).rounded(.down)
    let last = ((crossRange.upperBound - start) / pitch).rounded(.down) + 1
    let lowerColumn = Self.clamp(first, to: count)
    return lowerColumn..<max(lowerColumn, Self.clamp(last, to: count))
  }

  /// `value` as a column index within `0...count`; NaN gives 0.
  private static func clamp(_ value: Double, to count: Int) -> Int {
    guard value > 0 else { return 0 }
    return value >= Double(count) ? count : Int(value)
  }

  /// The attributes of item `index` (in the item arrays) of `section`.
  private func cell(at index: Int, ofSection section: Int) -> LayoutAttributes {
    let entry = geometry.sections[section]
    let metrics = entry.metrics
    let column = geometry.itemColumn[index]
    let isFullSpan = column == WaterfallGeometry.fullSpan
    let frame = geometry.mapping.frame(
      main: geometry.stack.spans[section].origin + geometry.itemMain[index],
      cross: isFullSpan ? metrics.insets.crossStart : metrics.cross(ofColumn: column),
      mainLength: geometry.itemLength[index],
      crossLength: isFullSpan ? metrics.available : metrics.columnWidth)
    return LayoutAttributes(
      id: .cell(IndexPath(item: index - entry.items.lowerBound, section: section)), frame: frame)
  }
}
