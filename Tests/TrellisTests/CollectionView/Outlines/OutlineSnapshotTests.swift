import Testing
import Trellis

/// An outline of files, built and changed by hand:
///
/// ```
/// Documents            (collapsed)
///   Taxes
///   Letters            (expanded)
///     Anna
///     Ben
/// Music
/// ```
@Suite("Outline snapshot")
struct OutlineSnapshotTests {
  static func files() throws -> OutlineSnapshot<String> {
    var outline = OutlineSnapshot<String>()
    try outline.append(["Documents", "Music"])
    try outline.append(["Taxes", "Letters"], to: "Documents")
    try outline.append(["Anna", "Ben"], to: "Letters")
    try outline.expand("Letters")
    return outline
  }

  @Test("rows are the root items and the children of expanded rows, in order")
  func visibleRows() throws {
    let outline = try Self.files()
    #expect(outline.visibleItems == ["Documents", "Music"])
    #expect(outline.visibleLevels == [0, 0])
    #expect(outline.count == 6)
    #expect(outline.visibleCount == 2)
    #expect(outline.index(of: "Music") == 1)
    #expect(outline.index(of: "Taxes") == nil)
    #expect(outline.isVisible("Anna") == false)
    #expect(outline.isExpanded("Letters") && !outline.isExpanded("Documents"))
    #expect(outline.level(of: "Ben") == 2)
    #expect(outline.level(of: "Nothing") == nil)
    #expect(outline.parent(of: "Ben") == "Letters")
    #expect(outline.parent(of: "Music") == nil)
    #expect(outline.children(of: "Documents") == ["Taxes", "Letters"])
    #expect(outline.rootItems == ["Documents", "Music"])
  }

  @Test("expanding a parent shows its children and their expanded descendants right after it")
  func expand() throws {
    var outline = try Self.files()
    let change = try outline.expand("Documents")
    #expect(change == OutlineChange(insertedRows: 1..<5, disclosingRow: 0))
    #expect(outline.visibleItems == ["Documents", "Taxes", "Letters", "Anna", "Ben", "Music"])
    #expect(outline.visibleLevels == [0, 1, 1, 2, 2, 0])
    #expect(outline.index(of: "Music") == 5)
    #expect(outline.item(atRow: 3) == "Anna")
    #expect(outline.level(ofRow: 4) == 2)
    #expect(
      change.batchUpdate(inSection: 2)
        == BatchUpdate(insertItems: (1..<5).map { IndexPath(item: $0, section: 2) }))
    #expect(change.options(inSection: 2).disclosingItem == IndexPath(item: 0, section: 2))
    #expect(try outline.expand("Documents").isEmpty)
  }

  @Test("collapsing a parent hides all its visible descendants; they stay expanded inside")
  func collapse() throws {
    var outline = try Self.files()
    try outline.expand("Documents")
    let change = try outline.collapse("Documents")
    #expect(change == OutlineChange(deletedRows: 1..<5, disclosingRow: 0))
    #expect(
      change.batchUpdate(inSection: 0)
        == BatchUpdate(deleteItems: (1..<5).map { IndexPath(item: $0, section: 0) }))
    #expect(outline.visibleItems == ["Documents", "Music"])
    #expect(outline.isExpanded("Letters"))
    #expect(try outline.collapse("Documents").isEmpty)
    // Collapsing a hidden parent shows nothing, and the next expand shows it collapsed.
    #expect(try outline.collapse("Letters").isEmpty)
    #expect(try outline.expand("Documents") == OutlineChange(insertedRows: 1..<3, disclosingRow: 0))
    #expect(outline.visibleItems == ["Documents", "Taxes", "Letters", "Music"])
  }

  @Test("items added under an expanded row are rows after its last visible descendant")
  func appendAndInsert() throws {
    var outline = try Self.files()
    try outline.expand("Documents")
    // Documents, Taxes, Letters, Anna, Ben, Music
    #expect(try outline.append(["Cleo"], to: "Letters") == OutlineChange(insertedRows: 5..<6))
    #expect(try outline.append(["Drafts"], to: "Documents") == OutlineChange(insertedRows: 6..<7))
    #expect(try outline.insert(["Bills"], before: "Taxes") == OutlineChange(insertedRows: 1..<2))
    #expect(try outline.insert(["Zed"], after: "Letters") == OutlineChange(insertedRows: 7..<8))
    #expect(try outline.append(["Song"], to: "Music") == OutlineChange())
    #expect(try outline.append(["Videos"]) == OutlineChange(insertedRows: 10..<11))
    #expect(
      outline.visibleItems == [
        "Documents", "Bills", "Taxes", "Letters", "Anna", "Ben", "Cleo", "Zed", "Drafts",
        "Music", "Videos",
      ])
    #expect(outline.visibleLevels == [0, 1, 1, 1, 2, 2, 2, 1, 1, 0, 0])
  }

  @Test("deleting an item removes its row and its visible descendants' rows")
  func delete() throws {
    var outline = try Self.files()
    try outline.expand("Documents")
    #expect(try outline.delete("Letters") == OutlineChange(deletedRows: 2..<5))
    #expect(outline.visibleItems == ["Documents", "Taxes", "Music"])
    #expect(outline.count == 3)
    #expect(!outline.contains("Anna"))
    // The slots of deleted items are taken by new ones.
    try outline.append(["Anna", "Ben", "Cleo", "Dan"])
    #expect(outline.visibleItems == ["Documents", "Taxes", "Music", "Anna", "Ben", "Cleo", "Dan"])
    #expect(outline.level(of: "Anna") == 0)
    #expect(try outline.delete("Music") == OutlineChange(deletedRows: 2..<3))
    #expect(outline.index(of: "Dan") == 5)
  }

  @Test("a refused change names the item and leaves the outline as it was")
  func errors() throws {
    var outline = try Self.files()
    #expect(throws: OutlineError<String>.unknownItem("Nope")) { try outline.expand("Nope") }
    #expect(throws: OutlineError<String>.unknownItem("Nope")) {
      try outline.append(["X"], to: "Nope")
    }
    #expect(throws: OutlineError<String>.duplicateItem("Music")) {
      try outline.append(["New", "Music"], to: "Documents")
    }
    #expect(throws: OutlineError<String>.duplicateItem("Y")) { try outline.append(["Y", "Y"]) }
    #expect(throws: OutlineError<String>.unknownItem("Nope")) { try outline.delete("Nope") }
    #expect(!outline.contains("New"))
    #expect(outline.count == 6)
    #expect(outline.visibleItems == ["Documents", "Music"])
  }
}
