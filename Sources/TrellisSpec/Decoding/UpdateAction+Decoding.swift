import Trellis

extension UpdateAction {
  /// The fields of an `update` object: the new data, the operations and the options.
  static let fieldNames =
    LayoutSpec.dataFields + [
      "deleteItems", "insertItems", "reloadItems", "moveItems", "deleteSections",
      "insertSections", "reloadSections", "moveSections", "animation",
    ]

  /// Reads an `update` object for a spec whose layout is `layout`. Every operation is
  /// optional; indexes must be whole numbers, and whether they exist is checked when the
  /// update runs.
  init(_ node: Node, layout: LayoutSpec) throws(SpecError) {
    let fields = try node.object(allowing: Self.fieldNames)
    let content = try layout.content(in: fields)
    func indexPaths(_ name: String) throws(SpecError) -> [IndexPath] {
      try fields.list(name) { node throws(SpecError) in try node.indexPath() }
    }
    func indexes(_ name: String) throws(SpecError) -> [Int] {
      try fields.list(name) { node throws(SpecError) in try node.count() }
    }
    let batch = BatchUpdate(
      deleteItems: try indexPaths("deleteItems"), insertItems: try indexPaths("insertItems"),
      reloadItems: try indexPaths("reloadItems"),
      moveItems: try fields.list("moveItems") { node throws(SpecError) in try node.itemMove() },
      deleteSections: try indexes("deleteSections"),
      insertSections: try indexes("insertSections"),
      reloadSections: try indexes("reloadSections"),
      moveSections: try fields.list("moveSections") { node throws(SpecError) in
        try node.sectionMove()
      })
    let options = try fields["animation"].map { node throws(SpecError) in try UpdateOptions(node) }
    self.init(batch: batch, content: content, options: options ?? UpdateOptions())
  }
}

extension Node {
  /// The elements of an array, each read by `read`.
  func list<Element>(_ read: (Node) throws(SpecError) -> Element) throws(SpecError) -> [Element] {
    var elements: [Element] = []
    for node in try array() { elements.append(try read(node)) }
    return elements
  }

  /// An index path, `[section, item]`, two whole numbers.
  func indexPath() throws(SpecError) -> IndexPath {
    let values = try numbers(["section", "item"]) { node, _ throws(SpecError) in
      Double(try node.count())
    }
    return IndexPath(item: Int(values[1]), section: Int(values[0]))
  }

  /// A move of an item, `[[section, item], [section, item]]`: from its index path before
  /// the update to its index path after.
  func itemMove() throws(SpecError) -> BatchUpdate.ItemMove {
    let form = "[from, to]"
    guard case .array = value else {
      throw error(.typeMismatch(expected: form, found: value.kindPhrase))
    }
    let ends = try array()
    guard ends.count == 2 else {
      throw error(.wrongElementCount(expected: form, count: ends.count))
    }
    return BatchUpdate.ItemMove(from: try ends[0].indexPath(), to: try ends[1].indexPath())
  }

  /// A move of a section, `[from, to]`: its index before the update and after it.
  func sectionMove() throws(SpecError) -> BatchUpdate.SectionMove {
    let values = try numbers(["from", "to"]) { node, _ throws(SpecError) in
      Double(try node.count())
    }
    return BatchUpdate.SectionMove(from: Int(values[0]), to: Int(values[1]))
  }
}
