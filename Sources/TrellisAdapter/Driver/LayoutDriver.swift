import Trellis

/// The platform-free half of a UIKit layout: it decides what each of UIKit's layout
/// calls does to a Trellis layout, so the `UICollectionViewLayout` subclass only
/// converts types.
///
/// UIKit calls `prepare()` after every invalidation, a scroll included. The driver
/// prepares the Trellis layout again only when something requires it: the first time,
/// after ``invalidate(everything:dataSourceCounts:)`` with `everything`, or when the
/// viewport changed its size, insets, scale or direction. A plain scroll moves the
/// layout to the new offset and names only the elements it changes (see
/// ``invalidate(forBoundsChange:)``), and an animated update lays out again only the
/// sections it touched (see ``prepare(forUpdates:dataSource:)``), and so does each step
/// of an interactive move (see ``invalidate(movingItemsFrom:to:)``).
///
/// The driver keeps no data source: each call that reads data takes one, so a data
/// source that wraps a view controller creates no reference cycle.
///
/// ```swift
/// let driver = LayoutDriver<FlowContent>(layout: FlowLayout())
/// driver.prepare(for: Viewport(size: Size(width: 320, height: 480)), dataSource: content)
/// driver.layout.elements(in: driver.layout.viewport.bounds)
/// ```
public final class LayoutDriver<DataSource: CollectionDataSource> {
  /// The Trellis layout that answers every query.
  public let layout: DataSource.Layout
  /// Where the content offset goes after an animated update: UIKit's behavior
  /// (`ContentOffsetAdjustment.keep`) by default, or the first visible item
  /// kept in place.
  public var contentOffsetAdjustment: ContentOffsetAdjustment
  /// The item that a layout transition keeps in place; `nil` for the item nearest the
  /// center of the bounds.
  public var transitionAnchorItem: IndexPath?
  /// The rule that accepts, redirects or refuses the place proposed for an item being
  /// moved (see ``targetIndexPath(forMovingItemAt:to:)``); `nil` accepts every place.
  public var moveRule: ((MoveProposal) -> IndexPath?)?
  /// The item whose children the next animated update shows or hides, as the collection
  /// view's `UpdateOptions.disclosingItem`: the items the update inserts start
  /// hidden under it, and the items it deletes end there, so that an outline's children
  /// come out from under their parent and go back into it. Named as after the update;
  /// the update's end clears it.
  public var disclosingItem: IndexPath?
  /// The scale of an item while it is moved, as the collection view's
  /// `MovementOptions.liftScale`: 1.05 by default, 1 for none.
  public var liftScale = MovementOptions().liftScale
  /// The item counts of the data the layout was last prepared or updated with.
  public internal(set) var itemCounts: [Int] = []
  /// Why the last request was refused, or `nil` if it succeeded.
  public internal(set) var lastError: AdapterError?

