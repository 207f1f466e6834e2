// The whole life of a drag: its begin, each step of the finger and the automatic
// scrolling along an edge, its drop and its cancel, and how the finger proposes a target.
// What every drag shares with a layout's own (an event's) is in CollectionView+MovementSteps.
extension CollectionView {
  /// The item being dragged, if any.
  public var interactiveMovement: InteractiveMovement? { state.drag?.movement }
}

extension CollectionView where DataSource: ReorderableDataSource {
  /// Picks up the item at `indexPath` to drag it: UIKit's
  /// `beginInteractiveMovementForItem(at:)`.
  ///
  /// The item is lifted (scaled by the options' ``MovementOptions/liftScale`` and drawn
  /// above everything) where it is; move it with
  /// ``updateInteractiveMovementTargetPosition(_:host:)``. `rule` judges every target
  /// the finger proposes: it returns the index path to go to, another one to redirect
  /// the item, or `nil` to refuse, which keeps the last accepted target.
  ///
  /// ```swift
  /// collection.beginInteractiveMovement(forItemAt: book, host: &host) { move in
  ///   move.hasRoom(forAtMost: 4) ? move.proposed : nil
  /// }
  /// ```
  ///
  /// With a ``MovementOptions/slideCurve``, the items that make room slide to their
  /// new places: drive the slide with ``animate(to:host:)`` while ``isAnimating`` is
  /// true, as an update's animation.
  ///
  /// - Returns: `false`, changing nothing, when the item does not exist, the data
  ///   source says it cannot move, the options' slide curve is not valid, or another
  ///   item is already moving.
  /// - Complexity: O(*k*) for the *k* elements in ``visibleRect``.
  @discardableResult
  public func beginInteractiveMovement(
    forItemAt indexPath: IndexPath, options: MovementOptions = MovementOptions(),
    host: inout Host, rule: @escaping (MoveProposal) -> IndexPath? = { $0.proposed }
  ) -> Bool {
    guard !state.isMoving, options.hasValidSlideCurve,
      itemCounts.indices.contains(indexPath.section),
      indexPath.item >= 0, indexPath.item < itemCounts[indexPath.section],
      dataSource.canMoveItem(at: indexPath),
      let place = layout.attributes(for: .cell(indexPath))
    else { return false }
    finishAnimation(host: &host)
    dropSwipe()
    let movement = InteractiveMovement(
      item: indexPath, target: indexPath, position: place.center, options: options)
    state.move(MovementState(movement: movement, rule: rule))
    showInteractiveMovement(host: &host)
    return true
  }

  /// Moves the dragged item's center to `position`, in content coordinates, and lets
  /// the other items make room for it: UIKit's
  /// `updateInteractiveMovementTargetPosition(_:)`.
  ///
  /// The proposed target is the item under the finger, or the end of the section
  /// whose header, footer or background is under it (so that an empty section takes
  /// items); the layout's ``CollectionLayout/targetIndexPath(forMoving:proposed:)`` and
  /// then the rule may change or refuse it. When the target changes, the layout is
  /// updated with the reordered view of the data, laying out again only the sections
  /// whose items changed. A position that is not finite or outside
  /// ``LayoutLimits/offsetRange`` is ignored.
  ///
  /// - Returns: the target after this step, or `nil` when no item is moving.
  /// - Complexity: laying out again at most three sections, plus O(log *n* + *k*) for
  ///   the *k* elements in ``visibleRect``.
  @discardableResult
  public func updateInteractiveMovementTargetPosition(_ position: Point, host: inout Host)
    -> IndexPath?
  {
    stepMovement(to: position, host: &host) { drag in
      guard let target = acceptedTarget(at: position, drag), target != drag.movement.target
      else { return }
      var moved = drag.movement
      moved.target = target
      let change = LayoutChange.reorderingItems(
        inSections: moved.reordering.sectionsChanged(from: drag.movement.reordering),
        of: itemCounts.count)
      do throws(LayoutError) {
        try dataSource.update(layout, for: change, reordering: moved.reordering)
        drag.movement = moved
      } catch {
        // The layout refused the new order and kept the last one, and so does the drag.
      }
    }?.movement.target
  }

