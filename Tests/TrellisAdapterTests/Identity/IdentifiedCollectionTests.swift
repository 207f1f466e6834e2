import PropertyBased
import Testing
import Trellis
import TrellisAdapter
import TrellisTestSupport

/// A row of a list: its identity and what it shows.
private struct Row: Equatable, Identifiable, CustomStringConvertible {
  var id: Int
  var title: String

  var description: String { "\(id):\(title)" }
}

private typealias Rows = IdentifiedCollection<String, Int, Row>

/// The sections `"a"` and `"b"` of rows, each written `id:title`.
private func sections(_ a: [Row], _ b: [Row]? = nil) -> [IdentifiedSection<String, Row>] {
  [IdentifiedSection(id: "a", items: a)] + (b.map { [IdentifiedSection(id: "b", items: $0)] } ?? [])
}

private func rows(_ titles: String...) -> [Row] {
  titles.map { text in
    let parts = text.split(separator: ":")
    return Row(id: Int(parts[0])!, title: String(parts[1]))
  }
}

@Suite("Identified collections: identity apart from content")
struct IdentifiedCollectionTests {
  @Test("a new value under the same identifier reconfigures in place, with no batch update")
  func contentChange() throws {
    var data = Rows(id: \.id)
    let first = try data.update(sections(rows("1:x", "2:y", "3:z")))
    #expect(first.batchUpdate == BatchUpdate(insertSections: [0]))
    let edit = try data.update(sections(rows("1:x", "2:Y", "3:z")))
    #expect(edit == IdentityChange(reconfigured: [IndexPath(item: 1, section: 0)]))
    #expect(data.value(at: IndexPath(item: 1, section: 0)) == Row(id: 2, title: "Y"))
    #expect(try data.update(sections(rows("1:x", "2:Y", "3:z"))).isEmpty)
  }

  @Test("identifiers that move are a batch update; their new values reconfigure at new places")
  func moveAndEdit() throws {
    var data = Rows(id: \.id)
    try data.update(sections(rows("1:x", "2:y", "3:z"), rows("4:w")))
    let change = try data.update(sections(rows("3:Z", "1:x"), rows("4:w", "5:v")))
    // 2 is deleted, 5 inserted; 3 moves before 1 and changed its title.
    #expect(
      change.batchUpdate
        == BatchUpdate(
          deleteItems: [IndexPath(item: 1, section: 0)],
          insertItems: [IndexPath(item: 1, section: 1)],
          moveItems: [
            .init(from: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
          ]))
    #expect(change.reconfigured == [IndexPath(item: 0, section: 0)])
    #expect(data.indexPath(of: 3) == IndexPath(item: 0, section: 0))
    #expect(data.identifier(at: IndexPath(item: 1, section: 1)) == 5)
    #expect(
      data.indexPaths(of: [5, 9, 1]) == [
        IndexPath(item: 1, section: 0), IndexPath(item: 1, section: 1),
      ])
  }

  @Test("an identifier used twice is an error that keeps the data as it was")
  func duplicates() throws {
    var data = Rows(id: \.id)
    try data.update(sections(rows("1:x", "2:y")))
    #expect(throws: SnapshotError<String, Int>.duplicateItem(2)) {
      try data.update(sections(rows("1:x", "2:y"), rows("2:z")))
    }
    #expect(throws: SnapshotError<String, Int>.duplicateSection("a")) {
      try data.update(sections(rows("1:x")) + sections(rows("2:y")))
    }
    #expect(data.sections == sections(rows("1:x", "2:y")))
    #expect(data.snapshot.itemIdentifiers == [1, 2])
  }
}

/// Random versions of a collection's data: sections named 0...4, each an array whose
/// first number names the section and whose others are rows, `code / 3` the row's
/// identifier and `code % 3` its title, so that versions share identifiers, repeat some,
/// and change titles.
@Suite("Identified collections: every sequence of changes")
struct IdentifiedCollectionPropertyTests {
  private static let versions = Gen.int(in: 0...44).array(of: 1...9).array(of: 0...4)
    .array(of: 1...6)
  /// How each version after the first is made: 0 as generated, 1 the version before with
  /// every title changed, 2 the version before unchanged.
  private static let derivations = Gen.int(in: 0...2).array(of: 5...5)

