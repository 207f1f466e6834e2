/// The values that shape one section, resolved from the data source and the
/// layout-wide defaults and validated.
struct FlowSectionMetrics: Hashable {
  var insets: AxisInsets
  var interitemSpacing: Double
  var lineSpacing: Double
  var headerLength: Double
  var footerLength: Double
  var background: SectionBackground?

  /// Reads section `section`'s values from `dataSource`, falling back to
  /// `configuration`, and checks each.
  init(
    section: Int,
    dataSource: some FlowLayoutDataSource,
    configuration: FlowLayout.Configuration,
    referenceInsets: AxisInsets
  ) throws(LayoutError) {
    let direction = configuration.scrollDirection
    let inset = dataSource.insetForSection(at: section) ?? configuration.sectionInset
    try LayoutError.check(inset, as: .sectionInset(section: section))
    insets = AxisInsets(inset, along: direction)
    insets.crossStart += referenceInsets.crossStart
    insets.crossEnd += referenceInsets.crossEnd

    interitemSpacing =
      dataSource.minimumInteritemSpacingForSection(at: section)
      ?? configuration.minimumInteritemSpacing
    try LayoutError.check(interitemSpacing, as: .minimumInteritemSpacing(section: section))
    lineSpacing =
      dataSource.minimumLineSpacingForSection(at: section) ?? configuration.minimumLineSpacing
    try LayoutError.check(lineSpacing, as: .minimumLineSpacing(section: section))

    let header =
      dataSource.referenceSizeForHeader(inSection: section) ?? configuration.headerReferenceSize
    try LayoutError.check(header, as: .headerReferenceSize(section: section))
    headerLength = direction.mainExtent(of: header)
    let footer =
      dataSource.referenceSizeForFooter(inSection: section) ?? configuration.footerReferenceSize
    try LayoutError.check(footer, as: .footerReferenceSize(section: section))
    footerLength = direction.mainExtent(of: footer)

    background = dataSource.backgroundForSection(at: section)
    if let background {
      try LayoutError.check(background.insets, as: .sectionBackgroundInsets(section: section))
    } else {
      background = configuration.behaviors.sectionBackground
    }
  }
}
