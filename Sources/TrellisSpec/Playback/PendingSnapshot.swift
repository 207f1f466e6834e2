import Trellis

// A temporary stand-in for the core's diffable `Snapshot`, with the same API, until that
// lands in Trellis; delete this file then. It diffs by keeping the longest run of
// sections, and of items within each section, that keep their order.

/// Sections and items by identifier.
struct Snapshot<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
  private var sections: [(id: SectionID, items: [ItemID])]

  /// Creates a snapshot of `sections` and their items, in order.
  init(_ sections: [(SectionID, [ItemID])]) throws(SnapshotError<SectionID, ItemID>) {
    var sectionIDs: Set<SectionID> = []
    var itemIDs: Set<ItemID> = []
    for (id, items) in sections {
      guard sectionIDs.insert(id).inserted else { throw .duplicateSection(id) }
      for item in items {
        guard itemIDs.insert(item).inserted else { throw .duplicateItem(item) }
      }
    }
    self.sections = sections.map { (id: $0.0, items: $0.1) }
  }

  /// The sections' identifiers, in order.
  var sectionIdentifiers: [SectionID] { sections.map(\.id) }

  /// The identifiers of the items of the section `id`, in order.
  func itemIdentifiers(inSection id: SectionID) -> [ItemID] {
    sections.first { $0.id == id }?.items ?? []
  }

  /// The number of items of each section.
  var itemCounts: [Int] { sections.map(\.items.count) }

  /// The batch update that turns `old` into this snapshot.
  func batchUpdate(from old: Snapshot) -> BatchUpdate {
    var update = BatchUpdate()
    var newSection: [SectionID: Int] = [:]
    for (index, section) in sections.enumerated() { newSection[section.id] = index }
    var oldSection: [SectionID: Int] = [:]
    var oldPlace: [ItemID: IndexPath] = [:]
    var surviving: [(from: Int, to: Int)] = []
    for (index, section) in old.sections.enumerated() {
      oldSection[section.id] = index
      for (item, id) in section.items.enumerated() {
        oldPlace[id] = IndexPath(item: item, section: index)
      }
      if let to = newSection[section.id] {
        surviving.append((index, to))
      } else {
        update.deleteSections.append(index)
      }
    }
    let survives = Set(surviving.map(\.from))
    let keptSections = Self.longestIncreasing(surviving.map(\.to))
    for (index, move) in surviving.enumerated() where !keptSections.contains(index) {
      update.moveSections.append(.init(from: move.from, to: move.to))
    }
    var stays: Set<ItemID> = []
    for (index, section) in sections.enumerated() {
      let before = oldSection[section.id]
      if before == nil { update.insertSections.append(index) }
      var candidates: [(from: IndexPath, to: IndexPath)] = []
      for (item, id) in section.items.enumerated() {
        let to = IndexPath(item: item, section: index)
        guard let from = oldPlace[id], survives.contains(from.section) else {
          if before != nil { update.insertItems.append(to) }
          continue
        }
        stays.insert(id)
        if from.section == before {
          candidates.append((from, to))
        } else {
          update.moveItems.append(.init(from: from, to: to))
        }
      }
      let kept = Self.longestIncreasing(candidates.map(\.from.item))
      for (index, move) in candidates.enumerated() where !kept.contains(index) {
        update.moveItems.append(.init(from: move.from, to: move.to))
      }
    }
    for (index, section) in old.sections.enumerated() where survives.contains(index) {
      for (item, id) in section.items.enumerated() where !stays.contains(id) {
        update.deleteItems.append(IndexPath(item: item, section: index))
      }
    }
    return update
  }

  /// The positions of a longest strictly increasing subsequence of `values`.
  private static func longestIncreasing(_ values: [Int]) -> Set<Int> {
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: values.count)
    for (index, value) in values.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[index] = tails[low - 1] }
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var result: Set<Int> = []
    var index = tails.last ?? -1
    while index >= 0 {
      result.insert(index)
      index = previous[index]
    }
    return result
  }
}

/// Why a snapshot could not be made.
enum SnapshotError<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Error {
  /// Two sections have this identifier.
  case duplicateSection(SectionID)
  /// Two items have this identifier.
  case duplicateItem(ItemID)
}
