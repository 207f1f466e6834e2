import Trellis

/// A flow spec's data while an item is dragged: the sections and the layout-wide item
/// size, so that an item moved between a section that lists sizes and one that does not
/// keeps the size it has on screen. Every value but the counts comes from the sections
/// as a ``WrappingDataSource``'s does.
struct MovableFlowContent: FlowLayoutDataSource, WrappingDataSource, ReorderableDataSource {
  typealias Layout = FlowLayout

  /// The sections.
  var base: FlowContent
  /// The size of the items of sections that list none.
  var itemSize: Size

  var numberOfSections: Int { base.numberOfSections }

  func numberOfItems(inSection section: Int) -> Int { base.numberOfItems(inSection: section) }

  /// Moves the item and its size; when only one of the two sections lists sizes, the
  /// other one lists the layout-wide size for each of its items first.
  mutating func moveItem(at source: IndexPath, to destination: IndexPath) {
    let sections = [source.section, destination.section]
    if sections.contains(where: { base.sections[$0].itemSizes != nil }) {
      for section in sections where base.sections[section].itemSizes == nil {
        base.sections[section].itemSizes = Array(
          repeating: itemSize, count: base.sections[section].itemCount)
      }
    }
    let size = base.sections[source.section].itemSizes?.remove(at: source.item)
    base.sections[source.section].itemCount -= 1
    if let size {
      base.sections[destination.section].itemSizes?.insert(size, at: destination.item)
    }
    base.sections[destination.section].itemCount += 1
  }
}
