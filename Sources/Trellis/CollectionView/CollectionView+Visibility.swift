/// What one visibility pass changed on screen.
public struct VisibilityChange: Hashable, Sendable {
  /// Elements that got a view.
  public var appeared = 0
  /// Elements whose view was taken back.
  public var disappeared = 0
  /// Elements that kept their view but got new attributes, such as pinned headers.
  public var updated = 0

  /// Creates a change; every count defaults to zero.
  public init(appeared: Int = 0, disappeared: Int = 0, updated: Int = 0) {
    self.appeared = appeared
    self.disappeared = disappeared
    self.updated = updated
  }

  /// Whether nothing changed.
  public var isEmpty: Bool { appeared == 0 && disappeared == 0 && updated == 0 }
}

extension CollectionView {
  /// Scrolls to `contentOffset` and brings the views up to date.
  ///
  /// A scroll never prepares the layout again; pinned headers and other elements that
  /// follow the scroll position get new attributes, and so does every visible element of
  /// a layout whose looks depend on the scroll position.
  ///
  /// - Throws: an error for an offset that is not finite; nothing changes then.
  /// - Complexity: O(log *n* + *c*) for the *c* elements that enter or leave
  ///   ``visibleRect`` when nothing on screen follows the scroll position; otherwise
  ///   O(log *n* + *k*) for the *k* elements in it. Allocates nothing once the reuse
  ///   pools are warm.
  @inlinable
  @discardableResult
  public func scroll(to contentOffset: Point, host: inout Host) throws(LayoutError)
    -> VisibilityChange
  {
    var viewport = layout.viewport
    viewport.contentOffset = contentOffset
    return try setViewport(viewport, host: &host)
  }

  /// Moves to `viewport` (a new size, inset, scale or direction prepares the layout
  /// again when the layout says so) and brings the views up to date.
  ///
  /// A preparation ends a drag in progress, as in UIKit.
  ///
  /// - Throws: the layout's error for an invalid viewport, or one the layout cannot be
  ///   prepared for; nothing changes then, and a drag in progress goes on.
  @inlinable
  @discardableResult
  public func setViewport(_ viewport: Viewport, host: inout Host) throws(LayoutError)
    -> VisibilityChange
  {
    let before = layout.viewport
    let invalidation = try layout.updateViewport(viewport)
    // A scroll, like any other change of the viewport, closes a swiped row.
    if state.swipe != nil && viewport != before { dropSwipe() }
    if invalidation == .everything {
      // A preparation reads the data in its own order, whatever a drag shows; a layout
      // that refuses it keeps its state, and so does the drag.
      try dataSource.prepare(layout, for: viewport)
      // A drag does not survive a new preparation, as in UIKit.
      endMovement(host: &host)
    }
    if state.isMoving {
      // A drag's slide goes on: items whose places the new viewport changes turn from
      // where they are on screen.
      showInteractiveMovement(host: &host)
      return VisibilityChange()
    }
    finishAnimation(host: &host)
    switch invalidation {
    case .none:
      guard let shown = shownRect, shown.intersects(visibleRect) else { break }
      return updateVisibleElements(from: shown, host: &host)
    case .pinnedElements, .transformedElements, .everything:
      // Elements on screen may have new attributes: every one in the rect is asked for.
      break
    }
    return updateVisibleElements(host: &host)
  }

  /// Brings the views up to date after a move from `old` to ``visibleRect`` in which
  /// no frame changed: only the bands that the rect entered or left are asked for.
  @inlinable
  func updateVisibleElements(from old: Rect, host: inout Host) -> VisibilityChange {
    let new = visibleRect
    var change = VisibilityChange()
    leaving.removeAll(keepingCapacity: true)
    old.forEachBand(outside: new) { band in
      layout.forEachElement(in: band) { attributes in
        if !attributes.frame.intersects(new) { leaving.append(attributes.id) }
      }
    }
    for id in leaving {
      guard let element = visible.removeValue(forKey: id) else { continue }
      recycle(element, host: &host)
      change.disappeared += 1
    }
    new.forEachBand(outside: old) { band in
      layout.forEachElement(in: band) { attributes in
        guard !attributes.frame.intersects(old), visible[attributes.id] == nil else { return }
        visible[attributes.id] = makeView(for: attributes, host: &host)
        change.appeared += 1
      }
    }
    shownRect = new
    return change
  }

