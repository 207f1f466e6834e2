import Testing
import Trellis
import TrellisSpec
import TrellisWeb

/// The engine the browser page runs, natively: what it tells the page to draw after a
/// load, a scroll and an edit, and how it refuses bad input.
@Suite("Playground: the engine of the browser page")
struct PlaygroundTests {
  /// 30 squares of 45 points, two to a line of 100 points with 10 between them: line
  /// `k` is at y = 55k and the content is 15 * 45 + 14 * 10 = 815 points tall.
  static let grid = """
    {"viewport": {"width": 100, "height": 100}, "layout": {"itemSize": [45, 45]},
     "sections": [{"items": 30}]}
    """

  /// A playground with `json` loaded, and the page's model of it.
  static func loaded(_ json: String) -> (Playground, PageModel) {
    var playground = Playground()
    let succeeded = playground.load(json: json.utf8)
    #expect(succeeded)
    var model = PageModel()
    model.apply(playground.host.commands)
    return (playground, model)
  }

  @Test("a load shows the elements within 100 points of the bounds, at the layout's frames")
  func load() {
    let (playground, model) = Self.loaded(Self.grid)
    // The bounds grown by 100 reach y = 200: lines 0 to 3 (y = 0, 55, 110, 165).
    let frames = model.shownFrames(kindNames: playground.host.kindNames)
    #expect(frames.count == 8)
    #expect(frames["cell 0.0"] == Rect(x: 0, y: 0, width: 45, height: 45))
    #expect(frames["cell 0.1"] == Rect(x: 55, y: 0, width: 45, height: 45))
    #expect(frames["cell 0.7"] == Rect(x: 55, y: 165, width: 45, height: 45))
    #expect(playground.contentSize == Size(width: 100, height: 815))
    #expect(model.identities[IndexPath(item: 5, section: 0)] == 5)
  }

  @Test("a scroll reuses the views that leave for the elements that enter")
  func scroll() {
    var (playground, model) = Self.loaded(Self.grid)
    let succeeded = playground.scroll(x: 0, y: 300)
    #expect(succeeded)
    model.apply(playground.host.commands)
    // The rect is y = 200 to 500: lines 3 to 9, 14 cells. Lines 0 to 2 leave (6 views
    // for reuse) and lines 4 to 9 enter (12 cells): 6 views are made, 14 in all.
    let frames = model.shownFrames(kindNames: playground.host.kindNames)
    #expect(frames.count == 14)
    #expect(model.views.count == 14)
    #expect(frames["cell 0.6"] == Rect(x: 0, y: 165, width: 45, height: 45))
    #expect(frames["cell 0.19"] == Rect(x: 55, y: 495, width: 45, height: 45))
    #expect(frames["cell 0.5"] == nil)
  }

  @Test("a bad spec gives the reader's error, naming the field, and keeps the last spec")
  func badSpec() {
    var (playground, _) = Self.loaded(Self.grid)
    let negativeRefused = !playground.load(json: #"{"sections": [{"items": -1}]}"#.utf8)
    #expect(negativeRefused)
    #expect(
      String(decoding: playground.text, as: UTF8.self)
        == "$.sections[0].items: must not be negative, got -1")
    #expect(playground.contentSize == Size(width: 100, height: 815))
    let noColumnsRefused = !playground.load(
      json: #"{"layout": {"type": "waterfall", "columnCount": 0}, "sections": []}"#.utf8)
    #expect(noColumnsRefused)
    #expect(
      String(decoding: playground.text, as: UTF8.self)
        == "$.layout.columnCount: must be at least 1, got 0")
    let malformedRefused = !playground.load(json: "{".utf8)
    #expect(malformedRefused)
    let succeeded = playground.scroll(x: 0, y: 55)
    #expect(succeeded)
    #expect(playground.contentSize == Size(width: 100, height: 815))
  }

  @Test("an insert animates the new item in and ends at the layout's frames")
  func insert() {
    var (playground, model) = Self.loaded(Self.grid)
    let succeeded = playground.perform(.insert(IndexPath(item: 0, section: 0)))
    #expect(succeeded)
    model.apply(playground.host.commands)
    playground.animate(to: 0.5)
    model.apply(playground.host.commands)
    let inserted = model.views.first { $0.isShown && $0.item == 0 }
    // UIKit fades an inserted cell in at its final frame; ease-in-out is half way at 0.5.
    #expect(abs((inserted?.alpha ?? 0) - 0.5) < 1e-6)
    #expect(inserted?.frame == Rect(x: 0, y: 0, width: 45, height: 45))
    playground.finishAnimation()
    model.apply(playground.host.commands)
    #expect(playground.contentSize == Size(width: 100, height: 870))
    #expect(model.identities[IndexPath(item: 0, section: 0)] == 30)
    #expect(model.identities[IndexPath(item: 1, section: 0)] == 0)
    #expect(model.identities[IndexPath(item: 7, section: 0)] == 6)
    let frames = model.shownFrames(kindNames: playground.host.kindNames)
    #expect(frames["cell 0.1"] == Rect(x: 55, y: 0, width: 45, height: 45))
    #expect(frames["cell 0.2"] == Rect(x: 0, y: 55, width: 45, height: 45))
  }

