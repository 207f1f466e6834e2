extension LayoutChange {
  /// Checks that the change describes the `sectionCount` sections of the data.
  func check(sectionCount: Int) throws(LayoutError) {
    guard sections.count == sectionCount else {
      throw .changeMismatch(.numberOfSections, change: sections.count, dataSource: sectionCount)
    }
  }

  /// The number of sections of `dataSource`, checked against its limit in
  /// ``LayoutLimits`` and against the sections the change describes.
  func checkedSectionCount(of dataSource: some SectionedDataSource) throws(LayoutError) -> Int {
    let sectionCount = dataSource.numberOfSections
    try LayoutError.check(count: sectionCount, as: .numberOfSections)
    try check(sectionCount: sectionCount)
    return sectionCount
  }

  /// Checks that the change describes the sections of `dataSource`, and that every
  /// section it keeps names one of the `previousCount` sections of the layout and has as
  /// many items in `dataSource` as it had there (`previousItemCount(_:)`): what a layout
  /// that lays out again whatever the change keeps checks before it does.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  func checkKeptSections(
    of dataSource: some SectionedDataSource, previousCount: Int,
    previousItemCount: (Int) -> Int
  ) throws(LayoutError) {
    _ = try checkedSectionCount(of: dataSource)
    for (section, source) in sections.enumerated() {
      guard case .unchanged(let previous) = source else { continue }
      let itemCount = dataSource.numberOfItems(inSection: section)
      try LayoutError.check(count: itemCount, as: .numberOfItems(section: section))
      try Self.checkUnchanged(
        section: section, from: previous, of: previousCount, itemCount: itemCount,
        previousItemCount: previousItemCount)
    }
  }

  /// Checks that section `section` after the change, which the change keeps from section
  /// `previous` of a layout of `previousCount` sections, names a section of that layout
  /// and has as many items in the data (`itemCount`) as it had (`previousItemCount(_:)`).
  static func checkUnchanged(
    section: Int, from previous: Int, of previousCount: Int, itemCount: Int,
    previousItemCount: (Int) -> Int
  ) throws(LayoutError) {
    guard previous >= 0 && previous < previousCount else {
      throw .sectionOutOfRange(previous, count: previousCount)
    }
    let kept = previousItemCount(previous)
    guard kept == itemCount else {
      throw .changeMismatch(.numberOfItems(section: section), change: kept, dataSource: itemCount)
    }
  }
}

extension LayoutChange {
  /// Checks `reload`, the items reloaded in section `section` after the change: it must
  /// come from a section of a layout of `previousCount` sections that had as many items
  /// as the data has now (`itemCount`), and name items of it. An item outside the
  /// section throws ``LayoutError/changeMismatch(_:change:dataSource:)`` with the number
  /// of items the change implies, one more than the item.
  static func checkReloaded(
    _ reload: ReloadedItems, section: Int, of previousCount: Int, itemCount: Int,
    previousItemCount: (Int) -> Int
  ) throws(LayoutError) {
    try checkUnchanged(
      section: section, from: reload.previousSection, of: previousCount, itemCount: itemCount,
      previousItemCount: previousItemCount)
    for item in reload.items where item < 0 || item >= itemCount {
      throw .changeMismatch(
        .numberOfItems(section: section), change: item + 1, dataSource: itemCount)
    }
  }
}