  /// Brings the views up to date with the layout: elements that entered
  /// ``visibleRect`` get a view (a reused one when one is waiting), elements that left it
  /// give theirs back, and elements whose attributes changed get the new ones.
  ///
  /// Call it once after creating the collection view to make the first views.
  ///
  /// - Complexity: O(log *n* + *k*) for the *k* elements in ``visibleRect``.
  @inlinable
  @discardableResult
  public func updateVisibleElements(host: inout Host) -> VisibilityChange {
    updateVisibleElements(host: &host) { _ in false }
  }

  /// Brings the views up to date with the layout as ``updateVisibleElements(host:)``
  /// does, and shows `inspect` the attributes of every element in ``visibleRect`` on
  /// the way that is not known to need no measurement: elements new on screen, and
  /// elements not marked settled in this revision of the data or of another size since.
  /// `inspect` returns whether the element needs no measurement, which marks it so.
  /// During a drag, which places the views itself, `inspect` sees none.
  @inlinable
  @discardableResult
  func updateVisibleElements(
    host: inout Host, inspecting inspect: (LayoutAttributes) -> Bool
  ) -> VisibilityChange {
    if state.isMoving {
      showInteractiveMovement(host: &host)
      return VisibilityChange()
    }
    pass &+= 1
    let pass = self.pass
    var change = VisibilityChange()
    var stayed = 0
    entering.removeAll(keepingCapacity: true)
    let revision = dataRevision
    forEachShownElement(in: visibleRect) { attributes in
      guard let index = visible.index(forKey: attributes.id) else {
        _ = inspect(attributes)
        entering.append(attributes)
        return
      }
      stayed += 1
      let view = visible.values[index].show(attributes, inPass: pass)
      if !visible.values[index].isSettled(inRevision: revision) && inspect(attributes) {
        visible.values[index].settledIn = revision
      }
      guard let view else { return }
      host.apply(attributes, to: view)
      change.updated += 1
    }
    // Views leave before new ones are needed, so that a step reuses what it frees.
    if visible.count > stayed {
      removeElements(unmarkedSince: pass, host: &host, change: &change)
    }
    for attributes in entering {
      visible[attributes.id] = makeView(for: attributes, host: &host)
    }
    change.appeared = entering.count
    shownRect = visibleRect
    return change
  }

  /// Gives back the views of elements that the pass `pass` did not see.
  @inlinable
  func removeElements(
    unmarkedSince pass: UInt32, host: inout Host, change: inout VisibilityChange
  ) {
    leaving.removeAll(keepingCapacity: true)
    var index = visible.startIndex
    while index != visible.endIndex {
      if visible.values[index].wasMissed(inPass: pass) { leaving.append(visible.keys[index]) }
      visible.formIndex(after: &index)
    }
    for id in leaving {
      guard let element = visible.removeValue(forKey: id) else { continue }
      recycle(element, host: &host)
      change.disappeared += 1
    }
  }

  /// A view for `attributes`, reused or made, configured and positioned.
  @inlinable
  func makeView(for attributes: LayoutAttributes, host: inout Host) -> VisibleElement<Host.View> {
    let reuseIdentifier = host.reuseIdentifier(for: attributes.id)
    let view = pool.dequeue(reuseIdentifier) ?? host.makeView(reuseIdentifier: reuseIdentifier)
    host.configure(view, for: attributes.id)
    host.apply(attributes, to: view)
    return VisibleElement(
      view: view, attributes: attributes, reuseIdentifier: reuseIdentifier, mark: pass)
  }

  /// Hands `element`'s view back to the host and keeps it for reuse.
  @inlinable
  func recycle(_ element: VisibleElement<Host.View>, host: inout Host) {
    host.enqueue(element.view, reuseIdentifier: element.reuseIdentifier)
    pool.enqueue(element.view, element.reuseIdentifier)
  }
}
