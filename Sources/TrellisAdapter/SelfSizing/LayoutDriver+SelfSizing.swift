import Trellis

extension LayoutDriver {
  /// Records the size a cell prefers and says whether the layout must place it again:
  /// UIKit's `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`.
  ///
  /// `original` are the attributes the cell was given. The answer is `true` when the
  /// element sizes itself and `size` differs from its last measured size, or, for a
  /// first measurement, from the frame it was measured in; a size that is negative,
  /// infinite or not a number sets ``lastError`` and answers `false`.
  public func shouldInvalidate<Base>(
    forPreferredSize size: Size, of original: LayoutAttributes, record: SelfSizingRecord<Base>
  ) -> Bool where DataSource == SelfSizingContent<Base> {
    guard record.selfSizingElements.contains(original.id) else { return false }
    guard size.isValidExtent else {
      lastError = .invalidPreferredSize(original.id, size)
      return false
    }
    // While an item is dragged, UIKit names cells where they show; the record keeps
    // sizes where the data keeps them.
    let element = dataElement(forShown: original.id)
    let previous = record.measuredSizes.size(for: element) ?? original.size
    record.measuredSizes.record(size, fitting: original.size, for: element)
    return previous != size
  }

  /// Lays out again the section of an element whose preferred size was recorded, and
  /// says how far the content offset must move to keep the anchor item where it is on
  /// screen: UIKit's
  /// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`.
  ///
  /// The correction is the one `CollectionView.measureVisibleElements(anchor:host:)`
  /// makes: the anchor is the first (or last) visible item whose size is settled, its
  /// leading (or trailing) edge keeps its place on screen along every axis the content
  /// scrolls on, and the offset stays within the content. The layout takes the new
  /// offset at once; UIKit moves the bounds by ``SizeCorrection/contentOffsetAdjustment``.
  ///
  /// ```swift
  /// if driver.shouldInvalidate(forPreferredSize: measured, of: original, record: record) {
  ///   let correction = driver.invalidate(
  ///     forPreferredSizeOf: original, record: record, base: base)
  ///   // correction?.contentOffsetAdjustment.y == how much the items above grew
  /// }
  /// ```
  ///
  /// During an animated update (between ``prepare(forUpdates:dataSource:)`` and
  /// ``finalizeUpdates()``) UIKit ignores an invalidation context's offset adjustment.
  /// The correction then keeps the offset (its adjustment is zero) and stages the
  /// offset it needs, corrections of several cells added up, for
  /// ``finalizeUpdates()`` (or ``targetContentOffset(forProposed:)``, should UIKit ask
  /// for it after the cells measured); an update that keeps its first visible item in
  /// place (`ContentOffsetAdjustment.anchorFirstVisibleItem`) already accounts for the
  /// new sizes there.
  ///
  /// Returns `nil`, with ``lastError`` set and the frames kept, when the layout refuses
  /// the size.
  ///
  /// - Complexity: the layout's update for `LayoutChange.resizing(_:of:)`: in a flow
  ///   layout, O(*s* + *c* + *b*) for *s* sections, the *c* chunks of the element's
  ///   section and the *b* items of its chunk; in other layouts, O(*s* + *m*) for the
  ///   *m* items of the element's section. Plus O(*k*) for the *k* elements in the
  ///   bounds.
  public func invalidate<Base>(
    forPreferredSizeOf original: LayoutAttributes, record: SelfSizingRecord<Base>, base: Base,
    anchor: ScrollAnchor = .firstVisibleItem
  ) -> SizeCorrection? where DataSource == SelfSizingContent<Base> {
    let content = shown(record.content(base))
    let isUpdating = transaction != nil
    var before = layout.viewport
    if isUpdating, let staged = stagedContentOffset { before.contentOffset = staged }
    let contentSizeBefore = layout.contentSize
    let pinned = anchor.item(in: layout) { !content.needsMeasurement($0) }
    let section = original.id.indexPath.section
    do {
      try content.update(layout, for: .resizing([original.id], of: content.numberOfSections))
    } catch {
      lastError = .layout(error)
      return nil
    }
    let offset = anchor.contentOffset(keeping: pinned, from: before, in: layout).offset
    let contentSize = layout.contentSize
    let sizeAdjustment = Size(
      width: contentSize.width - contentSizeBefore.width,
      height: contentSize.height - contentSizeBefore.height)
    if isUpdating {
      if self.anchor == nil { stagedContentOffset = offset }
      return SizeCorrection(
        sections: [section], contentOffsetAdjustment: Point(x: 0, y: 0),
        contentSizeAdjustment: sizeAdjustment)
    }
    var viewport = before
    viewport.contentOffset = offset
    // Only the offset changed and it is finite, so the layout takes it.
    _ = try? layout.updateViewport(viewport)
    return SizeCorrection(
      sections: [section],
      contentOffsetAdjustment: Point(
        x: offset.x - before.contentOffset.x, y: offset.y - before.contentOffset.y),
      contentSizeAdjustment: sizeAdjustment)
  }

  /// Applies an animated update to self-sizing data: the measured sizes move with their
  /// elements to their index paths after the update (deleted elements lose theirs,
  /// inserted ones start at their estimates), then
  /// ``prepare(forUpdates:dataSource:)`` applies the update.
  ///
  /// Update items that do not form a valid update forget every measurement, since no
  /// index path can be trusted, and prepare from scratch.
  public func prepare<Base>(
    forUpdates items: [UpdateItem], base: Base, record: SelfSizingRecord<Base>
  ) where DataSource == SelfSizingContent<Base> {
    let previous = record.content(base)
    if let update = try? BatchUpdate(updateItems: items),
      let mapping = try? update.validated(
        countsBefore: itemCounts, countsAfter: Self.itemCounts(of: previous))
    {
      var carried = previous
      carried.carryOver(from: previous, through: mapping)
      record.measuredSizes = carried.measuredSizes
    } else {
      record.removeAllMeasurements()
    }
    prepare(forUpdates: items, dataSource: record.content(base))
  }
}
