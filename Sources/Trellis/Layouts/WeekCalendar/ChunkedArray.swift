/// An array stored in chunks of a fixed size, so that a copy shares the chunks and a
/// write to one element of a shared copy copies only its chunk.
///
/// A week calendar keeps its state from before an update for the animation, so the
/// update writes to storage that the old state shares: with one flat array, changing one
/// event of 100,000, or one day of thousands, would copy all of them.
struct ChunkedArray<Element>: RandomAccessCollection, MutableCollection {
  private var chunks: [[Element]] = []
  /// The number of elements of every chunk but the last is 2 to this power.
  private var chunkShift = 10
  /// The number of elements.
  private(set) var count = 0

  /// An empty array.
  init() {}

  /// The elements of `elements`, in order, in chunks of 2 to the power `chunkShift`:
  /// small chunks for large elements, so that a write copies little.
  ///
  /// - Complexity: O(*n*).
  init(_ elements: [Element], chunkShift: Int = 10) {
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
  var startIndex: Int { 0 }

  /// The position after the last element: ``count``.
  var endIndex: Int { count }

  /// The element at `index`, from 0 to ``count`` less one.
  ///
  /// Reads and writes happen in place, as an array's do: reading an element of arrays
  /// retains nothing.
  ///
  /// - Complexity: O(1); a write copies at most one chunk and the list of chunks.
  subscript(index: Int) -> Element {
    _read { yield chunks[index >> chunkShift][index & (1 << chunkShift - 1)] }
    _modify { yield &chunks[index >> chunkShift][index & (1 << chunkShift - 1)] }
  }
}
