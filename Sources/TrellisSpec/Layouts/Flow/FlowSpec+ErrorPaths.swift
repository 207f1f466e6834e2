import Trellis

extension FlowSpec {
  /// The path of the field that a flow layout's item size or layout-wide value comes
  /// from.
  func path(forOwn input: LayoutInput, in paths: InputPaths<FlowContent.Section>) -> SpecPath {
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
    default:
      // The layout-wide item size, and inputs that no spec field feeds.
      return input == .defaultItemSize ? paths.layout.appending("itemSize") : paths.layout
    }
  }

  /// The values a section of a flow layout may give for itself.
  static let sectionValues: [InputPaths<FlowContent.Section>.SectionValue] = [
    .init(.sectionInset, "inset", "sectionInset") { $0.values.inset != nil },
    .init(.minimumLineSpacing, "minimumLineSpacing") { $0.values.minimumLineSpacing != nil },
    .init(.minimumInteritemSpacing, "minimumInteritemSpacing") {
      $0.values.minimumInteritemSpacing != nil
    },
    .init(.headerReferenceSize, "headerSize", "headerReferenceSize") {
      $0.values.headerReferenceSize != nil
    },
    .init(.footerReferenceSize, "footerSize", "footerReferenceSize") {
      $0.values.footerReferenceSize != nil
    },
  ]
}
