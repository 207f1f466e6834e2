import PropertyBased
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

/// A plain tree that recomputes everything: the reference an ``OutlineSnapshot`` is
/// checked against.
struct OutlineModel {
  struct Node {
    var id: Int
    var isExpanded = false
    var children: [Node] = []
  }

  var roots: [Node] = []

  /// The visible rows: each item with its level.
  var rows: [(item: Int, level: Int)] {
    var rows: [(Int, Int)] = []
    func visit(_ nodes: [Node], _ level: Int) {
      for node in nodes {
        rows.append((node.id, level))
        if node.isExpanded { visit(node.children, level + 1) }
      }
    }
    visit(roots, 0)
    return rows
  }

  /// Every item, with its parent.
  var items: [(item: Int, parent: Int?, isExpanded: Bool)] {
    var items: [(Int, Int?, Bool)] = []
    func visit(_ nodes: [Node], _ parent: Int?) {
      for node in nodes {
        items.append((node.id, parent, node.isExpanded))
        visit(node.children, node.id)
      }
    }
    visit(roots, nil)
    return items
  }

  func contains(_ id: Int) -> Bool { items.contains { $0.item == id } }

  /// Calls `body` on the list of siblings that holds `id` and its index there.
  @discardableResult
  mutating func withSiblings(of id: Int, _ body: (inout [Node], Int) -> Void) -> Bool {
    func visit(_ nodes: inout [Node]) -> Bool {
      if let index = nodes.firstIndex(where: { $0.id == id }) {
        body(&nodes, index)
        return true
      }
      for index in nodes.indices where visit(&nodes[index].children) { return true }
      return false
    }
    return visit(&roots)
  }
}

/// Random sequences of appends, inserts, deletes, expands and collapses: the snapshot
/// agrees with a plain tree after each, and the collection view that applies each change
/// shows what a fresh one shows for the visible rows, with each row's size following its
/// level.
@Suite("Outline snapshot: random changes against a model and a fresh layout")
struct OutlinePropertyTests {
  typealias Collection = CollectionView<FlowContent, RecordingHost>

  /// One row per visible item, as wide as its level leaves it: a wrong level or a
  /// wrong row shows as a wrong frame.
  static func content(_ outline: OutlineSnapshot<Int>) -> FlowContent {
    FlowContent(sections: [
      .init(
        itemSizes: zip(outline.visibleItems, outline.visibleLevels).map { item, level in
          Size(width: Double(300 - 20 * level), height: Double(30 + item % 3 * 10))
        })
    ])
  }

  static func makeLayout() -> FlowLayout {
    var configuration = FlowLayout.Configuration()
    configuration.minimumLineSpacing = 2
    configuration.minimumInteritemSpacing = 400
    return FlowLayout(configuration: configuration)
  }

  @Test("every change agrees with the model and shows as a fresh layout of the rows")
  func sequence() async {
    await propertyCheck(count: 120, input: Gen.int(in: 0...1_000_000).array(of: 1...30)) { seeds in
      do { try run(seeds) } catch { Issue.record("\(error)") }
    }
  }

  private func run(_ seeds: [Int]) throws {
    var outline = OutlineSnapshot<Int>()
    var model = OutlineModel()
    let viewport = Viewport(size: Size(width: 320, height: 300))
    let collection = try Collection(
      layout: Self.makeLayout(), dataSource: Self.content(outline), viewport: viewport)
    var host = RecordingHost()
    collection.updateVisibleElements(host: &host)
    for seed in seeds {
      var random = SplitMix64(seed: UInt64(seed))
      let rowsBefore = model.rows.map { $0.item }
      let change = try step(&outline, &model, &random)
      check(outline, against: model)
      // The change turns the rows before into the rows after.
      var rows = rowsBefore
      rows.removeSubrange(change.deletedRows)
      rows.insert(
        contentsOf: outline.visibleItems[change.insertedRows], at: change.insertedRows.lowerBound)
      #expect(rows == outline.visibleItems)

      if random.chance(0.3) {
        let end = max(0, collection.contentSize.height - viewport.size.height)
        try collection.scroll(to: Point(x: 0, y: min(Double(seed % 300), end)), host: &host)
      }
      try collection.apply(
        change, inSection: 0, dataSource: Self.content(outline),
        options: UpdateOptions(isAnimated: random.chance(0.5)), host: &host)
      collection.animate(to: 0.5, host: &host)
      collection.finishAnimation(host: &host)
      try expectShowsFreshLayout(collection, host, layout: Self.makeLayout())
    }
  }

