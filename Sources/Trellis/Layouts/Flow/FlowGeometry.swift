/// The prepared state of a flow layout, stored as flat arrays (a struct of arrays) so
/// that a million items cost a few contiguous buffers rather than a million objects.
///
/// Positions are kept along (`main`) and across (`cross`) the scroll axis. Item and
/// line positions along the axis are relative to their section's origin, which the
/// ``SectionStack`` keeps, so a change in one section moves the others by updating one
/// origin each.
struct FlowGeometry {
  /// The sections' extents and everything that is not an item.
  var stack: SectionStack
  /// Each section's items in the item arrays.
  var sectionItems: [Range<Int>] = []
  /// Each section's lines in the line arrays.
  var sectionLines: [Range<Int>] = []

  var itemMain: [Double] = []
  var itemCross: [Double] = []
  var itemMainLength: [Double] = []
  var itemCrossLength: [Double] = []

  var lineMain: [Double] = []
  var lineLength: [Double] = []
  /// The index of each line's first item; a line ends where the next begins or at the
  /// end of its section's items.
  var lineFirstItem: [Int] = []

  var mapping: AxisMapping { stack.mapping }

  /// Reserves room for `sections` sections and `items` items, so that preparing grows
  /// no array.
  mutating func reserveCapacity(sections: Int, items: Int) {
    sectionItems.reserveCapacity(sections)
    sectionLines.reserveCapacity(sections)
    itemMain.reserveCapacity(items)
    itemCross.reserveCapacity(items)
    itemMainLength.reserveCapacity(items)
    itemCrossLength.reserveCapacity(items)
  }

  /// Adds `count` items at the end of the item arrays, to be filled in place.
  mutating func appendItems(count: Int) {
    itemMain.append(contentsOf: repeatElement(0, count: count))
    itemCross.append(contentsOf: repeatElement(0, count: count))
    itemMainLength.append(contentsOf: repeatElement(0, count: count))
    itemCrossLength.append(contentsOf: repeatElement(0, count: count))
  }

  /// The items of line `line` of section `section`.
  func items(ofLine line: Int, inSection section: Int) -> Range<Int> {
    let end =
      line + 1 < sectionLines[section].upperBound
      ? lineFirstItem[line + 1] : sectionItems[section].upperBound
    return lineFirstItem[line]..<end
  }
}
