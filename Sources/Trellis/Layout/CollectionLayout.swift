/// A type that computes the geometry of a collection's elements: the engine behind a
/// `UICollectionViewLayout`, as a plain Swift object.
///
/// The lifecycle follows UIKit's. A layout is prepared with a ``Viewport`` and a data
/// source of its own (each layout has a data-source protocol, as each UIKit layout
/// has a delegate protocol). After that, ``contentSize``, ``forEachElement(in:_:)`` and
/// ``attributes(for:)`` answer from the prepared state, and ``invalidation(for:)`` says
/// whether a new viewport needs another preparation.
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

  /// Calls `body` with the attributes of every element whose drawn shape intersects
  /// `rect`: its frame, or for an element with a 3D transform the bounding rectangle of
  /// its projected corners.
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

  /// Moves the layout to `newViewport` without preparing again when the change allows
  /// it, and returns what the change invalidates.
  ///
  /// For `.none` and `.pinnedElements` the layout takes the new viewport at once, so a
  /// scroll step costs no preparation. For `.everything` the layout keeps its state and
  /// must be prepared again with the new viewport. An invalid viewport (a NaN offset,
  /// say) throws and changes nothing.
  @discardableResult
  func updateViewport(_ newViewport: Viewport) throws(LayoutError) -> Invalidation

  /// The attributes an element had before the layout's last update, while the layout
  /// still knows them: the "before" half of an animated update.
  ///
  /// After ``LayoutChange``-driven updates a layout keeps the state it had just before,
  /// so a collection view can animate elements that were far away before the update
  /// and are visible after it from where they really were. `element` names the element
  /// as it was before the update. The default answers `nil`, and such elements fade in
  /// at their new place.
  ///
  /// - Complexity: O(1) or O(log *n*).
  func attributesBeforeUpdate(for element: ElementID) -> LayoutAttributes?

  /// What the last ``LayoutChange``-driven update changed: the elements whose attributes
  /// differ from the ones they had just before it, and whether the content size did.
  ///
  /// A collection view reads it right after an update and gives new attributes only to
  /// the elements it names. After a preparation, and in the default, it is
  /// ``LayoutUpdateReport/everything``: a layout that does not report stays correct and
  /// only costs a pass over every visible element. A layout may find it when asked, so
  /// that updates whose report nobody reads cost nothing more; the collection view asks
  /// only after an update that keeps every index path.
  ///
  /// - Complexity: at most O(*s* + *m*) for *s* sections and the *m* items the last
  ///   update laid out anew.
  var lastUpdateReport: LayoutUpdateReport { get }

  /// What `element` is attached to, which an update maps it by. The default: a cell to
  /// its item, the collection header and footer to the layout, every other element to
  /// its section.
  ///
  /// - Complexity: O(1) or O(*b*) for *b* kinds of element of a section.
  func anchoring(of element: ElementID) -> ElementAnchoring

  /// The item whose shape contains `point`, the topmost if several do: hit testing for
  /// taps and for moving items.
  ///
  /// - Complexity: O(log *n* + *k*) for the *k* elements at the point.
  func indexPathForItem(at point: Point) -> IndexPath?

  /// The attributes an element starts from when it appears in an animated update.
  func initialAttributes(forAppearing element: ElementID) -> LayoutAttributes?

  /// The attributes an element ends with when it disappears in an animated update,
  /// given its last attributes.
  func finalAttributes(forDisappearing last: LayoutAttributes) -> LayoutAttributes?

  /// The content offset at which scrolling should come to rest, given where it would
  /// stop on its own and the velocity in points per second.
  ///
  /// Every input is answered: along an axis on which `proposed` is not finite, scrolling
  /// rests at the current content offset, and a velocity that is not finite counts as
  /// zero.
  func targetContentOffset(forProposed proposed: Point, velocity: Point) -> Point

  /// Where an item being moved interactively should go, given the proposed index path
  /// under the finger.
  func targetIndexPath(forMoving original: IndexPath, proposed: IndexPath) -> IndexPath

  // MARK: Sections that scroll sideways

  /// How far the row of section `section` is scrolled across the scroll axis, for a
  /// section that scrolls sideways on its own, such as a shelf of a compositional
  /// layout; `nil` for any other section. The default answers `nil`.
  ///
  /// - Complexity: O(1).
  func orthogonalOffset(ofSection section: Int) -> Double?

  /// The largest offset at which the row of section `section` rests: where its end
  /// meets the end of the view. `nil` for a section that does not scroll sideways, which
  /// is the default.
  ///
  /// - Complexity: O(1).
  func maximumOrthogonalOffset(ofSection section: Int) -> Double?

  /// Scrolls the row of section `section` across the scroll axis to `offset` without
  /// preparing again: the next query reports the row's elements moved, and nothing
  /// else changes.
  ///
  /// - Throws: an error for a section that does not scroll sideways or an offset that is
  ///   not finite or outside ``LayoutLimits/offsetRange``; nothing changes then. The
  ///   default throws for every section.
  func setOrthogonalOffset(_ offset: Double, ofSection section: Int) throws(LayoutError)

  /// How the row of section `section` moves under the finger and after a release: how
  /// fast it slows down and whether it bounces; `nil` for a section that does not scroll
  /// sideways, which is the default.
  ///
  /// - Complexity: O(1).
  func orthogonalScrollingProperties(ofSection section: Int) -> OrthogonalScrollingProperties?

  /// The offset at which the row of section `section` comes to rest, given where it
  /// would stop on its own and the release velocity in points per second; `nil` for a
  /// section that does not scroll sideways. The default answers `nil`.
  func targetOrthogonalOffset(ofSection section: Int, proposed: Double, velocity: Double)
    -> Double?

  /// The section whose row scrolls sideways under `point`, in content coordinates: where
  /// a finger that moves across the scroll axis scrolls that row rather than nothing.
  /// The default answers `nil`.
  ///
  /// - Complexity: O(log *s*) for *s* sections.
  func orthogonalSection(at point: Point) -> Int?

  /// The rectangle, in content coordinates, that the drawn shape of every element the
  /// row of section `section` moves stays in, at any offset: the row's band along the
  /// scroll axis, reaching as far across it as coordinates go, since a scrolled row
  /// reaches beyond the content's sides. `nil` for a section that does not scroll
  /// sideways, which is the default.
  ///
  /// A collection view scrolls such a row by asking only for the elements in this band.
  ///
  /// - Complexity: O(1).
  func orthogonalScrollingBand(ofSection section: Int) -> Rect?

  // MARK: Swipe actions

  /// The actions a swipe reveals on side `edge` of the item at `indexPath`, as a list's
  /// `leadingSwipeActionsConfigurationProvider` and
  /// `trailingSwipeActionsConfigurationProvider` give them; `nil` when the item does not
  /// slide that way, which is the default.
  func swipeActionsConfiguration(forItemAt indexPath: IndexPath, edge: SwipeEdge)
    -> SwipeActionsConfiguration?
}

