import Trellis

/// A registered kind whose data is a list of sections, each read from an object of a
/// spec's `sections` array, such as a flow layout: it reads its data and a snapshot's one
/// section at a time, and finds the field of a rejected value in a section or the
/// `layout` object alike.
protocol SectionListSpecLayout: RegisteredSpecLayout
where Content: SectionListContent, Content.Section: SpecListedSection {
  /// The fields of a section.
  static var sectionFieldNames: [String] { get }

  /// The values a section may give for itself over the layout-wide ones, such as its
  /// inset.
  static var sectionValues: [InputPaths<Content.Section>.SectionValue] { get }

  /// Reads one element of `sections`.
  static func section(_ node: Node) throws(SpecError) -> Content.Section

  /// Reads the fields of the section `node` but `items`, whose count is `count` when
  /// the section gives one: the number of `items`, or of a snapshot's identifiers.
  static func section(_ fields: Fields, count: Int?, of node: Node) throws(SpecError)
    -> Content.Section

  /// The path of the field that `input` came from, for an input that is neither one
  /// that every such kind reads nor one of ``sectionValues``: an item's own value, or
  /// one of the `layout` object.
  func path(forOwn input: LayoutInput, in paths: InputPaths<Content.Section>) -> SpecPath
}

/// A section of data that is a list of sections, as the spec reader sees it.
protocol SpecListedSection: ListedSection {
  /// The section's own background, `"sectionBackground"`.
  var background: SectionBackground? { get }
}

// MARK: - Default implementations

extension SectionListSpecLayout {
  /// Reads a `sections` array.
  func content(_ data: Node) throws(SpecError) -> Content {
    Content(sections: try data.list { node throws(SpecError) in try Self.section(node) })
  }

  /// Reads `sections` of identifiers, each section's other fields as the kind reads
  /// them.
  func snapshot(_ fields: Fields) throws(SpecError) -> (
    sections: [SnapshotAction.Section], content: Content
  ) {
    let read = try SnapshotAction.sections(fields, allowing: Self.sectionFieldNames) {
      fields, count, node throws(SpecError) in try Self.section(fields, count: count, of: node)
    }
    return (read.sections, Content(sections: read.content))
  }

  /// The path of an input that every such kind reads or of a section's value, else the
  /// kind's own path for it; the sections are those of the object at `parent`.
  func path(for error: LayoutError, dataAt parent: SpecPath) -> SpecPath {
    let paths = InputPaths(content: content.sections, dataAt: parent)
    return paths.common(error.input, among: Self.sectionValues)
      ?? path(forOwn: error.input, in: paths)
  }
}
