/// A run of consecutive lines of a flow section with their items: the unit that an
/// update which resizes a few items copies, so that it never copies the whole section.
///
/// A section's lines fall into chunks by their first item: the lines whose first items
/// lie in one block of ``itemsPerBlock`` items form one chunk. Positions along the scroll
/// axis inside a chunk are relative to the chunk's start, and each chunk starts one line
/// spacing after the end of the one before, so a line that grows moves the later lines of
/// its own chunk and the starts of the later chunks, never the values inside them.
/// Because the grouping depends only on where lines begin, a section laid out anew and a
/// section resized in place group their lines alike and compute the same positions.
struct FlowChunk {
  /// How many items a block holds: a power of two, so that finding an item's block is a
  /// shift.
  static let itemsPerBlock = 1 << blockShift
  /// The base-2 logarithm of ``itemsPerBlock``.
  static let blockShift = 10

  /// The storage that holds the chunk's values, which the chunks of a section placed at
  /// once share.
  let storage: FlowChunkStorage
  /// Where the chunk's first item is in ``storage``.
  let itemOffset: Int
  /// Where the chunk's lines are in ``storage``.
  let lines: Range<Int>
  /// The chunk's first item in its section; it owns every item up to the next chunk's
  /// first.
  let firstItem: Int
  /// Where the chunk starts along the scroll axis, relative to its section.
  var start: Double
  /// How far the chunk reaches along the scroll axis from its start: to the end of its
  /// last line.
  let extent: Double

  /// Where the chunk ends along the scroll axis, relative to its section: the end of
  /// its last line. The next chunk starts one line spacing after it.
  var end: Double { start + extent }

  /// Where item `item` of the section, one of the chunk's, is in ``storage``.
  @inline(__always)
  func index(ofItem item: Int) -> Int { itemOffset &+ (item &- firstItem) }

  /// The frame of the item at `index` in ``storage``, along the scroll axis relative to
  /// the section.
  @inline(__always)
  func frame(at index: Int) -> FlowItemFrame {
    FlowItemFrame(
      main: start + storage.main(index), cross: storage.cross(index),
      mainLength: storage.mainLength(index), crossLength: storage.crossLength(index))
  }

  /// The items of line `line` (where it is in ``storage``): from its first item to the
  /// next line's first, or to `end`, where the chunk's items end.
  @inline(__always)
  func items(ofLine line: Int, end: Int) -> Range<Int> {
    let next = line &+ 1
    return storage.lines[line]
      .firstItem..<(next < lines.upperBound
      ? storage.lines[next].firstItem : end)
  }
}

/// The values of the items and lines of one or more chunks of a flow section, immutable
/// once placed.
///
/// The four numbers of every item (position and extent along and across the scroll
/// axis) are four runs of ``count`` numbers in one array, a struct of arrays in one
/// allocation. Item positions along the axis are relative to the start of the item's
/// chunk, and so are line positions.
final class FlowChunkStorage {
  /// The items' positions along the scroll axis, then their positions across it, their
  /// extents along it and their extents across it.
  let values: [Double]
  /// How many items the storage holds.
  let count: Int
  /// The lines, in order along the scroll axis.
  let lines: [FlowLine]

  init(values: [Double], count: Int, lines: [FlowLine]) {
    self.values = values
    self.count = count
    self.lines = lines
  }

  /// Where item `index` starts along the scroll axis, relative to its chunk.
  @inline(__always)
  func main(_ index: Int) -> Double { values[index] }

  /// Where item `index` starts across the scroll axis.
  @inline(__always)
  func cross(_ index: Int) -> Double { values[count &+ index] }

  /// The extent of item `index` along the scroll axis.
  @inline(__always)
  func mainLength(_ index: Int) -> Double { values[2 &* count &+ index] }

  /// The extent of item `index` across the scroll axis.
  @inline(__always)
  func crossLength(_ index: Int) -> Double { values[3 &* count &+ index] }
}

/// One line of a flow layout's section.
@_spi(Testing) public struct FlowLine: Hashable, Sendable {
  /// Where the line starts along the scroll axis, relative to its chunk.
  var main: Double
  /// The line's extent along the scroll axis: its tallest item's.
  var length: Double
  /// The line's first item in its section; the line ends where the next begins, or at
  /// the end of the section.
  var firstItem: Int
}

/// Places a section's lines one after the other along the scroll axis, grouping them
/// into chunks as they come (see ``FlowChunk``).
struct FlowLineStacker {
  /// The record of one chunk while its section is placed.
  struct Chunk {
    var firstLine: Int
    var firstItem: Int
    var start: Double
    var extent: Double
  }

  /// Where the first line starts, relative to the section.
  let contentStart: Double
  /// The space between two lines.
  let lineSpacing: Double
  /// The chunks so far.
  private(set) var chunks: [Chunk] = []
  /// The lines so far, each relative to its chunk.
  var lines: [FlowLine] = []

  init(contentStart: Double, lineSpacing: Double) {
    self.contentStart = contentStart
    self.lineSpacing = lineSpacing
  }

  /// Appends a line that begins with item `firstItem` and is `length` long, and returns
  /// where it starts relative to its chunk.
  mutating func appendLine(from firstItem: Int, length: Double) -> Double {
    let main: Double
    if let last = chunks.last,
      last.firstItem >> FlowChunk.blockShift == firstItem >> FlowChunk.blockShift
    {
      main = last.extent + lineSpacing
    } else {
      let start = chunks.last.map { $0.start + $0.extent + lineSpacing } ?? contentStart
      chunks.append(Chunk(firstLine: lines.count, firstItem: firstItem, start: start, extent: 0))
      main = 0
    }
    chunks[chunks.count - 1].extent = main + length
    lines.append(FlowLine(main: main, length: length, firstItem: firstItem))
    return main
  }

  /// Where the last line ends, relative to the section; where the first would start if
  /// there is none.
  var contentEnd: Double {
    chunks.last.map { $0.start + $0.extent } ?? contentStart
  }
}
