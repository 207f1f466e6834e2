import Trellis

extension FlowContent: ReorderableDataSource {
  /// Moves the item's count and, where both sections list sizes, its size.
  public mutating func moveItem(at source: IndexPath, to destination: IndexPath) {
    let size = sections[source.section].itemSizes?[source.item]
    sections[source.section].itemCount -= 1
    sections[source.section].itemSizes?.remove(at: source.item)
    sections[destination.section].itemCount += 1
    if let sizes = sections[destination.section].itemSizes {
      let kept = size ?? sizes.first ?? Size(width: 50, height: 50)
      sections[destination.section].itemSizes?.insert(kept, at: destination.item)
    }
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
