/// One section of a layout whose sections a ``SectionStack`` stacks: its items, placed
/// relative to the section's origin.
protocol StackedSection {
  /// What a query reports of an item for its geometry to make the item's attributes:
  /// its index, or its index with what the section found of it on the way.
  associatedtype ItemLocation

  /// The number of items in the section.
  var itemCount: Int { get }

  /// The location of item `item`, which the section has.
  func location(ofItem item: Int) -> ItemLocation

  /// Calls `body` with the location of every item that may meet the ranges, relative
  /// to the section's origin along the scroll axis.
  func forEachItem(main: Range<Double>, cross: Range<Double>, _ body: (ItemLocation) -> Void)
}

/// The prepared state of a layout built on a ``SectionStack``: the stack, the sections'
/// items, and the attributes of one item. Queries over the stack's elements and the
/// items come from here, so that every such layout and every state it keeps (the one
/// before an update too) answers them the same way.
protocol StackedGeometry: LayoutGeometry {
  associatedtype Section: StackedSection

  /// The sections' extents and everything that is not an item.
  var stack: SectionStack { get set }
  /// The sections' items, in chunks that a copy shares.
  var sections: ChunkedArray<Section> { get set }

  /// The attributes of the item at `location` in `entry`, which is section `section`.
  func cell(_ location: Section.ItemLocation, of entry: Section, section: Int) -> LayoutAttributes
}

extension StackedGeometry {
  /// The size of the content: the stack's.
  var contentSize: Size { stack.contentSize }

  /// How the layout's axes map to the content's.
  var mapping: AxisMapping { stack.mapping }

  /// Reserves room for `count` sections.
  mutating func reserveCapacity(sections count: Int) {
    sections.reserveCapacity(count)
    stack.reserveCapacity(sections: count)
  }

  /// Removes the last `count` sections.
  ///
  /// - Complexity: O(*s* / 64) for *s* sections.
  mutating func removeLastSections(_ count: Int) {
    sections.removeLast(count)
    stack.removeLastSections(count)
  }

  /// Replaces the custom decorations with `decorations`, indexed along the scroll axis.
  mutating func setDecorations(_ decorations: [LayoutAttributes]) {
    stack.decorations = DecorationIndex(decorations, along: mapping.direction)
  }

  /// Calls `body` with the attributes of every element whose frame intersects `rect`,
  /// pinned for `viewport`.
  ///
  /// - Complexity: the stack's search for the sections, plus each section's search for
  ///   its items, plus the *k* elements reported.
  func forEachElement(in rect: Rect, viewport: Viewport, _ body: (LayoutAttributes) -> Void) {
    stack.forEachElement(
      in: rect, visible: stack.visibleRange(of: viewport),
      items: { section, main, cross in
        let entry = sections[section]
        let origin = stack.spans[section].origin
        let relative = (main.lowerBound - origin)..<(main.upperBound - origin)
        entry.forEachItem(main: relative, cross: cross) { location in
          let cell = cell(location, of: entry, section: section)
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
        for item in 0..<entry.itemCount {
          body(cell(entry.location(ofItem: item), of: entry, section: section))
        }
      }, body)
  }

  /// The attributes of an element, pinned for `viewport`, or `nil` if there is no such
  /// element.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  func attributes(for element: ElementID, viewport: Viewport) -> LayoutAttributes? {
    guard case .cell(let indexPath) = element else {
      return stack.attributes(for: element, visible: stack.visibleRange(of: viewport))
    }
    guard sections.indices.contains(indexPath.section) else { return nil }
    let entry = sections[indexPath.section]
    guard indexPath.item >= 0 && indexPath.item < entry.itemCount else { return nil }
    return cell(entry.location(ofItem: indexPath.item), of: entry, section: indexPath.section)
  }
}
