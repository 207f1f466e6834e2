/// The heights and full-span flags of a run of consecutive items, read and checked
/// before any of them is placed, so that a bad value changes nothing.
struct WaterfallItemBatch {
  var lengths: [Double] = []
  var isFullSpan: [Bool] = []

  /// Reads items `items` of `section` from `dataSource`: each item's height, or its
  /// size scaled to its width in the section (`metrics`), or `defaultHeight`.
  init(
    reading items: Range<Int>, of section: Int, from dataSource: some WaterfallLayoutDataSource,
    metrics: WaterfallSectionMetrics, direction: ScrollDirection, defaultHeight: Double,
    scale: Double
  ) throws(LayoutError) {
    guard !items.isEmpty else { return }
    guard metrics.columnsFit else {
      throw .invalidCount(.columnCount(section: section), metrics.columnCount)
    }
    lengths.reserveCapacity(items.count)
    isFullSpan.reserveCapacity(items.count)
    for item in items {
      let indexPath = IndexPath(item: item, section: section)
      let fullSpan = dataSource.isFullSpan(at: indexPath)
      var length = defaultHeight
      if let height = dataSource.heightForItem(at: indexPath) {
        try LayoutError.check(height, as: .itemHeight(indexPath))
        length = height
      } else if let size = dataSource.sizeForItem(at: indexPath) {
        try LayoutError.check(size, as: .itemSize(indexPath))
        let width = direction.crossExtent(of: size)
        guard width > 0 else { throw .invalidValue(.itemSize(indexPath), width) }
        let scaledWidth = fullSpan ? metrics.available : metrics.columnWidth
        let scaled = direction.mainExtent(of: size) * scaledWidth / width
        length = scaled.floored(toScale: scale)
        try LayoutError.check(length, as: .itemSize(indexPath))
      }
      lengths.append(length)
      isFullSpan.append(fullSpan)
    }
  }
}
