/// The values that shape one section of a waterfall layout, resolved from the data
/// source and the layout-wide defaults and validated.
///
/// Positions are along (`main`) and across (`cross`) the scroll axis; positions along
/// it are relative to the section's origin, the top of its header slot.
struct WaterfallSectionMetrics: Hashable, Sendable {
  var columnCount: Int
  var columnSpacing: Double
  var itemSpacing: Double
  var insets: AxisInsets
  /// The room for items across the scroll axis: the content extent less the section's
  /// insets. Full-span items are this wide.
  var available: Double
  /// `(available - (columnCount - 1) * columnSpacing) / columnCount`, floored to the
  /// screen scale; not positive when the columns do not fit.
  var columnWidth: Double
  /// The header's height plus its insets along the axis, or zero without a header.
  var headerSlot: Double
  /// The footer's height plus its insets along the axis, or zero without a footer.
  var footerSlot: Double
  var headerInsets: AxisInsets
  var footerInsets: AxisInsets
  var background: SectionBackground?

  /// Reads section `section`'s values from `dataSource`, falling back to
  /// `configuration`, and checks each.
  init(
    section: Int,
    dataSource: some WaterfallLayoutDataSource,
    configuration: WaterfallLayout.Configuration,
    crossExtent: Double,
    scale: Double
  ) throws(LayoutError) {
    let direction = configuration.scrollDirection
    let values = dataSource.valuesForSection(at: section)
    columnCount = values.columnCount ?? configuration.columnCount
    guard columnCount >= 1 else {
      throw .invalidCount(.columnCount(section: section), columnCount)
    }
    try LayoutError.check(count: columnCount, as: .columnCount(section: section))
    columnSpacing = values.minimumColumnSpacing ?? configuration.minimumColumnSpacing
    try LayoutError.check(columnSpacing, as: .minimumColumnSpacing(section: section))
    itemSpacing = values.minimumInteritemSpacing ?? configuration.minimumInteritemSpacing
    try LayoutError.check(itemSpacing, as: .minimumInteritemSpacing(section: section))
    let inset = values.inset ?? configuration.sectionInset
    try LayoutError.check(inset, as: .sectionInset(section: section))
    insets = AxisInsets(inset, along: direction)

    available = crossExtent - insets.crossStart - insets.crossEnd
    let columns = Double(columnCount)
    let width = (available - (columns - 1) * columnSpacing) / columns
    columnWidth = width.floored(toScale: scale)

    (headerSlot, headerInsets) = try Self.slot(
      length: values.headerHeight ?? configuration.headerHeight,
      as: .headerHeight(section: section),
      inset: values.headerInset ?? configuration.headerInset,
      as: .headerInset(section: section), along: direction)
    (footerSlot, footerInsets) = try Self.slot(
      length: values.footerHeight ?? configuration.footerHeight,
      as: .footerHeight(section: section),
      inset: values.footerInset ?? configuration.footerInset,
      as: .footerInset(section: section), along: direction)

    background = try SectionBackground.resolved(
      values.background, section: section, layoutWide: configuration.behaviors.sectionBackground)
  }

  /// Checks a header's or footer's `length` and `inset`, and returns its insets along
  /// `direction` and its slot: the extent it takes with the insets before and after it,
  /// none for an element of zero length, insets included.
  private static func slot(
    length: Double, as lengthInput: LayoutInput, inset: EdgeInsets, as insetInput: LayoutInput,
    along direction: ScrollDirection
  ) throws(LayoutError) -> (slot: Double, insets: AxisInsets) {
    try LayoutError.check(length, as: lengthInput)
    try LayoutError.check(inset, as: insetInput)
    let insets = AxisInsets(inset, along: direction)
    return (length > 0 ? insets.mainBefore + length + insets.mainAfter : 0, insets)
  }

  /// Where the items start along the axis: below the header slot and the top inset.
  var contentStart: Double { headerSlot + insets.mainBefore }

  /// Whether every column has a positive, finite width.
  var columnsFit: Bool { columnWidth > 0 && columnWidth.isFinite }

  /// Where column `column` starts across the axis.
  @inline(__always)
  func cross(ofColumn column: Int) -> Double {
    insets.crossStart + Double(column) * (columnWidth + columnSpacing)
  }

  /// The section's extent along the axis when its longest column ends at `contentEnd`.
  func length(contentEnd: Double) -> Double {
    contentEnd + insets.mainAfter + footerSlot
  }
}