  /// Drops the dragged item at its target: UIKit's `endInteractiveMovement()`.
  ///
  /// The data source is told once, with ``ReorderableDataSource/moveItem(at:to:)``, to
  /// move the item from its original index path to its target, and the layout ends as a
  /// fresh preparation of the moved data would. The lifted item's view animates from the
  /// finger to its place; drive it with ``animate(to:host:)``.
  ///
  /// - Returns: the move told to the data source (``ItemReordering/isIdentity`` when the
  ///   item went back to its place), or `nil` when no item was moving.
  /// - Complexity: laying out again at most two sections, plus O(*k*) for the *k*
  ///   elements in ``visibleRect``.
  @discardableResult
  public func endInteractiveMovement(host: inout Host) -> ItemReordering? {
    guard let reordering = state.drag?.movement.reordering else { return nil }
    // Items still sliding take their places before the views are named anew.
    finishSlide(host: &host)
    var moved = dataSource
    moved.moveItem(at: reordering.source, to: reordering.destination)
    guard let counts = try? moved.checkedItemCounts(),
      counts
        == itemCounts.indices.map({
          reordering.numberOfItems(inSection: $0, dataCount: itemCounts[$0])
        })
    else {
      // The data did not move as it was told: nothing is taken from it.
      cancelInteractiveMovement(host: &host)
      return nil
    }
    let identity = ItemReordering(source: reordering.source, destination: reordering.source)
    let change = LayoutChange.reorderingItems(
      inSections: identity.sectionsChanged(from: reordering), of: counts.count)
    do {
      try moved.update(layout, for: change)
    } catch {
      cancelInteractiveMovement(host: &host)
      return nil
    }
    replaceData(with: moved)
    itemCounts = counts
    let lifted = visible[.cell(reordering.source)]?.attributes
    // The views were keyed by the data's old order; the moved data has the shown order.
    var rekeyed: [ElementID: VisibleElement<Host.View>] = [:]
    rekeyed.reserveCapacity(visible.count)
    for (id, element) in visible {
      guard case .cell(let indexPath) = id else {
        rekeyed[id] = element
        continue
      }
      let new = ElementID.cell(reordering.presentedIndexPath(forSource: indexPath))
      var element = element
      if new != id {
        element.attributes.id = new
        host.apply(element.attributes, to: element.view)
      }
      rekeyed[new] = element
    }
    visible = rekeyed
    settle(lifted, at: .cell(reordering.destination), host: &host)
    return reordering
  }

  /// Scrolls the content while the finger rests in the zone along an edge of the
  /// bounds, `seconds` after the last step, as iOS does during a drag.
  ///
  /// The speed grows linearly with the depth of the finger into the zone
  /// (``MovementOptions/autoScrollEdge``), up to
  /// ``MovementOptions/autoScrollMaximumSpeed`` on the edge, and the offset stays within
  /// the content. The finger keeps its place on screen, so its content position moves
  /// with the content and the target follows.
  ///
  /// - Returns: how far the content scrolled.
  /// - Complexity: as ``updateInteractiveMovementTargetPosition(_:host:)``.
  @discardableResult
  public func autoScrollInteractiveMovement(by seconds: Double, host: inout Host) -> Point {
    guard let movement = state.drag?.movement, seconds.isFinite, seconds > 0 else {
      return .zero
    }
    let viewport = layout.viewport
    let bounds = viewport.bounds
    let content = layout.contentSize
    let inset = viewport.contentInset
    let options = movement.options
    func step(_ finger: Double, _ low: Double, _ high: Double, _ offset: Double, _ maximum: Double)
      -> Double
    {
      let edge = options.autoScrollEdge
      guard edge > 0, edge.isFinite, options.autoScrollMaximumSpeed.isFinite else { return 0 }
      let depth: Double
      if finger < low + edge {
        depth = -min(1, (low + edge - finger) / edge)
      } else if finger > high - edge {
        depth = min(1, (finger - (high - edge)) / edge)
      } else {
        return 0
      }
      let wanted = offset + depth * options.autoScrollMaximumSpeed * seconds
      return min(max(wanted, min(offset, maximum)), max(offset, maximum)) - offset
    }
    var delta = Point.zero
    if content.height + inset.top + inset.bottom > bounds.height {
      let top = -inset.top
      let bottom = content.height + inset.bottom - bounds.height
      let proposed = step(
        movement.position.y, bounds.minY, bounds.maxY, bounds.minY,
        movement.position.y < bounds.midY ? top : bottom)
      delta.y = proposed
    }
    if content.width + inset.left + inset.right > bounds.width {
      let leading = -inset.left
      let trailing = content.width + inset.right - bounds.width
      delta.x = step(
        movement.position.x, bounds.minX, bounds.maxX, bounds.minX,
        movement.position.x < bounds.midX ? leading : trailing)
    }
    guard delta != .zero else { return .zero }
    var moved = viewport
    moved.contentOffset = Point(
      x: viewport.contentOffset.x + delta.x, y: viewport.contentOffset.y + delta.y)
    // Only the offset changes, and it is finite: the layout takes it without preparing.
    guard (try? layout.updateViewport(moved)) != nil else { return .zero }
    updateInteractiveMovementTargetPosition(
      Point(x: movement.position.x + delta.x, y: movement.position.y + delta.y), host: &host)
    return delta
  }
}

