extension FlowLayoutContext {
  /// Places section `section` again after its items `items` changed size, reading only
  /// those items from `dataSource` and keeping the rest of `old`, its state before; `nil`
  /// when the change needs the section laid out anew.
  ///
  /// A resize keeps the lines as they were, so it applies when every changed item keeps
  /// its extent across the scroll axis (a cell that fits its height to the width it is
  /// given), the section's own values are unchanged, and the section neither was nor
  /// becomes UIKit's grid of one item size. Each chunk that holds a changed item is
  /// placed again from the first line that changed; the other chunks are shared with
  /// `old` and only move. The result is exactly what ``layOutSection(_:itemCount:from:)``
  /// gives for the same data.
  ///
  /// - Throws: an error naming a bad size of a changed item, or a bad value of the
  ///   section.
  /// - Complexity: O(*c* + *b*) for the *c* chunks of the section and the *b* items of
  ///   the chunks with a changed item; O(*n*) for the section's *n* items when its first
  ///   item is one of them, whose size all others are compared with.
  func resizeSection(
    _ section: Int, items: [Int], of old: FlowSectionGeometry,
    from dataSource: some FlowLayoutDataSource
  ) throws(LayoutError) -> FlowPlacedSection? {
    let placement = old.placement
    guard let oldMetrics = placement.metrics, !isGrid(itemsUnlikeFirst: placement.itemsUnlikeFirst),
      let firstChanged = items.first, firstChanged >= 0, let lastChanged = items.last,
      lastChanged < old.itemCount, zip(items, items.dropFirst()).allSatisfy({ $0 < $1 })
    else { return nil }
    let metrics = try FlowSectionMetrics(
      section: section, dataSource: dataSource, configuration: configuration,
      referenceInsets: referenceInsets)
    guard metrics == oldMetrics else { return nil }
    guard let lengths = try newLengths(of: items, in: section, of: old, from: dataSource) else {
      return nil
    }
    let unlikeFirst = Self.itemsUnlikeFirst(
      after: items, resizedTo: lengths, of: old, before: placement.itemsUnlikeFirst)
    if isGrid(itemsUnlikeFirst: unlikeFirst) { return nil }

    let builder = lineBuilder(for: metrics)
    var chunks = old.chunks
    var changed = 0
    var firstReplaced: Int?
    while changed < items.count {
      let index = old.chunk(ofItem: items[changed])
      let chunkItems = old.items(ofChunk: index)
      let inChunk =
        changed..<(items[changed...].firstIndex { $0 >= chunkItems.upperBound } ?? items.count)
      chunks[index] = builder.resize(
        chunks[index], itemCount: chunkItems.count, items: items[inChunk],
        lengths: lengths[inChunk])
      firstReplaced = firstReplaced ?? index
      changed = inChunk.upperBound
    }
    if let firstReplaced {
      for index in (firstReplaced + 1)..<max(firstReplaced + 1, chunks.count) {
        chunks[index].start = chunks[index - 1].end + metrics.lineSpacing
      }
    }
    let geometry = FlowSectionGeometry(
      itemCount: old.itemCount, chunks: chunks, sharingBlocksOf: old,
      placement: FlowSectionPlacement(itemsUnlikeFirst: unlikeFirst, metrics: metrics))
    let contentEnd = geometry.contentEnd ?? builder.contentStart
    return FlowPlacedSection(
      geometry: geometry, metrics: metrics, length: builder.sectionLength(contentEnd: contentEnd))
  }

  /// Whether a section of which `itemsUnlikeFirst` items differ in size from the first
  /// stands in UIKit's fixed grid of one size, which only a full layout places.
  private func isGrid(itemsUnlikeFirst: Int) -> Bool {
    itemsUnlikeFirst == 0 && configuration.alignment == .uikit
  }

