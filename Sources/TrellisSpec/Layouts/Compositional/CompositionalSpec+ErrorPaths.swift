import Trellis

extension CompositionalSpec {
  /// The path of the field that `input` came from, with the data `sections` in the
  /// object at `parent`.
  func path(for input: LayoutInput, dataAt parent: SpecPath = .root) -> SpecPath {
    switch input {
    case .numberOfSections, .elementCount: return parent.appending("sections")
    case .numberOfItems(let section), .appendedItemCount(let section):
      return parent.appending("sections").appending(section).appending("items")
    case .compositional(let input): return path(for: input, layoutAt: .root.appending("layout"))
    default: return SpecPath.root.appending("layout")
    }
  }

  /// The path of the field of the `layout` object at `layout` that `input` names.
  func path(for input: CompositionalInput, layoutAt layout: SpecPath) -> SpecPath {
    var path = layout
    if let section = input.section {
      path =
        isUniform
        ? path.appending("section") : path.appending("sections").appending(sectionIndex(section))
    }
    for component in input.components {
      switch component {
      case .field(let name): path = path.appending(name)
      case .index(let index): path = path.appending(index)
      }
    }
    return path
  }
}
