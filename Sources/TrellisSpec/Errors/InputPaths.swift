import Trellis

/// The paths of the inputs of a section-based layout whose sections are `Section`
/// values.
struct InputPaths<Section: SpecListedSection> {
  /// A value that a section may give for itself over the layout-wide one, such as a
  /// section's inset.
  struct SectionValue: Sendable {
    /// The value's kind of input to the layout.
    let kind: LayoutInput.Kind
    /// The section's field.
    let sectionField: String
    /// The field of the `layout` object that gives every section's value.
    let layoutField: String
    /// Whether a section gives the value itself.
    let isGiven: @Sendable (Section) -> Bool

    /// A value of `kind` given by `sectionField` of a section when `isGiven` says so,
    /// else by `layoutField` of the layout, which is `sectionField` when not named.
    init(
      _ kind: LayoutInput.Kind, _ sectionField: String, _ layoutField: String? = nil,
      isGiven: @escaping @Sendable (Section) -> Bool
    ) {
      self.kind = kind
      self.sectionField = sectionField
      self.layoutField = layoutField ?? sectionField
      self.isGiven = isGiven
    }
  }

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

  /// The path of an input common to the section-based layouts, the section count and
  /// item counts and the behaviors of ``SectionBehaviors``, or of a section's value among
  /// `values`, its own field if it gives one, else the layout-wide one; `nil` for any
  /// other input.
  func common(_ input: LayoutInput, among values: [SectionValue]) -> SpecPath? {
    if case .section(let section) = input.subject,
      let value = values.first(where: { $0.kind == input.kind })
    {
      return field(section, value.sectionField, value.layoutField, value.isGiven)
    }
    return switch (input.kind, input.subject) {
    case (.numberOfItems, .numbered(let section)): sections.appending(section).appending("items")
    case (.sectionBackgroundInsets, .section(let section)):
      field(section, "sectionBackground", "sectionBackground") { $0.background != nil }
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
