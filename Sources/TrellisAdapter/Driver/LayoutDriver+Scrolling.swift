import Trellis

extension LayoutDriver {
  /// Whether moving the bounds to `newBounds` invalidates anything: UIKit's
  /// `shouldInvalidateLayout(forBoundsChange:)`.
  ///
  /// When nothing follows the scroll position the layout takes the new offset at once
  /// and the answer is `false`, so UIKit does not invalidate at all.
  public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool {
    shouldInvalidate(for: viewport(at: newBounds))
  }

  /// Whether moving to `viewport` invalidates anything, when more than the bounds may
  /// have changed: the safe area, the content inset (a collapsing navigation bar), the
  /// layout margins, the scale or the direction, as the collection view reports them
  /// along with the new bounds. A change of any of them invalidates everything.
  ///
  /// A move of the bounds that keeps their size is a scroll: it forgets the item a
  /// rotation or an update kept in place (see ``targetContentOffset(forProposed:)``).
  /// Any move closes a swiped row, so the answer is `true` while one shows.
  public func shouldInvalidate(for viewport: Viewport) -> Bool {
    if viewport.size == layout.viewport.size { anchor = nil }
    // A scroll closes a swiped row, which only an invalidation puts back in its place.
    if interactiveSwipe != nil && viewport != layout.viewport { return true }
    if layout.invalidation(for: viewport) != .none { return true }
    do { try layout.updateViewport(viewport) } catch { lastError = .layout(error) }
    return false
  }

  /// Moves the layout to `newBounds` and says what that invalidates: UIKit's
  /// `invalidationContext(forBoundsChange:)`.
  ///
  /// - ``BoundsChange/elements``: a scroll; ``forEachElementChangedByScroll(_:)`` names
  ///   the elements whose attributes changed, and the layout is not prepared again.
  /// - ``BoundsChange/everything``: the size changed (a rotation, a split-view resize);
  ///   the next ``prepare(for:dataSource:)`` prepares the layout again, and
  ///   ``targetContentOffset(forProposed:)`` then keeps the first visible item where it
  ///   was on screen, so the reader keeps their place.
  ///
  /// An invalid bounds (a NaN offset, say) sets ``lastError``, changes nothing and
  /// answers ``BoundsChange/nothing``.
  ///
  /// - Complexity: O(*k* log *n*) for the *k* elements in the old and new bounds, and
  ///   no allocation once the storage has grown to the size of the bounds.
  public func invalidate(forBoundsChange newBounds: Rect) -> BoundsChange {
    invalidate(for: viewport(at: newBounds))
  }

  /// Moves the layout to `viewport` and says what that invalidates, as
  /// ``invalidate(forBoundsChange:)`` does, when more than the bounds may have changed:
  /// see ``shouldInvalidate(for:)``.
  public func invalidate(for viewport: Viewport) -> BoundsChange {
    let newBounds = viewport.bounds
    let before = layout.viewport
    swipeChanged.removeAll(keepingCapacity: true)
    let closesSwipe = interactiveSwipe != nil && viewport != before
    if closesSwipe { dropSwipe() }
    anchor =
      newBounds.size == before.size
      ? nil
      : .firstVisibleItem(
        of: layout.elements(in: before.bounds), in: before, resizedTo: newBounds.size)
    do {
      switch try scroll.scroll(layout, to: viewport) {
      case .none: return closesSwipe ? .elements : .nothing
      case .pinnedElements, .transformedElements: return .elements
      case .everything:
        needsPreparation = true
        return .everything
      }
    } catch {
      lastError = .layout(error)
      return .nothing
    }
  }

  /// Scrolls the row of `section`, one that scrolls sideways on its own (a shelf of a
  /// compositional layout), to `offset` without preparing again: the answer to a
  /// sideways pan over the shelf. ``forEachElementChangedByScroll(_:)`` then names the
  /// row's elements in the bounds, for an invalidation context.
  ///
  /// - Returns: `false`, changing nothing, while the layout waits for its preparation,
  ///   and for a section that does not scroll sideways or an invalid offset, which set
  ///   ``lastError``.
  /// - Complexity: O(log *s* + *k*) for the *k* elements in the row's band of the
  ///   bounds; no allocation once the storage has grown to the size of the bounds.
  @discardableResult
  public func scrollSection(_ section: Int, to offset: Double) -> Bool {
    guard !needsPreparation else { return false }
    swipeChanged.removeAll(keepingCapacity: true)
    do {
      try scroll.scrollSection(section, of: layout, to: offset)
      return true
    } catch {
      lastError = .layout(error)
      return false
    }
  }

  /// The offset of the row of `indexPath`'s section, one that scrolls sideways (a
  /// shelf), that shows the item whole with the least move: the shelf's half of
  /// UIKit's `scrollToItem(at:at:animated:)`, which moves only the collection view's
  /// own offset. Pass it to ``scrollSection(_:to:)``.
  ///
  /// - Returns: `nil` for an item the layout does not have or whose section does not
  ///   scroll sideways; the current offset when the item shows whole already.
  /// - Complexity: the layout's attributes query, O(1) or O(log *n*).
  public func orthogonalOffset(showing indexPath: IndexPath) -> Double? {
    guard let offset = layout.orthogonalOffset(ofSection: indexPath.section),
      let maximum = layout.maximumOrthogonalOffset(ofSection: indexPath.section),
      let frame = layout.attributes(for: .cell(indexPath))?.frame
    else { return nil }
    let bounds = layout.viewport.bounds
    let alongX = rowsScrollAlongX
    let (low, high, visibleLow, visibleHigh) =
      alongX
      ? (frame.minX, frame.maxX, bounds.minX, bounds.maxX)
      : (frame.minY, frame.maxY, bounds.minY, bounds.maxY)
    // How far the item must move towards the row's start (left, or up) to show whole.
    let shift = high > visibleHigh ? high - visibleHigh : low < visibleLow ? low - visibleLow : 0
    // A right-to-left row runs from the right: a larger offset moves its items right.
    let mirrored = alongX && layout.viewport.layoutDirection == .rightToLeft
    return min(max(offset + (mirrored ? -shift : shift), 0), maximum)
  }