  /// One random change to both, which must agree on whether it is refused.
  private func step(
    _ outline: inout OutlineSnapshot<Int>, _ model: inout OutlineModel, _ random: inout SplitMix64
  ) throws -> OutlineChange {
    let id = Int.random(in: 0..<40, using: &random)
    let fresh = (0..<Int.random(in: 1...4, using: &random)).map { _ in
      Int.random(in: 0..<40, using: &random)
    }
    let valid = Set(fresh).count == fresh.count && !fresh.contains { model.contains($0) }
    let before = outline
    let change: OutlineChange?
    switch Int.random(in: 0..<6, using: &random) {
    case 0:
      change = try? outline.append(fresh)
      if valid { model.roots += fresh.map { .init(id: $0) } }
      #expect((change != nil) == valid)
    case 1:
      change = try? outline.append(fresh, to: id)
      let known = model.withSiblings(of: id) { nodes, index in
        if valid { nodes[index].children += fresh.map { .init(id: $0) } }
      }
      #expect((change != nil) == (valid && known))
    case 2:
      let after = random.chance(0.5)
      change = try? (after ? outline.insert(fresh, after: id) : outline.insert(fresh, before: id))
      let known = model.withSiblings(of: id) { nodes, index in
        if valid {
          nodes.insert(contentsOf: fresh.map { .init(id: $0) }, at: index + (after ? 1 : 0))
        }
      }
      #expect((change != nil) == (valid && known))
    case 3:
      change = try? outline.delete(id)
      let known = model.withSiblings(of: id) { nodes, index in nodes.remove(at: index) }
      #expect((change != nil) == known)
    default:
      let expanding = random.chance(0.6)
      change = try? (expanding ? outline.expand(id) : outline.collapse(id))
      let known = model.withSiblings(of: id) { nodes, index in
        nodes[index].isExpanded = expanding
      }
      #expect((change != nil) == known)
    }
    guard let change else {
      #expect(outline.visibleItems == before.visibleItems)
      #expect(outline.count == before.count)
      return OutlineChange()
    }
    return change
  }

  private func check(_ outline: OutlineSnapshot<Int>, against model: OutlineModel) {
    let rows = model.rows
    #expect(outline.visibleItems == rows.map { $0.item })
    #expect(outline.visibleLevels == rows.map { $0.level })
    for (row, item) in rows.enumerated() {
      #expect(outline.index(of: item.item) == row)
      #expect(outline.item(atRow: row) == item.item)
    }
    let items = model.items
    #expect(outline.count == items.count)
    for item in items {
      #expect(outline.parent(of: item.item) == item.parent)
      #expect(outline.isExpanded(item.item) == item.isExpanded)
    }
  }
}

/// Long runs of rows shown and hidden at once, as a parent of hundreds of children
/// expands: every row's position and the row at every position agree with a model.
@Suite("Outline snapshot: long runs of rows")
struct OutlineLongRunTests {
  /// Each input: the number of root items, then for each step a root (by its code) whose
  /// children to expand or collapse.
  private static let inputs = Gen.int(in: 1...40).array(of: 1...12)

  @Test("expanding and collapsing parents of up to 300 children keeps every position")
  func longRuns() async {
    await propertyCheck(count: 60, input: Self.inputs) { codes in
      var outline = OutlineSnapshot<Int>()
      var model = OutlineModel()
      let roots = Array(0..<codes[0])
      _ = try? outline.append(roots)
      model.roots = roots.map { .init(id: $0) }
      // Root r has r * 7 + 1 children, numbered from 1000 * (r + 1).
      for root in roots {
        let children = (0...root * 7).map { 1000 * (root + 1) + $0 }
        _ = try? outline.append(children, to: root)
        model.roots[root].children = children.map { .init(id: $0) }
      }
      for code in codes.dropFirst() {
        let root = code % roots.count
        let expanding = !model.roots[root].isExpanded
        let change = try? (expanding ? outline.expand(root) : outline.collapse(root))
        model.roots[root].isExpanded = expanding
        let shown = model.roots[root].children.count
        #expect(change?.insertedRows.count == (expanding ? shown : 0))
        #expect(change?.deletedRows.count == (expanding ? 0 : shown))
        let rows = model.rows.map(\.item)
        #expect(outline.visibleItems == rows)
        for (row, item) in rows.enumerated() {
          #expect(outline.index(of: item) == row)
          #expect(outline.item(atRow: row) == item)
        }
      }
    }
  }
}
