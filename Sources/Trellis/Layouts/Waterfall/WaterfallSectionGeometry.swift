/// The items of one section of a waterfall layout, with positions along the scroll
/// axis relative to the section's origin, which the ``SectionStack`` keeps; positions
/// across the axis follow from each item's column and the section's metrics.
///
/// For rect queries every column lists its items in placement order, which is also
/// their order along the axis (each starts where the one before it ends, plus
/// spacing), so a column can be binary-searched; full-span items have a sorted list of
/// their own. A section is a value whose arrays are shared until one of them changes,
/// so an update that keeps a section copies a few references, never its items.
struct WaterfallSectionGeometry: StackedSection, Hashable {
  /// Where one item is.
  struct Item: Hashable, Sendable {
    /// Where the item starts along the axis, relative to the section's origin.
    var main: Double
    /// The item's extent along the axis.
    var length: Double
    /// The item's column, or ``WaterfallSectionGeometry/fullSpan``.
    var column: Int
  }

  /// The column of a full-span item.
  static let fullSpan = -1

  var metrics: WaterfallSectionMetrics
  /// The items, in index order.
  private(set) var items: [Item] = []

  /// The number of items in the section.
  var itemCount: Int { items.count }
  /// The items of each column, in order along the axis; no columns until the section
  /// has an item.
  private(set) var columns: [[Int]] = []
  /// The full-span items, in order.
  private(set) var fullSpanItems: [Int] = []

  /// A section without items.
  init(metrics: WaterfallSectionMetrics) {
    self.metrics = metrics
  }

  /// Reads section `section`'s values and its `itemCount` items from `dataSource` and
  /// places them; returns the section with its extent along the axis.
  ///
  /// - Complexity: O(*m* × *c*) for *m* items in *c* columns.
  static func layOut(
    _ section: Int, itemCount: Int, from dataSource: some WaterfallLayoutDataSource,
    configuration: WaterfallLayout.Configuration, crossExtent: Double, scale: Double,
    budget: inout ElementBudget
  ) throws(LayoutError) -> (geometry: WaterfallSectionGeometry, length: Double) {
    let metrics = try WaterfallSectionMetrics(
      section: section, dataSource: dataSource, configuration: configuration,
      crossExtent: crossExtent, scale: scale)
    try LayoutError.check(count: itemCount, as: .numberOfItems(section: section))
    // Each column of each section counts as an element, as its list of items does.
    try budget.add(itemCount + metrics.columnCount)
    let batch = try WaterfallItemBatch(
      reading: 0..<itemCount, of: section, from: dataSource, metrics: metrics,
      direction: configuration.scrollDirection, defaultHeight: configuration.itemHeight,
      scale: scale)
    var geometry = WaterfallSectionGeometry(metrics: metrics)
    let length = geometry.placeItems(batch, order: configuration.itemRenderDirection)
    return (geometry, length)
  }

  /// Where item `index` ends along the axis, relative to the section's origin.
  @inline(__always)
  func end(ofItem index: Int) -> Double {
    items[index].main + items[index].length
  }

  /// Places `batch` after the items already placed, continuing the columns, and
  /// returns the section's extent along the axis.
  ///
  /// - Complexity: O(*m* × *c*) for *m* items and *c* columns, plus O(*c*) to resume.
  mutating func placeItems(
    _ batch: WaterfallItemBatch, order: WaterfallLayout.ItemRenderDirection
  ) -> Double {
    if columns.isEmpty && !batch.lengths.isEmpty {
      columns = Array(repeating: [], count: metrics.columnCount)
    }
    var cursor = WaterfallColumnCursor(resuming: self)
    for (offset, length) in batch.lengths.enumerated() {
      let index = items.count
      let column: Int
      let main: Double
      if batch.isFullSpan[offset] {
        column = Self.fullSpan
        main = cursor.placeFullSpan(length: length)
        fullSpanItems.append(index)
      } else {
        column = cursor.column(for: order)
        main = cursor.place(length: length, in: column)
        columns[column].append(index)
      }
      items.append(Item(main: main, length: length, column: column))
    }
    return metrics.length(contentEnd: cursor.contentEnd)
  }

  /// The location of item `item`: its index.
  @inline(__always)
  func location(ofItem item: Int) -> Int { item }

  /// Calls `body` with the index of every item whose column overlaps `cross` and whose
  /// extent overlaps `main` (relative to the section's origin), and of every
  /// full-span item whose extent overlaps `main`.
  ///
  /// - Complexity: O(*c* × log *n* + *k*) for *n* items in *c* columns, of which *k* are
  ///   reported.
  func forEachItem(main: Range<Double>, cross: Range<Double>, _ body: (Int) -> Void) {
    func visit(_ list: [Int]) {
      var position = list.indices.partitionPoint { end(ofItem: list[$0]) <= main.lowerBound }
      while position < list.count, items[list[position]].main < main.upperBound {
        body(list[position])
        position += 1
      }
    }
    for column in columns(overlapping: cross) { visit(columns[column]) }
    visit(fullSpanItems)
  }

  /// The columns that can overlap `crossRange`, found by arithmetic; the range may
  /// hold one more column on each side, which the caller's frame test drops.
  private func columns(overlapping crossRange: Range<Double>) -> Range<Int> {
    let count = columns.count
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

  /// The frame of item `index` along and across the axis, its position along the axis
  /// relative to the section's origin.
  @inline(__always)
  func placement(ofItem index: Int)
    -> (main: Double, cross: Double, mainLength: Double, crossLength: Double)
  {
    let item = items[index]
    let isFullSpan = item.column == Self.fullSpan
    return (
      item.main, isFullSpan ? metrics.insets.crossStart : metrics.cross(ofColumn: item.column),
      item.length, isFullSpan ? metrics.available : metrics.columnWidth
    )
  }
}
