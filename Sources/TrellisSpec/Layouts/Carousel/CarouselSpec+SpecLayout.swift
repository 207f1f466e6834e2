import Trellis

extension CarouselSpec: RegisteredSpecLayout {
  /// `"carousel"`.
  public static var typeName: String { "carousel" }
  static var dataField: String { "sections" }
  static var capabilities: Set<LayoutCapability> { [.move, .transition] }

  /// A carousel of the spec's configuration.
  public func makeLayout() -> CarouselLayout {
    CarouselLayout(configuration: configuration)
  }

  init(layout fields: Fields?, data: Node?) throws(SpecError) {
    guard let data else { throw SpecError(path: .root, problem: .missingField([Self.dataField])) }
    try self.init(layout: fields ?? Fields(members: [], path: .root), sections: data)
  }

  func content(_ data: Node) throws(SpecError) -> CarouselContent {
    try Self.content(data)
  }

  func snapshot(_ fields: Fields) throws(SpecError) -> (
    sections: [SnapshotAction.Section], content: CarouselContent
  ) {
    let read = try SnapshotAction.sections(fields, allowing: []) {
      _, count, _ throws(SpecError) in count
    }
    return (read.sections, CarouselContent(itemCounts: read.content))
  }

  func path(for error: LayoutError, dataAt parent: SpecPath) -> SpecPath {
    path(for: error.input, dataAt: parent)
  }

  static func transitionTarget(_ fields: Fields, at node: Node) throws(SpecError)
    -> CarouselSpec?
  {
    let carousel = try CarouselSpec.layout(fields)
    do {
      try carousel.configuration.validate()
    } catch {
      // The bad value is named by its field in the transition's layout object.
      throw SpecError(
        path: path(for: error.input, layoutAt: node.path), problem: .layout(error))
    }
    return carousel
  }

  static func content(itemCounts: [Int]) -> CarouselContent? {
    CarouselContent(itemCounts: itemCounts)
  }

  func drop(_ move: MoveAction, content: CarouselContent, viewport: Viewport, at path: SpecPath)
    throws(SpecError) -> MoveDrop<CarouselContent>?
  {
    try move.drag(makeLayout(), content, viewport: viewport, at: path)
  }
}

extension CarouselContent: PlayableContent {
  typealias Spec = CarouselSpec
}
