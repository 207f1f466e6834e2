import Trellis

/// The benchmark collection: one section of `count` items whose sizes vary
/// deterministically, item i being `40 + (i * 37 mod 120)` wide and
/// `40 + (i * 53 mod 160)` tall.
struct GeneratedItems: FlowLayoutDataSource {
  var count: Int

  var numberOfSections: Int { 1 }

  func numberOfItems(inSection section: Int) -> Int { count }

  func sizeForItem(at indexPath: IndexPath) -> Size? {
    Self.size(ofItem: indexPath.item)
  }

  static func size(ofItem item: Int) -> Size {
    Size(width: Double(40 + item * 37 % 120), height: Double(40 + item * 53 % 160))
  }
}
