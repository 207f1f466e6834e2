/// An animated switch from one layout to another, of the same type or not, as a value:
/// where every element visible before or after starts and ends, and the content offset
/// that keeps an anchor item in place.
///
/// The new layout must be prepared with the same data and viewport size as the old
/// one. Making the transition moves it to the offset at which the anchor item (by
/// default the item nearest the center of the old bounds) is at the same place on
/// screen, clamped to the new content. Elements present in both layouts are matched
/// by their ``ElementID`` and interpolated; an element visible in only one of them
/// fades with that layout's appearing or disappearing attributes.
///
/// The animation is expressed in the new layout's content coordinates: the old
/// attributes are moved by the change of offset, so progress 0 looks on screen exactly
/// like the old layout and progress 1 is the new one.
///
/// ```swift
/// try list.prepare(for: grid.viewport, dataSource: photos)
/// let transition = LayoutTransition(from: grid, to: list)
/// transition.animation.forEachAttributes(at: pinchProgress) { draw($0) }
/// ```
///
/// A ``CollectionView`` runs a transition to a layout of its own type with
/// ``CollectionView/transition(to:anchor:curve:host:)``. For a layout of another type a
/// host draws the transition's frames itself and then makes the collection view of the
/// new layout at ``contentOffset``.
public struct LayoutTransition: Hashable, Sendable {
  /// The start and end attributes of every element visible in either layout, in the new
  /// layout's content coordinates: first the elements visible after the transition,
  /// then those visible only before it.
  public var animation: AnimationPlan
  /// The number of elements at the end of ``animation`` that are visible only before.
  public var disappearingCount: Int
  /// The old layout's content offset.
  public var contentOffsetBefore: Point
  /// The new layout's content offset, which keeps the anchor item in place.
  public var contentOffset: Point
  /// The item that keeps its place on screen, if there is one in both layouts.
  public var anchor: IndexPath?

  /// Makes the transition from `old` to `new` and moves `new` to the offset that keeps
  /// the anchor in place.
  ///
  /// - Parameters:
  ///   - old: the layout before, prepared and scrolled.
  ///   - new: the layout after, prepared with the same data for the same viewport size.
  ///   - anchor: the item that keeps its place on screen; `nil` for the item nearest the
  ///     center of the old bounds.
  ///   - curve: the pacing of the animation.
  /// - Complexity: O(log *n* + *k*) for the *k* elements visible in either layout,
  ///   independent of the number *n* of elements in the collection.
  public init<Old: CollectionLayout, New: CollectionLayout>(
    from old: Old, to new: New, anchor: IndexPath? = nil, curve: TimingCurve = .easeInOut
  ) {
    let before = old.viewport
    let anchor = anchor ?? Self.itemNearestCenter(of: old)
    var viewport = new.viewport
    viewport.contentOffset = Self.contentOffset(from: old, to: new, keeping: anchor)
    // Only the offset changes and it is finite, so the layout takes it.
    _ = try? new.updateViewport(viewport)
    let after = new.viewport.contentOffset
    let shift = Point(
      x: after.x - before.contentOffset.x, y: after.y - before.contentOffset.y)

    var elements: [ElementAnimation] = []
    var matched: Set<ElementID> = []
    new.forEachElement(in: new.viewport.bounds) { end in
      matched.insert(end.id)
      if let start = old.attributes(for: end.id) {
        elements.append(
          ElementAnimation(
            element: end.id, change: .none, from: Self.moved(start, by: shift), to: end))
      } else {
        var start = new.initialAttributes(forAppearing: end.id) ?? Self.transparent(end)
        start.id = end.id
        elements.append(ElementAnimation(element: end.id, change: .insert, from: start, to: end))
      }
    }
    var disappearing: [ElementAnimation] = []
    old.forEachElement(in: before.bounds) { last in
      guard !matched.contains(last.id) else { return }
      let start = Self.moved(last, by: shift)
      var end: LayoutAttributes
      var change = ElementChange.none
      if let kept = new.attributes(for: last.id) {
        end = kept
      } else {
        end =
          old.finalAttributes(forDisappearing: last).map { Self.moved($0, by: shift) }
          ?? Self.transparent(start)
        change = .delete
      }
      end.id = last.id
      disappearing.append(ElementAnimation(element: last.id, change: change, from: start, to: end))
    }
    disappearing.sort { ElementCorrespondence.precedes($0.element, $1.element) }
    elements.append(contentsOf: disappearing)
    self.animation = AnimationPlan(elements: elements, curve: curve)
    self.disappearingCount = disappearing.count
    self.contentOffsetBefore = before.contentOffset
    self.contentOffset = after
    self.anchor = anchor.flatMap { new.attributes(for: .cell($0)) == nil ? nil : $0 }
  }
}

extension LayoutTransition {
  /// The visible cell of `layout` whose center is nearest the center of its bounds,
  /// the lowest index path among equals.
  static func itemNearestCenter(of layout: some CollectionLayout) -> IndexPath? {
    let bounds = layout.viewport.bounds
    let center = bounds.center
    var best: (distance: Double, indexPath: IndexPath)?
    layout.forEachElement(in: bounds) { attributes in
      guard case .cell(let indexPath) = attributes.id, !attributes.isHidden else { return }
      let dx = attributes.center.x - center.x
      let dy = attributes.center.y - center.y
      let distance = dx * dx + dy * dy
      if let current = best,
        current.distance < distance
          || (current.distance == distance && current.indexPath < indexPath)
      {
        return
      }
      best = (distance, indexPath)
    }
    return best?.indexPath
  }

  /// The offset of `new` at which `anchor` is where it is on the screen of `old`,
  /// clamped to the new content; the old offset, clamped, without an anchor.
  static func contentOffset(
    from old: some CollectionLayout, to new: some CollectionLayout, keeping anchor: IndexPath?
  ) -> Point {
    guard let anchor, let was = old.attributes(for: .cell(anchor)) else {
      return OffsetAnchor.clamped(old.viewport.contentOffset, to: new.contentSize, in: new.viewport)
    }
    return OffsetAnchor(item: anchor, frameBefore: was.frame)
      .contentOffset(in: new, from: old.viewport).offset
  }

  /// `attributes` moved by `shift`.
  static func moved(_ attributes: LayoutAttributes, by shift: Point) -> LayoutAttributes {
    var moved = attributes
    moved.frame.origin = Point(
      x: attributes.frame.minX + shift.x, y: attributes.frame.minY + shift.y)
    return moved
  }

  /// `attributes` fully transparent.
  static func transparent(_ attributes: LayoutAttributes) -> LayoutAttributes {
    var transparent = attributes
    transparent.alpha = 0
    return transparent
  }
}
