import Trellis

extension BatchUpdate {
  /// Throws for the first index of the update, operation by operation, that names no
  /// section or item at the moment it refers to: deletes, reloads and the start of moves
  /// before the update, with `before` items in each section; inserts and the end of
  /// moves after it, with `after`. `path` is the update's place in the spec.
  ///
  /// The collection view checks the rest of UIKit's rules; these indexes only get a
  /// path of their own.
  func checkIndexes(before: [Int], after: [Int], at path: SpecPath) throws(SpecError) {
    try Self.check(deleteItems, in: before, .beforeUpdate, at: path.appending("deleteItems"))
    try Self.check(insertItems, in: after, .afterUpdate, at: path.appending("insertItems"))
    try Self.check(reloadItems, in: before, .beforeUpdate, at: path.appending("reloadItems"))
    for (index, move) in moveItems.enumerated() {
      let place = path.appending("moveItems").appending(index)
      try Self.check(move.from, in: before, .beforeUpdate, at: place.appending(0))
      try Self.check(move.to, in: after, .afterUpdate, at: place.appending(1))
    }
    try Self.check(
      deleteSections, in: before, .beforeUpdate, at: path.appending("deleteSections"))
    try Self.check(insertSections, in: after, .afterUpdate, at: path.appending("insertSections"))
    try Self.check(
      reloadSections, in: before, .beforeUpdate, at: path.appending("reloadSections"))
    for (index, move) in moveSections.enumerated() {
      let place = path.appending("moveSections").appending(index)
      try Self.check(move.from, in: before, .beforeUpdate, at: place.appending(0))
      try Self.check(move.to, in: after, .afterUpdate, at: place.appending(1))
    }
  }

  private static func check(
    _ indexPaths: [IndexPath], in counts: [Int], _ moment: SpecError.Moment, at path: SpecPath
  ) throws(SpecError) {
    for (index, indexPath) in indexPaths.enumerated() {
      try check(indexPath, in: counts, moment, at: path.appending(index))
    }
  }

  private static func check(
    _ sections: [Int], in counts: [Int], _ moment: SpecError.Moment, at path: SpecPath
  ) throws(SpecError) {
    for (index, section) in sections.enumerated() {
      try check(section, in: counts, moment, at: path.appending(index))
    }
  }

  private static func check(
    _ indexPath: IndexPath, in counts: [Int], _ moment: SpecError.Moment, at path: SpecPath
  ) throws(SpecError) {
    try check(indexPath.section, in: counts, moment, at: path)
    let count = counts[indexPath.section]
    guard indexPath.item < count else {
      throw SpecError(path: path, problem: .itemOutOfRange(indexPath, itemCount: count, moment))
    }
  }

  private static func check(
    _ section: Int, in counts: [Int], _ moment: SpecError.Moment, at path: SpecPath
  ) throws(SpecError) {
    guard section >= 0, section < counts.count else {
      throw SpecError(
        path: path, problem: .sectionOutOfRange(section, sectionCount: counts.count, moment))
    }
  }
}