  /// How many items of `old`, of which `before` differ in size from the first, differ
  /// from the first once `items` (in increasing order) are `lengths` long along the
  /// scroll axis, with their extents across it unchanged.
  ///
  /// - Complexity: O(*m*) for the *m* items resized, unless the first is one of them:
  ///   then O(*n*) for the section's *n* items, all compared with the new first.
  private static func itemsUnlikeFirst(
    after items: [Int], resizedTo lengths: [Double], of old: FlowSectionGeometry, before: Int
  ) -> Int {
    let first = old.frame(ofItem: 0)
    guard items.first == 0 else {
      var count = before
      for (item, length) in zip(items, lengths) {
        let was = old.frame(ofItem: item)
        let acrossDiffers = was.crossLength != first.crossLength
        if was.mainLength != first.mainLength || acrossDiffers { count -= 1 }
        if length != first.mainLength || acrossDiffers { count += 1 }
      }
      return count
    }
    var count = 0
    var next = 0
    old.forEachItemExtent { item, mainLength, crossLength in
      var length = mainLength
      if next < items.count && items[next] == item {
        length = lengths[next]
        next += 1
      }
      if length != lengths[0] || crossLength != first.crossLength { count += 1 }
    }
    return count
  }

  /// The new extents along the scroll axis of `items` of `section`, read and checked
  /// from `dataSource`; `nil` when one of them changed its extent across the axis.
  private func newLengths(
    of items: [Int], in section: Int, of old: FlowSectionGeometry,
    from dataSource: some FlowLayoutDataSource
  ) throws(LayoutError) -> [Double]? {
    let direction = configuration.scrollDirection
    var lengths: [Double] = []
    lengths.reserveCapacity(items.count)
    for item in items {
      let indexPath = IndexPath(item: item, section: section)
      let size = dataSource.sizeForItem(at: indexPath) ?? configuration.itemSize
      guard size.width.isValidExtent && size.height.isValidExtent else {
        // The check throws the error that names the bad extent.
        try LayoutError.check(size, as: .itemSize(indexPath))
        return nil
      }
      guard direction.crossExtent(of: size) == old.frame(ofItem: item).crossLength else {
        return nil
      }
      lengths.append(direction.mainExtent(of: size))
    }
    return lengths
  }
}

extension FlowLineBuilder {
  /// `chunk`, which holds `itemCount` items, with its items `items` (in increasing
  /// order) `lengths` long along the scroll axis: its lines from the first with a
  /// changed item are as long as their longest items again and follow one another, and
  /// their items take their places in them.
  ///
  /// - Complexity: O(*b*) for the chunk's *b* items.
  func resize(
    _ chunk: FlowChunk, itemCount: Int, items: ArraySlice<Int>, lengths: ArraySlice<Double>
  ) -> FlowChunk {
    let old = chunk.storage
    let from = chunk.index(ofItem: chunk.firstItem)
    var values: [Double] = []
    values.reserveCapacity(4 * itemCount)
    for run in 0..<4 {
      let source = run * old.count + from
      values.append(contentsOf: old.values[source..<(source + itemCount)])
    }
    let mainLength = 2 * itemCount
    for (item, length) in zip(items, lengths) {
      values[mainLength + item - chunk.firstItem] = length
    }
    var lines = Array(old.lines[chunk.lines])
    let firstChanged = items[items.startIndex]
    var line = lines.indices.partitionPoint { lines[$0].firstItem <= firstChanged } - 1
    var extent = 0.0
    if line > 0 { extent = lines[line - 1].main + lines[line - 1].length }
    while line < lines.count {
      if line > 0 { lines[line].main = extent + metrics.lineSpacing }
      let start = lines[line].firstItem - chunk.firstItem
      let end = line + 1 < lines.count ? lines[line + 1].firstItem - chunk.firstItem : itemCount
      var length = 0.0
      for index in start..<end { length = max(length, values[mainLength + index]) }
      lines[line].length = length
      for index in start..<end {
        values[index] = main(
          ofItemLength: values[mainLength + index], inLineAt: lines[line].main, length: length)
      }
      extent = lines[line].main + length
      line += 1
    }
    return FlowChunk(
      storage: FlowChunkStorage(values: values, count: itemCount, lines: lines), itemOffset: 0,
      lines: 0..<lines.count, firstItem: chunk.firstItem, start: chunk.start, extent: extent)
  }
}
