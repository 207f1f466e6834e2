import Trellis

/// A flow layout's data read from the fuzzer's bytes: counts that may be hostile, and
/// per-section and per-item values drawn from small pools of hostile values.
struct FuzzFlowSource: FlowLayoutDataSource, CollectionDataSource, Equatable {
  typealias Layout = FlowLayout

  var sectionCount: Int
  /// The count of section `s` is `itemCounts[s % itemCounts.count]`.
  var itemCounts: [Int]
  var sizes: [Size?]
  var insets: [EdgeInsets?]
  var spacings: [Double?]
  var headers: [Size?]
  var backgrounds: [SectionBackground?]

  init(_ reader: inout ByteReader) {
    sectionCount = reader.count(upTo: 6, limit: LayoutLimits.maximumSectionCount)
    itemCounts = (0...reader.int(below: 4)).map { _ in
      reader.count(upTo: 60, limit: LayoutLimits.maximumItemCount)
    }
    sizes = (0...reader.int(below: 6)).map { _ in reader.optional { $0.size() } }
    insets = (0...reader.int(below: 3)).map { _ in reader.optional { $0.insets() } }
    spacings = (0...reader.int(below: 3)).map { _ in reader.optional { $0.length() } }
    headers = (0...reader.int(below: 3)).map { _ in reader.optional { $0.size() } }
    backgrounds = (0...reader.int(below: 2)).map { _ in
      reader.optional { SectionBackground(insets: $0.insets(), includesHeader: $0.bool()) }
    }
  }

  var numberOfSections: Int { sectionCount }

  func numberOfItems(inSection section: Int) -> Int { Self.value(itemCounts, section) }

  /// The same values with exactly `counts` items in each section.
  func withCounts(_ counts: [Int]) -> Self {
    var source = self
    source.sectionCount = counts.count
    source.itemCounts = counts.isEmpty ? [0] : counts
    return source
  }

  func sizeForItem(at indexPath: IndexPath) -> Size? {
    Self.value(sizes, indexPath.item &+ indexPath.section)
  }

  func valuesForSection(at section: Int) -> FlowLayout.SectionValues {
    FlowLayout.SectionValues(
      inset: Self.value(insets, section),
      minimumLineSpacing: Self.value(spacings, section),
      minimumInteritemSpacing: Self.value(spacings, section &+ 1),
      headerReferenceSize: Self.value(headers, section),
      footerReferenceSize: Self.value(headers, section &+ 1),
      background: Self.value(backgrounds, section))
  }

  /// The pool's value for `index`, whatever its sign.
  static func value<T>(_ pool: [T], _ index: Int) -> T {
    pool[Int(index.magnitude % UInt(pool.count))]
  }
}

/// A waterfall layout's data read from the fuzzer's bytes, as for ``FuzzFlowSource``.
struct FuzzWaterfallSource: WaterfallLayoutDataSource, CollectionDataSource, Equatable {
  typealias Layout = WaterfallLayout

  var sectionCount: Int
  var itemCounts: [Int]
  var heights: [Double?]
  var sizes: [Size?]
  var fullSpan: [Bool]
  var columnCounts: [Int?]
  var spacings: [Double?]
  var insets: [EdgeInsets?]
  var headerHeights: [Double?]
  /// Items the last section has beyond its count in ``itemCounts``: appended ones.
  var lastSectionExtra = 0

  init(_ reader: inout ByteReader) {
    sectionCount = reader.count(upTo: 5, limit: LayoutLimits.maximumSectionCount)
    itemCounts = (0...reader.int(below: 4)).map { _ in
      reader.count(upTo: 60, limit: LayoutLimits.maximumItemCount)
    }
    heights = (0...reader.int(below: 6)).map { _ in reader.optional { $0.length() } }
    sizes = (0...reader.int(below: 3)).map { _ in reader.optional { $0.size() } }
    fullSpan = (0...reader.int(below: 6)).map { _ in reader.int(below: 8) == 0 }
    columnCounts = (0...reader.int(below: 3)).map { _ in
      reader.optional { $0.count(upTo: 6, limit: LayoutLimits.maximumColumnCount) }
    }
    spacings = (0...reader.int(below: 3)).map { _ in reader.optional { $0.length() } }
    insets = (0...reader.int(below: 3)).map { _ in reader.optional { $0.insets() } }
    headerHeights = (0...reader.int(below: 3)).map { _ in reader.optional { $0.length() } }
  }

  var numberOfSections: Int { sectionCount }

  func numberOfItems(inSection section: Int) -> Int {
    let count = FuzzFlowSource.value(itemCounts, section)
    return section == sectionCount - 1 ? count &+ lastSectionExtra : count
  }

  /// The same values with exactly `counts` items in each section.
  func withCounts(_ counts: [Int]) -> Self {
    var source = self
    source.sectionCount = counts.count
    source.itemCounts = counts.isEmpty ? [0] : counts
    source.lastSectionExtra = 0
    return source
  }

  func heightForItem(at indexPath: IndexPath) -> Double? {
    FuzzFlowSource.value(heights, indexPath.item &+ indexPath.section)
  }

  func sizeForItem(at indexPath: IndexPath) -> Size? {
    FuzzFlowSource.value(sizes, indexPath.item)
  }

  func isFullSpan(at indexPath: IndexPath) -> Bool {
    FuzzFlowSource.value(fullSpan, indexPath.item &* 7 &+ indexPath.section)
  }

  func valuesForSection(at section: Int) -> WaterfallLayout.SectionValues {
    WaterfallLayout.SectionValues(
      columnCount: FuzzFlowSource.value(columnCounts, section),
      minimumColumnSpacing: FuzzFlowSource.value(spacings, section),
      minimumInteritemSpacing: FuzzFlowSource.value(spacings, section &+ 1),
      inset: FuzzFlowSource.value(insets, section),
      headerHeight: FuzzFlowSource.value(headerHeights, section),
      footerHeight: FuzzFlowSource.value(headerHeights, section &+ 1))
  }
}
