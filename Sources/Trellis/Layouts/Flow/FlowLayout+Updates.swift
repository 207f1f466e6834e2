extension FlowLayout {
  /// Lays out again only the given sections, reading their values anew from
  /// `dataSource`, and moves the sections after each by however much it grew or
  /// shrank: the answer to UIKit's invalidation of a section's metrics, for example
  /// when one item changes size.
  ///
  /// Item and line positions are stored relative to their section, so the other
  /// sections' frames are not recomputed. The sections are laid out with the
  /// configuration and viewport of the last preparation. If the number of sections
  /// differs from the prepared one, the whole layout is prepared again with the current
  /// ``configuration``. A bad value or a section that does not exist throws and
  /// changes nothing.
  ///
  /// ```swift
  /// photos.sizes[500][3] = Size(width: 120, height: 90)
  /// try layout.updateSections([500], dataSource: photos)
  /// ```
  ///
  /// - Complexity: O(*m* + *s*) for the *m* items of the updated sections and the *s*
  ///   sections of the layout, when the sections keep their item counts; O(*n*) for
  ///   all *n* items when a count changes.
  public func updateSections(
    _ sections: some Sequence<Int>, dataSource: some FlowLayoutDataSource
  ) throws(LayoutError) {
    guard dataSource.numberOfSections == numberOfSections else {
      try prepare(for: viewport, dataSource: dataSource)
      return
    }
    var replacements: [SectionReplacement] = []
    var budget = ElementBudget(total: geometry.itemMain.count)
    for section in Set(sections).sorted() {
      guard geometry.sectionItems.indices.contains(section) else {
        throw .sectionOutOfRange(section, count: numberOfSections)
      }
      let count = dataSource.numberOfItems(inSection: section)
      try LayoutError.check(count: count, as: .numberOfItems(section: section))
      try budget.replace(numberOfItems(inSection: section), with: count)
      var placed = FlowGeometry(stack: geometry.stack)
      let (metrics, length) = try context.layOutSection(
        section, itemCount: count, from: dataSource, into: &placed)
      replacements.append(
        SectionReplacement(section: section, placed: placed, metrics: metrics, length: length))
    }
    try geometry.stack.checkReplacing(replacements.lazy.map { ($0.section, $0.length) })
    for replacement in replacements {
      geometry.replaceSection(replacement.section, with: replacement.placed)
      geometry.stack.replaceSection(
        replacement.section, length: replacement.length,
        headerLength: replacement.metrics.headerLength,
        footerLength: replacement.metrics.footerLength,
        background: replacement.metrics.background)
    }
    try geometry.stack.finishSections()
    applyDecorations()
  }
}

/// One section laid out anew, waiting to replace the prepared one.
private struct SectionReplacement {
  var section: Int
  /// A geometry holding that section alone.
  var placed: FlowGeometry
  var metrics: FlowSectionMetrics
  var length: Double
}

extension FlowGeometry {
  /// Replaces the items and lines of `section` with those of `placed`, a geometry that
  /// holds that section alone, shifting the ranges of later sections if the number of
  /// items or lines changed.
  mutating func replaceSection(_ section: Int, with placed: FlowGeometry) {
    let oldItems = sectionItems[section]
    let oldLines = sectionLines[section]
    let itemDelta = placed.itemMain.count - oldItems.count
    let lineDelta = placed.lineMain.count - oldLines.count
    let newItems = oldItems.lowerBound..<(oldItems.upperBound + itemDelta)
    let newLines = oldLines.lowerBound..<(oldLines.upperBound + lineDelta)

    itemMain.replaceSubrange(oldItems, with: placed.itemMain)
    itemCross.replaceSubrange(oldItems, with: placed.itemCross)
    itemMainLength.replaceSubrange(oldItems, with: placed.itemMainLength)
    itemCrossLength.replaceSubrange(oldItems, with: placed.itemCrossLength)
    lineMain.replaceSubrange(oldLines, with: placed.lineMain)
    lineLength.replaceSubrange(oldLines, with: placed.lineLength)
    lineFirstItem.replaceSubrange(
      oldLines, with: placed.lineFirstItem.map { $0 + oldItems.lowerBound })

    sectionItems[section] = newItems
    sectionLines[section] = newLines
    guard itemDelta != 0 || lineDelta != 0 else { return }
    for later in (section + 1)..<sectionItems.count {
      sectionItems[later] = sectionItems[later].shifted(by: itemDelta)
      sectionLines[later] = sectionLines[later].shifted(by: lineDelta)
    }
    if itemDelta != 0 {
      for line in newLines.upperBound..<lineFirstItem.count { lineFirstItem[line] += itemDelta }
    }
  }
}

extension Range where Bound == Int {
  /// The range moved by `offset`.
  func shifted(by offset: Int) -> Range<Int> {
    (lowerBound + offset)..<(upperBound + offset)
  }
}
