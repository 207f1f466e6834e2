import PropertyBased
import Testing
import Trellis

/// Random scripts of scrolls and batch updates on a flow layout with pinned headers and
/// a prefetch margin: after every step the host shows exactly the elements in the
/// visible rect, no view leaks, and the layout equals a fresh preparation of the data.
@Suite("Collection view: properties over random scrolls and updates")
struct CollectionViewPropertyTests {
  /// One step of a script, decoded from a number so that shrinking removes steps.
  enum Step: CustomStringConvertible {
    case scroll(Double)
    case insert(section: Int, item: Int, count: Int)
    case delete(section: Int, item: Int)
    case insertSection(Int, items: Int)
    case deleteSection(Int)

    init(_ seed: Int, counts: [Int], contentHeight: Double) {
      let section = counts.isEmpty ? 0 : (seed / 5) % counts.count
      switch seed % 5 {
      case 0: self = .scroll(Double((seed / 5) % max(1, Int(contentHeight))))
      case 1 where !counts.isEmpty:
        self = .insert(
          section: section, item: (seed / 37) % (counts[section] + 1), count: 1 + seed % 3)
      case 2 where !counts.isEmpty && counts[section] > 0:
        self = .delete(section: section, item: (seed / 37) % counts[section])
      case 3 where counts.count > 1: self = .deleteSection(section)
      default: self = .insertSection((seed / 11) % (counts.count + 1), items: seed % 23)
      }
    }

    var description: String {
      switch self {
      case .scroll(let y): "scroll to \(y)"
      case .insert(let s, let i, let n): "insert \(n) at \(s).\(i)"
      case .delete(let s, let i): "delete \(s).\(i)"
      case .insertSection(let s, let n): "insert section \(s) of \(n)"
      case .deleteSection(let s): "delete section \(s)"
      }
    }
  }

  static func configuration() -> FlowLayout.Configuration {
    var configuration = FlowLayout.Configuration()
    configuration.itemSize = Size(width: 60, height: 40)
    configuration.headerReferenceSize = Size(width: 0, height: 30)
    configuration.sectionHeadersPinToVisibleBounds = true
    configuration.sectionInset = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
    return configuration
  }

  static func content(_ counts: [Int]) -> FlowContent {
    FlowContent(sections: counts.map { FlowContent.Section(itemCount: $0) })
  }

  @Test("the host shows exactly the visible elements after any script")
  func randomScripts() async throws {
    await propertyCheck(count: 300, input: Gen.int(in: 0...1_000_000).array(of: 1...25)) { seeds in
      do {
        try run(seeds)
      } catch {
        Issue.record("\(error)")
      }
    }
  }

  private func run(_ seeds: [Int]) throws {
    var counts = [7, 0, 25]
    let collection = try CollectionView<FlowContent, RecordingHost>(
      layout: FlowLayout(configuration: Self.configuration()), dataSource: Self.content(counts),
      viewport: Viewport(size: Size(width: 320, height: 240)), prefetchMargin: 50)
    var host = RecordingHost()
    collection.updateVisibleElements(host: &host)
    for seed in seeds {
      let step = Step(seed, counts: counts, contentHeight: collection.contentSize.height)
      var update = BatchUpdate()
      switch step {
      case .scroll(let y):
        try collection.scroll(to: Point(x: 0, y: y), host: &host)
        expectShowsVisibleElements(collection, host)
        continue
      case .insert(let section, let item, let count):
        update.insertItems = (item..<(item + count)).map { IndexPath(item: $0, section: section) }
        counts[section] += count
      case .delete(let section, let item):
        update.deleteItems = [IndexPath(item: item, section: section)]
        counts[section] -= 1
      case .insertSection(let section, let items):
        update.insertSections = [section]
        counts.insert(items, at: section)
      case .deleteSection(let section):
        update.deleteSections = [section]
        counts.remove(at: section)
      }
      let result = try collection.performBatchUpdates(
        update, dataSource: Self.content(counts), host: &host)
      #expect(collection.itemCounts == counts, "after \(step)")
      // Every element visible after the update ends where the layout puts it.
      for element in result.animation.elements
      where element.change != .delete && collection.isVisible(element.element) {
        #expect(collection.layout.attributes(for: element.element) == element.to, "after \(step)")
      }
      collection.finishAnimation(host: &host)
      expectShowsVisibleElements(collection, host)
      #expect(
        host.made == collection.numberOfVisibleElements + collection.numberOfReusableViews,
        "after \(step)")
      let fresh = FlowLayout(configuration: Self.configuration())
      try fresh.prepare(for: collection.viewport, dataSource: Self.content(counts))
      #expect(fresh.allElements() == collection.layout.allElements(), "after \(step)")
    }
  }
}
