import Trellis

/// A waterfall spec's data while an item is dragged: the sections and the layout-wide
/// item height, so that an item keeps the height it has on screen and stays full-span
/// or not wherever it goes.
///
/// An item moves between two sections whose heights are given the same way: both by
/// `itemHeights`, both by `itemSizes`, both by `items` alone, or one by `itemHeights` and
/// the other by `items` alone (whose items then list the layout-wide height). A move
/// between a section of sizes and one of heights or counts has no height to carry, and
/// ``allowsMove(_:)`` refuses it. Every value but the counts comes from the sections as
/// a ``WrappingDataSource``'s does.
struct MovableWaterfallContent: WaterfallLayoutDataSource, WrappingDataSource,
  ReorderableDataSource
{
  typealias Layout = WaterfallLayout

  /// The sections.
  var base: WaterfallContent
  /// The height of the items of sections that list neither heights nor sizes.
  var itemHeight: Double

  var numberOfSections: Int { base.numberOfSections }

  func numberOfItems(inSection section: Int) -> Int { base.numberOfItems(inSection: section) }

  /// Whether the proposal's item can carry its height to the proposed section: always
  /// within its own section, and across sections unless one lists sizes and the other
  /// does not.
  func allowsMove(_ proposal: MoveProposal) -> Bool {
    let sections = base.sections
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
    if sections.contains(where: { base.sections[$0].itemHeights != nil }) {
      for section in sections where base.sections[section].itemHeights == nil {
        base.sections[section].itemHeights = Array(
          repeating: itemHeight, count: base.sections[section].itemCount)
      }
    }
    let height = base.sections[source.section].itemHeights?.remove(at: source.item)
    let size = base.sections[source.section].itemSizes?.remove(at: source.item)
    let isFullSpan = base.sections[source.section].fullSpanItems.contains(source.item)
    base.sections[source.section].fullSpanItems = Set(
      base.sections[source.section].fullSpanItems.compactMap { item in
        item == source.item ? nil : item > source.item ? item - 1 : item
      })
    base.sections[source.section].itemCount -= 1
    if let height {
      base.sections[destination.section].itemHeights?.insert(height, at: destination.item)
    }
    if let size {
      base.sections[destination.section].itemSizes?.insert(size, at: destination.item)
    }
    var fullSpan = Set(
      base.sections[destination.section].fullSpanItems.map { item in
        item >= destination.item ? item + 1 : item
      })
    if isFullSpan { fullSpan.insert(destination.item) }
    base.sections[destination.section].fullSpanItems = fullSpan
    base.sections[destination.section].itemCount += 1
  }
}
