import Trellis

extension CompositionalSpec {
  /// The path of the field that the rejected value came from, with the data `sections`
  /// in the object at `parent`.
  func path(for error: LayoutError, dataAt parent: SpecPath) -> SpecPath {
    let input = error.input
    if case .place(let place) = input.subject {
      return path(for: place, layoutAt: .root.appending("layout"))
    }
    switch (input.kind, input.subject) {
    case (.numberOfItems, .numbered(let section)), (.appendedItemCount, .numbered(let section)):
      return parent.appending("sections").appending(section).appending("items")
    default:
      return input == .numberOfSections || input == .elementCount
        ? parent.appending("sections") : SpecPath.root.appending("layout")
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
