import Trellis

/// Flow content whose items can be dragged: a move takes the item's size along; every
/// other value is the content's.
package struct ReorderableFlow: FlowLayoutDataSource, WrappingDataSource, ReorderableDataSource {
  package typealias Layout = FlowLayout

  package var base: FlowContent

  /// Flow content `base` whose items can be dragged.
  package init(base: FlowContent) { self.base = base }

  package var numberOfSections: Int { base.numberOfSections }

  package func numberOfItems(inSection section: Int) -> Int {
    base.numberOfItems(inSection: section)
  }

  package mutating func moveItem(at source: IndexPath, to destination: IndexPath) {
    base.sections[source.section].itemCount -= 1
    base.sections[destination.section].itemCount += 1
    // Items of the layout-wide size move as they are; items of their own size take it
    // along, and a section of one kind receiving an item of the other gets a size.
    let size =
      base.sections[source.section].itemSizes?.remove(at: source.item)
      ?? base.sections[destination.section].itemSizes.map { _ in Size(width: 30, height: 30) }
    if let size {
      if base.sections[destination.section].itemSizes == nil {
        base.sections[destination.section].itemSizes = Array(
          repeating: Size(width: 30, height: 30),
          count: base.sections[destination.section].itemCount - 1)
      }
      base.sections[destination.section].itemSizes?.insert(size, at: destination.item)
    }
  }
}
