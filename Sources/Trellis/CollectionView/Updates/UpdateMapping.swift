/// Where every section and item before a valid ``BatchUpdate`` is after it, and where
/// every section and item after it comes from.
///
/// ``BatchUpdate/validated(countsBefore:countsAfter:)`` returns it. It keeps only the
/// update's operations, sorted, and the section indexes, so it costs O(*s* + *k* log *k*)
/// to build for *s* sections and *k* operations however many items the sections hold;
/// each item look-up is a few binary searches among the operations, and an item of a
/// section without operations maps to the same index in its section's new place.
///
/// ```swift
/// // Two sections of 3 items; delete item 0 of section 0, insert item 0 of section 1.
/// let update = BatchUpdate(
///   deleteItems: [IndexPath(item: 0, section: 0)],
///   insertItems: [IndexPath(item: 0, section: 1)])
/// let mapping = try update.validated(countsBefore: [3, 3], countsAfter: [2, 4])
/// mapping.newIndexPath(forOld: IndexPath(item: 2, section: 0))  // 0.1
/// mapping.newIndexPath(forOld: IndexPath(item: 0, section: 1))  // 1.1
/// mapping.change(ofNewItem: IndexPath(item: 0, section: 1))     // .inserted
/// ```
public struct UpdateMapping: Sendable {
  /// The item counts of the sections before the update.
  let countsBefore: [Int]
  /// The item counts of the sections after the update.
  let countsAfter: [Int]
  /// Where the sections go.
  let sections: SectionMap
  /// The item operations, sorted for binary search.
  let items: ItemMap

  /// For each section after the update, whether a layout can keep its frames within the
  /// section or must lay it out again.
  ///
  /// A section is ``LayoutChange/SectionSource/unchanged(from:)`` when it existed before
  /// (moved or not), was not reloaded, and none of its items were inserted, deleted,
  /// reloaded, moved in or moved out; every other section is
  /// ``LayoutChange/SectionSource/laidOutAnew``. A section laid out anew only because
  /// some of its items were reloaded names them in ``LayoutChange/reloadedItems``.
  ///
  /// - Complexity: O(1); computed once in O(*s* + *k*).
  public let layoutChange: LayoutChange

  /// Whether the update changes nothing: every section and item keeps its index path,
  /// and nothing is inserted, deleted or reloaded.
  ///
  /// An update whose only operations move elements to their own index paths changes
  /// nothing.
  ///
  /// - Complexity: O(1).
  public let isIdentity: Bool

  /// Whether every section and item keeps its index path and only items are reloaded:
  /// nothing is inserted, deleted, moved, and no section is reloaded.
  let keepsIndexPaths: Bool

  init(
    countsBefore: [Int], countsAfter: [Int], sections: SectionMap, items: ItemMap,
    isIdentity: Bool
  ) {
    self.countsBefore = countsBefore
    self.countsAfter = countsAfter
    self.sections = sections
    self.items = items
    self.isIdentity = isIdentity
    keepsIndexPaths =
      countsBefore == countsAfter && items.removed.isEmpty && items.taken.isEmpty
      && !sections.reloaded.contains(true)
      && sections.after.indices.allSatisfy { sections.after[$0] == $0 }
    var sources = [LayoutChange.SectionSource](repeating: .laidOutAnew, count: countsAfter.count)
    for section in sources.indices {
      let old = sections.before[section]
      if old >= 0 && !sections.reloaded[old] { sources[section] = .unchanged(from: old) }
    }
    // Only the sections the item operations name are laid out anew.
    for indexPath in items.removed {
      let new = sections.after[indexPath.section]
      if new >= 0 { sources[new] = .laidOutAnew }
    }
    for indexPath in items.taken { sources[indexPath.section] = .laidOutAnew }
    var reloadedItems: [Int: LayoutChange.ReloadedItems] = [:]
    // `items.reloaded` is sorted, so each section's reloaded items form one sorted run.
    var start = items.reloaded.startIndex
    while start < items.reloaded.endIndex {
      let old = items.reloaded[start].section
      var end = start + 1
      while end < items.reloaded.endIndex && items.reloaded[end].section == old { end += 1 }
      let new = sections.after[old]
      if sources[new] == .unchanged(from: old) {
        sources[new] = .laidOutAnew
        reloadedItems[new] = LayoutChange.ReloadedItems(
          previousSection: old, items: items.reloaded[start..<end].map { $0.item })
      }
      start = end
    }
    // A section laid out anew only for its items goes on from the one before.
    var continued: [Int: Int] = [:]
    for (section, source) in sources.enumerated() where source == .laidOutAnew {
      let old = sections.before[section]
      if old >= 0 && !sections.reloaded[old] { continued[section] = old }
    }
    layoutChange = LayoutChange(
      sections: sources, reloadedItems: reloadedItems, continuedSections: continued)
  }

