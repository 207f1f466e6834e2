extension CollectionView {
  /// Applies a batch of inserts, deletes, reloads and moves: UIKit's
  /// `performBatchUpdates(_:completion:)`, without the exception.
  ///
  /// `dataSource` is the data after the update. The batch is checked against the item
  /// counts before and after by UIKit's rules; then only the sections the batch touches
  /// are laid out again, the content offset moves as `options` say, and the views are
  /// matched to the elements visible after the update. The result's animation holds
  /// start and end attributes for every element visible before or after that the
  /// update changes; drive it with ``animate(to:host:)`` and end it with
  /// ``finishAnimation(host:)``.
  ///
  /// An update that keeps every index path (it only reloads items) and whose layout says
  /// in ``CollectionLayout/lastUpdateReport`` which elements changed touches only those
  /// and the reloaded items: every other view keeps its attributes, and is not in the
  /// animation. Otherwise every visible element is matched and planned.
  ///
  /// A drag in progress ends with the update, as in UIKit: the lifted item's view
  /// animates from the finger to its place after the update, and the other items from
  /// where the drag showed them.
  ///
  /// - Throws: ``UpdateError/invalidBatch(_:)`` naming the broken rule, or
  ///   ``UpdateError/layout(_:)`` for a value the layout refuses. Nothing changes then:
  ///   the layout, the counts, the views, the content offset and a drag in progress stay
  ///   as they were.
  /// - Complexity: O(*s* + *u* log *u*) for *s* sections and *u* operations, plus laying
  ///   out the sections the batch touches, plus O(*k*) for the *k* elements visible
  ///   before or after, or only O(*r*) for the *r* elements a layout reports changed;
  ///   elements far from the viewport are not looked at.
  @discardableResult
  public func performBatchUpdates(
    _ update: BatchUpdate, dataSource newDataSource: DataSource,
    options: UpdateOptions = UpdateOptions(), host: inout Host
  ) throws(UpdateError) -> UpdateResult {
    let countsAfter: [Int]
    let mapping: UpdateMapping
    do {
      countsAfter = try newDataSource.checkedItemCounts()
    } catch {
      throw .layout(error)
    }
    do {
      mapping = try update.validated(countsBefore: itemCounts, countsAfter: countsAfter)
    } catch {
      throw .invalidBatch(error)
    }
    return try apply(mapping, dataSource: newDataSource, counts: countsAfter, options, &host)
  }

  /// Lays out the new data after a validated batch, moves the offset and plans the
  /// animation.
  ///
  /// The layout is updated first, from what it shows (the drag's order during a drag):
  /// a refusal leaves it, and everything else, as it was.
  func apply(
    _ mapping: UpdateMapping, dataSource newDataSource: DataSource, counts: [Int],
    _ options: UpdateOptions, _ host: inout Host
  ) throws(UpdateError) -> UpdateResult {
    let before = layout.viewport
    let anchor = options.contentOffset == .anchorFirstVisibleItem ? firstVisibleItem(mapping) : nil
    var newDataSource = newDataSource
    newDataSource.carryOver(from: dataSource, through: mapping)
    let dragged = state.drag?.movement.reordering
    let swiped = state.swipe != nil
    do {
      try newDataSource.update(layout, for: layoutChange(endingMovement: mapping.layoutChange))
    } catch {
      throw .layout(error)
    }
    endMovement(host: &host)
    adopt(
      newDataSource, counts: counts, contentOffset: contentOffset(after: before, anchor: anchor),
      host: &host)

    // An outline's disclosure plans every row it moves; an update the layout reports
    // precisely plans only what changed.
    let reported =
      options.disclosingItem == nil && !swiped
      ? planReportedAnimation(mapping, curve: options.curve, host: &host) : nil
    let animation =
      reported
      ?? planAnimation(
        mapping, curve: options.curve, disclosingItem: options.disclosingItem,
        shownBefore: dragged, host: &host)
    let result = UpdateResult(
      mapping: mapping, animation: animation, contentOffsetBefore: before.contentOffset,
      contentOffset: layout.viewport.contentOffset)
    if !options.isAnimated { finishAnimation(host: &host) }
    return result
  }

  /// Takes the data of a layout that was just prepared or updated with it, after the
  /// running animation ends, and moves to `contentOffset`.
  private func adopt(
    _ newDataSource: DataSource, counts: [Int], contentOffset: Point, host: inout Host
  ) {
    finishAnimation(host: &host)
    // The swiped row closes: its place may have changed, or it may be gone.
    dropSwipe()
    replaceData(with: newDataSource)
    itemCounts = counts
    var viewport = layout.viewport
    viewport.contentOffset = contentOffset
    // The offset is finite and only the offset changed, so the layout takes it.
    _ = try? layout.updateViewport(viewport)
  }

  /// The visible cell with the lowest index path that the update keeps, with its frame
  /// before the update and its index path after.
  private func firstVisibleItem(_ mapping: UpdateMapping) -> (frame: Rect, new: IndexPath)? {
    let bounds = layout.viewport.bounds
    let lifted = state.drag?.movement.item
    var best: (frame: Rect, old: IndexPath, new: IndexPath)?
    for element in visible.values {
      // An item lifted by a drag is at the finger, not at a place of the layout.
      guard case .cell(let old) = element.attributes.id, old != lifted,
        element.attributes.frame.intersects(bounds),
        best.map({ old < $0.old }) ?? true,
        let new = mapping.newIndexPath(forOld: old)
      else { continue }
      best = (element.attributes.frame, old, new)
    }
    return best.map { ($0.frame, $0.new) }
  }

  /// The content offset after an update: the old one, moved with `anchor` if there is
  /// one, then clamped to the new content, an offset pulled before the start staying.
  func contentOffset(after before: Viewport, anchor: (frame: Rect, new: IndexPath)?)
    -> Point
  {
    guard let anchor else {
      return OffsetAnchor.clamped(
        before.contentOffset, to: layout.contentSize, in: layout.viewport,
        keepingPullFrom: before.contentOffset)
    }
    return OffsetAnchor(item: anchor.new, frameBefore: anchor.frame)
      .contentOffset(in: layout, from: before, keepingPull: true).offset
  }
}

extension CollectionView {
  /// Replaces the data without an animation and shows it anew: UIKit's `reloadData()`.
  ///
  /// The layout is prepared again from scratch, every view goes back to the reuse
  /// pools, and the elements in ``visibleRect`` are shown and configured anew. The
  /// content offset is clamped to the new content.
  ///
  /// A drag in progress ends, as in UIKit.
  ///
  /// - Throws: the layout's error for a value it refuses; nothing changes then, and a
  ///   drag in progress goes on.
  /// - Complexity: a preparation of the layout, plus O(*k*) for *k* visible elements.
  public func reloadData(_ newDataSource: DataSource, host: inout Host) throws(LayoutError) {
    let before = layout.viewport
    let counts = try newDataSource.checkedItemCounts()
    try newDataSource.prepare(layout, for: before)
    endMovement(host: &host)
    adopt(
      newDataSource, counts: counts, contentOffset: contentOffset(after: before, anchor: nil),
      host: &host)
    for element in visible.values { recycle(element, host: &host) }
    visible.removeAll(keepingCapacity: true)
    updateVisibleElements(host: &host)
  }
}
