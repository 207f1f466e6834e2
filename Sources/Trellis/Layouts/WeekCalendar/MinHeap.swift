/// A binary min-heap: the smallest element is at hand in O(1), and insertion and
/// removal of the smallest cost O(log *n*).
///
/// The overlap placement keeps two: the sub-columns that are free, to take the first
/// of them, and the busy ones ordered by when their event ends.
struct MinHeap<Element: Comparable> {
  private var storage: [Element] = []

  /// An empty heap.
  init() {}

  var isEmpty: Bool { storage.isEmpty }

  /// The smallest element, or `nil` when the heap is empty.
  var min: Element? { storage.first }

  /// Adds `element`.
  ///
  /// - Complexity: O(log *n*).
  mutating func insert(_ element: Element) {
    storage.append(element)
    var child = storage.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard storage[child] < storage[parent] else { break }
      storage.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes and returns the smallest element, or `nil` when the heap is empty.
  ///
  /// - Complexity: O(log *n*).
  mutating func popMin() -> Element? {
    guard let last = storage.popLast() else { return nil }
    guard !storage.isEmpty else { return last }
    let smallest = storage[0]
    storage[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      guard left < storage.count else { break }
      let right = left + 1
      let child = right < storage.count && storage[right] < storage[left] ? right : left
      guard storage[child] < storage[parent] else { break }
      storage.swapAt(child, parent)
      parent = child
    }
    return smallest
  }

  /// Removes every element, keeping the storage for reuse.
  mutating func removeAll() {
    storage.removeAll(keepingCapacity: true)
  }
}
