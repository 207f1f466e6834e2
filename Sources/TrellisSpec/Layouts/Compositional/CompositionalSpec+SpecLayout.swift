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

  /// The data of a compositional spec or of a list spec, whose sections are
  /// compositional sections too; `nil` for another kind's.
  init?(_ content: SpecContent) {
    guard
      let data = content.content(of: CompositionalSpec.self) ?? content.content(of: ListSpec.self)
    else { return nil }
    self = data
  }

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

  /// The counts with `itemCount` items in `section`, as after an outline's expand or
  /// collapse; the section's measured sizes are forgotten, since its rows moved.
  func resizing(section: Int, to itemCount: Int) -> CompositionalContent? {
    guard itemCounts.indices.contains(section) else { return nil }
    var resized = CompositionalContent.counting(itemCounts)
    resized.itemCounts[section] = itemCount
    return resized
  }
}
