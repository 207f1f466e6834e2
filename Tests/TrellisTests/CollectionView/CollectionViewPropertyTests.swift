import PropertyBased
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

/// Random scripts of scrolls and batch updates on flow and waterfall layouts, with and
/// without pinned headers and a prefetch margin: after every step the host shows exactly
/// the elements in the visible rect, no view leaks, and the layout equals a fresh
/// preparation of the data.
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

  /// A layout, its data for given item counts, and how the script scrolls it.
  struct Fixture<DataSource: CollectionDataSource> {
    var makeLayout: () -> DataSource.Layout
    var content: ([Int]) -> DataSource
    var prefetchMargin: Double
    /// Whether scrolls also move across the scroll axis, past the content's edge.
    var diagonal: Bool
    /// The axis along which the script scrolls.
    var direction: ScrollDirection = .vertical
  }

  /// A flow layout of the default configuration after `change`, with one section of
  /// items per count.
  static func flow(
    prefetchMargin: Double, diagonal: Bool, direction: ScrollDirection = .vertical,
    _ change: @escaping (inout FlowLayout.Configuration) -> Void
  ) -> Fixture<FlowContent> {
    Fixture(
      makeLayout: { FlowLayout(configuration: flowConfiguration(change)) },
      content: { counts in FlowContent(sections: counts.map { .init(itemCount: $0) }) },
      prefetchMargin: prefetchMargin, diagonal: diagonal, direction: direction)
  }

  static var pinnedFlow: Fixture<FlowContent> {
    flow(prefetchMargin: 50, diagonal: false) {
      $0.itemSize = Size(width: 60, height: 40)
      $0.headerReferenceSize = Size(width: 0, height: 30)
      $0.sectionHeadersPinToVisibleBounds = true
      $0.sectionInset = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
    }
  }

  static var plainFlow: Fixture<FlowContent> {
    flow(prefetchMargin: 0, diagonal: true, direction: .horizontal) {
      $0.itemSize = Size(width: 70, height: 30)
      $0.footerReferenceSize = Size(width: 20, height: 0)
      $0.scrollDirection = .horizontal
    }
  }

  static var waterfall: Fixture<WaterfallContent> {
    Fixture(
      makeLayout: {
        WaterfallLayout(
          configuration: waterfallConfiguration {
            $0.columnCount = 3
            $0.headerHeight = 24
          })
      },
      content: { counts in
        WaterfallContent(
          sections: counts.map { count in
            var section = WaterfallContent.Section(itemCount: count)
            section.itemHeights = (0..<count).map { 30 + Double($0 * 37 % 50) }
            return section
          })
      },
      prefetchMargin: 20, diagonal: true)
  }

  @Test("the host shows exactly the visible elements of a flow with pinned headers")
  func pinnedFlowScripts() async throws {
    await propertyCheck(count: 200, input: Gen.int(in: 0...1_000_000).array(of: 1...25)) { seeds in
      do { try run(seeds, Self.pinnedFlow) } catch { Issue.record("\(error)") }
    }
  }

  @Test("the host shows exactly the visible elements of a flow scrolled both ways")
  func plainFlowScripts() async throws {
    await propertyCheck(count: 200, input: Gen.int(in: 0...1_000_000).array(of: 1...25)) { seeds in
      do { try run(seeds, Self.plainFlow) } catch { Issue.record("\(error)") }
    }
  }

  @Test("the host shows exactly the visible elements of a waterfall")
  func waterfallScripts() async throws {
    await propertyCheck(count: 200, input: Gen.int(in: 0...1_000_000).array(of: 1...25)) { seeds in
      do { try run(seeds, Self.waterfall) } catch { Issue.record("\(error)") }
    }
  }

  private func run<DataSource: CollectionDataSource>(
    _ seeds: [Int], _ fixture: Fixture<DataSource>
  ) throws where DataSource.Layout: CollectionLayout {
    var counts = [7, 0, 25]
    let collection = try CollectionView<DataSource, RecordingHost>(
      layout: fixture.makeLayout(), dataSource: fixture.content(counts),
      viewport: Viewport(size: Size(width: 320, height: 240)),
      prefetchMargin: fixture.prefetchMargin)
    var host = RecordingHost()
    collection.updateVisibleElements(host: &host)
    for seed in seeds {
      let size = collection.contentSize
      let step = Step(
        seed, counts: counts,
        contentHeight: fixture.direction == .vertical ? size.height : size.width)
      var update = BatchUpdate()
      switch step {
      case .scroll(let distance):
        let across = fixture.diagonal ? Double(seed % 97) - 40 : 0
        let offset =
          fixture.direction == .vertical
          ? Point(x: across, y: distance) : Point(x: distance, y: across)
        try collection.scroll(to: offset, host: &host)
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
        update, dataSource: fixture.content(counts), host: &host)
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
      let fresh = fixture.makeLayout()
      try fixture.content(counts).prepare(fresh, for: collection.viewport)
      #expect(fresh.allElements() == collection.layout.allElements(), "after \(step)")
    }
  }
}