// MARK: - Default implementations

extension CollectionLayout {
  /// The attributes of every element whose frame intersects `rect`, in the order
  /// ``CollectionLayout/forEachElement(in:_:)`` reports them.
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

  /// Returns `nil`: the layout keeps no state from before its last update.
  public func attributesBeforeUpdate(for element: ElementID) -> LayoutAttributes? { nil }

  /// Returns ``LayoutUpdateReport/everything``: the layout does not say what an update
  /// changed.
  public var lastUpdateReport: LayoutUpdateReport { .everything }

  /// A cell's item; the layout for the collection header and footer; the section
  /// otherwise.
  public func anchoring(of element: ElementID) -> ElementAnchoring {
    switch element {
    case .cell: .item
    case .supplementary(let kind, _), .decoration(let kind, _):
      kind == .collectionHeader || kind == .collectionFooter ? .layout : .section
    }
  }

  /// The visible cell with the highest zIndex (the last reported among equals) whose
  /// frame contains `point`.
  ///
  /// - Complexity: O(log *n* + *k*) for the *k* elements whose frames touch the point.
  public func indexPathForItem(at point: Point) -> IndexPath? {
    var best: LayoutAttributes?
    forEachElement(in: .probe(at: point)) { attributes in
      guard attributes.id.category == .cell, !attributes.isHidden, attributes.alpha > 0,
        attributes.frame.contains(point)
      else { return }
      if let current = best, current.zIndex > attributes.zIndex { return }
      best = attributes
    }
    return best?.id.indexPath
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

  /// The proposed offset: scrolling stops where it would on its own; along an axis on
  /// which `proposed` is not finite, at the current content offset.
  public func targetContentOffset(forProposed proposed: Point, velocity: Point) -> Point {
    proposed.finite(otherwise: viewport.contentOffset)
  }

  /// The proposed index path.
  public func targetIndexPath(forMoving original: IndexPath, proposed: IndexPath) -> IndexPath {
    proposed
  }

  /// Returns `nil`: no section scrolls sideways.
  public func orthogonalOffset(ofSection section: Int) -> Double? { nil }

  /// Returns `nil`: no section scrolls sideways.
  public func maximumOrthogonalOffset(ofSection section: Int) -> Double? { nil }

  /// Throws: no section scrolls sideways.
  public func setOrthogonalOffset(_ offset: Double, ofSection section: Int) throws(LayoutError) {
    throw .invalidValue(.orthogonalOffset(section: section), offset)
  }

  /// Returns `nil`: no section scrolls sideways.
  public func orthogonalScrollingProperties(ofSection section: Int)
    -> OrthogonalScrollingProperties?
  { nil }

  /// Returns `nil`: no section scrolls sideways.
  public func targetOrthogonalOffset(ofSection section: Int, proposed: Double, velocity: Double)
    -> Double?
  { nil }

  /// Returns `nil`: no section scrolls sideways.
  public func orthogonalSection(at point: Point) -> Int? { nil }

  /// Returns `nil`: no section scrolls sideways.
  public func orthogonalScrollingBand(ofSection section: Int) -> Rect? { nil }

  /// Returns `nil`: no item slides to show actions.
  public func swipeActionsConfiguration(forItemAt indexPath: IndexPath, edge: SwipeEdge)
    -> SwipeActionsConfiguration?
  { nil }
}
