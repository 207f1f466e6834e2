import PropertyBased
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

/// Random drags on random bookcases: after every step the layout is a fresh preparation
/// of the reordered view of the data and no shelf holds more than four books; a drop
/// leaves the layout of the moved data, a cancel the layout from before the drag.
@Suite("Collection view: properties over random drags")
struct InteractiveMovementPropertyTests {
  typealias Bookcase = CollectionView<Shelves, RecordingHost>

  @Test("random drags keep the shelf rule and end as a fresh preparation, or as before")
  func randomDrags() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0...1_000_000).array(of: 3...30)) {
      seeds in
      do { try run(seeds) } catch { Issue.record("\(error)") }
    }
  }

  private func run(_ seeds: [Int]) throws {
    // One to four shelves of up to four books each, from the first seed.
    let shelfCount = 1 + seeds[0] % 4
    var next = 0
    let books: [[String]] = (0..<shelfCount).map { shelf in
      (0..<((seeds[0] / (shelf + 1) / 7) % 5)).map { _ in
        next += 1
        return "book \(next)"
      }
    }
    guard let section = books.indices.first(where: { !books[$0].isEmpty }) else { return }
    let item = IndexPath(item: seeds[1] % books[section].count, section: section)
    let layout = FlowLayout(
      configuration: flowConfiguration {
        $0.itemSize = Size(width: 90, height: 60)
        $0.headerReferenceSize = Size(width: 0, height: 24)
        $0.sectionInset = EdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
      })
    let original = Shelves(books: books)
    let collection = try Bookcase(
      layout: layout, dataSource: original,
      viewport: Viewport(size: Size(width: 320, height: 300)))
    var host = RecordingHost()
    collection.updateVisibleElements(host: &host)
    let before = layout.allElements()
    // Every other drag slides the books that make room, driven partway between steps.
    let slides = seeds[1] % 2 == 0
    let options = MovementOptions(slideCurve: slides ? .easeOut : nil)
    #expect(
      collection.beginInteractiveMovement(forItemAt: item, options: options, host: &host) {
        move in move.hasRoom(forAtMost: 4) ? move.proposed : nil
      })

    for seed in seeds.dropFirst(2) {
      if slides {
        collection.animate(to: Double(seed % 11) / 10, host: &host)
        if seed % 5 == 0 {
          // Finishing the slide mid-drag shows every book where the layout has it.
          collection.finishAnimation(host: &host)
          #expect(!collection.isAnimating)
          #expect(collection.interactiveMovement != nil)
          expectShowsWhatTheDragShows(collection, host)
        }
      }
      let height = max(collection.contentSize.height, 1)
      let finger = Point(x: Double(seed % 340) - 10, y: Double((seed / 340) % Int(height + 40)))
      collection.updateInteractiveMovementTargetPosition(finger, host: &host)
      let movement = try #require(collection.interactiveMovement)
      let counts = books.indices.map {
        movement.reordering.numberOfItems(inSection: $0, dataCount: books[$0].count)
      }
      #expect(counts.allSatisfy { $0 <= 4 }, "\(counts) after \(finger)")
      let fresh = FlowLayout(configuration: layout.configuration)
      try fresh.prepare(
        for: collection.viewport, dataSource: ReorderedItems(original, movement.reordering))
      #expect(fresh.allElements() == layout.allElements())
      #expect(collection.visibleAttributes(for: .cell(item))?.center == finger)
    }

    let target = try #require(collection.interactiveMovement?.target)
    if seeds.last! % 3 == 0 {
      collection.cancelInteractiveMovement(host: &host)
      #expect(layout.allElements() == before)
      #expect(collection.dataSource == original)
    } else {
      let move = collection.endInteractiveMovement(host: &host)
      var moved = original
      moved.moveItem(at: item, to: target)
      #expect(move == ItemReordering(source: item, destination: target))
      #expect(collection.dataSource == moved)
      try expectFreshlyPrepared(collection)
    }
    collection.finishAnimation(host: &host)
    expectShowsVisibleElements(collection, host)
  }
}

/// Random drags in a waterfall of two sections, one of them possibly empty: every step
/// is a fresh preparation of the reordered view, and the drop one of the moved data.
@Suite("Collection view: properties over random drags in a waterfall")
struct WaterfallMovementPropertyTests {
  @Test("random drags in a waterfall end as a fresh preparation of the moved data")
  func randomDrags() async {
    await propertyCheck(count: 100, input: Gen.int(in: 0...1_000_000).array(of: 3...20)) {
      seeds in
      do { try run(seeds) } catch { Issue.record("\(error)") }
    }
  }

  private func run(_ seeds: [Int]) throws {
    let heights: [[Double]] = [
      (0..<(1 + seeds[0] % 12)).map { Double(20 + ($0 * 37 + seeds[0]) % 90) },
      (0..<(seeds[1] % 6)).map { Double(30 + ($0 * 53 + seeds[1]) % 70) },
    ]
    var configuration = WaterfallLayout.Configuration()
    configuration.columnCount = 2 + seeds[0] % 2
    configuration.headerHeight = 20
    let layout = WaterfallLayout(configuration: configuration)
    let original = Tiles(heights: heights)
    let collection = try CollectionView<Tiles, RecordingHost>(
      layout: layout, dataSource: original,
      viewport: Viewport(size: Size(width: 300, height: 400)))
    var host = RecordingHost()
    collection.updateVisibleElements(host: &host)
    let item = IndexPath(item: seeds[1] % heights[0].count, section: 0)
    #expect(collection.beginInteractiveMovement(forItemAt: item, host: &host))
    for seed in seeds.dropFirst(2) {
      let height = max(collection.contentSize.height, 1)
      let finger = Point(x: Double(seed % 300), y: Double((seed / 300) % Int(height + 20)))
      collection.updateInteractiveMovementTargetPosition(finger, host: &host)
      let reordering = try #require(collection.interactiveMovement?.reordering)
      let fresh = WaterfallLayout(configuration: configuration)
      try fresh.prepare(for: collection.viewport, dataSource: ReorderedItems(original, reordering))
      #expect(fresh.allElements() == layout.allElements())
    }
    let target = try #require(collection.interactiveMovement?.target)
    collection.endInteractiveMovement(host: &host)
    var moved = original
    moved.moveItem(at: item, to: target)
    #expect(collection.dataSource == moved)
    let fresh = WaterfallLayout(configuration: configuration)
    try fresh.prepare(for: collection.viewport, dataSource: moved)
    #expect(fresh.allElements() == layout.allElements())
    collection.finishAnimation(host: &host)
    expectShowsVisibleElements(collection, host)
  }
}
