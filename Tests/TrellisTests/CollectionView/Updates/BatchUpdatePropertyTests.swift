import PropertyBased
import Testing
import Trellis

/// The change the reference model's slot stands for.
private func change(_ slot: ReferenceBatchUpdate.Slot) -> ItemChange {
  switch slot {
  case .inserted: .inserted
  case .moved(let old): .moved(from: old)
  case .reloaded(let old): .reloaded(from: old)
  case .kept(let old): .kept(from: old)
  }
}

/// Every item before the update with its index path after it.
private func pairs(_ mapping: UpdateMapping) -> [(old: IndexPath, new: IndexPath?)] {
  var result: [(old: IndexPath, new: IndexPath?)] = []
  mapping.forEachItem { old, new in result.append((old, new)) }
  return result
}

/// The update with every list of operations in reverse order.
private func reversed(_ update: BatchUpdate) -> BatchUpdate {
  BatchUpdate(
    deleteItems: update.deleteItems.reversed(), insertItems: update.insertItems.reversed(),
    reloadItems: update.reloadItems.reversed(), moveItems: update.moveItems.reversed(),
    deleteSections: update.deleteSections.reversed(),
    insertSections: update.insertSections.reversed(),
    reloadSections: update.reloadSections.reversed(),
    moveSections: update.moveSections.reversed())
}

