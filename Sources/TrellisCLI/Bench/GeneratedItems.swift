import Trellis

/// The benchmark collection: `sections` sections of `itemsPerSection` items whose sizes
/// vary deterministically, item i of a section being `40 + (i * 37 mod 120)` wide and
/// `40 + (i * 53 mod 160)` tall. One item can be given another size, to measure a
/// change.
struct GeneratedItems: FlowLayoutDataSource {
  var sections = 1
  var itemsPerSection: Int
  var headerHeight = 0.0
  /// An item whose size differs from the pattern, and its size.
  var changedItem: (indexPath: IndexPath, size: Size)?

  var numberOfSections: Int { sections }

  func numberOfItems(inSection section: Int) -> Int { itemsPerSection }

  func sizeForItem(at indexPath: IndexPath) -> Size? {
    if let changedItem, changedItem.indexPath == indexPath { return changedItem.size }
    return Self.size(ofItem: indexPath.item)
  }

  func referenceSizeForHeader(inSection section: Int) -> Size? {
    Size(width: 0, height: headerHeight)
  }

  static func size(ofItem item: Int) -> Size {
    Size(width: Double(40 + item * 37 % 120), height: Double(40 + item * 53 % 160))
  }
}

/// The benchmark collection for waterfalls: one section of `count` items, item i being
/// `40 + (i * 53 mod 160)` tall.
struct GeneratedColumnItems: WaterfallLayoutDataSource {
  var count: Int

  var numberOfSections: Int { 1 }

  func numberOfItems(inSection section: Int) -> Int { count }

  func heightForItem(at indexPath: IndexPath) -> Double? {
    GeneratedItems.size(ofItem: indexPath.item).height
  }
}
