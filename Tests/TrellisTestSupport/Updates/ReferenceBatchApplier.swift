import Trellis

/// Sections of identifiers with their items: what a batch update changes, in the form
/// the reference applier works on.
package struct SectionedIDs<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Equatable,
  CustomStringConvertible
{
  package var sections: [SectionID]
  package var items: [[ItemID]]

  package init(sections: [SectionID], items: [[ItemID]]) {
    self.sections = sections
    self.items = items
  }

  package init(_ snapshot: Snapshot<SectionID, ItemID>) {
    sections = snapshot.sectionIdentifiers
    items = sections.map { snapshot.itemIdentifiers(inSection: $0) }
  }

  package var description: String {
    zip(sections, items).map { "\($0): \($1)" }.joined(separator: ", ")
  }
}

/// A rule of a batch update that an update breaks, as the reference applier found it.
package struct BatchViolation: Error, CustomStringConvertible {
  package var description: String
}

/// Applies a ``BatchUpdate`` to sections of identifiers by following
/// docs/UIKIT-UPDATE-SEMANTICS.md literally, one rule after another, with no shortcut:
/// the model that the snapshot diff is checked against.
///
/// `new` supplies the counts after the update and the identifiers of what is inserted
/// (inserted and reloaded sections, inserted items); everything else in the result is
/// carried over from `old` by the rules, so comparing the result with `new` checks that
/// the update puts every surviving section and item in its place.
///
/// It is stricter than UIKit in one way: item operations inside a section that is
/// deleted, inserted or reloaded, which UIKit absorbs (or not), are rejected, because
/// a diff should not emit them.
package enum ReferenceBatchApplier {
  package static func apply<S, I>(
    _ update: BatchUpdate, to old: SectionedIDs<S, I>, new: SectionedIDs<S, I>
  ) throws(BatchViolation) -> SectionedIDs<S, I> {
    let oldCount = old.sections.count
    let newCount = new.sections.count
    func fail(_ message: String) -> BatchViolation { BatchViolation(description: message) }

    // Sections: ranges, conflicts, counts.
    let deleted = try distinct(update.deleteSections, "deleted section")
    let reloaded = try distinct(update.reloadSections, "reloaded section")
    let inserted = try distinct(update.insertSections, "inserted section")
    let moveSources = try distinct(update.moveSections.map(\.from), "section move source")
    let moveTargets = try distinct(update.moveSections.map(\.to), "section move target")
    for section in deleted.union(reloaded).union(moveSources) where !(0..<oldCount ~= section) {
      throw fail("old section \(section) out of range 0..<\(oldCount)")
    }
    for section in inserted.union(moveTargets) where !(0..<newCount ~= section) {
      throw fail("new section \(section) out of range 0..<\(newCount)")
    }
    if let both = deleted.intersection(reloaded).first {
      throw fail("section \(both) deleted and reloaded")
    }
    if let both = deleted.intersection(moveSources).first {
      throw fail("section \(both) deleted and moved")
    }
    if let both = reloaded.intersection(moveSources).first {
      throw fail("section \(both) reloaded and moved")
    }
    if let both = inserted.intersection(moveTargets).first {
      throw fail("new section \(both) both inserted and a move target")
    }
    guard newCount == oldCount - deleted.count + inserted.count else {
      throw fail(
        "\(newCount) sections after, \(oldCount) before, \(deleted.count) deleted, "
          + "\(inserted.count) inserted")
    }

    // Where each new section comes from: nil for an inserted one.
    var sectionSource = [Int?](repeating: nil, count: newCount)
    var isTaken = [Bool](repeating: false, count: newCount)
    for section in inserted { isTaken[section] = true }
    for move in update.moveSections {
      sectionSource[move.to] = move.from
      isTaken[move.to] = true
    }
    var survivors = (0..<oldCount).filter { !deleted.contains($0) && !moveSources.contains($0) }
      .makeIterator()
    for section in 0..<newCount where !isTaken[section] {
      sectionSource[section] = survivors.next()
    }
    // The old index of each new section whose items are carried (not reloaded).
    let carried = sectionSource.map { source in source.flatMap { reloaded.contains($0) ? nil : $0 }
    }
    let oldCarried = Set(carried.compactMap { $0 })

    // Items: ranges, conflicts.
    func checkOld(_ path: IndexPath, _ what: String) throws(BatchViolation) {
      guard 0..<oldCount ~= path.section, 0..<old.items[path.section].count ~= path.item else {
        throw fail("\(what) \(path) is not an old index path")
      }
      guard oldCarried.contains(path.section) else {
        throw fail("\(what) \(path) is in an old section that is deleted or reloaded")
      }
    }
    func checkNew(_ path: IndexPath, _ what: String) throws(BatchViolation) {
      guard 0..<newCount ~= path.section, 0..<new.items[path.section].count ~= path.item else {
        throw fail("\(what) \(path) is not a new index path")
      }
      guard carried[path.section] != nil else {
        throw fail("\(what) \(path) is in a new section that is inserted or reloaded")
      }
    }
    let deletedItems = try distinct(update.deleteItems, "deleted item")
    let reloadedItems = try distinct(update.reloadItems, "reloaded item")
    let insertedItems = try distinct(update.insertItems, "inserted item")
    let itemSources = try distinct(update.moveItems.map(\.from), "item move source")
    let itemTargets = try distinct(update.moveItems.map(\.to), "item move target")
    for path in deletedItems { try checkOld(path, "deleted item") }
    for path in reloadedItems { try checkOld(path, "reloaded item") }
    for path in itemSources { try checkOld(path, "item move source") }
    for path in insertedItems { try checkNew(path, "inserted item") }
    for path in itemTargets { try checkNew(path, "item move target") }
    if let both = deletedItems.intersection(reloadedItems).first {
      throw fail("item \(both) deleted and reloaded")
    }
    if let both = deletedItems.intersection(itemSources).first {
      throw fail("item \(both) deleted and moved")
    }
    if let both = reloadedItems.intersection(itemSources).first {
      throw fail("item \(both) reloaded and moved")
    }
    if let both = insertedItems.intersection(itemTargets).first {
      throw fail("item \(both) both inserted and a move target")
    }

    // Fill every new section.
    var result = SectionedIDs<S, I>(sections: [], items: [])
    for section in 0..<newCount {
      guard let source = sectionSource[section] else {
        result.sections.append(new.sections[section])
        result.items.append(new.items[section])
        continue
      }
      result.sections.append(old.sections[source])
      guard let from = carried[section] else {
        result.items.append(new.items[section])  // reloaded: drawn anew from the new data
        continue
      }
      let count = new.items[section].count
      var slots = [I?](repeating: nil, count: count)
      var isFilled = [Bool](repeating: false, count: count)
      for path in insertedItems where path.section == section {
        slots[path.item] = new.items[section][path.item]
        isFilled[path.item] = true
      }
      var movedIn = 0
      for move in update.moveItems where move.to.section == section {
        slots[move.to.item] = old.items[move.from.section][move.from.item]
        isFilled[move.to.item] = true
        movedIn += 1
      }
      let oldItems = old.items[from]
      let staying = oldItems.indices.filter { item in
        let path = IndexPath(item: item, section: from)
        return !deletedItems.contains(path) && !itemSources.contains(path)
      }
      let open = isFilled.indices.filter { !isFilled[$0] }
      guard open.count == staying.count else {
        let deletes = deletedItems.count { $0.section == from }
        let inserts = insertedItems.count { $0.section == section }
        let movedOut = itemSources.count { $0.section == from }
        throw fail(
          "section \(section): \(count) items after, \(oldItems.count) before, "
            + "\(inserts) inserted, \(deletes) deleted, \(movedIn) moved in, \(movedOut) moved out")
      }
      for (slot, item) in zip(open, staying) { slots[slot] = oldItems[item] }
      result.items.append(slots.map { $0! })
    }
    return result
  }

  /// The elements of `values` as a set, or the violation naming one that repeats.
  private static func distinct<T: Hashable>(
    _ values: [T], _ what: String
  ) throws(BatchViolation) -> Set<T> {
    var seen = Set<T>()
    for value in values where !seen.insert(value).inserted {
      throw BatchViolation(description: "\(what) \(value) appears twice")
    }
    return seen
  }
}
