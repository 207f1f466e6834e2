/// An array stored in chunks of a fixed size, so that a copy shares the chunks and a
/// write to one element of a shared copy copies only its chunk.
///
/// A layout keeps its state from before an update for the animation, so the update
/// writes to storage that the old state shares: with one flat array, changing one event
/// of 100,000, one day of thousands or one section of a million would copy all of them.
/// A week calendar keeps its events and days in chunked arrays, and a layout built on a
/// ``SectionStack`` its sections.
@_spi(Testing) public struct ChunkedArray<Element>: RandomAccessCollection, MutableCollection {
  private var chunks: [[Element]] = []
  /// The number of elements of every chunk but the last is 2 to this power.
  private var chunkShift = 10
  /// The number of elements.
  public private(set) var count = 0

  /// An empty array whose chunks hold 2 to the power `chunkShift` elements.
  public init(chunkShift: Int = 10) {
    self.chunkShift = chunkShift
  }

  /// The elements of `elements`, in order, in chunks of 2 to the power `chunkShift`:
  /// small chunks for large elements, so that a write copies little.
  ///
  /// - Complexity: O(*n*).
  public init(_ elements: [Element], chunkShift: Int = 10) {
    self.chunkShift = chunkShift
    count = elements.count
    let chunkSize = 1 << chunkShift
    chunks.reserveCapacity((count + chunkSize - 1) >> chunkShift)
    var start = 0
    while start < count {
      let end = Swift.min(start + chunkSize, count)
      chunks.append(Array(elements[start..<end]))
      start = end
    }
  }

  /// The position of the first element: 0.
  public var startIndex: Int { 0 }

  /// The position after the last element: ``count``.
  public var endIndex: Int { count }

  /// The element at `index`, from 0 to ``count`` less one.
  ///
  /// Reads and writes happen in place, as an array's do: reading an element of arrays
  /// retains nothing.
  ///
  /// - Complexity: O(1); a write copies at most one chunk and the list of chunks.
  public subscript(index: Int) -> Element {
    _read { yield chunks[index >> chunkShift][index & (1 << chunkShift - 1)] }
    _modify { yield &chunks[index >> chunkShift][index & (1 << chunkShift - 1)] }
  }

  /// Reserves room for `count` elements in the list of chunks.
  public mutating func reserveCapacity(_ count: Int) {
    chunks.reserveCapacity((count + (1 << chunkShift) - 1) >> chunkShift)
  }

  /// Adds `element` after the last element.
  ///
  /// - Complexity: amortized O(1); O(2 to the power `chunkShift`) when the last chunk is
  ///   shared with a copy, which this copies.
  public mutating func append(_ element: Element) {
    if count & (1 << chunkShift - 1) == 0 {
      var chunk: [Element] = []
      chunk.reserveCapacity(1 << chunkShift)
      chunks.append(chunk)
    }
    chunks[chunks.count - 1].append(element)
    count += 1
  }

  /// Adds the elements of `other` at `range` after the last element, sharing whole
  /// chunks of `other` when both arrays are at the same position within a chunk.
  ///
  /// - Complexity: O(*k*) for the *k* elements of `range` when the positions differ;
  ///   otherwise O(*k* / 2 to the power `chunkShift` + 2 to the power `chunkShift`).
  public mutating func append(contentsOf other: ChunkedArray, _ range: Range<Int>) {
    var index = range.lowerBound
    let mask = 1 << chunkShift - 1
    while index < range.upperBound {
      let chunk = index >> chunkShift
      if chunkShift == other.chunkShift, count & mask == 0, index & mask == 0,
        index + mask < range.upperBound
      {
        chunks.append(other.chunks[chunk])
        count += mask + 1
        index += mask + 1
      } else {
        append(other[index])
        index += 1
      }
    }
  }

  /// Removes the last `k` elements.
  ///
  /// - Complexity: O(*k* / 2 to the power `chunkShift`), plus the new last chunk when it
  ///   is shared with a copy, which this copies.
  public mutating func removeLast(_ k: Int) {
    precondition(k >= 0 && k <= count, "removing more elements than the array has")
    count -= k
    let chunkCount = (count + (1 << chunkShift) - 1) >> chunkShift
    chunks.removeLast(chunks.count - chunkCount)
    let kept = count & (1 << chunkShift - 1)
    if kept > 0 && chunks[chunkCount - 1].count > kept {
      chunks[chunkCount - 1].removeLast(chunks[chunkCount - 1].count - kept)
    }
  }
}

extension ChunkedArray: Equatable where Element: Equatable {
  /// Whether both arrays have the same elements in the same order, whatever their chunks.
  public static func == (lhs: ChunkedArray, rhs: ChunkedArray) -> Bool {
    lhs.elementsEqual(rhs)
  }
}
