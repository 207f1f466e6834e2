/// The spans of a ``SectionStack``'s sections, one after the other along the scroll axis,
/// stored in chunks whose origins are relative to their chunk's start.
///
/// A layout keeps its state from before an update for the animation, and a copy of the
/// spans shares their chunks. When a section in the middle grows or shrinks, the update
/// rewrites the spans of its own chunk and the start of each chunk after it, not the
/// origin of every section after it: changing one section of a million costs a chunk and
/// a list of starts 64 times shorter than the sections.
///
/// Reading a span whose chunk starts are out of date (after ``replace(_:with:)``, before
/// ``restack()``) gives a wrong origin: ``SectionStack/finishSections()`` restacks.
@_spi(Testing) public struct StackedSpans: RandomAccessCollection, Equatable {
  /// The spans, each chunk's origins relative to the chunk's start.
  private var chunks = ChunkedArray<SectionStack.Span>(chunkShift: Self.chunkShift)
  /// Where each chunk starts along the scroll axis.
  private var chunkStarts: [Double] = []
  /// A chunk after which the chunks' starts are out of date, as a section before them
  /// changed its extent; `nil` when they are up to date.
  private var staleChunk: Int?

  /// Each chunk holds 2 to this power spans.
  private static var chunkShift: Int { 6 }

  /// No sections.
  init() {}

  /// The position of the first span: 0.
  public var startIndex: Int { 0 }

  /// The position after the last span: the number of sections.
  public var endIndex: Int { chunks.count }

  /// The span of `section`, with its origin along the scroll axis.
  ///
  /// - Complexity: O(1).
  public subscript(section: Int) -> SectionStack.Span {
    var span = chunks[section]
    span.origin += chunkStarts[section >> Self.chunkShift]
    return span
  }

  /// Reserves room for `count` sections.
  mutating func reserveCapacity(_ count: Int) {
    chunks.reserveCapacity(count)
    chunkStarts.reserveCapacity((count + (1 << Self.chunkShift) - 1) >> Self.chunkShift)
  }

  /// Adds `span` after the last section, starting at `origin`.
  mutating func append(copying span: SectionStack.Span, at origin: Double) {
    restack()
    let section = chunks.count
    if section & (1 << Self.chunkShift - 1) == 0 { chunkStarts.append(origin) }
    var relative = span
    relative.origin = origin - chunkStarts[section >> Self.chunkShift]
    chunks.append(relative)
  }

  /// Adds the spans of `other` at `range` after the last section, the first starting at
  /// `origin` and each of the others where the one before it ends, sharing the whole
  /// chunks of `other` when the positions within a chunk match.
  ///
  /// - Complexity: O(*k*) for the *k* spans of `range`, or O(*k* / 64 + 64) when the
  ///   positions match.
  mutating func append(contentsOf other: StackedSpans, _ range: Range<Int>, at origin: Double) {
    let mask = 1 << Self.chunkShift - 1
    var section = range.lowerBound
    var origin = origin
    func appendOne() {
      let span = other[section]
      append(copying: span, at: origin)
      origin += span.length
      section += 1
    }
    guard chunks.count & mask == range.lowerBound & mask else {
      while section < range.upperBound { appendOne() }
      return
    }
    while section < range.upperBound && section & mask != 0 { appendOne() }
    let whole = (range.upperBound - section) & ~mask
    if whole > 0 {
      restack()
      let shift = origin - other.chunkStarts[section >> Self.chunkShift]
      for chunk in (section >> Self.chunkShift)..<((section + whole) >> Self.chunkShift) {
        chunkStarts.append(other.chunkStarts[chunk] + shift)
      }
      chunks.append(contentsOf: other.chunks, section..<(section + whole))
      section += whole
      origin = self[section - 1].end
    }
    while section < range.upperBound { appendOne() }
  }

  /// Replaces the extents, background and insets of `section` with those of `span`,
  /// keeping it where it starts and moving the sections after it in its chunk; the
  /// chunks after it move with ``restack()``.
  ///
  /// - Complexity: O(64), plus a copy of the section's chunk when a copy shares it.
  mutating func replace(_ section: Int, with span: SectionStack.Span) {
    var relative = span
    relative.origin = chunks[section].origin
    chunks[section] = relative
    let chunk = section >> Self.chunkShift
    let chunkEnd = Swift.min((chunk + 1) << Self.chunkShift, chunks.count)
    for next in (section + 1)..<Swift.max(section + 1, chunkEnd) {
      chunks[next].origin = chunks[next - 1].end
    }
    staleChunk = Swift.min(staleChunk ?? chunk, chunk)
  }

  /// Removes the last `k` sections.
  ///
  /// - Complexity: O(*k* / 64), plus a copy of the new last chunk when a copy shares it.
  mutating func removeLast(_ k: Int) {
    chunks.removeLast(k)
    chunkStarts.removeLast(
      chunkStarts.count - (chunks.count + (1 << Self.chunkShift) - 1) >> Self.chunkShift)
  }

  /// Moves the chunks after the sections that ``replace(_:with:)`` changed to follow on
  /// from the chunks before them.
  ///
  /// - Complexity: O(*s* / 64) for *s* sections.
  mutating func restack() {
    guard let stale = staleChunk else { return }
    staleChunk = nil
    for next in (stale + 1)..<Swift.max(stale + 1, chunkStarts.count) {
      chunkStarts[next] = chunkStarts[next - 1] + chunks[(next << Self.chunkShift) - 1].end
    }
  }

  /// Whether both have the same spans at the same origins, whatever their chunks.
  public static func == (lhs: StackedSpans, rhs: StackedSpans) -> Bool {
    lhs.count == rhs.count && lhs.indices.allSatisfy { lhs[$0] == rhs[$0] }
  }
}
