import Trellis

extension FlowSpec: SelfSizingSpecLayout {
  /// `"flow"`.
  public static var typeName: String { "flow" }
  static var dataField: String { "sections" }
  static var capabilities: Set<LayoutCapability> { [.move, .transition] }

  /// The configuration's scroll direction.
  public var scrollDirection: ScrollDirection { configuration.scrollDirection }

  /// A flow layout of the spec's configuration.
  public func makeLayout() -> FlowLayout {
    FlowLayout(configuration: configuration)
  }

  init(layout fields: Fields?, data: Node?) throws(SpecError) {
    guard let data else { throw SpecError(path: .root, problem: .missingField([Self.dataField])) }
    try self.init(layout: fields, sections: data)
  }

  func content(_ data: Node) throws(SpecError) -> FlowContent {
    try Self.content(data)
  }

  func snapshot(_ fields: Fields) throws(SpecError) -> (
    sections: [SnapshotAction.Section], content: FlowContent
  ) {
    let read = try SnapshotAction.sections(fields, allowing: Self.sectionFieldNames) {
      fields, count, node throws(SpecError) in try Self.section(fields, count: count, of: node)
    }
    return (read.sections, FlowContent(sections: read.content))
  }

  func path(for error: LayoutError, dataAt parent: SpecPath) -> SpecPath {
    path(for: error.input, dataAt: parent)
  }

  static func transitionTarget(_ fields: Fields, at node: Node) throws(SpecError) -> FlowSpec? {
    var configuration = FlowLayout.Configuration()
    try fields.check(allowing: FlowSpec.layoutFieldNames)
    try FlowSpec.read(fields, into: &configuration)
    return FlowSpec(configuration: configuration, content: FlowContent(sections: []))
  }

  static func content(itemCounts: [Int]) -> FlowContent? {
    FlowContent(sections: itemCounts.map { FlowContent.Section(itemCount: $0) })
  }

  func drop(_ move: MoveAction, content: FlowContent, viewport: Viewport, at path: SpecPath)
    throws(SpecError) -> MoveDrop<FlowContent>?
  {
    let data = MovableFlowContent(base: content, itemSize: configuration.itemSize)
    return try move.drag(makeLayout(), data, viewport: viewport, at: path).mapMoved { $0.base }
  }
}

extension FlowContent: EstimatingPlayableContent {
  typealias Spec = FlowSpec

  /// The sections of `content`, each item at the size it has now: measured, or its
  /// estimate.
  static func specContent(measured content: SelfSizingContent<FlowContent>) -> SpecContent {
    var flow = content.base
    for section in flow.sections.indices {
      let sizes = (0..<flow.sections[section].itemCount).map {
        content.sizeForItem(at: IndexPath(item: $0, section: section))
      }
      guard sizes.allSatisfy({ $0 != nil }) else { continue }
      flow.sections[section].itemSizes = sizes.compactMap { $0 }
    }
    return flow.specContent
  }
}
