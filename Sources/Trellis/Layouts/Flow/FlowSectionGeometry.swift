/// The items and lines of one section of a flow layout, with positions along the scroll
/// axis relative to the section's origin, which the ``SectionStack`` keeps.
///
/// A section never changes once placed: its values live in immutable objects that copies
/// of the section share, so an update that keeps a section copies one reference and its
/// item count, never its items. The lines and items are grouped into chunks (see
/// ``FlowChunk``), whose positions are relative to the chunk's start: a section whose
/// items change size along the scroll axis is built from the old one by placing again
/// the chunks of those items and moving the starts of the others
/// (``FlowLayoutContext/resizeSection(_:items:of:from:)``), and it shares every other
/// chunk with the old one. A section placed at once keeps all its chunks' values in one
/// storage: four numbers per item in one allocation and the lines in another.
@_spi(Testing) public struct FlowSectionGeometry: StackedSection, Hashable {
  /// The chunks of a section and what a later resize needs to know, immutable once
  /// placed, so that copies of a section share one object.
  final class Storage {
    let chunks: [FlowChunk]
    /// For every block of ``FlowChunk/itemsPerBlock`` items, the chunk that holds the
    /// block's first item; empty when the section has at most one chunk.
    let chunkOfBlock: [Int]
    /// How the items were placed, for a later resize.
    let placement: FlowSectionPlacement

    init(chunks: [FlowChunk], chunkOfBlock: [Int], placement: FlowSectionPlacement) {
      self.chunks = chunks
      self.chunkOfBlock = chunkOfBlock
      self.placement = placement
    }
  }

  let storage: Storage

  /// The number of items, kept beside the reference so that an update checks every
  /// section's count without reaching into each section's storage.
  let itemCount: Int

  /// The chunks, in order along the scroll axis.
  var chunks: [FlowChunk] { storage.chunks }

  /// Where the last line ends along the scroll axis, relative to the section; `nil`
  /// when the section has no items.
  var contentEnd: Double? { chunks.last?.end }

  /// How the items were placed.
  var placement: FlowSectionPlacement { storage.placement }

  /// An object that stands for the section's values: two sections with the same
  /// identity share them.
  @_spi(Testing) public var storageIdentity: ObjectIdentifier { ObjectIdentifier(storage) }

  /// The number of chunks of the section.
  @_spi(Testing) public var chunkCount: Int { chunks.count }

  /// How many of the section's chunks hold the very values of a chunk of `other`,
  /// shared rather than copied.
  @_spi(Testing) public func chunksShared(with other: FlowSectionGeometry) -> Int {
    zip(chunks, other.chunks).count { mine, theirs in
      mine.storage === theirs.storage && mine.itemOffset == theirs.itemOffset
    }
  }

  /// A section without items.
  init() {
    itemCount = 0
    storage = Storage(chunks: [], chunkOfBlock: [], placement: FlowSectionPlacement())
  }

  /// A section of `itemCount` items in `chunks`.
  init(itemCount: Int, chunks: [FlowChunk], placement: FlowSectionPlacement) {
    self.itemCount = itemCount
    storage = Storage(
      chunks: chunks, chunkOfBlock: Self.chunkOfBlock(chunks, itemCount: itemCount),
      placement: placement)
  }

  /// A section of `itemCount` items in `chunks`, which begin with the same items as
  /// the chunks of `old`.
  init(
    itemCount: Int, chunks: [FlowChunk], sharingBlocksOf old: FlowSectionGeometry,
    placement: FlowSectionPlacement
  ) {
    self.itemCount = itemCount
    storage = Storage(
      chunks: chunks, chunkOfBlock: old.storage.chunkOfBlock, placement: placement)
  }

