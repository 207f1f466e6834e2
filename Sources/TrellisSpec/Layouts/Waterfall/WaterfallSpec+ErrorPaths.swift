import Trellis

extension WaterfallSpec {
  /// The path of the field that a waterfall layout's input comes from.
  ///
  /// A section whose columns leave no width is reported at the column count it uses,
  /// its own or the layout-wide one. The sections are those of the object at `parent`.
  func path(for input: LayoutInput, dataAt parent: SpecPath = .root) -> SpecPath {
    let paths = InputPaths(content: content.sections, dataAt: parent)
    if let path = paths.common(input, hasBackground: { $0.background != nil }) { return path }
    switch (input.kind, input.subject) {
    case (.itemHeight, .item(let indexPath)):
      return paths.sections.appending(indexPath.section).appending("itemHeights")
        .appending(indexPath.item)
    case (.itemSize, .item(let indexPath)):
      return paths.sections.appending(indexPath.section).appending("itemSizes")
        .appending(indexPath.item)
    case (.columnCount, .section(let section)):
      return paths.field(section, "columnCount", "columnCount") { $0.columnCount != nil }
    case (.minimumColumnSpacing, .section(let section)):
      return paths.field(section, "minimumColumnSpacing", "minimumColumnSpacing") {
        $0.minimumColumnSpacing != nil
      }
    case (.minimumInteritemSpacing, .section(let section)):
      return paths.field(section, "minimumInteritemSpacing", "minimumInteritemSpacing") {
        $0.minimumInteritemSpacing != nil
      }
    case (.sectionInset, .section(let section)):
      return paths.field(section, "inset", "sectionInset") { $0.inset != nil }
    case (.headerHeight, .section(let section)):
      return paths.field(section, "headerHeight", "headerHeight") { $0.headerHeight != nil }
    case (.footerHeight, .section(let section)):
      return paths.field(section, "footerHeight", "footerHeight") { $0.footerHeight != nil }
    case (.headerInset, .section(let section)):
      return paths.field(section, "headerInset", "headerInset") { $0.headerInset != nil }
    case (.footerInset, .section(let section)):
      return paths.field(section, "footerInset", "footerInset") { $0.footerInset != nil }
    default:
      // The layout-wide item height, and inputs that no spec field feeds, such as a
      // count of appended items.
      return input == .defaultItemHeight ? paths.layout.appending("itemHeight") : paths.layout
    }
  }
}
