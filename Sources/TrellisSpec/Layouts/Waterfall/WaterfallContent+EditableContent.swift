import Trellis

extension WaterfallContent: EditableContent {
  /// The data with a new item at `indexPath`, of the size of the item at `source` when
  /// it is in the same section, else of the section's first item.
  public func inserting(at indexPath: IndexPath, copying source: IndexPath?) -> WaterfallContent {
    var content = self
    let old = sections[indexPath.section]
    let from = source.flatMap { $0.section == indexPath.section ? $0.item : nil } ?? 0
    content.sections[indexPath.section].itemCount += 1
    if let heights = old.itemHeights, heights.indices.contains(from) {
      content.sections[indexPath.section].itemHeights?.insert(heights[from], at: indexPath.item)
    }
    if let sizes = old.itemSizes, sizes.indices.contains(from) {
      content.sections[indexPath.section].itemSizes?.insert(sizes[from], at: indexPath.item)
    }
    content.sections[indexPath.section].fullSpanItems = Set(
      old.fullSpanItems.map { $0 >= indexPath.item ? $0 + 1 : $0 })
    return content
  }

  /// The data without the item at `indexPath`.
  public func removing(at indexPath: IndexPath) -> WaterfallContent {
    var content = self
    let old = sections[indexPath.section]
    content.sections[indexPath.section].itemCount -= 1
    content.sections[indexPath.section].itemHeights?.remove(at: indexPath.item)
    content.sections[indexPath.section].itemSizes?.remove(at: indexPath.item)
    content.sections[indexPath.section].fullSpanItems = Set(
      old.fullSpanItems.compactMap { item in
        item == indexPath.item ? nil : item > indexPath.item ? item - 1 : item
      })
    return content
  }

  /// The data with the items of `section` in `order`.
  public func reordering(section: Int, by order: [Int]) -> WaterfallContent {
    var content = self
    let old = sections[section]
    content.sections[section].itemHeights = old.itemHeights?.reordered(by: order)
    content.sections[section].itemSizes = old.itemSizes?.reordered(by: order)
    content.sections[section].fullSpanItems = Set(
      order.indices.filter { old.fullSpanItems.contains(order[$0]) })
    return content
  }
}

extension WaterfallContent: ReorderableDataSource {
  /// Moves the item's count and, where both sections list them, its height or size;
  /// full-span items keep their own places.
  public mutating func moveItem(at source: IndexPath, to destination: IndexPath) {
    let height = sections[source.section].itemHeights?[source.item]
    let size = sections[source.section].itemSizes?[source.item]
    self = removing(at: source)
    var target = sections[destination.section]
    target.itemCount += 1
    if let heights = target.itemHeights {
      target.itemHeights?.insert(height ?? heights.first ?? 100, at: destination.item)
    }
    if let sizes = target.itemSizes {
      target.itemSizes?.insert(
        size ?? sizes.first ?? Size(width: 100, height: 100), at: destination.item)
    }
    target.fullSpanItems = Set(target.fullSpanItems.map { $0 >= destination.item ? $0 + 1 : $0 })
    sections[destination.section] = target
  }
}
