import Trellis

extension LayoutDriver {
  /// Applies an animated update: UIKit's `prepare(forCollectionViewUpdates:)`.
  ///
  /// The update items become a `BatchUpdate`, checked against the counts
  /// the layout was prepared with and those `dataSource` has now; the layout then lays
  /// out again only the sections the update touched. Until ``finalizeUpdates()`` the
  /// driver answers ``initialAttributes(forAppearing:)`` and
  /// ``finalAttributes(forDisappearing:)``: inserted and deleted elements fade, the
  /// others slide from where they were to where they go.
  ///
  /// Items that do not form a valid update set ``lastError`` and prepare the layout
  /// from scratch instead, without animation attributes.
  ///
  /// - Complexity: O(*s* + *k* log *k*) for *s* sections and *k* update items, plus the
  ///   layout's update of the touched sections and O(*v*) for the *v* elements in the
  ///   bounds.
  public func prepare(forUpdates items: some Sequence<UpdateItem>, dataSource: DataSource) {
    dropSwipe()
    anchor = nil
    stagedContentOffset = nil
    transaction = nil
    awaitsUpdates = false
    pendingItemCounts = nil
    if needsPreparation { return prepareAgain(for: layout.viewport, dataSource: dataSource) }
    let countsAfter = Self.itemCounts(of: dataSource)
    let mapping: UpdateMapping
    let update: BatchUpdate
    do {
      update = try BatchUpdate(updateItems: items)
      do {
        mapping = try update.validated(countsBefore: itemCounts, countsAfter: countsAfter)
      } catch {
        return refuse(.invalidBatch(error), preparing: dataSource)
      }
    } catch {
      return refuse(.updateItems(error), preparing: dataSource)
    }
    let before = layout.viewport
    var attributesBefore: [ElementID: LayoutAttributes] = [:]
    layout.forEachElement(in: before.bounds) { attributesBefore[$0.id] = $0 }
    if contentOffsetAdjustment == .anchorFirstVisibleItem {
      anchor = .firstVisibleItem(
        of: attributesBefore.values, in: before, renamedBy: mapping.newIndexPath(forOld:))
    }
    // An empty batch (`performBatchUpdates(nil)`, UIKit's way to animate new sizes or
    // metrics) changes no index path but may change every value: like
    // `UICollectionViewFlowLayout`, which re-reads its delegate's metrics there, the
    // layout reads every section again, and the elements slide to their new frames.
    let change =
      update == BatchUpdate()
      ? LayoutChange.everything(sectionCount: countsAfter.count) : mapping.layoutChange
    do {
      try dataSource.update(layout, for: change)
    } catch {
      // The layout keeps the frames before the update: the queries leave out what the
      // new data lacks, and the next preparation starts from scratch.
      pendingItemCounts = countsAfter
      needsPreparation = true
      lastError = .layout(error)
      return
    }
    itemCounts = countsAfter
    lastError = nil
    transaction = UpdateTransaction(mapping: mapping, attributesBefore: attributesBefore)
  }

  /// Ends the animated update: UIKit's `finalizeCollectionViewUpdates()`.
  ///
  /// UIKit asks for the update's target content offset before the new cells measure
  /// themselves, and ignores the offset adjustment of a context made during the update;
  /// so the offset that self-sizing corrections during the update need (see
  /// ``invalidate(forPreferredSizeOf:record:base:anchor:)``) is applied here, as
  /// MagazineLayout does: the layout takes it at once, and the answer is the
  /// adjustment for a fresh invalidation context's `contentOffsetAdjustment`.
  ///
  /// - Returns: how far the content offset moves, or `nil` when it stays.
  @discardableResult
  public func finalizeUpdates() -> Point? {
    transaction = nil
    disclosingItem = nil
    guard let staged = stagedContentOffset else { return nil }
    stagedContentOffset = nil
    var viewport = layout.viewport
    let adjustment = Point(
      x: staged.x - viewport.contentOffset.x, y: staged.y - viewport.contentOffset.y)
    guard adjustment != Point(x: 0, y: 0) else { return nil }
    viewport.contentOffset = staged
    // Only the offset changes and it is finite, so the layout takes it.
    _ = try? layout.updateViewport(viewport)
    return adjustment
  }

