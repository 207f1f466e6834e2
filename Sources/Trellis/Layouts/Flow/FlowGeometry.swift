/// The prepared state of a flow layout, stored as flat arrays (a struct of arrays) so
/// that a million items cost a few contiguous buffers rather than a million objects.
///
/// Positions are kept along (`main`) and across (`cross`) the scroll axis. Item and
/// line positions along the axis are relative to their section's origin, so a change
/// in one section moves the others by updating one origin each.
struct FlowGeometry {
  /// One section's place and the ranges of its lines and items in the flat arrays.
  struct Section: Hashable, Sendable {
    /// Where the section starts along the scroll axis.
    var origin: Double
    /// The section's extent along the scroll axis, header and footer included.
    var length: Double
    /// The header's extent along the scroll axis; zero when there is no header.
    var headerLength: Double
    /// The footer's extent along the scroll axis; zero when there is no footer.
    var footerLength: Double
    /// The section's items in the item arrays.
    var items: Range<Int>
    /// The section's lines in the line arrays.
    var lines: Range<Int>

    var end: Double { origin + length }
  }

  var mapping: AxisMapping
  /// The extent of the content across the scroll axis.
  var crossExtent: Double
  var sections: [Section] = []

  var itemMain: [Double] = []
  var itemCross: [Double] = []
  var itemMainLength: [Double] = []
  var itemCrossLength: [Double] = []

  var lineMain: [Double] = []
  var lineLength: [Double] = []
  /// The index of each line's first item; a line ends where the next begins or at the
  /// end of its section's items.
  var lineFirstItem: [Int] = []

  /// The total extent along the scroll axis.
  var mainExtent: Double { sections.last?.end ?? 0 }

  var contentSize: Size { mapping.direction.size(main: mainExtent, cross: crossExtent) }

  /// The items of line `line` in section `section`.
  func items(ofLine line: Int, in section: Section) -> Range<Int> {
    let end = line + 1 < section.lines.upperBound ? lineFirstItem[line + 1] : section.items.upperBound
    return lineFirstItem[line]..<end
  }
}
