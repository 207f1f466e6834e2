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
  /// The collection header's extent.
  case collectionHeader
  /// The collection header's parallax factor.
  case collectionHeaderParallax
  /// The collection footer's extent.
  case collectionFooter
  /// A section background's insets; `nil` means the layout-wide value.
  case sectionBackgroundInsets(section: Int?)
  /// A section's number of columns; `nil` means the layout-wide value.
  case columnCount(section: Int?)
  /// A section's minimum spacing between columns; `nil` means the layout-wide value.
  case minimumColumnSpacing(section: Int?)
  /// The height of one item along the scroll axis.
  case itemHeight(IndexPath)
  /// The layout-wide item height.
  case defaultItemHeight
  /// A section header's height along the scroll axis; `nil` means the layout-wide value.
  case headerHeight(section: Int?)
  /// A section footer's height along the scroll axis; `nil` means the layout-wide value.
  case footerHeight(section: Int?)
  /// The insets around a section header; `nil` means the layout-wide value.
  case headerInset(section: Int?)
  /// The insets around a section footer; `nil` means the layout-wide value.
  case footerInset(section: Int?)
  /// The number of items appended to the end of a section.
  case appendedItemCount(section: Int)
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
    case .collectionHeader: "the collection header's length"
    case .collectionHeaderParallax: "the collection header's parallax"
    case .collectionFooter: "the collection footer's length"
    case .sectionBackgroundInsets(let section): Self.phrase("section background insets", section)
    case .columnCount(let section): Self.phrase("number of columns", section)
    case .minimumColumnSpacing(let section): Self.phrase("minimum column spacing", section)
    case .itemHeight(let indexPath):
      "the height of item \(indexPath.item) in section \(indexPath.section)"
    case .defaultItemHeight: "the layout-wide item height"
    case .headerHeight(let section): Self.phrase("header height", section)
    case .footerHeight(let section): Self.phrase("footer height", section)
    case .headerInset(let section): Self.phrase("header inset", section)
    case .footerInset(let section): Self.phrase("footer inset", section)
    case .appendedItemCount(let section): "the number of items appended to section \(section)"
    }
  }

  private static func phrase(_ name: String, _ section: Int?) -> String {
    if let section { "the \(name) of section \(section)" } else { "the layout-wide \(name)" }
  }
}
