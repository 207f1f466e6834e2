/// A masonry layout: items of one width and differing heights fill columns, each
/// item going to the column that ends first, as in `CHTCollectionViewWaterfallLayout`
/// and Pinterest.
///
/// Every section has its own number of columns, spacing and insets, and may have a
/// header and a footer. Items can span the whole section width; headers, footers,
/// pinning, the collection header and footer and section backgrounds work as in
/// ``FlowLayout`` (see ``SectionBehaviors``).
///
/// ```swift
/// var configuration = WaterfallLayout.Configuration()
/// configuration.columnCount = 3
/// configuration.headerHeight = 40
/// let layout = WaterfallLayout(configuration: configuration)
/// try layout.prepare(
///   for: Viewport(size: Size(width: 375, height: 667)),
///   dataSource: WaterfallContent(sections: [.init(itemHeights: [120, 80, 200, 60])]))
/// let visible = layout.elements(in: layout.viewport.bounds)
/// ```
///
/// Infinite scroll does not prepare again: after adding items to the end of the last
/// section, ``appendItems(count:dataSource:)`` places only the new ones.
///
/// Columns are `(available - (columnCount - 1) * columnSpacing) / columnCount` wide,
/// floored to the screen scale, where `available` is the content width less the
/// section's left and right insets. Scrolling horizontally the axes swap: columns
/// become rows and heights become widths.
///
/// Queries cost what they return. ``CollectionLayout/forEachElement(in:_:)`` finds
/// sections by binary search along the scroll axis, the columns a rect crosses by
/// arithmetic, and the items of each column (and the full-span items) by binary
/// search: O(*c* × log *n* + *k*) for *n* items in *c* columns, of which *k* are
/// reported. Within a section, items come column by column, then the full-span items,
/// each group in order along the axis; ``CollectionLayout/forEachElement(_:)`` gives
/// the items of a section in index order. ``CollectionLayout/attributes(for:)`` is
/// O(1), and so is ``CollectionLayout/attributesBeforeUpdate(for:)`` until the next
/// preparation or append.
public final class WaterfallLayout: CollectionLayout, GeometryBackedLayout {
  /// The layout-wide values. Changes take effect at the next preparation; appended
  /// items follow the configuration of the last preparation.
  public var configuration: Configuration

  /// Custom decorations, asked for after every successful preparation or append with
  /// the prepared layout. Decorations of kind ``ElementKind/sectionBackground`` are
  /// better made with ``SectionBehaviors/sectionBackground``.
  public var decorationProvider: ((WaterfallLayout) -> [LayoutAttributes])?

  /// The viewport of the last preparation or viewport update.
  @exclusivity(unchecked) public internal(set) var viewport: Viewport

  // The state is read without dynamic exclusivity checks: a layout is used from one
  // thread at a time and never lends out access to its state, and on a query the checks
  // would cost as much as the work itself.
  @exclusivity(unchecked) var geometry: WaterfallGeometry

  /// The state just before the last ``update(for:dataSource:)``, which
  /// ``CollectionLayout/attributesBeforeUpdate(for:)`` reads; `nil` after a preparation or
  /// an append. Sections the update kept share their storage with the current state.
  @exclusivity(unchecked) var stateBeforeUpdate: (geometry: WaterfallGeometry, viewport: Viewport)?

  /// The last ``update(for:dataSource:)``'s change, from which ``lastUpdateReport`` is
  /// found when asked; `nil` after a preparation or an append.
  var lastChange: LayoutChange?

  /// The number of successful preparations, for tests that prove what does not prepare.
  @_spi(Testing) public private(set) var preparationCount = 0

  /// The items and the columns of every section, as counted against
  /// ``LayoutLimits/maximumElementCount``.
  var elementCount = 0

  /// Creates an unprepared layout, which has no elements.
  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
    self.viewport = Viewport(size: .zero)
    self.geometry = WaterfallGeometry(
      configuration: configuration,
      stack: .unprepared(scrollingIn: configuration.scrollDirection))
  }

  /// The number of sections as of the last preparation.
  public var numberOfSections: Int { geometry.sections.count }

  /// The number of items in `section` as of the last preparation or append, or zero if
  /// there is no such section.
  public func numberOfItems(inSection section: Int) -> Int {
    geometry.sections.indices.contains(section) ? geometry.sections[section].items.count : 0
  }

  /// Computes every frame for `viewport` and the data in `dataSource`.
  ///
  /// Values are read from `dataSource` once each, section by section. If any value is
  /// negative, NaN or infinite, a column count is below 1, or a section with items
  /// leaves its columns no positive width, the call throws an error naming the value
  /// and the layout keeps the frames of its previous preparation. A successful
  /// preparation forgets the state from before the last update.
  ///
  /// - Complexity: O(*n* × *c*) for *n* items in *c* columns per section.
  public func prepare(for viewport: Viewport, dataSource: some WaterfallLayoutDataSource)
    throws(LayoutError)
  {
    try viewport.validate()
    try configuration.validate()
    let direction = configuration.scrollDirection
    let contentInsets = AxisInsets(viewport.contentInset, along: direction)
    let crossExtent = max(
      0,
      direction.crossExtent(of: viewport.size) - contentInsets.crossStart - contentInsets.crossEnd)
    let mapping = AxisMapping(
      direction: direction, layoutDirection: viewport.layoutDirection,
      contentWidth: crossExtent, scale: viewport.scale)
    var geometry = WaterfallGeometry(
      configuration: configuration,
      stack: SectionStack(
        behaviors: configuration.behaviors, mapping: mapping, crossExtent: crossExtent))

    let sectionCount = dataSource.numberOfSections
    try LayoutError.check(count: sectionCount, as: .numberOfSections)
    var budget = ElementBudget()
    geometry.reserveCapacity(sections: sectionCount)
    for section in 0..<sectionCount {
      let placed = try WaterfallSectionGeometry.layOut(
        section, itemCount: dataSource.numberOfItems(inSection: section), from: dataSource,
        configuration: configuration, crossExtent: crossExtent, scale: viewport.scale,
        budget: &budget)
      geometry.appendSection(placed.geometry, length: placed.length)
    }
    try geometry.stack.finishSections()
    stateBeforeUpdate = nil
    lastChange = nil
    self.geometry = geometry
    self.viewport = viewport
    elementCount = budget.total
    preparationCount += 1
    applyDecorations()
  }

  /// Asks the ``decorationProvider``, if any, for the custom decorations.
  func applyDecorations() {
    guard let decorationProvider else { return }
    geometry.setDecorations(decorationProvider(self))
  }
}
