/// The kind of a supplementary or decoration element.
///
/// The built-in kinds cover what the bundled layouts and behaviors produce; any other
/// kind is ``custom(_:)`` with a name of your choosing.
public enum ElementKind: Hashable, Sendable {
  /// The header of a section (`UICollectionView.elementKindSectionHeader`).
  case sectionHeader
  /// The footer of a section (`UICollectionView.elementKindSectionFooter`).
  case sectionFooter
  /// The header above the whole collection.
  case collectionHeader
  /// The footer below the whole collection.
  case collectionFooter
  /// The background decoration of a section.
  case sectionBackground
  /// A kind defined by a custom layout or behavior.
  case custom(String)

  /// The kind's name as it appears in specs and output: `header`, `footer`,
  /// `collectionHeader`, `collectionFooter`, `sectionBackground`, or the custom name.
  public var name: String {
    switch self {
    case .sectionHeader: "header"
    case .sectionFooter: "footer"
    case .collectionHeader: "collectionHeader"
    case .collectionFooter: "collectionFooter"
    case .sectionBackground: "sectionBackground"
    case .custom(let name): name
    }
  }

  /// The kind with the given name; names of built-in kinds give the built-in case.
  public init(name: String) {
    switch name {
    case "header": self = .sectionHeader
    case "footer": self = .sectionFooter
    case "collectionHeader": self = .collectionHeader
    case "collectionFooter": self = .collectionFooter
    case "sectionBackground": self = .sectionBackground
    default: self = .custom(name)
    }
  }
}
