import PropertyBased
import Testing
import Trellis
import TrellisSpec

/// Random scripts of snapshots and scrolls, each drawn from one seed, checked against a
/// model of the identifiers and against a fresh layout of the data.
@Suite("Playback properties")
struct PlaybackPropertyTests {
  /// The identifiers of a snapshot: section identifiers with their items'.
  typealias Identifiers = [(id: String, items: [String])]

  /// The seeded generator of the scripts, so that a seed always draws the same script.

  /// The size of the item `id`: fixed by its name, so that it travels with the item.
  static func size(of id: String) -> Size {
    let code = id.unicodeScalars.reduce(0) { $0 &* 31 &+ Int($1.value) }
    return Size(width: Double(30 + abs(code) % 4 * 20), height: Double(20 + abs(code) % 3 * 25))
  }

  /// The flow data of `identifiers`.
  static func content(_ identifiers: Identifiers) -> FlowContent {
    FlowContent(
      sections: identifiers.map { FlowContent.Section(itemSizes: $0.items.map(size(of:))) })
  }

  /// A new snapshot drawn from `current`: some sections kept, dropped, renamed or added,
  /// items kept, dropped, moved across sections or added, in a shuffled order.
  static func draw(from current: Identifiers, fresh: inout Int, using random: inout SplitMix64)
    -> Identifiers
  {
    var pool = current.flatMap(\.items).filter { _ in Int.random(in: 0..<4, using: &random) > 0 }
    for _ in 0..<Int.random(in: 0...4, using: &random) {
      fresh += 1
      pool.append("n\(fresh)")
    }
    pool.shuffle(using: &random)
    var sectionIDs = current.map(\.id).filter { _ in Int.random(in: 0..<5, using: &random) > 0 }
    if sectionIDs.isEmpty || Int.random(in: 0..<4, using: &random) == 0 {
      fresh += 1
      sectionIDs.append("s\(fresh)")
    }
    if Int.random(in: 0..<3, using: &random) == 0 { sectionIDs.shuffle(using: &random) }
    var sections = sectionIDs.map { (id: $0, items: [String]()) }
    for item in pool {
      sections[Int.random(in: 0..<sections.count, using: &random)].items.append(item)
    }
    return sections
  }

  /// Where each old item went by identity: its new place if it is still there and both
  /// its old section and its new one are in both snapshots, else `nil` (UIKit's rules
  /// never move an item out of a deleted section or into an inserted one: it is deleted
  /// and inserted instead).
  static func expectedMaps(from old: Identifiers, to new: Identifiers) -> ([Int?], [[IndexPath?]]) {
    var sectionPlace: [String: Int] = [:]
    var itemPlace: [String: IndexPath] = [:]
    for (section, entry) in new.enumerated() {
      sectionPlace[entry.id] = section
      for (item, id) in entry.items.enumerated() {
        itemPlace[id] = IndexPath(item: item, section: section)
      }
    }
    let sectionMap = old.map { sectionPlace[$0.id] }
    let oldSections = Set(old.map(\.id))
    let itemMap = old.map { entry in
      entry.items.map { id -> IndexPath? in
        guard sectionPlace[entry.id] != nil, let place = itemPlace[id],
          oldSections.contains(new[place.section].id)
        else { return nil }
        return place
      }
    }
    return (sectionMap, itemMap)
  }

  @Test("snapshots map items by identity, and leave what a fresh layout shows")
  func randomSnapshots() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0...1_000_000).array(of: 1...8)) { seeds in
      do {
        try check(seeds)
      } catch {
        Issue.record("\(error)")
      }
    }
  }

  @Test("a snapshot that repeats the one before animates nothing (seeds the property found)")
  func repeatedSnapshot() throws {
    // The last seed draws the same sections and items as the one before it.
    try check([158_341, 199_039, 469_446, 0, 357_179])
  }

  private func check(_ seeds: [Int]) throws {
    // Before the first snapshot, items are named by position.
    var current: Identifiers = [
      (id: "0", items: ["0.0", "0.1", "0.2", "0.3", "0.4"]), (id: "1", items: []),
      (id: "2", items: (0..<9).map { "2.\($0)" }),
    ]
    var configuration = FlowLayout.Configuration()
    configuration.sectionInset = EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
    configuration.headerReferenceSize = Size(width: 0, height: 20)
    let viewport = Viewport(size: Size(width: 200, height: 150))
    let initial = Self.content(current)
    var actions: [SpecAction] = []
    var expected: [([Int?], [[IndexPath?]])?] = []
    // Whether each snapshot names exactly what the one before it named.
    var unchanged: [Bool] = []
    var fresh = 0
    for seed in seeds {
      var random = SplitMix64(seed: UInt64(seed))
      if Int.random(in: 0..<4, using: &random) == 0 {
        actions.append(.scroll(Point(x: 0, y: Double(Int.random(in: 0...400, using: &random)))))
        expected.append(nil)
        unchanged.append(false)
        continue
      }
      let new = Self.draw(from: current, fresh: &fresh, using: &random)
      actions.append(
        .snapshot(
          SnapshotAction(
            sections: new.map { SnapshotAction.Section(id: $0.id, items: $0.items) },
            content: SpecContent(Self.content(new), of: FlowSpec.self))))
      expected.append(Self.expectedMaps(from: current, to: new))
      unchanged.append(
        new.map(\.id) == current.map(\.id) && new.map(\.items) == current.map(\.items))
      current = new
    }
    let spec = Spec(
      viewport: viewport,
      layout: LayoutSpec(FlowSpec(configuration: configuration, content: initial)),
      actions: actions)
    let steps = try Playback(spec).steps
    for ((step, maps), isUnchanged) in zip(zip(steps, expected), unchanged) {
      guard let (sectionMap, itemMap) = maps else { continue }
      #expect(step.sectionMap == sectionMap)
      #expect(step.itemMap == itemMap)
      // A snapshot of what the view already shows changes nothing and animates nothing;
      // after any other, every element visible is animated, to where it is now.
      if isUnchanged {
        #expect(step.animations.isEmpty)
        continue
      }
      let ends = Dictionary(
        step.animations.filter { $0.change != .delete }.map { ($0.element, $0.to) },
        uniquingKeysWith: { first, _ in first })
      #expect(step.visible.allSatisfy { ends[$0.id] == $0 })
    }
    // The updated layout shows what a layout of the last data, made afresh, shows.
    guard let last = steps.last else { return }
    var final = spec
    final.actions = []
    final.viewport.contentOffset = last.contentOffset
    final.layout = LayoutSpec(
      FlowSpec(configuration: configuration, content: Self.content(current)))
    let madeAfresh = try final.makeLayout().elements(in: final.viewport.bounds)
    #expect(last.visible == madeAfresh)
  }
}
