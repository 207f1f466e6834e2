import Trellis

extension FlowSpec {
  /// The path of the field that a flow layout's input comes from, its sections being
  /// those of the object at `parent`.
  func path(for input: LayoutInput, dataAt parent: SpecPath = .root) -> SpecPath {
    let paths = InputPaths(content: content.sections, dataAt: parent)
    if let path = paths.common(input, hasBackground: { $0.background != nil }) { return path }
    switch (input.kind, input.subject) {
    case (.itemSize, .item(let indexPath)):
      let sections = content.sections
      if sections.indices.contains(indexPath.section),
        let sizes = sections[indexPath.section].itemSizes, sizes.indices.contains(indexPath.item)
      {
        return paths.sections.appending(indexPath.section).appending("itemSizes")
          .appending(indexPath.item)
      }
      return paths.layout.appending("itemSize")
    case (.sectionInset, .section(let section)):
      return paths.field(section, "inset", "sectionInset") { $0.inset != nil }
    case (.minimumLineSpacing, .section(let section)):
      return paths.field(section, "minimumLineSpacing", "minimumLineSpacing") {
        $0.minimumLineSpacing != nil
      }
    case (.minimumInteritemSpacing, .section(let section)):
      return paths.field(section, "minimumInteritemSpacing", "minimumInteritemSpacing") {
        $0.minimumInteritemSpacing != nil
      }
    case (.headerReferenceSize, .section(let section)):
      return paths.field(section, "headerSize", "headerReferenceSize") {
        $0.headerReferenceSize != nil
      }
    case (.footerReferenceSize, .section(let section)):
      return paths.field(section, "footerSize", "footerReferenceSize") {
        $0.footerReferenceSize != nil
      }
    default:
      // The layout-wide item size, and inputs that no spec field feeds.
      return input == .defaultItemSize ? paths.layout.appending("itemSize") : paths.layout
    }
  }
}