  /// The number of sections before the update.
  ///
  /// - Complexity: O(1).
  public var sectionCountBefore: Int { countsBefore.count }

  /// The number of sections after the update.
  ///
  /// - Complexity: O(1).
  public var sectionCountAfter: Int { countsAfter.count }

  /// The number of items in `section` before the update, or 0 for a section that did
  /// not exist.
  ///
  /// - Complexity: O(1).
  public func itemCount(inSectionBefore section: Int) -> Int {
    countsBefore.indices.contains(section) ? countsBefore[section] : 0
  }

  /// The number of items in `section` after the update, or 0 for a section that does not
  /// exist.
  ///
  /// - Complexity: O(1).
  public func itemCount(inSectionAfter section: Int) -> Int {
    countsAfter.indices.contains(section) ? countsAfter[section] : 0
  }

  /// The index after the update of `section` (an index before it), or nil when the
  /// update deletes it or it did not exist. A reloaded section has a place after the
  /// update, among the sections that stay.
  ///
  /// - Complexity: O(1).
  public func newSection(forOld section: Int) -> Int? {
    guard sections.after.indices.contains(section) else { return nil }
    let new = sections.after[section]
    return new >= 0 ? new : nil
  }

  /// The index before the update of `section` (an index after it), or nil when the
  /// update inserts it or it does not exist. A reloaded section comes from its index
  /// before the update.
  ///
  /// - Complexity: O(1).
  public func oldSection(forNew section: Int) -> Int? {
    guard sections.before.indices.contains(section) else { return nil }
    let old = sections.before[section]
    return old >= 0 ? old : nil
  }

  /// Whether the update reloads `section` (an index before it): the section keeps a
  /// place, but its items before the update map to nothing and its items after it are
  /// new.
  ///
  /// - Complexity: O(1).
  public func isReloaded(sectionBefore section: Int) -> Bool {
    sections.reloaded.indices.contains(section) && sections.reloaded[section]
  }
}

/// The section indexes of an update in both directions.
struct SectionMap: Sendable {
  /// For each section before the update, its index after it, or -1 when deleted.
  var after: [Int]
  /// For each section after the update, its index before it, or -1 when inserted.
  var before: [Int]
  /// For each section before the update, whether the update reloads it.
  var reloaded: [Bool]

  /// Whether the items of `section` (before the update) keep their identity: the section
  /// is neither deleted nor reloaded.
  func keepsItems(before section: Int) -> Bool {
    after[section] >= 0 && !reloaded[section]
  }

  /// Whether the items of `section` (after the update) may come from before: the section
  /// is neither inserted nor reloaded.
  func keepsItems(after section: Int) -> Bool {
    let old = before[section]
    return old >= 0 && !reloaded[old]
  }
}

/// The item operations of an update, in sections whose items keep their identity,
/// sorted for binary search.
struct ItemMap: Sendable {
  /// Index paths before the update whose items leave their place: deleted or moved out.
  var removed: [IndexPath]
  /// Index paths after the update that survivors do not fill: inserted or moved in.
  var taken: [IndexPath]
  /// The moves, sorted by source.
  var movesBySource: [BatchUpdate.ItemMove]
  /// The moves, sorted by destination.
  var movesByDestination: [BatchUpdate.ItemMove]
  /// The reloaded index paths, before the update.
  var reloaded: [IndexPath]
}
