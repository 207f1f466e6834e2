/// A type that computes the geometry of a collection's elements: the engine behind a
/// `UICollectionViewLayout`, as a plain Swift object.
///
/// The lifecycle follows UIKit's. A layout is prepared with a ``Viewport`` and a data
/// source of its own (each layout has a data-source protocol, as each UIKit layout
/// has a delegate protocol; ``FlowLayout`` reads a ``FlowLayoutDataSource``). After
/// that, ``contentSize``, ``forEachElement(in:_:)`` and ``attributes(for:)`` answer
/// from the prepared state, and ``invalidation(for:)`` says whether a new viewport
/// needs another preparation.
///
/// Layouts are classes so that adapters can hand one object to UIKit; they keep no
/// reference to the objects that feed them.
public protocol CollectionLayout: AnyObject {
  /// The viewport of the last preparation or scroll.
  var viewport: Viewport { get }

  /// The size of the scrollable content.
  ///
  /// - Complexity: O(1).
  var contentSize: Size { get }

  /// Calls `body` with the attributes of every element whose frame intersects `rect`.
  ///
  /// - Complexity: O(log *n* + *k*) for *n* elements of which *k* are reported.
  func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void)

  /// Calls `body` with the attributes of every element, section by section.
  ///
  /// - Complexity: O(*n*).
  func forEachElement(_ body: (LayoutAttributes) -> Void)

  /// The attributes of one element, or `nil` if the layout has no such element.
  ///
  /// - Complexity: O(1).
  func attributes(for element: ElementID) -> LayoutAttributes?

  /// How much of the prepared layout a move to `newViewport` makes out of date, the
  /// answer to UIKit's `shouldInvalidateLayout(forBoundsChange:)`.
  ///
  /// A scroll (a new content offset with the same size) never requires preparing
  /// again.
  func invalidation(for newViewport: Viewport) -> Invalidation

  /// The attributes an element starts from when it appears in an animated update.
  func initialAttributes(forAppearing element: ElementID) -> LayoutAttributes?

  /// The attributes an element ends with when it disappears in an animated update,
  /// given its last attributes.
  func finalAttributes(forDisappearing last: LayoutAttributes) -> LayoutAttributes?

  /// The content offset at which scrolling should come to rest, given where it would
  /// stop on its own and the velocity in points per second.
  func targetContentOffset(forProposed proposed: Point, velocity: Point) -> Point

  /// Where an item being moved interactively should go, given the proposed index path
  /// under the finger.
  func targetIndexPath(forMoving original: IndexPath, proposed: IndexPath) -> IndexPath
}

// MARK: - Default implementations

extension CollectionLayout {
  /// The attributes of every element whose frame intersects `rect`, in the order
  /// ``forEachElement(in:_:)`` reports them.
  ///
  /// - Complexity: O(log *n* + *k*).
  public func elements(in rect: Rect) -> [LayoutAttributes] {
    var result: [LayoutAttributes] = []
    forEachElement(in: rect) { result.append($0) }
    return result
  }

  /// The attributes of every element.
  ///
  /// - Complexity: O(*n*).
  public func allElements() -> [LayoutAttributes] {
    var result: [LayoutAttributes] = []
    forEachElement { result.append($0) }
    return result
  }

  /// The element's final attributes, transparent: UIKit's default fade-in.
  public func initialAttributes(forAppearing element: ElementID) -> LayoutAttributes? {
    guard var attributes = attributes(for: element) else { return nil }
    attributes.alpha = 0
    return attributes
  }

  /// The element's last attributes, transparent: UIKit's default fade-out.
  public func finalAttributes(forDisappearing last: LayoutAttributes) -> LayoutAttributes? {
    var attributes = last
    attributes.alpha = 0
    return attributes
  }

  /// The proposed offset: scrolling stops where it would on its own.
  public func targetContentOffset(forProposed proposed: Point, velocity: Point) -> Point {
    proposed
  }

  /// The proposed index path.
  public func targetIndexPath(forMoving original: IndexPath, proposed: IndexPath) -> IndexPath {
    proposed
  }
}
