import Trellis

/// A waterfall spec's data while an item is dragged: the sections and the layout-wide
/// item height, so that an item keeps the height it has on screen and stays full-span
/// or not wherever it goes.
///
/// An item moves between two sections whose heights are given the same way: both by
/// `itemHeights`, both by `itemSizes`, both by `items` alone, or one by `itemHeights` and
/// the other by `items` alone (whose items then list the layout-wide height). A move
/// between a section of sizes and one of heights or counts has no height to carry, and
/// ``allowsMove(_:)`` refuses it.
struct MovableWaterfallContent: WaterfallLayoutDataSource, ReorderableDataSource {
  typealias Layout = WaterfallLayout

  var content: WaterfallContent
  /// The height of the items of sections that list neither heights nor sizes.
  var itemHeight: Double

  var numberOfSections: Int { content.numberOfSections }

  func numberOfItems(inSection section: Int) -> Int { content.numberOfItems(inSection: section) }

  func heightForItem(at indexPath: IndexPath) -> Double? { content.heightForItem(at: indexPath) }

  func sizeForItem(at indexPath: IndexPath) -> Size? { content.sizeForItem(at: indexPath) }

  func isFullSpan(at indexPath: IndexPath) -> Bool { content.isFullSpan(at: indexPath) }

  func columnCountForSection(at section: Int) -> Int? { content.columnCountForSection(at: section) }

  func minimumColumnSpacingForSection(at section: Int) -> Double? {
    content.minimumColumnSpacingForSection(at: section)
  }

  func minimumInteritemSpacingForSection(at section: Int) -> Double? {
    content.minimumInteritemSpacingForSection(at: section)
  }

  func insetForSection(at section: Int) -> EdgeInsets? { content.insetForSection(at: section) }

  func heightForHeader(inSection section: Int) -> Double? {
    content.heightForHeader(inSection: section)
  }

  func heightForFooter(inSection section: Int) -> Double? {
    content.heightForFooter(inSection: section)
  }

  func insetForHeader(inSection section: Int) -> EdgeInsets? {
    content.insetForHeader(inSection: section)
  }

  func insetForFooter(inSection section: Int) -> EdgeInsets? {
    content.insetForFooter(inSection: section)
  }

  func backgroundForSection(at section: Int) -> SectionBackground? {
    content.backgroundForSection(at: section)
  }

  /// Whether the proposal's item can carry its height to the proposed section: always
  /// within its own section, and across sections unless one lists sizes and the other
  /// does not.
  func allowsMove(_ proposal: MoveProposal) -> Bool {
    let sections = content.sections
    guard sections.indices.contains(proposal.original.section),
      sections.indices.contains(proposal.proposed.section)
    else { return false }
    return (sections[proposal.original.section].itemSizes == nil)
      == (sections[proposal.proposed.section].itemSizes == nil)
  }

  /// Moves the item with its height or size and its full span; when only one of the two
  /// sections lists heights, the other one lists the layout-wide height for each of its
  /// items first.
  mutating func moveItem(at source: IndexPath, to destination: IndexPath) {
    let sections = [source.section, destination.section]
    if sections.contains(where: { content.sections[$0].itemHeights != nil }) {
      for section in sections where content.sections[section].itemHeights == nil {
        content.sections[section].itemHeights = Array(
          repeating: itemHeight, count: content.sections[section].itemCount)
      }
    }
    let height = content.sections[source.section].itemHeights?.remove(at: source.item)
    let size = content.sections[source.section].itemSizes?.remove(at: source.item)
    let isFullSpan = content.sections[source.section].fullSpanItems.contains(source.item)
    content.sections[source.section].fullSpanItems = Set(
      content.sections[source.section].fullSpanItems.compactMap { item in
        item == source.item ? nil : item > source.item ? item - 1 : item
      })
    content.sections[source.section].itemCount -= 1
    if let height {
      content.sections[destination.section].itemHeights?.insert(height, at: destination.item)
    }
    if let size {
      content.sections[destination.section].itemSizes?.insert(size, at: destination.item)
    }
    var fullSpan = Set(
      content.sections[destination.section].fullSpanItems.map { item in
        item >= destination.item ? item + 1 : item
      })
    if isFullSpan { fullSpan.insert(destination.item) }
    content.sections[destination.section].fullSpanItems = fullSpan
    content.sections[destination.section].itemCount += 1
  }
}
