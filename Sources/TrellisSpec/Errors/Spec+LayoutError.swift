import Trellis

extension Spec {
  /// The path of the spec field that the value a layout rejected came from.
  ///
  /// A per-section value maps to the section's own field when the section has one,
  /// and to the layout-wide field when the section falls back to it. Inputs that no
  /// spec field feeds map to `$.layout`.
  func path(for error: LayoutError) -> SpecPath {
    let viewportPath = SpecPath.root.appending("viewport")
    switch error.input {
    case .viewportSize:
      let width = viewport.size.width
      return viewportPath.appending(width.isFinite && width >= 0 ? "height" : "width")
    case .contentOffset: return viewportPath.appending("contentOffset")
    case .contentInset: return viewportPath.appending("contentInset")
    case .safeAreaInsets: return viewportPath.appending("safeAreaInsets")
    case .layoutMargins: return viewportPath.appending("layoutMargins")
    case .scale: return viewportPath.appending("scale")
    default:
      switch layout {
      case .flow(let flow): return flow.path(for: error.input)
      }
    }
  }
}

extension FlowSpec {
  /// The path of the field that a flow layout's input comes from.
  func path(for input: LayoutInput) -> SpecPath {
    let layoutPath = SpecPath.root.appending("layout")
    let sectionsPath = SpecPath.root.appending("sections")
    /// The section's own field if it has a value, else the layout-wide one.
    func field(
      _ section: Int?, _ sectionField: String, _ layoutField: String,
      _ hasValue: (FlowContent.Section) -> Bool
    ) -> SpecPath {
      if let section, content.sections.indices.contains(section),
        hasValue(content.sections[section])
      {
        return sectionsPath.appending(section).appending(sectionField)
      }
      return layoutPath.appending(layoutField)
    }
    switch input {
    case .numberOfSections: return sectionsPath
    case .numberOfItems(let section): return sectionsPath.appending(section).appending("items")
    case .itemSize(let indexPath):
      let sections = content.sections
      if sections.indices.contains(indexPath.section),
        let sizes = sections[indexPath.section].itemSizes, sizes.indices.contains(indexPath.item)
      {
        return sectionsPath.appending(indexPath.section).appending("itemSizes")
          .appending(indexPath.item)
      }
      return layoutPath.appending("itemSize")
    case .defaultItemSize: return layoutPath.appending("itemSize")
    case .sectionInset(let section):
      return field(section, "inset", "sectionInset") { $0.inset != nil }
    case .minimumLineSpacing(let section):
      return field(section, "minimumLineSpacing", "minimumLineSpacing") {
        $0.minimumLineSpacing != nil
      }
    case .minimumInteritemSpacing(let section):
      return field(section, "minimumInteritemSpacing", "minimumInteritemSpacing") {
        $0.minimumInteritemSpacing != nil
      }
    case .headerReferenceSize(let section):
      return field(section, "headerSize", "headerReferenceSize") { $0.headerReferenceSize != nil }
    case .footerReferenceSize(let section):
      return field(section, "footerSize", "footerReferenceSize") { $0.footerReferenceSize != nil }
    case .collectionHeader: return layoutPath.appending("collectionHeader").appending("height")
    case .collectionHeaderParallax:
      return layoutPath.appending("collectionHeader").appending("parallax")
    case .collectionFooter: return layoutPath.appending("collectionFooter").appending("height")
    case .sectionBackgroundInsets(let section):
      return field(section, "sectionBackground", "sectionBackground") { $0.background != nil }
        .appending("insets")
    default:
      // Inputs that no spec field feeds.
      return layoutPath
    }
  }
}
