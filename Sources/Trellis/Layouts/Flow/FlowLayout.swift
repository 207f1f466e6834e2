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
public final class FlowLayout: CollectionLayout {
  /// The layout-wide values. Changes take effect at the next preparation.
  public var configuration: Configuration

  /// Custom decorations, asked for after every successful preparation with the
  /// prepared layout, such as a shelf under every line of books (see
  /// ``lineFrames(inSection:)``). Decorations of kind ``ElementKind/sectionBackground``
  /// are better made with ``SectionBehaviors/sectionBackground``.
  public var decorationProvider: ((FlowLayout) -> [LayoutAttributes])?

  /// The viewport of the last preparation or viewport update.
  public internal(set) var viewport: Viewport

  var geometry: FlowGeometry

  /// The number of successful preparations, for tests that prove what does not prepare.
  private(set) var preparationCount = 0

  /// Creates an unprepared layout, which has no elements.
  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
    self.viewport = Viewport(size: .zero)
    self.geometry = FlowGeometry(
      stack: SectionStack(
        behaviors: SectionBehaviors(),
        mapping: AxisMapping(
          direction: configuration.scrollDirection, layoutDirection: .leftToRight,
          contentWidth: 0, scale: 1),
        crossExtent: 0))
  }

  /// The size of the content as of the last preparation.
  ///
  /// - Complexity: O(1).
  public var contentSize: Size { geometry.stack.contentSize }

  /// The number of sections as of the last preparation.
  public var numberOfSections: Int { geometry.sectionItems.count }

  /// The number of items in `section` as of the last preparation, or zero if there is
  /// no such section.
  public func numberOfItems(inSection section: Int) -> Int {
    geometry.sectionItems.indices.contains(section) ? geometry.sectionItems[section].count : 0
  }

  /// Computes every frame for `viewport` and the data in `dataSource`.
  ///
  /// Values are read from `dataSource` once each, section by section. If any value is
  /// negative, NaN or infinite, the call throws an error naming it and the layout keeps
  /// the frames of its previous preparation.
  ///
  /// - Complexity: O(*n*) for *n* items.
  public func prepare(for viewport: Viewport, dataSource: some FlowLayoutDataSource)
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
    var geometry = FlowGeometry(
      stack: SectionStack(
        behaviors: configuration.behaviors, mapping: mapping, crossExtent: crossExtent))
    let referenceInsets = self.referenceInsets(for: viewport, beyond: contentInsets)

    let sectionCount = dataSource.numberOfSections
    try LayoutError.check(count: sectionCount, as: .numberOfSections)
    geometry.sectionItems.reserveCapacity(sectionCount)
    geometry.sectionLines.reserveCapacity(sectionCount)
    for section in 0..<sectionCount {
      let metrics = try FlowSectionMetrics(
        section: section, dataSource: dataSource, configuration: configuration,
        referenceInsets: referenceInsets)
      let items = try appendItemSizes(of: section, from: dataSource, to: &geometry)
      let builder = FlowLineBuilder(
        metrics: metrics, alignment: configuration.alignment,
        verticalAlignment: configuration.verticalAlignment,
        available: max(0, crossExtent - metrics.insets.crossStart - metrics.insets.crossEnd))
      let firstLine = geometry.lineMain.count
      let length = builder.place(items.range, sharingOneSize: items.shareOneSize, in: &geometry)
      geometry.sectionItems.append(items.range)
      geometry.sectionLines.append(firstLine..<geometry.lineMain.count)
      geometry.stack.appendSection(
        length: length, headerLength: metrics.headerLength, footerLength: metrics.footerLength,
        background: metrics.background)
    }
    geometry.stack.finishSections()
    self.geometry = geometry
    self.viewport = viewport
    preparationCount += 1
    if let decorationProvider {
      self.geometry.stack.decorations = DecorationIndex(decorationProvider(self), along: direction)
    }
  }

  /// Reads and checks the sizes of a section's items, appending them to `geometry`.
  private func appendItemSizes(
    of section: Int, from dataSource: some FlowLayoutDataSource, to geometry: inout FlowGeometry
  ) throws(LayoutError) -> (range: Range<Int>, shareOneSize: Bool) {
    let count = dataSource.numberOfItems(inSection: section)
    try LayoutError.check(count: count, as: .numberOfItems(section: section))
    let direction = configuration.scrollDirection
    let first = geometry.itemMain.count
    var shareOneSize = true
    var firstSize = Size.zero
    for item in 0..<count {
      let indexPath = IndexPath(item: item, section: section)
      let size = dataSource.sizeForItem(at: indexPath) ?? configuration.itemSize
      try LayoutError.check(size, as: .itemSize(indexPath))
      if item == 0 { firstSize = size } else if size != firstSize { shareOneSize = false }
      geometry.itemMainLength.append(direction.mainExtent(of: size))
      geometry.itemCrossLength.append(direction.crossExtent(of: size))
    }
    geometry.itemMain.append(contentsOf: repeatElement(0, count: count))
    geometry.itemCross.append(contentsOf: repeatElement(0, count: count))
    return (first..<(first + count), shareOneSize)
  }

  /// How far the safe area or the layout margins reach beyond the content inset across
  /// the scroll axis, per ``Configuration/sectionInsetReference``.
  private func referenceInsets(for viewport: Viewport, beyond contentInsets: AxisInsets)
    -> AxisInsets
  {
    let reference: EdgeInsets
    switch configuration.sectionInsetReference {
    case .fromContentInset: return AxisInsets(.zero, along: configuration.scrollDirection)
    case .fromSafeArea: reference = viewport.safeAreaInsets
    case .fromLayoutMargins: reference = viewport.layoutMargins
    }
    var extra = AxisInsets(reference, along: configuration.scrollDirection)
    extra.crossStart = max(0, extra.crossStart - contentInsets.crossStart)
    extra.crossEnd = max(0, extra.crossEnd - contentInsets.crossEnd)
    return extra
  }
}
