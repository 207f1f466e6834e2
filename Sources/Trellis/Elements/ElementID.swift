/// The identity of one element of a layout: its category, its kind (for supplementary
/// and decoration elements) and its index path.
///
/// Two attributes describe the same element exactly when their ids are equal; animations
/// and layout transitions match old and new attributes by id.
public enum ElementID: Hashable, Sendable {
  /// The cell at an index path.
  case cell(IndexPath)
  /// A supplementary element of a kind at an index path.
  case supplementary(ElementKind, IndexPath)
  /// A decoration element of a kind at an index path.
  case decoration(ElementKind, IndexPath)

  /// The element's category.
  public var category: ElementCategory {
    switch self {
    case .cell: .cell
    case .supplementary: .supplementary
    case .decoration: .decoration
    }
  }

  /// The element's kind, or `nil` for a cell.
  public var kind: ElementKind? {
    switch self {
    case .cell: nil
    case .supplementary(let kind, _), .decoration(let kind, _): kind
    }
  }

  /// The element's index path.
  public var indexPath: IndexPath {
    switch self {
    case .cell(let indexPath), .supplementary(_, let indexPath), .decoration(_, let indexPath):
      indexPath
    }
  }
}
