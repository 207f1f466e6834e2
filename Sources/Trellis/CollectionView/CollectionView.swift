/// A headless collection view: the part of `UICollectionView` that decides what is on
/// screen, which views to reuse, how a batch update changes the data, the layout and the
/// content offset, and how everything moves while it does.
///
/// A collection view owns a layout, the viewport and the item counts of its data. A
/// host (``CollectionViewHost``) draws: the collection view tells it which views to
/// make, configure, position and take back, and never keeps a reference to it.
///
/// ```swift
/// var host = Recorder()
/// let collection = try CollectionView<FlowContent, Recorder>(
///   layout: FlowLayout(), dataSource: FlowContent(sections: [.init(itemCount: 100)]),
///   viewport: Viewport(size: Size(width: 375, height: 667)))
/// collection.updateVisibleElements(host: &host)
/// try collection.scroll(to: Point(x: 0, y: 400), host: &host)
/// let result = try collection.performBatchUpdates(
///   BatchUpdate(insertItems: [IndexPath(item: 0, section: 0)]),
///   dataSource: FlowContent(sections: [.init(itemCount: 101)]), host: &host)
/// collection.animate(to: 0.5, host: &host)
/// collection.finishAnimation(host: &host)
/// ```
///
/// It works with any layout through its data source's ``CollectionDataSource``
/// conformance, the built-in ones and your own alike.
public final class CollectionView<DataSource: CollectionDataSource, Host: CollectionViewHost> {
  /// The layout, prepared with ``dataSource``; a new one after a layout transition.
  public internal(set) var layout: DataSource.Layout

  /// The data as of the last preparation or update.
  public internal(set) var dataSource: DataSource

  /// The number of items in each section, as of the last preparation or update.
  public internal(set) var itemCounts: [Int]

  /// How far beyond the bounds, on every side, elements get a view before they are
  /// visible, in points. Zero by default: exactly the elements in the bounds, as
  /// `UICollectionView.visibleCells`. It takes effect at the next visibility pass.
  public var prefetchMargin: Double

  // The state that scrolling touches is visible to inlinable code, so that a scroll
  // step is specialized for the host and the data source where it is called. It is read
  // without dynamic exclusivity checks: a collection view is used from one thread at a
  // time and never lends out access to this state, and in a visibility pass the checks
  // cost as much as the work on each element.
  @usableFromInline @exclusivity(unchecked) var visible: [ElementID: VisibleElement<Host.View>] =
    [:]
  @usableFromInline var pool = ReusePool<Host.View>()
  @usableFromInline @exclusivity(unchecked) var pass: UInt32 = 0
  /// Counts the times the data was replaced other than by a measuring pass's own
  /// recordings, which name what they change: a visible element marked settled in this
  /// revision needs no measurement while it keeps its size.
  @usableFromInline @exclusivity(unchecked) var dataRevision: UInt32 = 1
  /// Scratch storage for the elements a visibility pass removes and adds, kept between
  /// passes so that scrolling allocates nothing once it is warm.
  @usableFromInline @exclusivity(unchecked) var leaving: [ElementID] = []
  @usableFromInline @exclusivity(unchecked) var entering: [LayoutAttributes] = []
  /// The rect of the last visibility pass, whose elements are exactly the ones with a
  /// view while the layout's frames stay as they were.
  @usableFromInline var shownRect: Rect?
  /// What the collection view is in the middle of: an animation, a layout transition,
  /// a drag, or nothing.
  @usableFromInline var state = CollectionState<DataSource.Layout, Host.View>()

  /// Creates a collection view and prepares `layout` with `dataSource` for `viewport`.
  ///
  /// No view is made until the first ``updateVisibleElements(host:)``.
  ///
  /// - Throws: the layout's error for a value it refuses.
  /// - Complexity: a preparation of the layout, plus O(*s*) for *s* sections.
  public init(
    layout: DataSource.Layout, dataSource: DataSource, viewport: Viewport,
    prefetchMargin: Double = 0
  ) throws(LayoutError) {
    let itemCounts = try dataSource.checkedItemCounts()
    try dataSource.prepare(layout, for: viewport)
    self.layout = layout
    self.dataSource = dataSource
    self.itemCounts = itemCounts
    self.prefetchMargin = prefetchMargin.isFinite ? max(0, prefetchMargin) : 0
  }

  /// The viewport: bounds size, content offset, insets, scale and direction.
  public var viewport: Viewport { layout.viewport }

  /// The scroll position.
  public var contentOffset: Point { layout.viewport.contentOffset }

  /// The size of the scrollable content.
  ///
  /// - Complexity: O(1).
  public var contentSize: Size { layout.contentSize }

  /// The number of sections.
  public var numberOfSections: Int { itemCounts.count }

  /// The number of items in `section`, or zero if there is no such section.
  public func numberOfItems(inSection section: Int) -> Int {
    itemCounts.indices.contains(section) ? itemCounts[section] : 0
  }

  /// The area whose elements have views: the bounds grown by ``prefetchMargin``.
  @inlinable
  public var visibleRect: Rect {
    viewport.bounds.inset(by: EdgeInsets(all: -prefetchMargin))
  }

  /// The number of elements that have a view.
  public var numberOfVisibleElements: Int { visible.count }

  /// The number of views waiting in the reuse pools.
  public var numberOfReusableViews: Int { pool.count }

  /// Whether `element` has a view.
  public func isVisible(_ element: ElementID) -> Bool { visible[element] != nil }

  /// The attributes `element` was last given, if it has a view.
  public func visibleAttributes(for element: ElementID) -> LayoutAttributes? {
    visible[element]?.attributes
  }

  /// The view that shows `element`, if it has one.
  public func view(for element: ElementID) -> Host.View? { visible[element]?.view }

  /// Calls `body` with every element that has a view and its attributes, in no
  /// particular order.
  ///
  /// - Complexity: O(*k*) for *k* elements with a view.
  public func forEachVisibleElement(_ body: (LayoutAttributes) -> Void) {
    for element in visible.values { body(element.attributes) }
  }

  /// The item under `point`, in content coordinates: the topmost cell whose frame
  /// contains it.
  ///
  /// - Complexity: O(log *n* + *k*) for the *k* elements at the point.
  public func indexPathForItem(at point: Point) -> IndexPath? {
    layout.indexPathForItem(at: point)
  }

  /// Takes `newDataSource` as the data. It may measure any element otherwise, so no
  /// visible element counts as settled any more.
  func replaceData(with newDataSource: DataSource) {
    dataSource = newDataSource
    forgetSettledElements()
  }

  /// Starts a new revision of the data, in which no visible element counts as settled
  /// until a measuring pass finds it so again.
  func forgetSettledElements() {
    dataRevision = dataRevision == .max ? 1 : dataRevision + 1
  }
}
