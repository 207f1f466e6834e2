// Temporary stand-ins until the updates branch lands. Naive.
public enum BatchUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
  case invalid(String)
  public var description: String {
    switch self {
    case .invalid(let s): s
    }
  }
}
public enum ItemChange: Hashable, Sendable {
  case inserted
  case reloaded(from: IndexPath)
  case moved(from: IndexPath)
  case kept(from: IndexPath)
}
public struct UpdateMapping: Sendable {
  var oldToNewSection: [Int?]
  var newToOldSection: [Int?]
  var reloadedSections: Set<Int>
  var oldToNew: [[IndexPath?]]
  var newChanges: [[ItemChange]]
  public var layoutChange: LayoutChange
  public var sectionCountBefore: Int { oldToNewSection.count }
  public var sectionCountAfter: Int { newToOldSection.count }
  public func itemCount(inSectionBefore section: Int) -> Int { oldToNew[section].count }
  public func itemCount(inSectionAfter section: Int) -> Int { newChanges[section].count }
  public func newSection(forOld section: Int) -> Int? {
    oldToNewSection.indices.contains(section) ? oldToNewSection[section] : nil
  }
  public func oldSection(forNew section: Int) -> Int? {
    newToOldSection.indices.contains(section) ? newToOldSection[section] : nil
  }
  public func isReloaded(sectionBefore section: Int) -> Bool { reloadedSections.contains(section) }
  public func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
    guard oldToNew.indices.contains(indexPath.section),
      oldToNew[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return oldToNew[indexPath.section][indexPath.item]
  }
  public func oldIndexPath(forNew indexPath: IndexPath) -> IndexPath? {
    switch change(ofNewItem: indexPath) {
    case .inserted: nil
    case .reloaded(let from), .moved(let from), .kept(let from): from
    }
  }
  public func change(ofNewItem indexPath: IndexPath) -> ItemChange {
    guard newChanges.indices.contains(indexPath.section),
      newChanges[indexPath.section].indices.contains(indexPath.item)
    else { return .inserted }
    return newChanges[indexPath.section][indexPath.item]
  }
  public var isIdentity: Bool { false }
  public func forEachItem(_ body: (_ old: IndexPath, _ new: IndexPath?) -> Void) {
    for (s, items) in oldToNew.enumerated() {
      for (i, new) in items.enumerated() { body(IndexPath(item: i, section: s), new) }
    }
  }
}
extension BatchUpdate {
  public func validated(countsBefore: [Int], countsAfter: [Int]) throws(BatchUpdateError)
    -> UpdateMapping
  {
    // sections
    let deletedS = Set(deleteSections)
    let reloadedS = Set(reloadSections)
    let movedFrom = Dictionary(uniqueKeysWithValues: moveSections.map { ($0.from, $0.to) })
    let taken = Set(insertSections).union(moveSections.map { $0.to })
    guard countsBefore.count - deletedS.count + insertSections.count == countsAfter.count else {
      throw .invalid("invalid number of sections")
    }
    var oldToNewSection = [Int?](repeating: nil, count: countsBefore.count)
    var newToOld = [Int?](repeating: nil, count: countsAfter.count)
    var free = (0..<countsAfter.count).filter { !taken.contains($0) }.makeIterator()
    for s in 0..<countsBefore.count where !deletedS.contains(s) {
      if let to = movedFrom[s] { oldToNewSection[s] = to } else { oldToNewSection[s] = free.next() }
      if let n = oldToNewSection[s] { newToOld[n] = s }
    }
    var oldToNew = countsBefore.map { [IndexPath?](repeating: nil, count: $0) }
    var newChanges = countsAfter.map { [ItemChange](repeating: .inserted, count: $0) }
    let deleted = Set(deleteItems)
    let reloaded = Set(reloadItems)
    let moveFrom = Dictionary(uniqueKeysWithValues: moveItems.map { ($0.from, $0.to) })
    let takenItems = Set(insertItems).union(moveItems.map { $0.to })
    for item in moveItems where oldToNewSection[item.from.section] != nil {
      oldToNew[item.from.section][item.from.item] = item.to
      newChanges[item.to.section][item.to.item] = .moved(from: item.from)
    }
    var sources: [LayoutChange.SectionSource] = Array(
      repeating: .laidOutAnew, count: countsAfter.count)
    for s in 0..<countsBefore.count {
      guard let n = oldToNewSection[s], !reloadedS.contains(s) else { continue }
      var freeSlots = (0..<countsAfter[n]).filter {
        !takenItems.contains(IndexPath(item: $0, section: n))
      }
      .makeIterator()
      var touched = false
      for i in 0..<countsBefore[s] {
        let old = IndexPath(item: i, section: s)
        if deleted.contains(old) || moveFrom[old] != nil {
          touched = true
          continue
        }
        guard let slot = freeSlots.next() else {
          throw .invalid("invalid number of items in section \(s)")
        }
        let new = IndexPath(item: slot, section: n)
        oldToNew[s][i] = new
        newChanges[n][slot] = reloaded.contains(old) ? .reloaded(from: old) : .kept(from: old)
        if reloaded.contains(old) { touched = true }
      }
      if freeSlots.next() != nil { throw .invalid("invalid number of items in section \(s)") }
      if !touched && countsBefore[s] == countsAfter[n]
        && !takenItems.contains(where: { $0.section == n })
      {
        sources[n] = .unchanged(from: s)
      }
    }
    return UpdateMapping(
      oldToNewSection: oldToNewSection, newToOldSection: newToOld, reloadedSections: reloadedS,
      oldToNew: oldToNew, newChanges: newChanges, layoutChange: LayoutChange(sections: sources))
  }
}