  /// `versions`, each after the first derived from the one before it as `derivations`
  /// say.
  private static func derived(_ versions: [[[Int]]], _ derivations: [Int]) -> [[[Int]]] {
    var result: [[[Int]]] = []
    for (index, version) in versions.enumerated() {
      guard let previous = result.last, index <= derivations.count else {
        result.append(version)
        continue
      }
      switch derivations[index - 1] {
      case 1:
        result.append(
          previous.map { codes in
            [codes[0]] + codes.dropFirst().map { $0 / 3 * 3 + ($0 + 1) % 3 }
          })
      case 2: result.append(previous)
      default: result.append(version)
      }
    }
    return result
  }

  private static func sections(_ version: [[Int]]) -> [IdentifiedSection<String, Row>] {
    version.map { codes in
      IdentifiedSection(
        id: "s\(codes[0] % 5)", items: codes.dropFirst().map { Row(id: $0 / 3, title: "\($0 % 3)") }
      )
    }
  }

  private static func hasDuplicates(_ sections: [IdentifiedSection<String, Row>]) -> Bool {
    let ids = sections.flatMap { $0.items.map(\.id) }
    return Set(sections.map(\.id)).count < sections.count || Set(ids).count < ids.count
  }

  private static func identifiers(_ data: Rows) -> SectionedIDs<String, Int> {
    SectionedIDs(sections: data.sections.map(\.id), items: data.sections.map { $0.items.map(\.id) })
  }

  @Test("each update turns the old data into the new one, as a fresh load of it would be")
  func updatesMatchFreshLoads() async {
    await propertyCheck(count: 500, input: Self.versions, Self.derivations) {
      versions, derivations in
      var data = Rows(id: \.id)
      for version in Self.derived(versions, derivations).map(Self.sections) {
        let before = data
        guard !Self.hasDuplicates(version) else {
          #expect(throws: (any Error).self) { try data.update(version) }
          #expect(data.sections == before.sections)
          #expect(Self.identifiers(data) == Self.identifiers(before))
          continue
        }
        let change: IdentityChange
        do { change = try data.update(version) } catch {
          Issue.record("refused \(version): \(error)")
          return
        }
        var fresh = Rows(id: \.id)
        _ = try? fresh.update(version)
        #expect(data.sections == fresh.sections)
        #expect(SectionedIDs(data.snapshot) == SectionedIDs(fresh.snapshot))
        let old = Self.identifiers(before)
        let new = Self.identifiers(data)
        if let update = change.batchUpdate {
          #expect(old != new)
          #expect((try? ReferenceBatchApplier.apply(update, to: old, new: new)) == new)
        } else {
          #expect(old == new)
        }
        var oldTitles: [Int: String] = [:]
        for section in before.sections {
          for row in section.items { oldTitles[row.id] = row.title }
        }
        var expected: [IndexPath] = []
        for (sectionIndex, section) in version.enumerated() {
          for (item, row) in section.items.enumerated()
          where oldTitles[row.id].map({ $0 != row.title }) ?? false {
            expected.append(IndexPath(item: item, section: sectionIndex))
          }
        }
        #expect(change.reconfigured == expected)
      }
    }
  }
}

@Suite("Identified collections: selection and scroll position by identifier")
struct IdentifiedSelectionTests {
  private static let versions = Gen.int(in: 0...44).array(of: 1...9).array(of: 0...4)
    .array(of: 1...5)
  private static let selections = Gen.int(in: 0...14).array(of: 0...6)

