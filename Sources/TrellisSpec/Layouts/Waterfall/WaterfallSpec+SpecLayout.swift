import Trellis

extension WaterfallSpec: SelfSizingSpecLayout {
  /// `"waterfall"`.
  public static var typeName: String { "waterfall" }
  static var dataField: String { "sections" }
  static var capabilities: Set<LayoutCapability> { [.move, .transition] }

  /// The configuration's scroll direction.
  public var scrollDirection: ScrollDirection { configuration.scrollDirection }

  /// A waterfall layout of the spec's configuration.
  public func makeLayout() -> WaterfallLayout {
    WaterfallLayout(configuration: configuration)
  }

  init(layout fields: Fields?, data: Node?) throws(SpecError) {
    guard let data else { throw SpecError(path: .root, problem: .missingField([Self.dataField])) }
    try self.init(layout: fields ?? Fields(members: [], path: .root), sections: data)
  }

  func content(_ data: Node) throws(SpecError) -> WaterfallContent {
    try Self.content(data)
  }

  func snapshot(_ fields: Fields) throws(SpecError) -> (
    sections: [SnapshotAction.Section], content: WaterfallContent
  ) {
    let read = try SnapshotAction.sections(fields, allowing: Self.sectionFieldNames) {
      fields, count, node throws(SpecError) in try Self.section(fields, count: count, of: node)
    }
    return (read.sections, WaterfallContent(sections: read.content))
  }

  func path(for error: LayoutError, dataAt parent: SpecPath) -> SpecPath {
    path(for: error.input, dataAt: parent)
  }

  static func transitionTarget(_ fields: Fields, at node: Node) throws(SpecError) -> WaterfallSpec?
  {
    var configuration = WaterfallLayout.Configuration()
    try fields.check(allowing: WaterfallSpec.layoutFieldNames)
    try WaterfallSpec.read(fields, into: &configuration)
    return WaterfallSpec(configuration: configuration, content: WaterfallContent(sections: []))
  }

  static func content(itemCounts: [Int]) -> WaterfallContent? {
    WaterfallContent(sections: itemCounts.map { WaterfallContent.Section(itemCount: $0) })
  }

  func drop(_ move: MoveAction, content: WaterfallContent, viewport: Viewport, at path: SpecPath)
    throws(SpecError) -> MoveDrop<WaterfallContent>?
  {
    let data = MovableWaterfallContent(base: content, itemHeight: configuration.itemHeight)
    return try move.drag(
      makeLayout(), data, viewport: viewport, at: path, allowing: data.allowsMove
    ).mapMoved { $0.base }
  }
}

extension WaterfallContent: EstimatingPlayableContent {
  typealias Spec = WaterfallSpec
}
