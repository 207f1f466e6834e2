import Trellis

extension ElementKind {
  /// The value of `UICollectionView.elementKindSectionHeader`.
  public static let uikitSectionHeaderName = "UICollectionElementKindSectionHeader"
  /// The value of `UICollectionView.elementKindSectionFooter`.
  public static let uikitSectionFooterName = "UICollectionElementKindSectionFooter"

  /// The kind's name as UIKit knows it: UIKit's own names for section headers and
  /// footers, so that views registered for `UICollectionView.elementKindSectionHeader`
  /// keep working with a Trellis layout, and `ElementKind.name` for every
  /// other kind.
  public var uikitName: String {
    switch self {
    case .sectionHeader: Self.uikitSectionHeaderName
    case .sectionFooter: Self.uikitSectionFooterName
    default: name
    }
  }

  /// The kind UIKit names `uikitName`: the reverse of ``uikitName``, which also
  /// accepts the Trellis names.
  public init(uikitName: String) {
    switch uikitName {
    case Self.uikitSectionHeaderName: self = .sectionHeader
    case Self.uikitSectionFooterName: self = .sectionFooter
    default: self.init(name: uikitName)
    }
  }
}