  /// Whether rows that scroll sideways scroll along x: they scroll across the layout's
  /// axis, so along x in a layout whose content is no wider than the bounds, one that
  /// scrolls vertically.
  private var rowsScrollAlongX: Bool {
    layout.contentSize.width <= layout.viewport.bounds.width + 0.5
  }

  /// The offset that scrolls the row of `section`, one that scrolls sideways, by a page
  /// `forward` (toward its end) or back, where its behavior rests it: what a scroll view
  /// does for VoiceOver's three-finger swipe (`accessibilityScroll(_:)`).
  ///
  /// A page is the extent of the bounds across the layout's axis; the row stops at its
  /// ends, and a paging or group-paging row rests on the page or group there
  /// (`CollectionLayout.targetOrthogonalOffset(ofSection:proposed:velocity:)`, with no
  /// velocity). Pass it to ``scrollSection(_:to:)``.
  ///
  /// - Returns: `nil` for a section that does not scroll sideways, or when the row is at
  ///   that end already.
  /// - Complexity: O(1), or the layout's snapping rule.
  public func orthogonalOffset(pagingSection section: Int, forward: Bool) -> Double? {
    guard let offset = layout.orthogonalOffset(ofSection: section),
      let maximum = layout.maximumOrthogonalOffset(ofSection: section)
    else { return nil }
    let bounds = layout.viewport.bounds
    let page = rowsScrollAlongX ? bounds.width : bounds.height
    let proposed = min(max(offset + (forward ? page : -page), 0), maximum)
    let rest =
      layout.targetOrthogonalOffset(ofSection: section, proposed: proposed, velocity: 0)
      ?? proposed
    return abs(rest - offset) < 0.5 ? nil : rest
  }

  /// The card of a shelf next to `item` in reading order, `forward` or back: the next
  /// (previous) card of its shelf, or else the first (last) card of the next (previous)
  /// shelf; from `nil`, the first (last) card of all. An accessibility rotor steps
  /// through every card of every shelf with it, those wholly out of view included:
  /// bring the card into view with ``orthogonalOffset(showing:)`` first.
  ///
  /// A shelf is a section that scrolls sideways
  /// (`CollectionLayout.maximumOrthogonalOffset(ofSection:)` is not `nil`); an item of
  /// another section steps to the nearest shelf's card that way.
  ///
  /// - Returns: `nil` past the last card (before the first), or when no shelf has cards.
  /// - Complexity: O(*s*) for the *s* sections stepped over.
  public func shelfItem(after item: IndexPath?, forward: Bool = true) -> IndexPath? {
    let counts = itemCounts
    let step = forward ? 1 : -1
    var section: Int
    if let item, counts.indices.contains(item.section) {
      let next = item.item + step
      if layout.maximumOrthogonalOffset(ofSection: item.section) != nil,
        next >= 0, next < counts[item.section]
      {
        return IndexPath(item: next, section: item.section)
      }
      section = item.section + step
    } else {
      section = forward ? 0 : counts.count - 1
    }
    while counts.indices.contains(section) {
      if counts[section] > 0, layout.maximumOrthogonalOffset(ofSection: section) != nil {
        return IndexPath(item: forward ? 0 : counts[section] - 1, section: section)
      }
      section += step
    }
    return nil
  }

  /// Calls `body` with every element whose attributes the last scroll changed, in no
  /// particular order: a swiped row the scroll closed and its buttons too.
  public func forEachElementChangedByScroll(_ body: (ElementID) -> Void) {
    for element in scroll.changed { body(element) }
    forEachElementChangedBySwipe(body)
  }

  /// Where scrolling comes to rest: the layout's snapping rule, given where it would
  /// stop on its own and UIKit's velocity in points per millisecond.
  public func targetContentOffset(
    forProposed proposed: Point, velocityInPointsPerMillisecond velocity: Point
  ) -> Point {
    layout.targetContentOffset(
      forProposed: proposed,
      velocity: ScrollVelocity.pointsPerSecond(fromPointsPerMillisecond: velocity))
  }

  /// The content offset after an update, a layout transition or a change of the bounds'
  /// size: the one that keeps the anchor item in place when there is one; else, once,
  /// the one that self-sizing corrections during an animated update asked for (see
  /// ``invalidate(forPreferredSizeOf:record:base:anchor:)``); `proposed` otherwise.
  /// The layout's snapping rule then rests it where a scroll at no speed would come to
  /// rest (a cover flow's cover at the middle), so a rotation or an update never leaves
  /// it between two.
  public func targetContentOffset(forProposed proposed: Point) -> Point {
    let offset: Point
    if let anchor {
      offset = anchor.contentOffset(in: layout)
    } else {
      offset = stagedContentOffset ?? proposed
      stagedContentOffset = nil
    }
    return layout.targetContentOffset(forProposed: offset, velocity: Point(x: 0, y: 0))
  }

  /// The layout's viewport with its size and offset taken from `bounds`.
  private func viewport(at bounds: Rect) -> Viewport {
    var viewport = layout.viewport
    viewport.size = bounds.size
    viewport.contentOffset = bounds.origin
    return viewport
  }
}
