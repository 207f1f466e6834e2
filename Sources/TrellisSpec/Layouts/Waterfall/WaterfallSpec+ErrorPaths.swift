import Trellis

extension WaterfallSpec {
  /// The path of the field that a waterfall layout's item height or size or
  /// layout-wide value comes from.
  func path(forOwn input: LayoutInput, in paths: InputPaths<WaterfallContent.Section>)
    -> SpecPath
  {
    switch (input.kind, input.subject) {
    case (.itemHeight, .item(let indexPath)):
      return paths.sections.appending(indexPath.section).appending("itemHeights")
        .appending(indexPath.item)
    case (.itemSize, .item(let indexPath)):
      return paths.sections.appending(indexPath.section).appending("itemSizes")
        .appending(indexPath.item)
    default:
      // The layout-wide item height, and inputs that no spec field feeds, such as a
      // count of appended items.
      return input == .defaultItemHeight ? paths.layout.appending("itemHeight") : paths.layout
    }
  }

  /// The values a section of a waterfall layout may give for itself; a section whose
  /// columns leave no width is reported at the column count it uses, its own or the
  /// layout-wide one.
  static let sectionValues: [InputPaths<WaterfallContent.Section>.SectionValue] = [
    .init(.columnCount, "columnCount") { $0.values.columnCount != nil },
    .init(.minimumColumnSpacing, "minimumColumnSpacing") { $0.values.minimumColumnSpacing != nil },
    .init(.minimumInteritemSpacing, "minimumInteritemSpacing") {
      $0.values.minimumInteritemSpacing != nil
    },
    .init(.sectionInset, "inset", "sectionInset") { $0.values.inset != nil },
    .init(.headerHeight, "headerHeight") { $0.values.headerHeight != nil },
    .init(.footerHeight, "footerHeight") { $0.values.footerHeight != nil },
    .init(.headerInset, "headerInset") { $0.values.headerInset != nil },
    .init(.footerInset, "footerInset") { $0.values.footerInset != nil },
  ]
}