  /// A section of `itemCount` items, whose values `body` writes through the buffers,
  /// with positions along the axis relative to their chunks, and whose lines it appends
  /// to the stacker. All its chunks share one storage.
  ///
  /// - Precondition: `itemCount` is not negative and four times it fits in an `Int`.
  init<Failure: Error>(
    itemCount: Int, stacker: FlowLineStacker,
    placing body: (FlowItemBuffers, inout FlowLineStacker) throws(Failure) -> FlowSectionPlacement
  ) throws(Failure) {
    var stacker = stacker
    var values = [Double](repeating: 0, count: 4 * itemCount)
    let placement = try values.withUnsafeMutableBufferPointer { all throws(Failure) in
      func run(_ index: Int) -> UnsafeMutableBufferPointer<Double> {
        UnsafeMutableBufferPointer(rebasing: all[(index * itemCount)..<((index + 1) * itemCount)])
      }
      return try body(
        FlowItemBuffers(main: run(0), cross: run(1), mainLength: run(2), crossLength: run(3)),
        &stacker)
    }
    let storage = FlowChunkStorage(values: values, count: itemCount, lines: stacker.lines)
    let records = stacker.chunks
    var chunks: [FlowChunk] = []
    chunks.reserveCapacity(records.count)
    for (index, record) in records.enumerated() {
      let lineEnd = index + 1 < records.count ? records[index + 1].firstLine : storage.lines.count
      chunks.append(
        FlowChunk(
          storage: storage, itemOffset: record.firstItem, lines: record.firstLine..<lineEnd,
          firstItem: record.firstItem, start: record.start, extent: record.extent))
    }
    self.init(itemCount: itemCount, chunks: chunks, placement: placement)
  }

  /// For every block of items, the chunk that holds the block's first item; empty for a
  /// section of at most one chunk, whose items need no search.
  private static func chunkOfBlock(_ chunks: [FlowChunk], itemCount: Int) -> [Int] {
    guard chunks.count > 1 else { return [] }
    let blocks = (itemCount + FlowChunk.itemsPerBlock - 1) >> FlowChunk.blockShift
    var result = [Int](repeating: 0, count: blocks)
    var chunk = 0
    for block in 0..<blocks {
      let first = block << FlowChunk.blockShift
      while chunk + 1 < chunks.count && chunks[chunk + 1].firstItem <= first { chunk += 1 }
      result[block] = chunk
    }
    return result
  }

