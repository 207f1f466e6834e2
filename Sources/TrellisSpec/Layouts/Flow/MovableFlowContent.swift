import Trellis

/// A flow spec's data while an item is dragged: the sections and the layout-wide item
/// size, so that an item moved between a section that lists sizes and one that does not
/// keeps the size it has on screen.
struct MovableFlowContent: FlowLayoutDataSource, ReorderableDataSource {
  typealias Layout = FlowLayout

  var content: FlowContent
  /// The size of the items of sections that list none.
  var itemSize: Size

  var numberOfSections: Int { content.numberOfSections }

  func numberOfItems(inSection section: Int) -> Int { content.numberOfItems(inSection: section) }

  func sizeForItem(at indexPath: IndexPath) -> Size? { content.sizeForItem(at: indexPath) }

  func insetForSection(at section: Int) -> EdgeInsets? { content.insetForSection(at: section) }

  func minimumLineSpacingForSection(at section: Int) -> Double? {
    content.minimumLineSpacingForSection(at: section)
  }

  func minimumInteritemSpacingForSection(at section: Int) -> Double? {
    content.minimumInteritemSpacingForSection(at: section)
  }

  func referenceSizeForHeader(inSection section: Int) -> Size? {
    content.referenceSizeForHeader(inSection: section)
  }

  func referenceSizeForFooter(inSection section: Int) -> Size? {
    content.referenceSizeForFooter(inSection: section)
  }

  func backgroundForSection(at section: Int) -> SectionBackground? {
    content.backgroundForSection(at: section)
  }

  /// Moves the item and its size; when only one of the two sections lists sizes, the
  /// other one lists the layout-wide size for each of its items first.
  mutating func moveItem(at source: IndexPath, to destination: IndexPath) {
    let sections = [source.section, destination.section]
    if sections.contains(where: { content.sections[$0].itemSizes != nil }) {
      for section in sections where content.sections[section].itemSizes == nil {
        content.sections[section].itemSizes = Array(
          repeating: itemSize, count: content.sections[section].itemCount)
      }
    }
    let size = content.sections[source.section].itemSizes?.remove(at: source.item)
    content.sections[source.section].itemCount -= 1
    if let size {
      content.sections[destination.section].itemSizes?.insert(size, at: destination.item)
    }
    content.sections[destination.section].itemCount += 1
  }
}
