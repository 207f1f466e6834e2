/// The items and lines of one section of a flow layout, with positions along the
/// scroll axis relative to the section's origin, which the ``SectionStack`` keeps.
///
/// A section never changes once placed: its values live in one immutable object that
/// copies of the section share, so an update that keeps a section copies one reference
/// and its item count, never its items, and reads no section's object. The four numbers of every item
/// (position and extent along and across the scroll axis) live in one buffer as four
/// runs of ``itemCount`` numbers, a struct of arrays in one allocation, and the lines in
/// another: a section costs three allocations however many items it has.
@_spi(Testing) public struct FlowSectionGeometry: StackedSection, Hashable {
  /// The values of a section, immutable once placed, so that copies of a section share
  /// one object.
  private final class Storage {
    let values: [Double]
    let lines: [FlowLine]

    init(values: [Double], lines: [FlowLine]) {
      self.values = values
      self.lines = lines
    }
  }

  private let storage: Storage

  /// The number of items, kept beside the reference so that an update checks every
  /// section's count without reaching into each section's storage.
  let itemCount: Int
  /// The items' positions along the scroll axis, then their positions across it, their
  /// extents along it and their extents across it.
  private var values: [Double] { storage.values }
  /// The lines, in order along the scroll axis.
  public var lines: [FlowLine] { storage.lines }

  /// A section without items.
  init() {
    itemCount = 0
    storage = Storage(values: [], lines: [])
  }

  /// A section of `itemCount` items, whose values `body` writes through the buffers
  /// and whose lines it appends.
  ///
  /// - Precondition: `itemCount` is not negative and four times it fits in an `Int`.
  init<Failure: Error>(
    itemCount: Int, placing body: (FlowItemBuffers, inout [FlowLine]) throws(Failure) -> Void
  ) throws(Failure) {
    var values = [Double](repeating: 0, count: 4 * itemCount)
    var lines: [FlowLine] = []
    try values.withUnsafeMutableBufferPointer { all throws(Failure) in
      func run(_ index: Int) -> UnsafeMutableBufferPointer<Double> {
        UnsafeMutableBufferPointer(rebasing: all[(index * itemCount)..<((index + 1) * itemCount)])
      }
      try body(
        FlowItemBuffers(main: run(0), cross: run(1), mainLength: run(2), crossLength: run(3)),
        &lines)
    }
    self.itemCount = itemCount
    storage = Storage(values: values, lines: lines)
  }

  /// Whether two sections have the same items and lines.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage === rhs.storage
      || (lhs.itemCount == rhs.itemCount && lhs.values == rhs.values && lhs.lines == rhs.lines)
  }

  /// Hashes the items and lines.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(values)
    hasher.combine(lines)
  }

  /// Where item `item` starts along the scroll axis, relative to the section.
  @inline(__always)
  func main(ofItem item: Int) -> Double { values[item] }

  /// Where item `item` starts across the scroll axis.
  @inline(__always)
  func cross(ofItem item: Int) -> Double { values[itemCount + item] }

  /// The extent of item `item` along the scroll axis.
  @inline(__always)
  func mainLength(ofItem item: Int) -> Double { values[2 &* itemCount + item] }

  /// The extent of item `item` across the scroll axis.
  @inline(__always)
  func crossLength(ofItem item: Int) -> Double { values[3 &* itemCount + item] }

  /// The items of line `line`: from its first item to the next line's first, or to the
  /// end of the section.
  @inline(__always)
  func items(ofLine line: Int) -> Range<Int> {
    let end = line + 1 < lines.count ? lines[line + 1].firstItem : itemCount
    return lines[line].firstItem..<end
  }

  /// Calls `body` with every item whose line overlaps `main` (relative to the
  /// section's origin) and whose extent across the axis overlaps `cross`, line by line.
  ///
  /// - Complexity: O(log *n* + *k*) for *n* items of which *k* are reported, plus the
  ///   lines the range crosses.
  @inline(__always)
  func forEachItem(main: Range<Double>, cross: Range<Double>, _ body: (Int) -> Void) {
    var line = lines.indices.partitionPoint {
      lines[$0].main + lines[$0].length <= main.lowerBound
    }
    while line < lines.count, lines[line].main < main.upperBound {
      let items = items(ofLine: line)
      var item = items.partitionPoint {
        self.cross(ofItem: $0) + crossLength(ofItem: $0) <= cross.lowerBound
      }
      while item < items.upperBound, self.cross(ofItem: item) < cross.upperBound {
        body(item)
        item += 1
      }
      line += 1
    }
  }
}

/// One line of a flow layout's section.
@_spi(Testing) public struct FlowLine: Hashable, Sendable {
  /// Where the line starts along the scroll axis, relative to its section.
  var main: Double
  /// The line's extent along the scroll axis: its tallest item's.
  var length: Double
  /// The line's first item; the line ends where the next begins, or at the end of the
  /// section.
  var firstItem: Int
}

/// Direct access to the item values of a ``FlowSectionGeometry`` while it is placed,
/// so the inner loops of preparation write positions without a uniqueness or bounds
/// check per element. Only valid inside
/// ``FlowSectionGeometry/init(itemCount:placing:)``.
struct FlowItemBuffers {
  /// Positions along the scroll axis, relative to the section.
  let main: UnsafeMutableBufferPointer<Double>
  /// Positions across the scroll axis.
  let cross: UnsafeMutableBufferPointer<Double>
  /// Extents along the scroll axis.
  let mainLength: UnsafeMutableBufferPointer<Double>
  /// Extents across the scroll axis.
  let crossLength: UnsafeMutableBufferPointer<Double>
}
