import PropertyBased
import Trellis
import TrellisTestSupport

/// A random valid batch update with the counts before and after it.
///
/// It is built from a list of choices: each decision reads the next number, and a list
/// that runs out reads zeros, which always mean the simplest choice (no section, no
/// item, no operation). Shrinking the list therefore shrinks the update.
struct BatchScenario: Sendable, CustomStringConvertible {
  var countsBefore: [Int]
  var countsAfter: [Int]
  var update: BatchUpdate

  /// Random scenarios of up to 6 sections of up to 6 items each.
  static var generator: Generator<BatchScenario, some SendableSequenceType> {
    Gen.int(in: 0...1_000).array(of: 0...300).map { BatchScenario(choices: $0) }
  }

  var description: String {
    "before \(countsBefore), after \(countsAfter), \(update)"
  }

  /// Reads choices in turn; zero once they run out.
  private struct Choices {
    var values: [Int]
    var next = 0

    mutating func pick(below bound: Int) -> Int {
      guard next < values.count, bound > 1 else { return 0 }
      defer { next += 1 }
      return values[next] % bound
    }

    /// One of `options` (not empty), removed from it.
    mutating func take(from options: inout [Int]) -> Int {
      options.remove(at: pick(below: options.count))
    }

    /// `values` in an order the choices decide.
    mutating func shuffled<T>(_ values: [T]) -> [T] {
      var result = values
      for index in result.indices.dropFirst().reversed() {
        result.swapAt(index, pick(below: index + 1))
      }
      return result
    }
  }

  /// What happens to a section or an item; the first case is the simplest.
  private enum Fate: Int { case stays, deleted, reloaded, moved }

  private static func fate(_ choice: Int) -> Fate {
    switch choice {
    case 0..<5: .stays
    case 5: .deleted
    case 6: .reloaded
    default: .moved
    }
  }

  init(choices values: [Int]) {
    var choices = Choices(values: values)
    countsBefore = (0..<choices.pick(below: 7)).map { _ in choices.pick(below: 7) }
    var update = BatchUpdate()

    // Sections: a fate for each, a few inserted, distinct places for the inserted and
    // moved ones; the others fill the remaining places in order.
    let fates = countsBefore.indices.map { _ in Self.fate(choices.pick(below: 8)) }
    let insertedCount = choices.pick(below: 3)
    let deletedCount = fates.filter { $0 == .deleted }.count
    let sectionCount = countsBefore.count - deletedCount + insertedCount
    var free = Array(0..<sectionCount)
    var oldOfNew = [Int?](repeating: nil, count: sectionCount)
    for (section, fate) in fates.enumerated() where fate == .moved {
      let to = choices.take(from: &free)
      update.moveSections.append(.init(from: section, to: to))
      oldOfNew[to] = section
    }
    update.insertSections = (0..<insertedCount).map { _ in choices.take(from: &free) }
    update.deleteSections = fates.indices.filter { fates[$0] == .deleted }
    update.reloadSections = fates.indices.filter { fates[$0] == .reloaded }
    var staying = fates.indices.filter { fates[$0] == .stays || fates[$0] == .reloaded }[...]
    for section in free { oldOfNew[section] = staying.popFirst() }
    let newOfOld = Dictionary(
      uniqueKeysWithValues: oldOfNew.enumerated().compactMap { new, old in old.map { ($0, new) } })

    // Items of the sections that keep theirs: a fate for each. Redundant deletes in
    // deleted and reloaded sections.
    let keeps = { (old: Int) in fates[old] == .stays || fates[old] == .moved }
    var survivors = [Int](repeating: 0, count: countsBefore.count)
    var movedOut: [IndexPath] = []
    var reloads: [IndexPath] = []
    for (section, count) in countsBefore.enumerated() {
      for item in 0..<count {
        let indexPath = IndexPath(item: item, section: section)
        guard keeps(section) else {
          if choices.pick(below: 3) == 1 { update.deleteItems.append(indexPath) }
          continue
        }
        switch Self.fate(choices.pick(below: 9)) {
        case .stays: survivors[section] += 1
        case .deleted: update.deleteItems.append(indexPath)
        case .reloaded:
          survivors[section] += 1
          reloads.append(indexPath)
        case .moved: movedOut.append(indexPath)
        }
      }
    }

    // Destinations: a section that keeps its items for each moved item, a few inserts
    // in each, then distinct places for both; counts of new sections are free.
    let keeping = oldOfNew.indices.filter { oldOfNew[$0].map(keeps) ?? false }
    var movedIn = [[IndexPath]](repeating: [], count: sectionCount)
    for from in movedOut { movedIn[keeping[choices.pick(below: keeping.count)]].append(from) }
    countsAfter = []
    var taken = Set<IndexPath>()
    for section in 0..<sectionCount {
      guard let old = oldOfNew[section], keeps(old) else {
        let count = choices.pick(below: 7)
        countsAfter.append(count)
        for item in 0..<count where choices.pick(below: 3) == 1 {
          update.insertItems.append(IndexPath(item: item, section: section))
        }
        continue
      }
      let inserted = choices.pick(below: 3)
      let count = survivors[old] + inserted + movedIn[section].count
      countsAfter.append(count)
      var places = Array(0..<count)
      for from in movedIn[section] {
        let to = IndexPath(item: choices.take(from: &places), section: section)
        update.moveItems.append(.init(from: from, to: to))
        taken.insert(to)
      }
      for _ in 0..<inserted {
        let to = IndexPath(item: choices.take(from: &places), section: section)
        update.insertItems.append(to)
        taken.insert(to)
      }
    }
    // A reload whose index after the update an insert or a move takes collides: none.
    update.reloadItems = reloads.filter { reload in
      newOfOld[reload.section].map { !taken.contains(IndexPath(item: reload.item, section: $0)) }
        ?? false
    }

    // The order of the operations does not matter.
    update.deleteItems = choices.shuffled(update.deleteItems)
    update.insertItems = choices.shuffled(update.insertItems)
    update.reloadItems = choices.shuffled(update.reloadItems)
    update.moveItems = choices.shuffled(update.moveItems)
    update.deleteSections = choices.shuffled(update.deleteSections)
    update.moveSections = choices.shuffled(update.moveSections)
    self.update = update
  }
}
