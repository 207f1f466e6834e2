/// The prepared state of a waterfall layout: the sections stacked along the scroll
/// axis, and each section's items in arrays of its own.
///
/// Positions are kept along (`main`) and across (`cross`) the scroll axis. An item's
/// position along the axis is relative to its section's origin, which the
/// ``SectionStack`` keeps; its position across the axis follows from its column. Each
/// section is a ``WaterfallSectionGeometry`` value whose storage is shared until it
/// changes, kept in chunks of 64 sections that copies share, so an update reuses the
/// sections it keeps, and the state before the update stays readable beside the new one.
struct WaterfallGeometry: StackedGeometry {
  /// The configuration of the preparation, which updates and appended items follow.
  var configuration: WaterfallLayout.Configuration
  /// The sections' extents and everything that is not an item.
  var stack: SectionStack
  /// Each section's values and items.
  var sections = ChunkedArray<WaterfallSectionGeometry>(chunkShift: 6)

  /// An empty geometry with the values of this one, ready for sections to be added.
  func emptied() -> WaterfallGeometry {
    var mapping = stack.mapping
    // Horizontal layouts mirror within the extent along the axis, set once the sections
    // are known; vertical ones within the extent across it.
    mapping.contentWidth = stack.crossExtent
    return WaterfallGeometry(
      configuration: configuration,
      stack: SectionStack(
        behaviors: configuration.behaviors, mapping: mapping, crossExtent: stack.crossExtent))
  }

  /// Adds a section after the last one, with its extent along the axis.
  mutating func appendSection(_ section: WaterfallSectionGeometry, length: Double) {
    let metrics = section.metrics
    sections.append(section)
    stack.appendSection(
      length: length, headerLength: metrics.headerSlot, footerLength: metrics.footerSlot,
      background: metrics.background, headerInsets: metrics.headerInsets,
      footerInsets: metrics.footerInsets)
  }

  /// Places `batch` after the items of the last section, continuing its columns, and
  /// moves what follows the section (the collection footer). Throws if the content
  /// would be longer than ``LayoutLimits/maximumLength``, after placing the items:
  /// place on a copy when that can happen.
  ///
  /// - Complexity: O(*m* × *c* + *s*) for *m* items, *c* columns and *s* sections.
  mutating func appendToLastSection(_ batch: WaterfallItemBatch) throws(LayoutError) {
    let last = sections.count - 1
    let length = sections[last].placeItems(batch, order: configuration.itemRenderDirection)
    var span = stack.spans[last]
    span.length = length
    var rebuilt = stack
    rebuilt.replaceSection(last, with: span)
    try rebuilt.finishSections()
    stack = rebuilt
  }

  /// The attributes of item `index` of `section`.
  @inline(__always)
  func cell(_ index: Int, of entry: WaterfallSectionGeometry, section: Int) -> LayoutAttributes {
    let placement = entry.placement(ofItem: index)
    let frame = mapping.frame(
      main: stack.spans[section].origin + placement.main, cross: placement.cross,
      mainLength: placement.mainLength, crossLength: placement.crossLength)
    return LayoutAttributes(id: .cell(IndexPath(item: index, section: section)), frame: frame)
  }
}
