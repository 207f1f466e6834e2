import Trellis

extension FlowContent: EditableContent {
  /// The data with a new item at `indexPath`, of the size of the item at `source` when
  /// it is in the same section, else of the section's first item.
  public func inserting(at indexPath: IndexPath, copying source: IndexPath?) -> FlowContent {
    var content = self
    let from = source.flatMap { $0.section == indexPath.section ? $0.item : nil } ?? 0
    content.sections[indexPath.section].itemCount += 1
    if let sizes = sections[indexPath.section].itemSizes {
      let size = sizes.indices.contains(from) ? sizes[from] : Size(width: 50, height: 50)
      content.sections[indexPath.section].itemSizes?.insert(size, at: indexPath.item)
    }
    return content
  }

  /// The data without the item at `indexPath`.
  public func removing(at indexPath: IndexPath) -> FlowContent {
    var content = self
    content.sections[indexPath.section].itemCount -= 1
    content.sections[indexPath.section].itemSizes?.remove(at: indexPath.item)
    return content
  }

  /// The data with the items of `section` in `order`.
  public func reordering(section: Int, by order: [Int]) -> FlowContent {
    var content = self
    content.sections[section].itemSizes = sections[section].itemSizes?.reordered(by: order)
    return content
  }
}

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
