/// The measured items of one section, in blocks of 1,024 consecutive items.
///
/// A measuring pass records into a copy of the data while the collection view keeps the
/// data before, for the case that the layout refuses the new sizes. Copies share their
/// blocks, so recording one item copies only the block it is in and the list of blocks,
/// not every item measured so far: a correction costs the same after a long scroll
/// through a section as at its start.
struct MeasuredItems: Hashable, Sendable {
  /// An item's block is its index shifted right by this much.
  static let blockShift = 10

  /// The measurements by block, then by item; no block is empty.
  private var blocks: [Int: [Int: MeasuredSizes.Measurement]] = [:]

  /// No measured items.
  init() {}

  /// Whether no item is measured.
  var isEmpty: Bool { blocks.isEmpty }

  /// The measurement of `item`, or `nil` if it has none; setting `nil` forgets it.
  ///
  /// - Complexity: O(1), and a copy of `item`'s block when the block is shared.
  subscript(item: Int) -> MeasuredSizes.Measurement? {
    get { blocks[item >> Self.blockShift]?[item] }
    set { updateValue(newValue, forItem: item) }
  }

  /// Gives `item` the measurement `measurement` (none for `nil`) and returns the one it
  /// had.
  @discardableResult
  mutating func updateValue(_ measurement: MeasuredSizes.Measurement?, forItem item: Int)
    -> MeasuredSizes.Measurement?
  {
    let block = item >> Self.blockShift
    guard let measurement else {
      guard let previous = blocks[block]?.removeValue(forKey: item) else { return nil }
      if blocks[block]?.isEmpty == true { blocks[block] = nil }
      return previous
    }
    return blocks[block, default: [:]].updateValue(measurement, forKey: item)
  }

  /// Calls `body` with every measured item and its measurement, in no particular order.
  func forEachItem(_ body: (Int, MeasuredSizes.Measurement) -> Void) {
    for block in blocks.values {
      for (item, measurement) in block { body(item, measurement) }
    }
  }

  /// These measurements with every item after `item` moved by `offset` places.
  ///
  /// - Complexity: O(*m*) for the *m* measured items.
  func shifting(after item: Int, by offset: Int) -> MeasuredItems {
    var result = MeasuredItems()
    forEachItem { index, measurement in
      result[index > item ? index + offset : index] = measurement
    }
    return result
  }
}
