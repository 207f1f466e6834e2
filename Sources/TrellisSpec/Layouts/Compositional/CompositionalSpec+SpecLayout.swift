import Trellis

extension CompositionalSpec: SelfSizingSpecLayout {
  /// `"compositional"`.
  public static var typeName: String { "compositional" }
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
