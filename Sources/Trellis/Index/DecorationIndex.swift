/// Decoration elements sorted along the scroll axis for rect queries.
///
/// Elements are kept in order of where they start along the axis, with the running
/// maximum of where they end, so a query finds the first candidate by binary search and
/// stops at the first element that starts past the rect.
struct DecorationIndex {
  private var elements: [LayoutAttributes] = []
  private var runningMaxEnd: [Double] = []
  private var positions: [ElementID: Int] = [:]
  private var direction: ScrollDirection = .vertical

  /// An index with no elements.
  init() {}

  /// Indexes `elements` along `direction`.
  init(_ elements: [LayoutAttributes], along direction: ScrollDirection) {
    self.direction = direction
    self.elements = elements.sorted { start(of: $0) < start(of: $1) }
    var maxEnd = -Double.infinity
    runningMaxEnd.reserveCapacity(elements.count)
    for (position, element) in self.elements.enumerated() {
      maxEnd = max(maxEnd, end(of: element))
      runningMaxEnd.append(maxEnd)
      positions[element.id] = position
    }
  }

  var isEmpty: Bool { elements.isEmpty }

  /// Calls `body` with every element whose frame intersects `rect`.
  ///
  /// - Complexity: O(log *n* + *m*), where *m* counts the elements that start within
  ///   the rect's extent along the axis or overlap its start.
  func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
    let lower = direction == .vertical ? rect.minY : rect.minX
    let upper = direction == .vertical ? rect.maxY : rect.maxX
    var position = elements.indices.partitionPoint { runningMaxEnd[$0] <= lower }
    while position < elements.count, start(of: elements[position]) < upper {
      if elements[position].frame.intersects(rect) { body(elements[position]) }
      position += 1
    }
  }

  /// Calls `body` with every element in order along the axis.
  func forEachElement(_ body: (LayoutAttributes) -> Void) {
    for element in elements { body(element) }
  }

  /// The element with the given id, if any.
  ///
  /// - Complexity: O(1) on average.
  func attributes(for id: ElementID) -> LayoutAttributes? {
    positions[id].map { elements[$0] }
  }

  private func start(of element: LayoutAttributes) -> Double {
    direction == .vertical ? element.frame.minY : element.frame.minX
  }

  private func end(of element: LayoutAttributes) -> Double {
    direction == .vertical ? element.frame.maxY : element.frame.maxX
  }
}