  @Test("a delete closes the gap; a delete of no item is refused and changes nothing")
  func delete() {
    var (playground, model) = Self.loaded(Self.grid)
    let refused = !playground.perform(.delete(IndexPath(item: 30, section: 0)))
    #expect(refused)
    #expect(!playground.text.isEmpty)
    let succeeded = playground.perform(.delete(IndexPath(item: 0, section: 0)))
    #expect(succeeded)
    model.apply(playground.host.commands)
    playground.finishAnimation()
    model.apply(playground.host.commands)
    #expect(playground.contentSize == Size(width: 100, height: 815))
    #expect(model.identities[IndexPath(item: 0, section: 0)] == 1)
    #expect(model.identities[IndexPath(item: 6, section: 0)] == 7)
  }

  @Test(
    "an insert where the data has no place is refused and changes nothing",
    arguments: [(-1, 0), (3, 0), (0, -1), (0, 1), (Int(Int32.min), Int(Int32.max))])
  func insertOutOfPlace(item: Int, section: Int) {
    // Sizes listed item by item: the page once trapped copying one to item -1.
    var (playground, _) = Self.loaded(
      """
      {"viewport": {"width": 100, "height": 100},
       "sections": [{"itemSizes": [[45, 45], [45, 20]]}]}
      """)
    let size = playground.contentSize
    let data = playground.dataNumbers
    let refused = !playground.perform(.insert(IndexPath(item: item, section: section)))
    #expect(refused)
    #expect(!playground.text.isEmpty)
    #expect(playground.host.commands.count == 0)
    #expect(playground.contentSize == size)
    // One section of two items, whose identities are 0 and 1.
    #expect(data == [1, 2, 0, 1])
    #expect(playground.dataNumbers == data)
  }

  @Test("a shuffle moves every item to a new place, each identity once")
  func shuffle() {
    var (playground, model) = Self.loaded(
      #"{"viewport": {"width": 100, "height": 1000}, "layout": {"itemSize": [45, 45]}, "sections": [{"items": 30}]}"#
    )
    playground.generator = SplitMix64(seed: 7)
    let succeeded = playground.perform(.shuffle)
    #expect(succeeded)
    model.apply(playground.host.commands)
    playground.finishAnimation()
    model.apply(playground.host.commands)
    let identities = (0..<30).compactMap { model.identities[IndexPath(item: $0, section: 0)] }
    #expect(identities.sorted() == Array(0..<30))
    #expect(identities != Array(0..<30))
    var generator = SplitMix64(seed: 7)
    #expect(identities == Array(0..<30).reordered(generator.permutation(of: 30)))
  }

  @Test("the generator's permutations are permutations")
  func permutations() {
    var generator = SplitMix64(seed: 42)
    for count in 0..<50 {
      #expect(generator.permutation(of: count).sorted() == Array(0..<count))
    }
  }
}

extension Array {
  /// Element `i` is element `order[i]` of this array.
  func reordered(_ order: [Int]) -> [Element] { order.map { self[$0] } }
}

@Suite("Playground: the traits the page reads")
struct PlaygroundTraitsTests {
  @Test("a loaded spec's traits and those of a spec not shown are its kind's, as JSON")
  func traits() {
    var playground = Playground()
    let none = playground.describeTraits()
    #expect(!none)
    let loaded = playground.load(json: PlaygroundTests.grid.utf8)
    #expect(loaded)
    let described = playground.describeTraits()
    #expect(described)
    #expect(String(decoding: playground.text, as: UTF8.self).contains(#""movesBy": "index""#))
    let week = #"{"layout": {"type": "week"}, "events": []}"#
    let read = playground.describeTraits(json: week.utf8)
    #expect(read)
    #expect(String(decoding: playground.text, as: UTF8.self).contains(#""movesBy": "time""#))
    let refused = playground.describeTraits(json: "{".utf8)
    #expect(!refused)
  }
}
