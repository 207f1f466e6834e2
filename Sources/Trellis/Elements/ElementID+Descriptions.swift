extension ElementID: CustomStringConvertible {
  /// The element's category, kind name and index path (`section.item`): `cell 0.3`,
  /// `supplementary header 1.0`, `decoration sectionBackground 2.0`.
  public var description: String {
    switch self {
    case .cell(let indexPath): "cell \(indexPath)"
    case .supplementary(let kind, let indexPath): "supplementary \(kind.name) \(indexPath)"
    case .decoration(let kind, let indexPath): "decoration \(kind.name) \(indexPath)"
    }
  }
}
