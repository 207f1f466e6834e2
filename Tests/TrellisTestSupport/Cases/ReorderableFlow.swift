import Trellis

/// A collection view host that draws nothing: its views are numbers.
struct NullHost: CollectionViewHost {
  private var madeViews = 0

  mutating func makeView(reuseIdentifier: String) -> Int {
    madeViews += 1
    return madeViews
  }

  func configure(_ view: Int, for element: ElementID) {}

  func apply(_ attributes: LayoutAttributes, to view: Int) {}

  func enqueue(_ view: Int, reuseIdentifier: String) {}
}

/// Flow content whose items can be dragged: a move takes the item's size along; every
/// other value is the content's.
struct ReorderableFlow: FlowLayoutDataSource, WrappingDataSource, ReorderableDataSource {
  typealias Layout = FlowLayout

  var base: FlowContent

  var numberOfSections: Int { base.numberOfSections }

  func numberOfItems(inSection section: Int) -> Int {
    base.numberOfItems(inSection: section)
  }

  mutating func moveItem(at source: IndexPath, to destination: IndexPath) {
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
