/// One value a layout reads, named so that an error can say exactly which one is wrong.
public enum LayoutInput: Hashable, Sendable {
  /// The number of sections.
  case numberOfSections
  /// The number of items in a section.
  case numberOfItems(section: Int)
  /// The size of one item.
  case itemSize(IndexPath)
  /// The layout-wide item size.
  case defaultItemSize
  /// A section's inset; `nil` means the layout-wide value.
  case sectionInset(section: Int?)
  /// A section's minimum line spacing; `nil` means the layout-wide value.
  case minimumLineSpacing(section: Int?)
  /// A section's minimum inter-item spacing; `nil` means the layout-wide value.
  case minimumInteritemSpacing(section: Int?)
  /// A section header's reference size; `nil` means the layout-wide value.
  case headerReferenceSize(section: Int?)
  /// A section footer's reference size; `nil` means the layout-wide value.
  case footerReferenceSize(section: Int?)
  /// The size of the viewport.
  case viewportSize
  /// The content offset.
  case contentOffset
  /// The content inset.
  case contentInset
  /// The safe area insets.
  case safeAreaInsets
  /// The layout margins.
  case layoutMargins
  /// The screen scale.
  case scale
}

extension LayoutInput: CustomStringConvertible {
  /// A phrase naming the value, such as `the size of item 3 in section 1`.
  public var description: String {
    switch self {
    case .numberOfSections: "the number of sections"
    case .numberOfItems(let section): "the number of items in section \(section)"
    case .itemSize(let indexPath):
      "the size of item \(indexPath.item) in section \(indexPath.section)"
    case .defaultItemSize: "the layout-wide item size"
    case .sectionInset(let section): Self.phrase("inset", section)
    case .minimumLineSpacing(let section): Self.phrase("minimum line spacing", section)
    case .minimumInteritemSpacing(let section): Self.phrase("minimum inter-item spacing", section)
    case .headerReferenceSize(let section): Self.phrase("header reference size", section)
    case .footerReferenceSize(let section): Self.phrase("footer reference size", section)
    case .viewportSize: "the viewport size"
    case .contentOffset: "the content offset"
    case .contentInset: "the content inset"
    case .safeAreaInsets: "the safe area insets"
    case .layoutMargins: "the layout margins"
    case .scale: "the screen scale"
    }
  }

  private static func phrase(_ name: String, _ section: Int?) -> String {
    if let section { "the \(name) of section \(section)" } else { "the layout-wide \(name)" }
  }
}
