import PropertyBased
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

/// Random snapshots applied one after another to a collection view, each in one call:
/// after every step the collection view shows what a fresh collection view shows for the
/// same data, and every item that stays keeps its identity.
@Suite("Collection view: applying random snapshots in sequence")
struct SnapshotApplyPropertyTests {
  typealias Numbers = Snapshot<Int, Int>
  typealias Collection = CollectionView<FlowContent, RecordingHost>

  /// The data of `snapshot`: each item's size follows its identifier, so that a wrong
  /// item in a place shows as a wrong frame.
  static func content(_ snapshot: Numbers) -> FlowContent {
    FlowContent(
      sections: snapshot.sectionIdentifiers.map { section in
        FlowContent.Section(
          itemSizes: snapshot.itemIdentifiers(inSection: section).map { item in
            Size(width: Double(40 + item % 5 * 20), height: Double(30 + item % 3 * 15))
          },
          values: .init(headerReferenceSize: Size(width: 0, height: Double(10 + section % 4 * 10))))
      })
  }

  static func makeLayout() -> FlowLayout {
    var configuration = FlowLayout.Configuration()
    configuration.sectionInset = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
    return FlowLayout(configuration: configuration)
  }

  /// A random snapshot over sections 0..<8 and items 0..<60.
  static func randomSnapshot(_ random: inout SplitMix64) -> Numbers {
    var snapshot = Numbers()
    let sections = Array(
      Array(0..<8).shuffled(using: &random).prefix(Int.random(in: 0...4, using: &random)))
    try? snapshot.appendSections(sections)
    guard !sections.isEmpty else { return snapshot }
    for item in Array(0..<60).shuffled(using: &random).prefix(
      Int.random(in: 0...40, using: &random))
    {
      try? snapshot.appendItems([item], toSection: random.pick(sections))
    }
    return snapshot
  }

  /// `old` after a few random edits, new identifiers from 100 up, or a new snapshot.
  static func next(after old: Numbers, _ random: inout SplitMix64) -> Numbers {
    guard random.chance(0.7) else { return randomSnapshot(&random) }
    var new = old
    for _ in 0..<Int.random(in: 0...6, using: &random) {
      let items = new.itemIdentifiers
      let sections = new.sectionIdentifiers
      let item = items.isEmpty ? -1 : random.pick(items)
      let other = items.isEmpty ? -1 : random.pick(items)
      let section = sections.isEmpty ? -1 : random.pick(sections)
      let fresh = 100 + Int.random(in: 0..<1000, using: &random)
      switch Int.random(in: 0..<9, using: &random) {
      case 0: try? new.deleteItems([item])
      case 1: try? new.appendItems([fresh], toSection: section)
      case 2: try? new.insertItems([fresh], beforeItem: item)
      case 3: try? new.deleteSections([section])
      case 4: try? new.appendSections([8 + fresh % 8])
      case 5: try? new.moveItem(item, afterItem: other)
      case 6 where !sections.isEmpty:
        try? new.moveSection(section, beforeSection: random.pick(sections))
      case 7: try? new.reloadItems([item])
      default: try? new.reloadSections([section])
      }
    }
    return new
  }

  @Test("each snapshot shows as a fresh reload of its data, and items keep their identity")
  func sequence() async {
    await propertyCheck(count: 150, input: Gen.int(in: 0...1_000_000).array(of: 1...12)) { seeds in
      do { try run(seeds) } catch { Issue.record("\(error)") }
    }
  }

  private func run(_ seeds: [Int]) throws {
    var random = SplitMix64(seed: UInt64(seeds[0]))
    var shown = Self.randomSnapshot(&random)
    let viewport = Viewport(size: Size(width: 320, height: 300))
    let collection = try Collection(
      layout: Self.makeLayout(), dataSource: Self.content(shown), viewport: viewport)
    var host = RecordingHost()
    collection.updateVisibleElements(host: &host)
    for seed in seeds {
      random = SplitMix64(seed: UInt64(seed))
      let new = Self.next(after: shown, &random)
      if random.chance(0.3) {
        let end = max(0, collection.contentSize.height - viewport.size.height)
        try collection.scroll(to: Point(x: 0, y: Double(seed % 400).clamped(0, end)), host: &host)
      }
      let animated = random.chance(0.5)
      let result = try collection.apply(
        new, from: shown, dataSource: Self.content(new),
        options: UpdateOptions(isAnimated: animated), host: &host)
      #expect(collection.isAnimating == animated)
      // Every item in both keeps its identity: it goes to its new place, or is drawn anew.
      for item in new.itemIdentifiers {
        guard let before = shown.indexPath(for: item) else { continue }
        if let after = result.mapping.newIndexPath(forOld: before) {
          #expect(after == new.indexPath(for: item), "item \(item)")
        }
      }
      collection.finishAnimation(host: &host)
      shown = new

      #expect(collection.itemCounts == new.itemCounts)
      try expectShowsFreshLayout(collection, host, layout: Self.makeLayout())
      #expect(host.made == collection.numberOfVisibleElements + collection.numberOfReusableViews)
    }
  }
}

extension Double {
  fileprivate func clamped(_ lower: Double, _ upper: Double) -> Double {
    Swift.min(Swift.max(self, lower), upper)
  }
}