  /// Whether the next ``prepare(for:dataSource:)`` prepares the layout from scratch.
  public internal(set) var needsPreparation = true
  /// Whether a preparation from scratch has succeeded.
  var hasBeenPrepared = false
  /// Whether the data changed and the update items are still to come.
  var awaitsUpdates = false
  /// The item counts of the changed data while its update items are still to come, so
  /// that queries answer only for elements the new data has.
  var pendingItemCounts: [Int]?
  /// The order UIKit shows while an item is dragged: the item at `source` in the data
  /// (remembered from the first target of a move) shows at `destination`; `nil` when no
  /// item is moving. A ``MovingItemsSource`` reads each item's values in this order, so
  /// sizes stay with their items.
  public internal(set) var movementOrder: ItemReordering? {
    get { drag as? ItemReordering }
    set { setDrag(newValue) }
  }
  /// The drag in progress that the data does not have yet, which the layout shows: an
  /// item's new place, or a kind of drag of the layout's own.
  var drag: (any DragInProgress)?
  /// The sections that items being moved interactively left or entered.
  var sectionsToLayOut: Set<Int> = []
  /// The content offset at which right-to-left content starts, for the collection view
  /// to take after the first preparation (see ``takeStartContentOffset()``).
  var startContentOffset: Point?
  /// Whether a move has ended and UIKit's ending context is still to come.
  var isEndingMovement = false
  /// The elements the app invalidated, to read again at the next preparation.
  var elementsToLayOut: [ElementID] = []
  /// The elements changed by the last scroll, kept from one scroll to the next.
  var scroll = ScrollDifference()
  /// The animated update in progress.
  var transaction: UpdateTransaction?
  /// The item the next content offset keeps in place.
  var anchor: ContentAnchor?
  /// The actions of each row on each side, when they come from the app rather than from
  /// the layout (a SwiftUI view's modifier, say): it replaces
  /// `CollectionLayout.swipeActionsConfiguration(forItemAt:edge:)` for
  /// ``beginSwipe(at:)``; `nil`, the default, asks the layout.
  public var swipeActionsProvider: ((IndexPath, SwipeEdge) -> SwipeActionsConfiguration?)?
  /// The row slid sideways to show its swipe actions, if any: while a finger moves it,
  /// open, or slid all the way by a full swipe (see ``beginSwipe(at:)``). A scroll, an
  /// update, a drag or a change of the layout closes it.
  public internal(set) var interactiveSwipe: InteractiveSwipe?
  /// The swipe that showed before the last step, whose buttons shrink back into the
  /// row's edge when they leave.
  var previousSwipe: InteractiveSwipe?
  /// The elements the last swipe step changed.
  var swipeChanged: [ElementID] = []
  /// The content offset that self-sizing corrections made during an animated update
  /// ask for: UIKit ignores an invalidation context's offset adjustment then, so the
  /// offset waits for ``targetContentOffset(forProposed:)`` at the update's end.
  var stagedContentOffset: Point?

  /// Creates a driver for `layout`.
  public init(
    layout: DataSource.Layout, contentOffsetAdjustment: ContentOffsetAdjustment = .keep
  ) {
    self.layout = layout
    self.contentOffsetAdjustment = contentOffsetAdjustment
  }

  /// Records an invalidation: UIKit's `invalidateEverything` (a reload, a new data
  /// source, `invalidateLayout()`) prepares again at the next ``prepare(for:dataSource:)``;
  /// `invalidateDataSourceCounts` alone (a batch update) waits for
  /// ``prepare(forUpdates:dataSource:)``, which lays out only what changed.
  /// Either closes a swiped row.
  public func invalidate(everything: Bool, dataSourceCounts: Bool) {
    if everything || dataSourceCounts { dropSwipe() }
    if everything { needsPreparation = true } else if dataSourceCounts { awaitsUpdates = true }
  }

  /// Records that the app invalidated `elements` (UIKit's `invalidatedItemIndexPaths`,
  /// `invalidatedSupplementaryIndexPaths` and `invalidatedDecorationIndexPaths` of a
  /// context it made): their values may have changed in place, a cell's size say, so
  /// the next ``prepare(for:dataSource:)`` reads them again and places again only what
  /// they move (`LayoutChange.resizing(_:of:)`), the cheapest path that honours them.
  ///
  /// Contexts the layout makes itself (for a scroll, a self-sizing correction) name
  /// elements whose attributes it already changed, and are not handed here.
  public func invalidate(elements: some Sequence<ElementID>) {
    elementsToLayOut.append(contentsOf: elements)
  }