  @Test("the cells to change select exactly the bound items, after a change of the data")
  func selectionFollowsIdentifiers() throws {
    var data = Rows(id: \.id)
    try data.update(sections(rows("1:x", "2:y", "3:z"), rows("4:w")))
    let selected = [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)]
    #expect(data.identifiers(at: selected.reversed()) == [1, 2])
    // Row 2 moves to the second section; the binding still holds 1 and 2.
    try data.update(sections(rows("1:x", "3:z"), rows("4:w", "2:y")))
    let changes = data.selectionChanges(toSelect: [1, 2], selected: selected)
    #expect(changes.deselect == [IndexPath(item: 1, section: 0)])
    #expect(changes.select == [IndexPath(item: 1, section: 1)])
    #expect(
      data.scrollPosition(visible: [IndexPath(item: 1, section: 1), IndexPath(item: 1, section: 0)])
        == 3)
    #expect(data.scrollPosition(visible: [IndexPath(item: 5, section: 0)]) == nil)
  }

  @Test("through any changes, the selection and the position equal those of a fresh load")
  func matchesFreshLoads() async {
    await propertyCheck(count: 300, input: Self.versions, Self.selections) { versions, ids in
      var data = Rows(id: \.id)
      var selected: Set<IndexPath> = []
      for version in versions {
        let sections = version.map { codes in
          IdentifiedSection(
            id: "s\(codes[0] % 5)",
            items: codes.dropFirst().map { Row(id: $0 / 3, title: "\($0 % 3)") })
        }
        guard (try? data.update(sections)) != nil else { continue }
        let changes = data.selectionChanges(toSelect: ids, selected: selected)
        selected.subtract(changes.deselect)
        selected.formUnion(changes.select)
        var fresh = Rows(id: \.id)
        _ = try? fresh.update(sections)
        let present = Set(ids).filter { fresh.indexPath(of: $0) != nil }
        #expect(selected == Set(present.compactMap(fresh.indexPath(of:))))
        #expect(Set(data.identifiers(at: selected)) == present)
        let all = fresh.sections.indices.flatMap { section in
          fresh.sections[section].items.indices.map { IndexPath(item: $0, section: section) }
        }
        #expect(
          data.scrollPosition(visible: all.reversed())
            == fresh.identifier(at: all.first ?? IndexPath(item: 0, section: 0)))
      }
    }
  }
}

/// Counts the calls of an identified collection's closures.
private final class ClosureCalls {
  var id = 0
  var content = 0
}

@Suite("Identified collections: what an update with the same identifiers looks at")
struct IdentifiedCollectionCostTests {
  private static func counted(_ calls: ClosureCalls) -> Rows {
    Rows(
      id: {
        calls.id += 1
        return $0.id
      },
      isSameContent: {
        calls.content += 1
        return $0 == $1
      })
  }

  @Test("one value changed among 1,000: id and isSameContent are called for it alone")
  func oneChangedValue() throws {
    let calls = ClosureCalls()
    var data = Self.counted(calls)
    var items = (0..<1_000).map { Row(id: $0, title: "Row \($0)") }
    try data.update(sections(items))
    calls.id = 0
    items[500].title = "Row 500 (edited)"
    let change = try data.update(sections(items))
    #expect(change == IdentityChange(reconfigured: [IndexPath(item: 500, section: 0)]))
    #expect((calls.id, calls.content) == (1, 1))
    // The same array again, whose storage the collection holds: nothing is called.
    #expect(try data.update(sections(items)).isEmpty)
    #expect((calls.id, calls.content) == (1, 1))
  }

  @Test("an equal value stored differently is compared, and not reconfigured")
  func equalValueStoredDifferently() throws {
    let calls = ClosureCalls()
    var data = Self.counted(calls)
    // Titles too long to be stored inline: each new string has its own buffer.
    let long = { (suffix: Int) in String(repeating: "title ", count: 8) + "\(suffix)" }
    try data.update(sections([Row(id: 1, title: long(1)), Row(id: 2, title: long(2))]))
    calls.id = 0
    let change = try data.update(
      sections([Row(id: 1, title: long(1)), Row(id: 2, title: long(2))]))
    #expect(change.isEmpty)
    #expect((calls.id, calls.content) == (2, 2))
  }

  @Test("an identifier changed where the bytes differ restructures the collection")
  func changedIdentifier() throws {
    var data = Rows(id: \.id)
    var items = (0..<100).map { Row(id: $0, title: "t") }
    try data.update(sections(items))
    items[70].id = 1_000
    let change = try data.update(sections(items))
    #expect(
      change.batchUpdate
        == BatchUpdate(
          deleteItems: [IndexPath(item: 70, section: 0)],
          insertItems: [IndexPath(item: 70, section: 0)]))
    #expect(data.indexPath(of: 1_000) == IndexPath(item: 70, section: 0))
  }
}
