/// Items of one size in a single row (or column) that scrolls past the viewport's
/// center, drawn by a transform policy as cards, cover flow or a stacked deck, and
/// snapping to rest on an item.
///
/// Item *i* of all sections together has its center `i × pitch` after the first item's,
/// the pitch being the item length plus ``Configuration/itemSpacing``. The content has
/// room for half a viewport less half an item at both ends, so that the first and the
/// last item can come to the viewport's center: the content offset
/// `i × pitch` along the scroll axis centers item *i* whenever the viewport is at least
/// an item long.
///
/// How an item looks is a pure function of its distance from the viewport's center
/// (``CarouselStyle``), computed when a query reaches the item: a scroll step prepares
/// nothing and allocates nothing, and ``invalidation(for:)`` answers
/// ``Invalidation/transformedElements`` so that a collection view refreshes the visible
/// items.
///
/// ```swift
/// var configuration = CarouselLayout.Configuration()
/// configuration.style = .coverFlow(CarouselCoverFlow())
/// let layout = CarouselLayout(configuration: configuration)
/// try layout.prepare(
///   for: Viewport(size: Size(width: 600, height: 320)),
///   dataSource: CarouselContent(itemCounts: [20]))
/// let visible = layout.elements(in: layout.viewport.bounds)
/// let resting = layout.targetContentOffset(
///   forProposed: Point(x: 700, y: 0), velocity: Point(x: 900, y: 0))
/// ```
///
/// Frames are the item's own size around the center the style draws it at; scale and
/// turn are in ``LayoutAttributes/transform3D``, applied around the frame's center.
/// Queries and hit testing use the drawn shape: ``forEachElement(in:_:)`` reports the
/// items whose projected corners' bounding rectangle meets the rect, and
/// ``indexPathForItem(at:)`` the topmost item whose projected quadrilateral contains the
/// point. The layout has cells only. In a right-to-left layout a horizontal carousel is
/// mirrored, as UIKit mirrors a collection view: item 0 at the right end, items turned
/// the other way, flicks to the left moving forward.
public final class CarouselLayout: CollectionLayout, ViewportTrackingLayout {
  /// The layout-wide values. Changes take effect at the next preparation.
  public var configuration: Configuration
  /// The viewport of the last preparation or viewport update.
  @exclusivity(unchecked) public internal(set) var viewport: Viewport
  // The state is read without dynamic exclusivity checks: a layout is used from one
  // thread at a time and never lends out access to its state.
  @exclusivity(unchecked) var geometry: CarouselGeometry
  /// The offset added to the item nearest the viewport's center, such as the finger's
  /// while the top card of a deck is dragged away.
  @exclusivity(unchecked) public private(set) var centerItemOffset = Point.zero
  /// The state just before the last ``update(for:dataSource:)``, which
  /// ``attributesBeforeUpdate(for:)`` reads; `nil` after a preparation.
  @exclusivity(unchecked) var stateBeforeUpdate: (geometry: CarouselGeometry, viewport: Viewport)?
  /// The number of successful preparations, for tests that prove what does not prepare.
  private(set) var preparationCount = 0

  /// The shortest item side a carousel accepts, in points: a pixel at the largest scale
  /// of ``LayoutLimits/scaleRange``. It keeps the pitch long enough that every scroll
  /// position, in items, is a finite number well within `Int`'s range.
  public static let minimumItemLength = 0.01

  /// Creates an unprepared layout, which has no elements whatever its configuration:
  /// the configuration is checked and used at the first preparation.
  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
    self.viewport = Viewport(size: .zero)
    self.geometry = CarouselGeometry(configuration: configuration)
  }

  /// The size of the content as of the last preparation.
  ///
  /// - Complexity: O(1).
  public var contentSize: Size { geometry.contentSize }

  /// The number of items of all sections as of the last preparation.
  public var numberOfItems: Int { geometry.itemCount }

  /// Reads the counts of `dataSource` and prepares the layout for `viewport`.
  ///
  /// A bad ``Configuration`` or viewport value, a negative count, a count above its
  /// limit in ``LayoutLimits`` or content longer than ``LayoutLimits/maximumLength``
  /// throws an error naming it, and the layout keeps the state of its previous
  /// preparation. A successful preparation forgets the state from before the last
  /// update and the ``centerItemOffset``.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  public func prepare(for viewport: Viewport, dataSource: some CarouselLayoutDataSource)
    throws(LayoutError)
  {
    try viewport.validate()
    try configuration.validate()
    let itemCounts = try dataSource.checkedItemCounts()
    try ElementBudget.check(total: itemCounts)
    var sectionStarts = [0]
    sectionStarts.reserveCapacity(itemCounts.count + 1)
    for count in itemCounts { sectionStarts.append(sectionStarts[sectionStarts.count - 1] + count) }
    let geometry = CarouselGeometry(
      configuration: configuration, sectionStarts: sectionStarts, viewport: viewport)
    try LayoutError.check(contentSize: geometry.contentSize)
    stateBeforeUpdate = nil
    centerItemOffset = .zero
    self.geometry = geometry
    self.viewport = viewport
    preparationCount += 1
  }

  /// Moves the item nearest the viewport's center by `offset` without preparing again,
  /// as a finger dragging the top card of a deck away would: give the translation of
  /// the drag at each step, and `.zero` when it ends.
  ///
  /// An offset that is not finite, or outside ``LayoutLimits/offsetRange``, throws and
  /// changes nothing.
  ///
  /// - Complexity: O(1).
  public func setCenterItemOffset(_ offset: Point) throws(LayoutError) {
    try LayoutError.check(offset: offset.x, as: .centerItemOffset)
    try LayoutError.check(offset: offset.y, as: .centerItemOffset)
    centerItemOffset = offset
  }

  /// The content offset that puts the center of the item at `indexPath` at the
  /// viewport's center, or `nil` if there is no such item.
  ///
  /// - Complexity: O(1).
  public func contentOffset(centering indexPath: IndexPath) -> Point? {
    guard let index = geometry.index(of: indexPath) else { return nil }
    let along = geometry.contentOffset(leading: geometry.offset(centering: index))
    return configuration.scrollDirection == .horizontal
      ? Point(x: along, y: viewport.contentOffset.y) : Point(x: viewport.contentOffset.x, y: along)
  }
}
