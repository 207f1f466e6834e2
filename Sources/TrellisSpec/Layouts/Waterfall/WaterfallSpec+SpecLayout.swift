import Trellis

extension WaterfallSpec: SelfSizingSpecLayout, SectionListSpecLayout {
  /// `"waterfall"`.
  public static var typeName: String { "waterfall" }
  static var capabilities: Set<LayoutCapability> { [.move, .transition] }

  /// The configuration's scroll direction.
  public var scrollDirection: ScrollDirection { configuration.scrollDirection }

  /// A waterfall layout of the spec's configuration.
  public func makeLayout() -> WaterfallLayout {
    WaterfallLayout(configuration: configuration)
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

extension WaterfallContent.Section: SpecListedSection {
  /// The section's own background, if any.
  var background: SectionBackground? { values.background }
}
