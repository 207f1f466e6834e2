extension LayoutChange {
  /// Checks that the change describes the `sectionCount` sections of the data.
  func check(sectionCount: Int) throws(LayoutError) {
    guard sections.count == sectionCount else {
      throw .changeMismatch(.numberOfSections, change: sections.count, dataSource: sectionCount)
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
