/// An array stored in chunks of a fixed size, so that a copy shares the chunks and a
/// write to one element of a shared copy copies only its chunk.
///
/// A week calendar keeps its state from before an update for the animation, so the
/// update writes to storage that the old state shares: with one flat array, changing one
/// event of 100,000 would copy all of them.
struct ChunkedArray<Element> {
  /// The number of elements of every chunk but the last.
  private static var chunkSize: Int { 1024 }

  private var chunks: [[Element]] = []
  /// The number of elements.
  private(set) var count = 0

  /// An empty array.
  init() {}

  /// The elements of `elements`, in order.
  ///
  /// - Complexity: O(*n*).
  init(_ elements: [Element]) {
    count = elements.count
    chunks.reserveCapacity((count + Self.chunkSize - 1) / Self.chunkSize)
    var start = 0
    while start < count {
      let end = min(start + Self.chunkSize, count)
      chunks.append(Array(elements[start..<end]))
      start = end
    }
  }

  /// The element at `index`, from 0 to ``count`` less one.
  ///
  /// - Complexity: O(1); a write copies at most one chunk and the list of chunks.
  subscript(index: Int) -> Element {
    get { chunks[index / Self.chunkSize][index % Self.chunkSize] }
    set { chunks[index / Self.chunkSize][index % Self.chunkSize] = newValue }
  }
}
