import Trellis

/// The benchmark collection: `sections` sections of `itemsPerSection` items whose sizes
/// vary deterministically, item i of a section being `40 + (i * 37 mod 120)` wide and
/// `40 + (i * 53 mod 160)` tall. One item can be given another size, and one item can
/// be inserted, to measure a change.
struct GeneratedItems: FlowLayoutDataSource {
  var sections = 1
  var itemsPerSection: Int
  var headerHeight = 0.0
  /// An item whose size differs from the pattern, and its size.
  var changedItem: (indexPath: IndexPath, size: Size)?
  /// An item inserted into the pattern, 60 x 300; the items after it in its section
  /// move one place on.
  var insertedItem: IndexPath?

  var numberOfSections: Int { sections }

  /// The same items with `item` inserted.
  func inserting(_ item: IndexPath) -> GeneratedItems {
    var items = self
    items.insertedItem = item
    return items
  }

  func numberOfItems(inSection section: Int) -> Int {
    itemsPerSection + (insertedItem?.section == section ? 1 : 0)
  }

  func sizeForItem(at indexPath: IndexPath) -> Size? {
    if let changedItem, changedItem.indexPath == indexPath { return changedItem.size }
    var item = indexPath.item
    if let insertedItem, insertedItem.section == indexPath.section {
      if insertedItem.item == item { return Size(width: 60, height: 300) }
      if insertedItem.item < item { item -= 1 }
    }
    return Self.size(ofItem: item)
  }

  func valuesForSection(at section: Int) -> FlowLayout.SectionValues {
    FlowLayout.SectionValues(headerReferenceSize: Size(width: 0, height: headerHeight))
  }

  static func size(ofItem item: Int) -> Size {
    Size(width: Double(40 + item * 37 % 120), height: Double(40 + item * 53 % 160))
  }
}
