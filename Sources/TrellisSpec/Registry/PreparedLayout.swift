import Trellis

/// A prepared layout of any registered kind, as a spec chooses it at run time.
///
/// It answers what a command-line tool or a renderer asks of any layout through the
/// requirements of ``CollectionLayout``, which an existential calls in Embedded Swift
/// too; code that needs the concrete type visits the spec instead
/// (``LayoutSpec/visit(_:)``).
public struct PreparedLayout {
  /// The layout.
  public let base: any CollectionLayout

  /// Wraps a prepared layout.
  public init(_ layout: some CollectionLayout) {
    base = layout
  }

  /// The viewport the layout was prepared for.
  public var viewport: Viewport { base.viewport }

  /// The size of the scrollable content.
  ///
  /// - Complexity: O(1).
  public var contentSize: Size { base.contentSize }

  /// The attributes of every element whose frame intersects `rect`, in the order the
  /// layout reports them.
  ///
  /// - Complexity: O(log *n* + *k*) for *n* elements of which *k* are reported.
  public func elements(in rect: Rect) -> [LayoutAttributes] {
    var elements: [LayoutAttributes] = []
    base.forEachElement(in: rect) { elements.append($0) }
    return elements
  }

  /// The attributes of every element, in the order the layout reports them.
  ///
  /// - Complexity: O(*n*).
  public func allElements() -> [LayoutAttributes] {
    var elements: [LayoutAttributes] = []
    base.forEachElement { elements.append($0) }
    return elements
  }

  /// The attributes of one element, or `nil` if the layout has no such element.
  ///
  /// - Complexity: O(1).
  public func attributes(for element: ElementID) -> LayoutAttributes? {
    base.attributes(for: element)
  }

  /// The number of elements whose frames intersect `rect`, or of all elements when
  /// `rect` is `nil`, counted without collecting them.
  ///
  /// - Complexity: As ``forEachElement(in:_:)``.
  public func elementCount(in rect: Rect?) -> Int {
    var count = 0
    forEachElement(in: rect) { _ in count += 1 }
    return count
  }

  /// Calls `body` with the attributes of every element whose frame intersects `rect`,
  /// or of every element when `rect` is `nil`, in the order the layout reports them,
  /// without collecting them.
  ///
  /// - Complexity: O(log *n* + *k*) for *n* elements of which *k* are reported, O(*n*)
  ///   without a rect.
  public func forEachElement(in rect: Rect?, _ body: (LayoutAttributes) -> Void) {
    if let rect {
      base.forEachElement(in: rect, body)
    } else {
      base.forEachElement(body)
    }
  }
}
