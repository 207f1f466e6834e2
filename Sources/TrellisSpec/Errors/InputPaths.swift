import Trellis

/// The paths of the inputs of a section-based layout whose sections are `Section`
/// values.
struct InputPaths<Section> {
  let layout = SpecPath.root.appending("layout")
  /// The path of the sections.
  let sections: SpecPath
  /// The sections.
  let content: [Section]

  /// The paths of `content`, the `sections` of the object at `parent`.
  init(content: [Section], dataAt parent: SpecPath) {
    self.content = content
    sections = parent.appending("sections")
  }

  /// The section's own field if it has a value, else the layout-wide one.
  func field(
    _ section: Int?, _ sectionField: String, _ layoutField: String,
    _ hasValue: (Section) -> Bool
  ) -> SpecPath {
    if let section, content.indices.contains(section), hasValue(content[section]) {
      return sections.appending(section).appending(sectionField)
    }
    return layout.appending(layoutField)
  }

  /// The path of an input common to the section-based layouts: the section count and
  /// item counts and the behaviors of ``SectionBehaviors``; `nil` for any other.
  /// `hasBackground` says whether a section has a background of its own.
  func common(_ input: LayoutInput, hasBackground: (Section) -> Bool) -> SpecPath? {
    switch (input.kind, input.subject) {
    case (.numberOfItems, .numbered(let section)): sections.appending(section).appending("items")
    case (.sectionBackgroundInsets, .section(let section)):
      field(section, "sectionBackground", "sectionBackground", hasBackground)
        .appending("insets")
    default:
      switch input {
      case .numberOfSections, .elementCount: sections
      case .collectionHeader: layout.appending("collectionHeader").appending("height")
      case .collectionHeaderParallax: layout.appending("collectionHeader").appending("parallax")
      case .collectionFooter: layout.appending("collectionFooter").appending("height")
      default: nil
      }
    }
  }
}