  /// The attributes of ``disclosingItem`` after the update, if there is one.
  private var discloser: LayoutAttributes? {
    disclosingItem.flatMap { layout.attributes(for: .cell($0)) }
  }

  /// The attributes `element` (named as after the update) starts from: the layout's
  /// appearing attributes for an inserted or reloaded element (an inserted item hidden
  /// under ``disclosingItem`` when there is one); for an element that
  /// was there before (kept, shifted or moved), its attributes before the update under
  /// its new name, so that one that comes into the bounds slides in from where it was,
  /// as with `UICollectionViewFlowLayout`; `nil` when the layout cannot say where it was.
  public func initialAttributes(forAppearing element: ElementID) -> LayoutAttributes? {
    if Self.isSwipeButton(element) { return collapsedButton(element) }
    guard let transaction else { return nil }
    guard let old = transaction.elementBefore(element, anchoring: layout.anchoring(of: element))
    else {
      if case .cell = element, let discloser, let end = layout.attributes(for: element) {
        return end.hidden(under: discloser)
      }
      return layout.initialAttributes(forAppearing: element)
    }
    guard var start = transaction.attributesBefore[old] ?? layout.attributesBeforeUpdate(for: old)
    else { return nil }
    start.id = element
    return start
  }

  /// The attributes `element` (named as before the update) ends with: the layout's
  /// disappearing attributes for a deleted or reloaded element, from its attributes
  /// before the update (a deleted item hidden under ``disclosingItem`` when there is
  /// one); for an element that stays (kept, shifted or moved), its
  /// attributes after the update under its old name, so that one that leaves the
  /// bounds slides to where it goes instead of vanishing.
  public func finalAttributes(forDisappearing element: ElementID) -> LayoutAttributes? {
    if Self.isSwipeButton(element) { return collapsedButton(element) }
    guard let transaction else { return nil }
    guard let new = transaction.elementAfter(element, anchoring: layout.anchoring(of: element))
    else {
      guard
        let last = transaction.attributesBefore[element]
          ?? layout.attributesBeforeUpdate(for: element)
      else { return nil }
      if case .cell = element, let discloser { return last.hidden(under: discloser) }
      return layout.finalAttributes(forDisappearing: last)
    }
    guard var end = layout.attributes(for: new) else { return nil }
    end.id = element
    return end
  }

  /// The index paths of the supplementary or decoration elements (`category`) of
  /// `kind` in the bounds that the update in progress inserts: those of an inserted
  /// item, section or layout, by what they are attached to. UIKit's
  /// `indexPathsToInsertForSupplementaryView(ofKind:)` and
  /// `indexPathsToInsertForDecorationView(ofKind:)`, so that an inserted item's badge
  /// fades in while the badge that had its index path moves with its own item.
  ///
  /// - Complexity: O(*k*) for the *k* elements in the bounds.
  public func insertedIndexPaths(of category: ElementCategory, kind: ElementKind) -> [IndexPath] {
    guard let transaction else { return [] }
    var inserted: [IndexPath] = []
    layout.forEachElement(in: layout.viewport.bounds) { attributes in
      let element = attributes.id
      guard element.category == category, element.kind == kind,
        transaction.elementBefore(element, anchoring: layout.anchoring(of: element)) == nil
      else { return }
      inserted.append(element.indexPath)
    }
    return inserted
  }

  /// The index paths, before the update, of the supplementary or decoration elements
  /// (`category`) of `kind` that were in the bounds and that the update in progress
  /// deletes: UIKit's `indexPathsToDeleteForSupplementaryView(ofKind:)` and
  /// `indexPathsToDeleteForDecorationView(ofKind:)`.
  ///
  /// - Complexity: O(*k*) for the *k* elements in the bounds before the update.
  public func deletedIndexPaths(of category: ElementCategory, kind: ElementKind) -> [IndexPath] {
    guard let transaction else { return [] }
    return transaction.attributesBefore.keys.filter { element in
      element.category == category && element.kind == kind
        && transaction.elementAfter(element, anchoring: layout.anchoring(of: element)) == nil
    }.map(\.indexPath).sorted()
  }

  /// Records a refused update and prepares from scratch, so the layout matches the data.
  private func refuse(_ error: AdapterError, preparing dataSource: DataSource) {
    prepareAgain(for: layout.viewport, dataSource: dataSource)
    lastError = error
  }
}
