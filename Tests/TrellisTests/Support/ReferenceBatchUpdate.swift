import Trellis

/// A naive model of a valid batch update: it carries arrays of item identities through
/// the update as the rules document states them, with no search structure, to be
/// compared with ``UpdateMapping``.
///
/// An item's identity is its index path before the update; a new item has none.
struct ReferenceBatchUpdate {
  /// What fills one place after the update.
  enum Slot: Hashable {
    /// A new item: inserted, or in an inserted or reloaded section.
    case inserted
    /// The item that was at the index path before the update, moved explicitly.
    case moved(IndexPath)
    /// The item that was at the index path before the update, reloaded.
    case reloaded(IndexPath)
    /// The item that was at the index path before the update, kept.
    case kept(IndexPath)

    /// The item's index path before the update, for an item that existed.
    var old: IndexPath? {
      switch self {
      case .inserted: nil
      case .moved(let old), .reloaded(let old), .kept(let old): old
      }
    }
  }

  /// For each section after the update, the section it was before, or nil for an
  /// inserted one.
  var oldSections: [Int?]
  /// The sections the update reloads, by their index before it.
  var reloadedSections: Set<Int>
  /// For each section after the update, what fills each of its places.
  var slots: [[Slot]]

  /// Simulates `update` on sections of `countsBefore` items, or returns nil when the
  /// simulation does not come out with `countsAfter` items. Expects a batch whose
  /// operations name existing places and do not collide.
  init?(countsBefore: [Int], countsAfter: [Int], update: BatchUpdate) {
    // Sections: drop the deleted and moved ones, place the inserted and moved ones, and
    // fill the remaining places in order with the sections that stay.
    let leaving = Set(update.deleteSections).union(update.moveSections.map(\.from))
    var placed = [Int??](repeating: nil, count: countsAfter.count)
    for section in update.insertSections { placed[section] = .some(nil) }
    for move in update.moveSections { placed[move.to] = .some(move.from) }
    var staying = countsBefore.indices.filter { !leaving.contains($0) }[...]
    for section in placed.indices where placed[section] == nil {
      guard let next = staying.popFirst() else { return nil }
      placed[section] = .some(next)
    }
    guard staying.isEmpty else { return nil }
    oldSections = placed.map { $0 ?? nil }
    reloadedSections = Set(update.reloadSections)

    // Items: the same, one level down, in every section that keeps its items.
    let deleted = Set(update.deleteItems)
    let reloaded = Set(update.reloadItems)
    let movedOut = Set(update.moveItems.map(\.from))
    slots = []
    for (section, old) in oldSections.enumerated() {
      guard let old, !reloadedSections.contains(old) else {
        slots.append(Array(repeating: .inserted, count: countsAfter[section]))
        continue
      }
      var places = [Slot?](repeating: nil, count: countsAfter[section])
      for insert in update.insertItems where insert.section == section {
        places[insert.item] = .inserted
      }
      for move in update.moveItems where move.to.section == section {
        places[move.to.item] = .moved(move.from)
      }
      var survivors = (0..<countsBefore[old]).map { IndexPath(item: $0, section: old) }
        .filter { !deleted.contains($0) && !movedOut.contains($0) }[...]
      for item in places.indices where places[item] == nil {
        guard let next = survivors.popFirst() else { return nil }
        places[item] = reloaded.contains(next) ? .reloaded(next) : .kept(next)
      }
      guard survivors.isEmpty else { return nil }
      slots.append(places.map { $0 ?? .inserted })
    }
  }

  /// Where each item before the update is after it; absent for the items that do not
  /// survive.
  var newIndexPaths: [IndexPath: IndexPath] {
    var result: [IndexPath: IndexPath] = [:]
    for (section, places) in slots.enumerated() {
      for (item, slot) in places.enumerated() {
        if let old = slot.old { result[old] = IndexPath(item: item, section: section) }
      }
    }
    return result
  }

  /// The layout change the update implies: a section keeps its frames when it comes
  /// from a section that was not reloaded and every item of it is kept, at the same
  /// index, with none gone; when some of those items are reloaded in place instead, it
  /// is laid out anew and names them.
  func layoutChange(countsBefore: [Int]) -> LayoutChange {
    var reloadedItems: [Int: LayoutChange.ReloadedItems] = [:]
    let sections = slots.indices.map { section -> LayoutChange.SectionSource in
      guard let old = oldSections[section], !reloadedSections.contains(old),
        countsBefore[old] == slots[section].count
      else { return .laidOutAnew }
      var reloaded: [Int] = []
      for (item, slot) in slots[section].enumerated() {
        switch slot {
        case .kept(IndexPath(item: item, section: old)): continue
        case .reloaded(IndexPath(item: item, section: old)): reloaded.append(item)
        default: return .laidOutAnew
        }
      }
      guard reloaded.isEmpty else {
        reloadedItems[section] = LayoutChange.ReloadedItems(previousSection: old, items: reloaded)
        return .laidOutAnew
      }
      return .unchanged(from: old)
    }
    // A section laid out anew that existed and was not reloaded goes on from before.
    var continued: [Int: Int] = [:]
    for (section, source) in sections.enumerated() where source == .laidOutAnew {
      if let old = oldSections[section], !reloadedSections.contains(old) {
        continued[section] = old
      }
    }
    return LayoutChange(
      sections: sections, reloadedItems: reloadedItems, continuedSections: continued)
  }
}