@Suite("Batch updates: properties")
struct BatchUpdatePropertyTests {
  @Test("a valid batch maps every section and item as the reference model does")
  func matchesReference() async {
    await propertyCheck(count: 3_000, input: BatchScenario.generator) { scenario in
      let (before, after) = (scenario.countsBefore, scenario.countsAfter)
      let mapping = try scenario.update.validated(countsBefore: before, countsAfter: after)
      let reference = try #require(
        ReferenceBatchUpdate(countsBefore: before, countsAfter: after, update: scenario.update))
      #expect(mapping.sectionCountBefore == before.count)
      #expect(mapping.sectionCountAfter == after.count)
      #expect(reference.slots.map(\.count) == after)
      for section in after.indices {
        #expect(mapping.itemCount(inSectionAfter: section) == after[section])
        #expect(mapping.oldSection(forNew: section) == reference.oldSections[section])
      }
      for section in before.indices {
        #expect(mapping.itemCount(inSectionBefore: section) == before[section])
        #expect(
          mapping.newSection(forOld: section) == reference.oldSections.firstIndex(of: section))
        #expect(
          mapping.isReloaded(sectionBefore: section)
            == reference.reloadedSections.contains(section))
      }
      for (section, slots) in reference.slots.enumerated() {
        for (item, slot) in slots.enumerated() {
          let new = IndexPath(item: item, section: section)
          #expect(mapping.change(ofNewItem: new) == change(slot))
          #expect(mapping.oldIndexPath(forNew: new) == slot.old)
        }
      }
      let expected = reference.newIndexPaths
      let listed = pairs(mapping)
      #expect(listed.count == before.reduce(0, +))
      for (old, new) in listed {
        #expect(new == expected[old])
        #expect(mapping.newIndexPath(forOld: old) == new)
      }
      #expect(listed.map(\.old) == listed.map(\.old).sorted())
      #expect(mapping.layoutChange == reference.layoutChange(countsBefore: before))
      let identity =
        before == after && reference.reloadedSections.isEmpty
        && reference.oldSections == before.indices.map { $0 }
        && reference.slots.enumerated().allSatisfy { section, slots in
          slots.enumerated().allSatisfy { item, slot in
            let place = IndexPath(item: item, section: section)
            return slot == .kept(place) || slot == .moved(place)
          }
        }
      #expect(mapping.isIdentity == identity)
    }
  }

  @Test("the mapping is a bijection between surviving old items and kept new items")
  func bijection() async {
    await propertyCheck(count: 2_000, input: BatchScenario.generator) { scenario in
      let mapping = try scenario.update.validated(
        countsBefore: scenario.countsBefore, countsAfter: scenario.countsAfter)
      let survivors = pairs(mapping).compactMap { pair in pair.new.map { (pair.old, $0) } }
      let images = Set(survivors.map(\.1))
      #expect(images.count == survivors.count, "two items go to one place")
      var kept = Set<IndexPath>()
      var inserted = 0
      for section in scenario.countsAfter.indices {
        for item in 0..<scenario.countsAfter[section] {
          let new = IndexPath(item: item, section: section)
          if let old = mapping.oldIndexPath(forNew: new) {
            kept.insert(new)
            #expect(mapping.newIndexPath(forOld: old) == new)
          } else {
            inserted += 1
          }
        }
      }
      #expect(kept == images)
      #expect(kept.count + inserted == scenario.countsAfter.reduce(0, +))
      for (old, new) in survivors { #expect(mapping.oldIndexPath(forNew: new) == old) }
    }
  }

  @Test("the order of the operations does not change the mapping")
  func orderDoesNotMatter() async {
    await propertyCheck(count: 1_000, input: BatchScenario.generator) { scenario in
      let (before, after) = (scenario.countsBefore, scenario.countsAfter)
      let mapping = try scenario.update.validated(countsBefore: before, countsAfter: after)
      let other = try reversed(scenario.update).validated(countsBefore: before, countsAfter: after)
      #expect(pairs(mapping).map(\.new) == pairs(other).map(\.new))
      #expect(mapping.layoutChange == other.layoutChange)
    }
  }

  @Test("a valid batch with one count off by one is refused, naming the section")
  func countOffByOne() async {
    await propertyCheck(count: 1_000, input: BatchScenario.generator, Gen.int(in: 0...999)) {
      scenario, pick in
      let mapping = try scenario.update.validated(
        countsBefore: scenario.countsBefore, countsAfter: scenario.countsAfter)
      // Sections whose count follows from the operations: those that keep their items.
      let checked = scenario.countsBefore.indices.filter {
        mapping.newSection(forOld: $0) != nil && !mapping.isReloaded(sectionBefore: $0)
      }
      guard !checked.isEmpty else { return }
      let section = checked[pick % checked.count]
      let new = try #require(mapping.newSection(forOld: section))
      var after = scenario.countsAfter
      after[new] += 1
      let error = #expect(throws: BatchUpdateError.self) {
        try scenario.update.validated(countsBefore: scenario.countsBefore, countsAfter: after)
      }
      guard
        case .invalidItemCount(
          let old, let sectionAfter, let count, let before, let inserted, let deleted,
          let movedIn, let movedOut) = error
      else {
        Issue.record("expected an item count error, got \(String(describing: error))")
        return
      }
      #expect(old == section && sectionAfter == new && count == after[new])
      #expect(count == before - deleted - movedOut + inserted + movedIn + 1)
      if after[new] >= 2 {
        after[new] -= 2
        #expect(throws: BatchUpdateError.self) {
          try scenario.update.validated(countsBefore: scenario.countsBefore, countsAfter: after)
        }
      }
    }
  }

  @Test("a valid batch with a duplicated, an extra or a missing operation is refused")
  func brokenBatches() async {
    await propertyCheck(count: 1_000, input: BatchScenario.generator, Gen.int(in: 0...999)) {
      scenario, pick in
      let (before, after) = (scenario.countsBefore, scenario.countsAfter)
      let mapping = try scenario.update.validated(countsBefore: before, countsAfter: after)
      if !scenario.update.deleteItems.isEmpty {
        var update = scenario.update
        let twice = update.deleteItems[pick % update.deleteItems.count]
        update.deleteItems.append(twice)
        #expect(throws: BatchUpdateError.duplicateItem(.delete, twice)) {
          try update.validated(countsBefore: before, countsAfter: after)
        }
      }
      // An insert in a section that keeps its items counts; one in a new section does not.
      let counted = scenario.update.insertItems.indices.filter { index in
        let section = scenario.update.insertItems[index].section
        return mapping.oldSection(forNew: section).map { !mapping.isReloaded(sectionBefore: $0) }
          ?? false
      }
      if !counted.isEmpty {
        var update = scenario.update
        update.insertItems.remove(at: counted[pick % counted.count])
        #expect(throws: BatchUpdateError.self) {
          try update.validated(countsBefore: before, countsAfter: after)
        }
      }
      // Deleting one more surviving item breaks its section's count.
      let kept = pairs(mapping).filter { pair in
        pair.new.map { mapping.change(ofNewItem: $0) == .kept(from: pair.old) } ?? false
      }
      if !kept.isEmpty {
        var update = scenario.update
        let victim = kept[pick % kept.count].old
        update.deleteItems.append(victim)
        let error = #expect(throws: BatchUpdateError.self) {
          try update.validated(countsBefore: before, countsAfter: after)
        }
        if case .invalidItemCount(let section, _, _, _, _, _, _, _) = error {
          #expect(section == victim.section)
        } else {
          Issue.record("expected an item count error, got \(String(describing: error))")
        }
      }
      var more = after
      more.append(0)
      #expect(
        throws: BatchUpdateError.invalidSectionCount(
          after: after.count + 1, before: before.count,
          inserted: scenario.update.insertSections.count,
          deleted: scenario.update.deleteSections.count)
      ) {
        try scenario.update.validated(countsBefore: before, countsAfter: more)
      }
    }
  }
}
