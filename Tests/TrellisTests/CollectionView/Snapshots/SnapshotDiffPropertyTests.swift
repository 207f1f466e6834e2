import PropertyBased
import Testing
import Trellis
import TrellisTestSupport

private typealias Numbers = Snapshot<Int, Int>

/// An old snapshot, a new one, and the items whose content the closure overload calls
/// changed (nil: the plain overload is used).
private struct SnapshotPair: Sendable, CustomStringConvertible {
  var old: Numbers
  var new: Numbers
  var contentChanged: Set<Int>?

  var description: String {
    "old \(SectionedIDs(old)), new \(SectionedIDs(new)), "
      + "reloaded \(new.reloadedSectionIdentifiers.sorted()) "
      + "\(new.reloadedItemIdentifiers.sorted()), changed \(contentChanged?.sorted() ?? [])"
  }

  /// The update under test.
  var update: BatchUpdate {
    guard let contentChanged else { return new.batchUpdate(from: old) }
    return new.batchUpdate(from: old) { contentChanged.contains($0) }
  }

  /// The items whose content changed, by mark or by the closure.
  var changed: Set<Int> { new.reloadedItemIdentifiers.union(contentChanged ?? []) }
}

/// Random snapshots: sections named 0..<10 (new ones 10 and up), items named 0..<1000
/// (new ones 1000 and up).
private enum RandomSnapshots {
  static func snapshot(_ random: inout SplitMix64, maxItems: Int) -> Numbers {
    var snapshot = Numbers()
    let sections = Array(0..<10).shuffled(using: &random)
      .prefix(Int.random(in: 0...5, using: &random))
    try? snapshot.appendSections(Array(sections))
    guard !sections.isEmpty else { return snapshot }
    let items = Array(0..<min(1000, 2 * maxItems)).shuffled(using: &random)
      .prefix(Int.random(in: 0...maxItems, using: &random))
    for item in items {
      try? snapshot.appendItems([item], toSection: random.pick(Array(sections)))
    }
    return snapshot
  }

  /// `old` after a few random edits through the snapshot's own API; with
  /// `keepingOrder`, only deletes and inserts.
  static func edited(
    _ old: Numbers, _ random: inout SplitMix64, keepingOrder: Bool = false
  ) -> Numbers {
    var new = old
    var nextItem = 1000
    var nextSection = 10
    for _ in 0..<Int.random(in: 0...8, using: &random) {
      let items = new.itemIdentifiers
      let sections = new.sectionIdentifiers
      let item = items.isEmpty ? -1 : random.pick(items)
      let other = items.isEmpty ? -1 : random.pick(items)
      let section = sections.isEmpty ? -1 : random.pick(sections)
      let otherSection = sections.isEmpty ? -1 : random.pick(sections)
      switch Int.random(in: keepingOrder ? 0..<5 : 0..<11, using: &random) {
      case 0: try? new.deleteItems([item])
      case 1:
        try? new.appendItems([nextItem, nextItem + 1], toSection: section)
        nextItem += 2
      case 2:
        try? new.insertItems([nextItem], beforeItem: item)
        nextItem += 1
      case 3: try? new.deleteSections([section])
      case 4:
        try? new.insertSections([nextSection], afterSection: section)
        if sections.isEmpty { try? new.appendSections([nextSection]) }
        nextSection += 1
      case 5: try? new.moveItem(item, beforeItem: other)
      case 6: try? new.moveItem(item, afterItem: other)
      case 7: try? new.moveSection(section, afterSection: otherSection)
      case 8: try? new.moveSection(section, beforeSection: otherSection)
      case 9: try? new.reloadItems([item, other])
      default: try? new.reloadSections([section])
      }
    }
    return new
  }

  /// Pairs of small snapshots: unrelated ones over the same identifiers, or edits.
  static let pairs = Generator<SnapshotPair, Shrink.None<SnapshotPair>> { rng in
    var random = SplitMix64(seed: rng.next())
    return pair(&random, maxItems: 30)
  }

  /// Pairs of larger snapshots, for longer subsequences.
  static let largePairs = Generator<SnapshotPair, Shrink.None<SnapshotPair>> { rng in
    var random = SplitMix64(seed: rng.next())
    return pair(&random, maxItems: 400)
  }

