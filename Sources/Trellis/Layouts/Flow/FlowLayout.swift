/// A line-based grid layout that reproduces `UICollectionViewFlowLayout` frame for
/// frame, with alignment options UIKit lacks.
///
/// Items fill lines across the scroll axis; lines stack along it; every section may
/// have a header and a footer. With the default ``Alignment/uikit`` policy the frames
/// are UIKit's, including its quirks: full lines are justified, a line of one item is
/// centered, and a section whose items share one size keeps a fixed grid.
///
/// ```swift
/// var configuration = FlowLayout.Configuration()
/// configuration.itemSize = Size(width: 100, height: 100)
/// configuration.sectionHeadersPinToVisibleBounds = true
/// let layout = FlowLayout(configuration: configuration)
/// try layout.prepare(
///   for: Viewport(size: Size(width: 375, height: 667)),
///   dataSource: FlowContent(sections: [.init(itemCount: 20)]))
/// let visible = layout.elements(in: layout.viewport.bounds)
/// ```
///
/// Items wider than the room across the scroll axis get a line of their own and start
/// at the section's leading inset; the content keeps the viewport's width.
///
/// Queries cost what they return. ``CollectionLayout/forEachElement(in:_:)`` finds
/// sections and their lines by binary search along the scroll axis and the items of a
/// line by binary search across it: O(log *n* + *k*) for *n* items of which *k* are
/// reported. ``CollectionLayout/attributes(for:)`` and
/// ``CollectionLayout/attributesBeforeUpdate(for:)`` are O(1); the state from before
/// an update is kept until the next preparation.
public final class FlowLayout: CollectionLayout, GeometryBackedLayout {
  /// The layout-wide values. Changes take effect at the next preparation.
  public var configuration: Configuration

  /// Custom decorations, asked for after every successful preparation with the
  /// prepared layout, such as a shelf under every line of books (see
  /// ``lineFrames(inSection:)``). Decorations of kind ``ElementKind/sectionBackground``
  /// are better made with ``SectionBehaviors/sectionBackground``.
  public var decorationProvider: ((FlowLayout) -> [LayoutAttributes])?

  /// The viewport of the last preparation or viewport update.
  @exclusivity(unchecked) public internal(set) var viewport: Viewport

  // The state is read without dynamic exclusivity checks: a layout is used from one
  // thread at a time and never lends out access to its state, and on a query the checks
  // would cost as much as the work itself.
  /// The state of the last preparation or update, for tests that check what an update
  /// keeps.
  @_spi(Testing) @exclusivity(unchecked) public internal(set) var geometry: FlowGeometry

  /// The configuration and viewport values of the last preparation, which partial
  /// updates reuse.
  var context: FlowLayoutContext

  /// The state just before the last ``update(for:dataSource:)``, which
  /// ``CollectionLayout/attributesBeforeUpdate(for:)`` reads; `nil` after a preparation.
  /// Sections the update kept share their storage with the current state.
  @exclusivity(unchecked) var stateBeforeUpdate: (geometry: FlowGeometry, viewport: Viewport)?

  /// The last ``update(for:dataSource:)``'s change and the sections it placed by
  /// resizing, from which ``lastUpdateReport`` is found when asked; `nil` after a
  /// preparation.
  var lastUpdate: (change: LayoutChange, resized: [Int])?

  /// The number of successful preparations, for tests that prove what does not prepare.
  @_spi(Testing) public private(set) var preparationCount = 0

  /// Creates an unprepared layout, which has no elements.
  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
    self.viewport = Viewport(size: .zero)
    self.context = FlowLayoutContext(configuration: configuration, viewport: viewport)
    self.geometry = FlowGeometry(stack: .unprepared(scrollingIn: configuration.scrollDirection))
  }

  /// The number of sections as of the last preparation.
  public var numberOfSections: Int { geometry.sections.count }

  /// The number of items in `section` as of the last preparation, or zero if there is
  /// no such section.
  public func numberOfItems(inSection section: Int) -> Int {
    geometry.sections.indices.contains(section) ? geometry.sections[section].itemCount : 0
  }

  /// Computes every frame for `viewport` and the data in `dataSource`.
  ///
  /// Values are read from `dataSource` once each: the item count of every section
  /// first, then the values of each section in turn. If any value is
  /// negative, NaN or infinite, a count or length is above its limit in
  /// ``LayoutLimits``, or the content would be longer than
  /// ``LayoutLimits/maximumLength``, the call throws an error naming it and the layout
  /// keeps the frames of its previous preparation. Counts are checked before anything
  /// is allocated for them. A successful preparation forgets the state from before the
  /// last update.
  ///
  /// - Complexity: O(*n*) for *n* items.
  public func prepare(for viewport: Viewport, dataSource: some FlowLayoutDataSource)
    throws(LayoutError)
  {
    try viewport.validate()
    try configuration.validate()
    let context = FlowLayoutContext(configuration: configuration, viewport: viewport)
    var geometry = FlowGeometry(
      stack: SectionStack(
        behaviors: configuration.behaviors, mapping: context.mapping,
        crossExtent: context.crossExtent))

    let itemCounts = try dataSource.checkedItemCounts()
    try ElementBudget.check(total: itemCounts)
    geometry.reserveCapacity(sections: itemCounts.count)
    for section in itemCounts.indices {
      let placed = try context.layOutSection(
        section, itemCount: itemCounts[section], from: dataSource)
      geometry.append(placed)
    }
    try geometry.stack.finishSections()
    stateBeforeUpdate = nil
    lastUpdate = nil
    self.geometry = geometry
    self.context = context
    self.viewport = viewport
    preparationCount += 1
    applyDecorations()
  }

  /// Asks the ``decorationProvider``, if any, for the custom decorations.
  func applyDecorations() {
    guard let decorationProvider else { return }
    geometry.setDecorations(decorationProvider(self))
  }
}
