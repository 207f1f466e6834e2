import Trellis

extension FlowSpec: SelfSizingSpecLayout, SectionListSpecLayout {
  /// `"flow"`.
  public static var typeName: String { "flow" }
  static var capabilities: Set<LayoutCapability> { [.move, .transition, .outline] }

  /// The configuration's scroll direction.
  public var scrollDirection: ScrollDirection { configuration.scrollDirection }

  /// A flow layout of the spec's configuration.
  public func makeLayout() -> FlowLayout {
    FlowLayout(configuration: configuration)
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

extension FlowContent.Section: SpecListedSection {
  /// The section's own background, if any.
  var background: SectionBackground? { values.background }
}
