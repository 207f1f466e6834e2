import Trellis

/// Which batches the fuzzer hands to the collection view.
///
/// While the validator is the naive stand-in of `PendingStubs.swift`, which traps on
/// batches that break the rules, the fuzz script builds with
/// `TRELLIS_FUZZ_SCREEN_BATCHES` and only batches that keep every index in range, name
/// no index twice and keep the counts consistent reach it. Once the real validator has
/// replaced the stand-in, the script stops defining it and every batch goes through:
/// any batch must then throw or succeed, never trap.
enum BatchScreen {
  static func allows(_ update: BatchUpdate, countsBefore: [Int], countsAfter: [Int]) -> Bool {
    #if TRELLIS_FUZZ_SCREEN_BATCHES
      return isPlain(update, countsBefore: countsBefore, countsAfter: countsAfter)
    #else
      return true
    #endif
  }

  /// Whether the batch only deletes, inserts and reloads items in range, each once, in
  /// the same sections, with `countsAfter` the result of its deletes and inserts.
  static func isPlain(_ update: BatchUpdate, countsBefore: [Int], countsAfter: [Int]) -> Bool {
    guard update.moveItems.isEmpty, update.deleteSections.isEmpty,
      update.insertSections.isEmpty, update.reloadSections.isEmpty,
      update.moveSections.isEmpty, countsAfter.count == countsBefore.count
    else { return false }
    func inRange(_ paths: [IndexPath], _ counts: [Int]) -> Bool {
      Set(paths).count == paths.count
        && paths.allSatisfy {
          counts.indices.contains($0.section) && $0.item >= 0 && $0.item < counts[$0.section]
        }
    }
    guard inRange(update.deleteItems + update.reloadItems, countsBefore),
      Set(update.deleteItems).isDisjoint(with: update.reloadItems),
      inRange(update.insertItems, countsAfter)
    else { return false }
    return countsBefore.indices.allSatisfy { section in
      countsBefore[section] - update.deleteItems.count { $0.section == section }
        + update.insertItems.count { $0.section == section } == countsAfter[section]
    }
  }
}