  /// Brings the layout up to date for `viewport`: UIKit's `prepare()`.
  ///
  /// Prepares from scratch when needed (see the type's overview); otherwise takes the
  /// new viewport without preparing, which costs nothing on a scroll. While the update
  /// items of a batch update are still to come, it only reads the new counts: until
  /// ``prepare(forUpdates:dataSource:)`` the queries (``forEachElement(in:_:)``,
  /// ``attributes(for:)``) leave out elements whose index paths the new data lacks,
  /// which UIKit would treat as an inconsistency.
  ///
  /// A refused value sets ``lastError`` and keeps the frames the layout had; after data
  /// the layout refuses, the queries answer only for elements that data has too, until
  /// a preparation succeeds.
  public func prepare(for viewport: Viewport, dataSource: DataSource) {
    isEndingMovement = false
    let dataSource = shown(dataSource)
    if needsPreparation { return prepareAgain(for: viewport, dataSource: dataSource) }
    if awaitsUpdates {
      pendingItemCounts = Self.itemCounts(of: dataSource)
      return
    }
    do {
      if try layout.updateViewport(viewport) == .everything {
        return prepareAgain(for: viewport, dataSource: dataSource)
      }
    } catch {
      lastError = .layout(error)
      return
    }
    if !sectionsToLayOut.isEmpty && !layOutMovedSections(dataSource: dataSource) {
      return prepareAgain(for: viewport, dataSource: dataSource)
    }
    if !elementsToLayOut.isEmpty && !layOutInvalidatedElements(dataSource: dataSource) {
      prepareAgain(for: viewport, dataSource: dataSource)
    }
  }

  /// Reads again the elements the app invalidated; `false` when the counts changed
  /// without an update and only a full preparation will do.
  private func layOutInvalidatedElements(dataSource: DataSource) -> Bool {
    defer { elementsToLayOut.removeAll(keepingCapacity: true) }
    guard Self.itemCounts(of: dataSource) == itemCounts else { return false }
    do {
      try dataSource.update(layout, for: .resizing(elementsToLayOut, of: itemCounts.count))
      lastError = nil
    } catch {
      lastError = .layout(error)
    }
    return true
  }

  /// Prepares the layout from scratch and records the counts it was prepared with.
  func prepareAgain(for viewport: Viewport, dataSource: DataSource) {
    let isFirst = !hasBeenPrepared
    do {
      try dataSource.prepare(layout, for: viewport)
      hasBeenPrepared = true
      if isFirst { startContentOffset = Self.start(of: layout) }
      itemCounts = Self.itemCounts(of: dataSource)
      needsPreparation = false
      awaitsUpdates = false
      pendingItemCounts = nil
      sectionsToLayOut.removeAll()
      elementsToLayOut.removeAll()
      lastError = nil
    } catch {
      // The layout keeps the frames of the last data it took; until data it takes, it
      // answers only for elements this data has too, as UIKit expects.
      pendingItemCounts = Self.itemCounts(of: dataSource)
      lastError = .layout(error)
    }
  }

  /// Where the content of `layout` starts, when that is not where it shows: in
  /// right-to-left content wider than the bounds, which Trellis mirrors, item 0 is at the
  /// right end, and a collection view opens at the left one.
  static func start(of layout: DataSource.Layout) -> Point? {
    let viewport = layout.viewport
    guard viewport.layoutDirection == .rightToLeft else { return nil }
    let end = layout.contentSize.width - viewport.size.width + viewport.contentInset.right
    guard end > viewport.contentOffset.x else { return nil }
    return Point(x: end, y: viewport.contentOffset.y)
  }

  /// The content offset at which right-to-left content starts, once, after the first
  /// preparation: the collection view's first offset shows the left end, where Trellis
  /// puts the last items of mirrored content that scrolls sideways (a carousel, a
  /// horizontal flow), and this offset shows item 0 at the right end instead. `nil` for
  /// left-to-right content, content no wider than the bounds, and after the first call.
  public func takeStartContentOffset() -> Point? {
    defer { startContentOffset = nil }
    return startContentOffset
  }

  /// The number of items of every section of `dataSource`.
  static func itemCounts(of dataSource: DataSource) -> [Int] {
    (0..<max(0, dataSource.numberOfSections)).map { dataSource.numberOfItems(inSection: $0) }
  }
}
