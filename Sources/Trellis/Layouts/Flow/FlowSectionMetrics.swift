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
    let values = dataSource.valuesForSection(at: section)
    let inset = values.inset ?? configuration.sectionInset
    try LayoutError.check(inset, as: .sectionInset(section: section))
    insets = AxisInsets(inset, along: direction)
    insets.crossStart += referenceInsets.crossStart
    insets.crossEnd += referenceInsets.crossEnd

    interitemSpacing = values.minimumInteritemSpacing ?? configuration.minimumInteritemSpacing
    try LayoutError.check(interitemSpacing, as: .minimumInteritemSpacing(section: section))
    lineSpacing = values.minimumLineSpacing ?? configuration.minimumLineSpacing
    try LayoutError.check(lineSpacing, as: .minimumLineSpacing(section: section))

    let header = values.headerReferenceSize ?? configuration.headerReferenceSize
    try LayoutError.check(header, as: .headerReferenceSize(section: section))
    headerLength = direction.mainExtent(of: header)
    let footer = values.footerReferenceSize ?? configuration.footerReferenceSize
    try LayoutError.check(footer, as: .footerReferenceSize(section: section))
    footerLength = direction.mainExtent(of: footer)

    background = try SectionBackground.resolved(
      values.background, section: section, layoutWide: configuration.behaviors.sectionBackground)
  }
}
