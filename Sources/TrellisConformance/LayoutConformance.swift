import Trellis

/// A checker of what every `CollectionLayout` must satisfy, whatever it
/// computes: rect queries that find exactly the elements a brute-force search finds,
/// look-ups that agree with them, sound frames, hit testing that agrees with the drawn
/// shapes (``violations(of:)``), incremental updates that end where a fresh preparation
/// does (``violations(updating:to:through:comparedWith:)``), transitions whose ends are
/// the two layouts (``violations(transitioningFrom:to:)``), and drags that end as a fresh
/// preparation of the moved data
/// (``violations(reordering:itemAt:through:host:comparedWith:)``).
///
/// The checker never asserts: it returns the ``ConformanceViolation``s it finds, each
/// naming the element, the rect or point, and what differed, so that a test can report
/// them in its own framework.
///
/// ```swift
/// let layout = FlowLayout()
/// try layout.prepare(
///   for: Viewport(size: Size(width: 320, height: 480)),
///   dataSource: FlowContent(sections: [.init(itemCount: 40)]))
/// let violations = LayoutConformance(seed: 7).violations(of: layout)
/// #expect(violations.isEmpty, "\(violations)")
/// ```
///
/// The rects and points the checker tries are drawn from the layout's own elements (their
/// frames, edges and slivers along them), from the content and the viewport (the whole
/// content, empty rects, rects outside it) and at random from ``seed``: the same seed and
/// layout give the same checks, so a failure can be replayed and shrunk.
///
/// Each brute-force comparison costs O(*n*) for *n* elements, so the whole check costs
/// O(*n* × (``randomRectCount`` + ``elementProbeCount`` + ``randomPointCount``)). Keep
/// layouts to a few hundred elements, or lower the counts for larger ones.
public struct LayoutConformance: Sendable {
  /// The seed of the random rects and points; the same seed repeats the same checks.
  public var seed: UInt64
  /// The number of rects at random places and of random sizes around the content.
  public var randomRectCount: Int
  /// The number of elements whose frames, and rects along whose edges, are queried.
  public var elementProbeCount: Int
  /// The number of random points whose hit test is compared with the drawn shapes.
  public var randomPointCount: Int
  /// Rects to query besides those the checker chooses.
  public var additionalRects: [Rect]
  /// Whether a rect query must report its elements in the order in which
  /// `CollectionLayout/forEachElement(_:)` reports them all.
  ///
  /// The protocol leaves the order free, so it is off by default; a layout that promises
  /// the order (`FlowLayout` without pinned elements does) can have it checked.
  public var checksQueryOrder: Bool
  /// Whether `CollectionLayout/indexPathForItem(at:)` is checked.
  public var checksHitTesting: Bool

  /// Creates a checker with the seed `seed` and counts that keep a check of a layout of
  /// a few hundred elements within milliseconds.
  public init(
    seed: UInt64 = 0,
    randomRectCount: Int = 16,
    elementProbeCount: Int = 12,
    randomPointCount: Int = 32,
    additionalRects: [Rect] = [],
    checksQueryOrder: Bool = false,
    checksHitTesting: Bool = true
  ) {
    self.seed = seed
    self.randomRectCount = randomRectCount
    self.elementProbeCount = elementProbeCount
    self.randomPointCount = randomPointCount
    self.additionalRects = additionalRects
    self.checksQueryOrder = checksQueryOrder
    self.checksHitTesting = checksHitTesting
  }

  /// Every violation of the layout protocol's contract by `layout` as it is prepared now.
  ///
  /// Checks that the content size and every frame are finite and not negative in size;
  /// that element ids are unique; that
  /// `CollectionLayout/attributes(for:)` gives each element's attributes and
  /// `nil` for elements the layout does not have; that
  /// `CollectionLayout/initialAttributes(forAppearing:)` exists exactly for
  /// the layout's elements; that `CollectionLayout/forEachElement(in:_:)`
  /// reports, for every rect tried, each element whose drawn shape intersects the rect
  /// once, with the same attributes, and no other; and that
  /// `CollectionLayout/indexPathForItem(at:)` finds the topmost visible cell
  /// whose drawn shape contains the point.
  ///
  /// - Complexity: O(*n* × *r*) for *n* elements and *r* rects and points tried.
  public func violations(of layout: some CollectionLayout) -> [ConformanceViolation] {
    var report = ViolationReport()
    let snapshot = ElementSnapshot(layout)
    checkElements(of: layout, snapshot, into: &report)
    checkLookups(of: layout, snapshot, into: &report)
    checkQueries(of: layout, snapshot, into: &report)
    if checksHitTesting {
      checkHitTesting(of: layout, snapshot, into: &report)
    }
    return report.violations
  }
}

/// The violations found so far, with a limit so that one broken layout does not produce
/// thousands of messages.
struct ViolationReport {
  /// The largest number of violations kept.
  static let limit = 50

  private(set) var violations: [ConformanceViolation] = []

  var isFull: Bool { violations.count >= Self.limit }

  mutating func record(
    _ kind: ConformanceViolation.Kind, element: ElementID? = nil,
    attributes: LayoutAttributes? = nil
  ) {
    guard !isFull else { return }
    violations.append(ConformanceViolation(kind: kind, element: element, attributes: attributes))
  }
}

/// Every element of a layout, as ``CollectionLayout/forEachElement(_:)`` reports it, with
/// the first attributes of each id.
struct ElementSnapshot {
  let all: [LayoutAttributes]
  /// The bounding rectangle of each element's drawn shape, in the order of `all`.
  let drawn: [Rect]
  let byID: [ElementID: LayoutAttributes]
  /// The position of the first element of each id in `all`.
  let position: [ElementID: Int]
  /// Whether each element of `all` is the first with its id.
  let isFirst: [Bool]
  let contentSize: Size
  let viewport: Viewport

  init(_ layout: some CollectionLayout) {
    all = layout.allElements()
    drawn = all.map(\.drawnBounds)
    var byID: [ElementID: LayoutAttributes] = [:]
    var position: [ElementID: Int] = [:]
    var isFirst = [Bool](repeating: false, count: all.count)
    for (index, attributes) in all.enumerated() where byID[attributes.id] == nil {
      byID[attributes.id] = attributes
      position[attributes.id] = index
      isFirst[index] = true
    }
    self.isFirst = isFirst
    self.byID = byID
    self.position = position
    contentSize = layout.contentSize
    viewport = layout.viewport
  }
}
