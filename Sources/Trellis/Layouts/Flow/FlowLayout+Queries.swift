extension FlowLayout {
  /// Calls `body` with the attributes of every element whose frame intersects `rect`:
  /// per section, its header, its items in order, then its footer.
  ///
  /// Sections and their lines are found by binary search along the scroll axis and the
  /// items of a line by binary search across it, so the cost depends on what the rect
  /// holds, not on the size of the collection.
  ///
  /// - Complexity: O(log *n* + *k*) for *n* items of which *k* are reported.
  public func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
    let (main, cross) = geometry.mapping.searchRanges(for: rect)
    let sections = geometry.sections
    var sectionIndex = sections.indices.partitionPoint { sections[$0].end <= main.lowerBound }
    while sectionIndex < sections.count, sections[sectionIndex].origin < main.upperBound {
      let section = sections[sectionIndex]
      report(supplementary(.sectionHeader, of: sectionIndex), in: rect, body)
      forEachItem(of: section, mainRange: main, crossRange: cross) { index in
        report(cell(at: index, of: sectionIndex), in: rect, body)
      }
      report(supplementary(.sectionFooter, of: sectionIndex), in: rect, body)
      sectionIndex += 1
    }
  }

  /// Calls `body` with the attributes of every element, section by section.
  ///
  /// - Complexity: O(*n*).
  public func forEachElement(_ body: (LayoutAttributes) -> Void) {
    for sectionIndex in geometry.sections.indices {
      if let header = supplementary(.sectionHeader, of: sectionIndex) { body(header) }
      for index in geometry.sections[sectionIndex].items {
        body(cell(at: index, of: sectionIndex))
      }
      if let footer = supplementary(.sectionFooter, of: sectionIndex) { body(footer) }
    }
  }

  /// The attributes of a cell, a section header or a section footer, or `nil` if the
  /// layout has no such element.
  ///
  /// - Complexity: O(1).
  public func attributes(for element: ElementID) -> LayoutAttributes? {
    let indexPath = element.indexPath
    guard geometry.sections.indices.contains(indexPath.section) else { return nil }
    switch element {
    case .cell:
      let items = geometry.sections[indexPath.section].items
      guard indexPath.item >= 0 && indexPath.item < items.count else { return nil }
      return cell(at: items.lowerBound + indexPath.item, of: indexPath.section)
    case .supplementary(let kind, _) where indexPath.item == 0:
      return supplementary(kind, of: indexPath.section)
    case .supplementary, .decoration:
      return nil
    }
  }

  // MARK: - Producing attributes

  private func report(
    _ attributes: LayoutAttributes?, in rect: Rect, _ body: (LayoutAttributes) -> Void
  ) {
    if let attributes, attributes.frame.intersects(rect) { body(attributes) }
  }

  /// Calls `body` with the index of every item of `section` whose line overlaps
  /// `mainRange` and whose extent across the axis overlaps `crossRange`.
  private func forEachItem(
    of section: FlowGeometry.Section, mainRange: Range<Double>, crossRange: Range<Double>,
    _ body: (Int) -> Void
  ) {
    let lowerMain = mainRange.lowerBound - section.origin
    let upperMain = mainRange.upperBound - section.origin
    var line = section.lines.partitionPoint {
      geometry.lineMain[$0] + geometry.lineLength[$0] <= lowerMain
    }
    while line < section.lines.upperBound, geometry.lineMain[line] < upperMain {
      let items = geometry.items(ofLine: line, in: section)
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

  func cell(at index: Int, of section: Int) -> LayoutAttributes {
    let origin = geometry.sections[section].items.lowerBound
    let frame = geometry.mapping.frame(
      main: geometry.sections[section].origin + geometry.itemMain[index],
      cross: geometry.itemCross[index], mainLength: geometry.itemMainLength[index],
      crossLength: geometry.itemCrossLength[index])
    return LayoutAttributes(
      id: .cell(IndexPath(item: index - origin, section: section)), frame: frame)
  }

  func supplementary(_ kind: ElementKind, of sectionIndex: Int) -> LayoutAttributes? {
    let section = geometry.sections[sectionIndex]
    let main: Double
    let length: Double
    switch kind {
    case .sectionHeader: (main, length) = (section.origin, section.headerLength)
    case .sectionFooter: (main, length) = (section.end - section.footerLength, section.footerLength)
    default: return nil
    }
    guard length > 0 else { return nil }
    let frame = geometry.mapping.frame(
      main: main, cross: 0, mainLength: length, crossLength: geometry.crossExtent)
    return LayoutAttributes(
      id: .supplementary(kind, IndexPath(item: 0, section: sectionIndex)), frame: frame)
  }
}