  static func pair(_ random: inout SplitMix64, maxItems: Int) -> SnapshotPair {
    let old = snapshot(&random, maxItems: maxItems)
    var new: Numbers
    if random.chance(0.5) {
      new = snapshot(&random, maxItems: maxItems)
      let items = new.itemIdentifiers.filter { _ in random.chance(0.1) }
      try? new.reloadItems(items)
      try? new.reloadSections(new.sectionIdentifiers.filter { _ in random.chance(0.1) })
    } else {
      new = edited(old, &random)
    }
    var contentChanged: Set<Int>?
    if random.chance(0.3) {
      contentChanged = Set(old.itemIdentifiers.filter { _ in random.chance(0.2) })
    }
    return SnapshotPair(old: old, new: new, contentChanged: contentChanged)
  }
}

/// The length of a longest strictly increasing subsequence, by the quadratic textbook
/// recurrence.
private func longestIncreasingLength(_ keys: [Int]) -> Int {
  var lengths: [Int] = []
  for (index, key) in keys.enumerated() {
    lengths.append(
      1 + (lengths[..<index].indices.filter { keys[$0] < key }.map { lengths[$0] }.max() ?? 0))
  }
  return lengths.max() ?? 0
}

/// Checks `pair.update` against the reference applier and against what an update
/// from `pair.old` to `pair.new` needs at least.
///
/// It records issues rather than throwing: `propertyCheck` ignores errors thrown by its
/// body.
private func checkUpdate(_ pair: SnapshotPair) {
  let (old, new) = (pair.old, pair.new)
  let update = pair.update
  do {
    let applied = try ReferenceBatchApplier.apply(
      update, to: SectionedIDs(old), new: SectionedIDs(new))
    #expect(applied == SectionedIDs(new))
  } catch {
    Issue.record("the update breaks a rule: \(error)")
    return
  }

  // Identifiers of what the update names.
  let oldItem = { (path: IndexPath) in
    old.itemIdentifiers(inSection: old.sectionIdentifiers[path.section])[path.item]
  }
  let newItem = { (path: IndexPath) in
    new.itemIdentifiers(inSection: new.sectionIdentifiers[path.section])[path.item]
  }
  let deleted = Set(update.deleteItems.map(oldItem))
  let inserted = Set(update.insertItems.map(newItem))
  let reinserted = deleted.intersection(inserted)
  let changed = pair.changed

  // Sections compared item by item: in both, and not marked reloaded.
  let matched = Set(new.sectionIdentifiers).intersection(old.sectionIdentifiers)
    .subtracting(new.reloadedSectionIdentifiers)
  func isMatched(_ section: Int?) -> Bool { section.map(matched.contains) ?? false }

  // Nothing is deleted and inserted again, or reloaded, without a reason.
  for item in deleted {
    #expect(
      !isMatched(new.sectionIdentifier(containingItem: item))
        || (reinserted.contains(item) && changed.contains(item)))
  }
  for item in inserted {
    #expect(
      !isMatched(old.sectionIdentifier(containingItem: item))
        || (reinserted.contains(item) && changed.contains(item)))
  }
  let reloaded = Set(update.reloadItems.map(oldItem))
  #expect(reloaded.isSubset(of: changed))
  for item in changed
  where isMatched(old.sectionIdentifier(containingItem: item))
    && isMatched(new.sectionIdentifier(containingItem: item))
  {
    #expect(reloaded.contains(item) || reinserted.contains(item))
  }
  let reloadedSections = Set(update.reloadSections.map { old.sectionIdentifiers[$0] })
  #expect(reloadedSections.isSubset(of: new.reloadedSectionIdentifiers))

  // As few sections and items change place as the kept order allows.
  let sectionKeys = new.sectionIdentifiers.compactMap(old.index(ofSection:))
  let reinsertedSections = Set(update.deleteSections.map { old.sectionIdentifiers[$0] })
    .intersection(update.insertSections.map { new.sectionIdentifiers[$0] })
  let sectionRelocations = sectionKeys.count - longestIncreasingLength(sectionKeys)
  // Reloaded sections whose index changes are inserted again without being relocated.
  let reloadedAndShifted = reinsertedSections.intersection(new.reloadedSectionIdentifiers)
  #expect(update.moveSections.count <= sectionRelocations)
  #expect(
    update.moveSections.count + reinsertedSections.count
      <= sectionRelocations + reloadedAndShifted.count)
  #expect(
    update.moveSections.count + reinsertedSections.subtracting(reloadedAndShifted).count
      >= sectionRelocations - reloadedAndShifted.count)
  var relocations = 0
  for section in matched {
    let oldItems = old.itemIdentifiers(inSection: section)
    var keys: [Int] = []
    for item in new.itemIdentifiers(inSection: section) {
      if let key = oldItems.firstIndex(of: item) {
        keys.append(key)
      } else if isMatched(old.sectionIdentifier(containingItem: item)) {
        relocations += 1  // from another compared section
      }
    }
    relocations += keys.count - longestIncreasingLength(keys)
  }
  // Changed items whose index changes are inserted again without being relocated.
  #expect(update.moveItems.count <= relocations)
  #expect(update.moveItems.count + reinserted.count >= relocations)
  #expect(reinserted.isSubset(of: changed))
}