extension CollectionView {
  /// Stops the drag in progress, if any, and puts every element back where it was
  /// before it: UIKit's `cancelInteractiveMovement()`.
  ///
  /// The layout shows the data's own order again, exactly as before the drag, and the
  /// lifted item's view animates from the finger back to its place; drive it with
  /// ``animate(to:host:)``. The data is not touched.
  ///
  /// - Complexity: laying out again the at most two sections the drag changed (for a
  ///   drag by a layout's own rule, such as an event's, reading again the items it
  ///   changed), plus O(*k*) for the *k* elements in ``visibleRect``.
  public func cancelInteractiveMovement(host: inout Host) {
    guard let drag = state.drag else { return }
    let reordering = drag.movement.reordering
    let identity = ItemReordering(source: reordering.source, destination: reordering.source)
    var change = LayoutChange.reorderingItems(
      inSections: identity.sectionsChanged(from: reordering), of: itemCounts.count)
    // A drag by a layout's own rule names what it changed, which alone is read again.
    for item in drag.custom?.changedItems ?? [] where change.sections.indices.contains(item.section)
    {
      change.sections[item.section] = .laidOutAnew
      change.reloadedItems[item.section, default: .init(previousSection: item.section, items: [])]
        .items.append(item.item)
    }
    // The layout took these sections from this data before the drag, so it takes them
    // again.
    try? dataSource.update(layout, for: change)
    settle(visible[.cell(reordering.source)]?.attributes, at: .cell(reordering.source), host: &host)
  }
}

// MARK: - Targets

extension CollectionView {
  /// The target the finger at `position` proposes, after the layout and the rule have
  /// had their say, or `nil` when there is none or it is refused.
  func acceptedTarget(at position: Point, _ drag: MovementState) -> IndexPath? {
    let movement = drag.movement
    guard let proposed = proposedTarget(at: position, movement.reordering) else { return nil }
    let redirected = layout.targetIndexPath(forMoving: movement.item, proposed: proposed)
    guard isTarget(redirected, for: movement.item),
      let accepted = drag.rule(
        MoveProposal(original: movement.item, proposed: redirected, itemCounts: itemCounts)),
      isTarget(accepted, for: movement.item)
    else { return nil }
    return accepted
  }

  /// The index path under `position` in the shown order: the item there, or else the
  /// end of the section whose supplementary or decoration element is there.
  func proposedTarget(at position: Point, _ reordering: ItemReordering) -> IndexPath? {
    if let item = layout.indexPathForItem(at: position) { return item }
    var section: Int?
    var zIndex = Int.min
    layout.forEachElement(in: .probe(at: position)) { attributes in
      guard attributes.id.category != .cell, !attributes.isHidden,
        attributes.frame.contains(position), attributes.zIndex >= zIndex
      else { return }
      zIndex = attributes.zIndex
      section = attributes.id.indexPath.section
    }
    guard let section, itemCounts.indices.contains(section) else { return nil }
    let end = section == reordering.source.section ? itemCounts[section] - 1 : itemCounts[section]
    return IndexPath(item: end, section: section)
  }

  /// Whether the item at `item` can go to `target`: an index path after the move, in a
  /// section that exists.
  func isTarget(_ target: IndexPath, for item: IndexPath) -> Bool {
    guard itemCounts.indices.contains(target.section), target.item >= 0 else { return false }
    let count = itemCounts[target.section]
    return target.item < (target.section == item.section ? count : count + 1)
  }
}
