import Trellis

extension CompositionalSpec: SelfSizingSpecLayout {
  /// `"compositional"`.
  public static var typeName: String { "compositional" }
  static var dataField: String { "sections" }
  static var capabilities: Set<LayoutCapability> { [.move, .transition, .scrollSection] }

  /// A compositional layout of the spec's configuration and sections.
  public func makeLayout() -> CompositionalLayout {
    if isUniform, let section = sections.first {
      return CompositionalLayout(section: section, configuration: configuration)
    }
    let sections = sections
    return CompositionalLayout(configuration: configuration) { index, _ in
      sections[max(0, min(index, sections.count - 1))]
    }
  }

  init(layout fields: Fields?, data: Node?) throws(SpecError) {
    guard let data else { throw SpecError(path: .root, problem: .missingField([Self.dataField])) }
    try self.init(layout: fields ?? Fields(members: [], path: .root), sections: data)
  }

  func content(_ data: Node) throws(SpecError) -> CompositionalContent {
    try Self.content(data)
  }

  func snapshot(_ fields: Fields) throws(SpecError) -> (
    sections: [SnapshotAction.Section], content: CompositionalContent
  ) {
    let read = try SnapshotAction.sections(fields, allowing: []) {
      _, count, _ throws(SpecError) in count
    }
    return (read.sections, CompositionalContent(itemCounts: read.content))
  }

  func path(for error: LayoutError, dataAt parent: SpecPath) -> SpecPath {
    path(for: error.input, dataAt: parent)
  }

  static func transitionTarget(_ fields: Fields, at node: Node) throws(SpecError)
    -> CompositionalSpec?
  {
    try CompositionalSpec.layout(fields)
  }

  static func content(itemCounts: [Int]) -> CompositionalContent? {
    CompositionalContent(itemCounts: itemCounts)
  }

  func drop(
    _ move: MoveAction, content: CompositionalContent, viewport: Viewport, at path: SpecPath
  ) throws(SpecError) -> MoveDrop<CompositionalContent>? {
    try move.drag(makeLayout(), content, viewport: viewport, at: path)
  }
}

extension CompositionalContent: EstimatingPlayableContent {
  typealias Spec = CompositionalSpec

  /// The counts with every size measured so far, so that a drag finds its targets among
  /// the frames on screen.
  static func specContent(measured content: SelfSizingContent<CompositionalContent>)
    -> SpecContent
  {
    var data = content.base
    for section in data.itemCounts.indices {
      content.forEachMeasuredItem(inSection: section) { item, size in
        data.measuredSizes.record(
          size, fitting: size, for: .cell(IndexPath(item: item, section: section)))
      }
    }
    return data.specContent
  }
}