  /// Whether two sections have the same items and lines, in the same chunks.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    if lhs.storage === rhs.storage { return true }
    guard lhs.itemCount == rhs.itemCount, lhs.chunks.count == rhs.chunks.count else {
      return false
    }
    for (left, right) in zip(lhs.chunks, rhs.chunks) {
      guard left.firstItem == right.firstItem, left.start == right.start,
        left.extent == right.extent, left.lines.count == right.lines.count,
        left.storage.lines[left.lines] == right.storage.lines[right.lines]
      else { return false }
    }
    for item in 0..<lhs.itemCount where lhs.frame(ofItem: item) != rhs.frame(ofItem: item) {
      return false
    }
    return true
  }

  /// Hashes the items and lines.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(itemCount)
    for chunk in chunks {
      hasher.combine(chunk.start)
      hasher.combine(chunk.extent)
      for line in chunk.lines { hasher.combine(chunk.storage.lines[line]) }
    }
  }

  /// The chunk that holds item `item`, by its index.
  @inline(__always)
  func chunk(ofItem item: Int) -> Int {
    let chunkOfBlock = storage.chunkOfBlock
    guard !chunkOfBlock.isEmpty else { return 0 }
    let candidate = chunkOfBlock[item >> FlowChunk.blockShift]
    let next = candidate &+ 1
    return next < storage.chunks.count && storage.chunks[next].firstItem <= item ? next : candidate
  }

  /// Where item `item` starts along and across the scroll axis and its extents along
  /// and across it, with the position along the axis relative to the section.
  @inline(__always)
  func frame(ofItem item: Int) -> FlowItemFrame {
    let chunk = storage.chunks[chunk(ofItem: item)]
    return chunk.frame(at: chunk.index(ofItem: item))
  }

  /// The items of chunk `index`: from its first to the next chunk's first, or to the end
  /// of the section.
  @inline(__always)
  func items(ofChunk index: Int) -> Range<Int> {
    let chunks = storage.chunks
    return chunks[index]
      .firstItem..<(index &+ 1 < chunks.count
      ? chunks[index &+ 1].firstItem : itemCount)
  }

  /// Item `item` with its frame.
  @inline(__always)
  func location(ofItem item: Int) -> FlowItemLocation {
    FlowItemLocation(item: item, frame: frame(ofItem: item))
  }

  /// Calls `body` with every item in order and its extents along and across the
  /// scroll axis.
  func forEachItemExtent(
    _ body: (_ item: Int, _ mainLength: Double, _ crossLength: Double) -> Void
  ) {
    for (index, chunk) in chunks.enumerated() {
      for item in items(ofChunk: index) {
        let at = chunk.index(ofItem: item)
        body(item, chunk.storage.mainLength(at), chunk.storage.crossLength(at))
      }
    }
  }

  /// Calls `body` with every line in order: where it starts along the scroll axis
  /// relative to the section, its extent along the axis, and its items.
  func forEachLine(_ body: (_ main: Double, _ length: Double, _ items: Range<Int>) -> Void) {
    for (index, chunk) in chunks.enumerated() {
      let end = items(ofChunk: index).upperBound
      for line in chunk.lines {
        let stored = chunk.storage.lines[line]
        body(chunk.start + stored.main, stored.length, chunk.items(ofLine: line, end: end))
      }
    }
  }

  /// Calls `body` with every item whose line overlaps `main` (relative to the
  /// section's origin) and whose extent across the axis overlaps `cross`, line by line,
  /// with its frame, read from the chunk the search found.
  ///
  /// - Complexity: O(log *n* + *k*) for *n* items of which *k* are reported, plus the
  ///   lines the range crosses.
  @inline(__always)
  func forEachItem(
    main: Range<Double>, cross: Range<Double>, _ body: (FlowItemLocation) -> Void
  ) {
    let chunks = storage.chunks
    var index = chunks.indices.partitionPoint { chunks[$0].end <= main.lowerBound }
    while index < chunks.count, chunks[index].start < main.upperBound {
      let chunk = chunks[index]
      let values = chunk.storage
      let lines = values.lines
      let low = main.lowerBound - chunk.start
      let high = main.upperBound - chunk.start
      let chunkEnd = items(ofChunk: index).upperBound
      var line = chunk.lines.partitionPoint { lines[$0].main + lines[$0].length <= low }
      while line < chunk.lines.upperBound, lines[line].main < high {
        let items = chunk.items(ofLine: line, end: chunkEnd)
        var item = items.partitionPoint {
          let at = chunk.index(ofItem: $0)
          return values.cross(at) + values.crossLength(at) <= cross.lowerBound
        }
        var at = chunk.index(ofItem: item)
        while item < items.upperBound, values.cross(at) < cross.upperBound {
          body(FlowItemLocation(item: item, frame: chunk.frame(at: at)))
          item += 1
          at += 1
        }
        line += 1
      }
      index += 1
    }
  }
}

/// An item of a flow section with its frame, as a query reports it.
struct FlowItemLocation {
  /// The item's index in its section.
  var item: Int
  /// Where the item is.
  var frame: FlowItemFrame
}

/// Where an item of a flow section is, along and across the scroll axis.
struct FlowItemFrame: Hashable {
  /// Where the item starts along the scroll axis, relative to its section.
  var main: Double
  /// Where it starts across the scroll axis.
  var cross: Double
  /// Its extent along the scroll axis.
  var mainLength: Double
  /// Its extent across the scroll axis.
  var crossLength: Double
}

/// How a flow section's items were placed, which decides whether a resize of some of its
/// items can keep the rest.
struct FlowSectionPlacement: Hashable {
  /// How many items differ in size from the first, so that a resize knows whether the
  /// section turns into a grid without reading every item.
  var itemsUnlikeFirst = 0
  /// The section's values, which a resize must find unchanged; `nil` for a section
  /// never placed.
  var metrics: FlowSectionMetrics?
}

/// Direct access to the item values of a ``FlowSectionGeometry`` while it is placed,
/// so the inner loops of preparation write positions without a uniqueness or bounds
/// check per element. Only valid inside
/// ``FlowSectionGeometry/init(itemCount:stacker:placing:)``.
struct FlowItemBuffers {
  /// Positions along the scroll axis, relative to the item's chunk.
  let main: UnsafeMutableBufferPointer<Double>
  /// Positions across the scroll axis.
  let cross: UnsafeMutableBufferPointer<Double>
  /// Extents along the scroll axis.
  let mainLength: UnsafeMutableBufferPointer<Double>
  /// Extents across the scroll axis.
  let crossLength: UnsafeMutableBufferPointer<Double>
}
