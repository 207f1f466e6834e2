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
  /// The number of day columns of a week calendar.
  case dayCount
  /// The first hour a week calendar shows.
  case startHour
  /// The hour at which the range a week calendar shows ends.
  case endHour
  /// The height of one hour of a week calendar.
  case hourHeight
  /// The width of one day column of a week calendar.
  case dayWidth
  /// The height of a week calendar's day headers.
  case dayHeaderHeight
  /// The width of a week calendar's hour headers.
  case hourHeaderWidth
  /// The height of one all-day event of a week calendar.
  case allDayEventHeight
  /// How far each level of cascaded events is indented.
  case cascadeIndent
  /// The thickness of a week calendar's hour lines.
  case hourLineThickness
  /// The thickness of a week calendar's current-time indicator.
  case currentTimeThickness
  /// The day and hour of a week calendar's current-time indicator.
  case currentTime
  /// The days a week calendar gives a background.
  case backgroundDays
  /// The day of one event of a week calendar.
  case eventDay(Int)
  /// The start hour of one event of a week calendar.
  case eventStart(Int)
  /// The end hour of one event of a week calendar.
  case eventEnd(Int)
  /// The number of elements of all sections together (see
  /// ``LayoutLimits/maximumElementCount``).
  case elementCount
  /// The size of the content that the other inputs add up to.
  case contentSize
  /// The size of every item of a carousel.
  case carouselItemSize
  /// The space between neighboring items of a carousel.
  case itemSpacing
  /// The smallest scale of a carousel's cards.
  case minimumScale
  /// The smallest opacity of a carousel's cards.
  case minimumAlpha
  /// How far a carousel's cards move across the scroll axis.
  case fanOffset
  /// The angle of a cover flow's turned items.
  case maximumAngle
  /// The distance between a cover flow's turned items.
  case turnedSpacing
  /// The number of cards that show under a deck's top card.
  case visibleDepth
  /// How far each level of a deck moves across the scroll axis.
  case depthOffset
  /// How much scale each level of a deck loses.
  case depthScale
  /// The largest scale of a custom carousel style.
  case maximumScale
  /// The distance from the eye to the screen of a carousel's turned items.
  case perspectiveDistance
  /// The number of items one flick of a carousel may move.
  case maximumItemsPerFlick
  /// The speed from which a release counts as a flick.
  case flickVelocity
  /// The offset of the item at a carousel's center.
  case centerItemOffset
  /// A value of a compositional layout's sections, groups, items or configuration.
  case compositional(CompositionalInput)
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
    case .dayCount: "the number of days"
    case .startHour: "the start hour"
    case .endHour: "the end hour"
    case .hourHeight: "the hour height"
    case .dayWidth: "the day width"
    case .dayHeaderHeight: "the day header height"
    case .hourHeaderWidth: "the hour header width"
    case .allDayEventHeight: "the all-day event height"
    case .cascadeIndent: "the cascade indent"
    case .hourLineThickness: "the hour line thickness"
    case .currentTimeThickness: "the current-time indicator's thickness"
    case .currentTime: "the current time"
    case .backgroundDays: "the background days"
    case .eventDay(let event): "the day of event \(event)"
    case .eventStart(let event): "the start of event \(event)"
    case .eventEnd(let event): "the end of event \(event)"
    case .elementCount: "the number of elements of all sections"
    case .contentSize: "the content size"
    case .carouselItemSize: "the carousel's item size"
    case .itemSpacing: "the item spacing"
    case .minimumScale: "the minimum scale"
    case .minimumAlpha: "the minimum alpha"
    case .fanOffset: "the fan offset"
    case .maximumAngle: "the maximum angle"
    case .turnedSpacing: "the turned spacing"
    case .visibleDepth: "the visible depth"
    case .depthOffset: "the depth offset"
    case .depthScale: "the depth scale"
    case .maximumScale: "the maximum scale"
    case .perspectiveDistance: "the perspective distance"
    case .maximumItemsPerFlick: "the maximum number of items per flick"
    case .flickVelocity: "the flick velocity"
    case .centerItemOffset: "the center item's offset"
    case .compositional(let input): input.description
    }
  }

  private static func phrase(_ name: String, _ section: Int?) -> String {
    if let section { "the \(name) of section \(section)" } else { "the layout-wide \(name)" }
  }
}