@Suite("Snapshot diff properties")
struct SnapshotDiffPropertyTests {
  @Test("applying the update to the old snapshot gives the new one, with the fewest moves")
  func appliesMinimally() async {
    await propertyCheck(count: 4000, input: RandomSnapshots.pairs) { pair in
      checkUpdate(pair)
    }
  }

  @Test("the same holds for snapshots of hundreds of items")
  func appliesMinimallyWhenLarge() async {
    await propertyCheck(count: 200, input: RandomSnapshots.largePairs) { pair in
      checkUpdate(pair)
    }
  }

  @Test("deletes and inserts alone never produce a move")
  func noMoveWhenOrderKept() async {
    let pairs = Generator<SnapshotPair, Shrink.None<SnapshotPair>> { rng in
      var random = SplitMix64(seed: rng.next())
      let old = RandomSnapshots.snapshot(&random, maxItems: 60)
      let new = RandomSnapshots.edited(old, &random, keepingOrder: true)
      return SnapshotPair(old: old, new: new)
    }
    await propertyCheck(count: 2000, input: pairs) { pair in
      let update = pair.update
      #expect(update.moveItems.isEmpty)
      #expect(update.moveSections.isEmpty)
      checkUpdate(pair)
    }
  }

  @Test("a duplicate is refused with its identifier, and the snapshot stays as it was")
  func duplicatesRefused() async {
    let cases = Generator<(Numbers, UInt64), Shrink.None<(Numbers, UInt64)>> { rng in
      var random = SplitMix64(seed: rng.next())
      return (RandomSnapshots.snapshot(&random, maxItems: 30), rng.next())
    }
    await propertyCheck(count: 2000, input: cases) { snapshot, seed in
      var random = SplitMix64(seed: seed)
      guard let item = snapshot.itemIdentifiers.randomElement(using: &random),
        let section = snapshot.sectionIdentifiers.randomElement(using: &random)
      else { return }
      var edited = snapshot
      var fresh = [2000, 2001, 2002]
      fresh.insert(item, at: Int.random(in: 0...3, using: &random))
      let anchor = random.pick(snapshot.itemIdentifiers)
      #expect(throws: SnapshotError<Int, Int>.duplicateItem(item)) {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: try edited.appendItems(fresh, toSection: section)
        case 1: try edited.insertItems(fresh, beforeItem: anchor)
        case 2: try edited.insertItems(fresh, afterItem: anchor)
        default:
          _ = try Numbers(
            snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) }
              + [(99, fresh)])
        }
      }
      #expect(edited == snapshot)
      #expect(throws: SnapshotError<Int, Int>.duplicateSection(section)) {
        try edited.appendSections([98, section, 97])
      }
      #expect(edited == snapshot)
      #expect(edited.index(ofSection: 98) == nil)
    }
  }
}

@Suite("Snapshot diffs through the batch-update validator")
struct SnapshotDiffValidationTests {
  @Test("every diff is a valid batch that maps each kept item to its identifier's new place")
  func validatorAgrees() async {
    await propertyCheck(count: 3000, input: RandomSnapshots.pairs) { pair in
      let (old, new) = (pair.old, pair.new)
      let mapping: UpdateMapping
      do {
        mapping = try pair.update.validated(
          countsBefore: old.itemCounts, countsAfter: new.itemCounts)
      } catch {
        Issue.record("the validator refuses the diff: \(error)")
        return
      }
      for (section, id) in old.sectionIdentifiers.enumerated() {
        for (item, itemID) in old.itemIdentifiers(inSection: id).enumerated() {
          let old = IndexPath(item: item, section: section)
          guard let moved = mapping.newIndexPath(forOld: old) else { continue }
          #expect(new.indexPath(for: itemID) == moved, "\(itemID) from \(old)")
        }
      }
      // Items that keep their section and identifier are never dropped without reason.
      #expect(mapping.sectionCountAfter == new.numberOfSections)
    }
  }
}
