/// The supplementary and decoration behaviors that every section-based layout offers:
/// pinned headers and footers, a collection header and footer, and section
/// backgrounds. Such a layout's configuration holds them as its `behaviors`:
///
/// ```swift
/// configuration.behaviors.sectionHeadersPinToVisibleBounds = true
/// configuration.behaviors.collectionHeader = CollectionSupplementary(length: 60)
/// configuration.behaviors.sectionBackground = SectionBackground()
/// ```
public struct SectionBehaviors: Hashable, Sendable {
  /// Whether section headers stay at the top edge of the visible area while their
  /// section is in view, as in UIKit.
  public var sectionHeadersPinToVisibleBounds = false
  /// Whether section footers stay at the bottom edge of the visible area while their
  /// section is in view, as in UIKit.
  public var sectionFootersPinToVisibleBounds = false
  /// How pinned headers behave when the next one arrives.
  public var pinningMode: PinningMode = .push
  /// A header above the first section, if any.
  public var collectionHeader: CollectionSupplementary?
  /// A footer below the last section, if any.
  public var collectionFooter: CollectionSupplementary?
  /// A background for every section, if any; a data source can also give one per
  /// section.
  public var sectionBackground: SectionBackground?

  /// Creates behaviors that are all off, as in UIKit.
  public init() {}

  /// The stacking order of pinned headers and footers, above cells.
  public static let pinnedZIndex = 1024

  /// Whether any element moves as the content scrolls.
  var followsScrolling: Bool {
    sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
      || collectionHeader.map { $0.isStretchy || $0.parallax != 0 } == true
      || collectionFooter?.isStretchy == true
  }

  /// Checks every value, throwing an error that names the first bad one.
  func validate() throws(LayoutError) {
    if let header = collectionHeader {
      try LayoutError.check(header.length, as: .collectionHeader)
      guard header.parallax >= 0 && header.parallax <= 1 else {
        throw .invalidValue(.collectionHeaderParallax, header.parallax)
      }
    }
    if let footer = collectionFooter {
      try LayoutError.check(footer.length, as: .collectionFooter)
    }
    if let background = sectionBackground {
      try LayoutError.check(background.insets, as: .sectionBackgroundInsets(section: nil))
    }
  }
}
