/// The prepared state of a waterfall layout, stored as flat arrays (a struct of
/// arrays) so that a million items cost a few contiguous buffers rather than a million
/// objects.
///
/// Positions are kept along (`main`) and across (`cross`) the scroll axis. An item's
/// position along the axis is relative to its section's origin, which the
/// ``SectionStack`` keeps; its position across the axis follows from its column.
///
/// For rect queries every column of every section lists its items in placement order,
/// which is also their order along the axis (each starts where the one before it
/// ends, plus spacing), so a column can be binary-searched; full-span items have a
/// sorted list of their own.
struct WaterfallGeometry {
  /// One section's values and where its items are in the flat arrays.
  struct Section {
    var metrics: WaterfallSectionMetrics
    /// The section's items in the item arrays.
    var items: Range<Int>
    /// The section's columns in ``WaterfallGeometry/columnItems``; empty until the
    /// section has an item.
    var columns: Range<Int>
    /// The section's full-span items in ``WaterfallGeometry/fullSpanItems``.
    var fullSpans: Range<Int>
  }

  /// The column of a full-span item in ``itemColumn``.
  static let fullSpan = -1

  /// The configuration of the preparation, which appended items follow.
  var configuration: WaterfallLayout.Configuration
  /// The sections' extents and everything that is not an item.
  var stack: SectionStack
  var sections: [Section] = []

  var itemMain: [Double] = []
  var itemLength: [Double] = []
  /// Each item's column within its section, or ``fullSpan``.
  var itemColumn: [Int] = []

  /// The items of each column of each section, by index in the item arrays, in order
  /// along the axis.
  var columnItems: [[Int]] = []
  /// The full-span items of every section, by index in the item arrays, in order.
  var fullSpanItems: [Int] = []

  var mapping: AxisMapping { stack.mapping }

  /// Where item `index` ends along the axis, relative to its section's origin.
  @inline(__always)
  func end(ofItem index: Int) -> Double {
    itemMain[index] + itemLength[index]
  }

  /// Adds an empty section after the last one; its items come from
  /// ``placeItems(_:)``.
  mutating func appendSection(_ metrics: WaterfallSectionMetrics) {
    sections.append(
      Section(
        metrics: metrics, items: itemMain.count..<itemMain.count,
        columns: columnItems.count..<columnItems.count,
        fullSpans: fullSpanItems.count..<fullSpanItems.count))
  }

  /// Places `batch` after the items of the last section, continuing its columns, and
  /// returns the section's extent along the axis.
  ///
  /// - Complexity: O(*m* × *c*) for *m* items and *c* columns, plus O(*c*) to resume.
  mutating func placeItems(_ batch: WaterfallItemBatch) -> Double {
    let last = sections.count - 1
    var section = sections[last]
    if section.columns.isEmpty && !batch.lengths.isEmpty {
      columnItems.append(contentsOf: repeatElement([], count: section.metrics.columnCount))
      section.columns = section.columns.lowerBound..<columnItems.count
    }
    var cursor = WaterfallColumnCursor(resuming: section, in: self)
    let order = configuration.itemRenderDirection
    for (offset, length) in batch.lengths.enumerated() {
      let index = itemMain.count
      let column: Int
      let main: Double
      if batch.isFullSpan[offset] {
        column = Self.fullSpan
        main = cursor.placeFullSpan(length: length)
        fullSpanItems.append(index)
      } else {
        column = cursor.column(for: order)
        main = cursor.place(length: length, in: column)
        columnItems[section.columns.lowerBound + column].append(index)
      }
      itemMain.append(main)
      itemLength.append(length)
      itemColumn.append(column)
    }
    section.items = section.items.lowerBound..<itemMain.count
    section.fullSpans = section.fullSpans.lowerBound..<fullSpanItems.count
    sections[last] = section
    return section.metrics.length(contentEnd: cursor.contentEnd)
  }

  /// Replaces the extent of the last section, moving what follows it (the collection
  /// footer) and recomputing what pinning needs; throws and keeps the stack if the
  /// content would be longer than ``LayoutLimits/maximumLength``.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  mutating func setLengthOfLastSection(_ length: Double) throws(LayoutError) {
    var rebuilt = SectionStack(
      behaviors: stack.behaviors, mapping: stack.mapping, crossExtent: stack.crossExtent)
    for (index, span) in stack.spans.enumerated() {
      rebuilt.appendSection(
        length: index == stack.spans.count - 1 ? length : span.length,
        headerLength: span.headerLength, footerLength: span.footerLength,
        background: span.background, headerInsets: span.headerInsets,
        footerInsets: span.footerInsets)
    }
    try rebuilt.finishSections()
    rebuilt.decorations = stack.decorations
    stack = rebuilt
  }
}
