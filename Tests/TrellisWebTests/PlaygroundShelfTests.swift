import Testing
import Trellis
import TrellisWeb

/// Shelves in the page's engine: a section that scrolls sideways, by the calls the page
/// makes for a swipe, a wheel and the arrow keys.
@Suite("Playground: shelves that scroll sideways")
struct PlaygroundShelfTests {
  /// A shelf of 20 cards of 150 × 100, 10 apart and 16 in from each end, over a list
  /// of four 400 × 100 rows, in a view of 400 × 300: card i starts at 16 + 160 i.
  static let shelves = """
    {"viewport": {"width": 400, "height": 300},
     "layout": {"type": "compositional", "sections": [
       {"group": {"axis": "horizontal",
                  "size": {"width": {"absolute": 150}, "height": {"absolute": 100}},
                  "subitems": [{"size": {"width": {"fractionalWidth": 1},
                                         "height": {"fractionalHeight": 1}}}]},
        "contentInsets": [0, 16, 0, 16], "interGroupSpacing": 10,
        "orthogonalScrollingBehavior": "continuous"},
       {"group": {"axis": "horizontal",
                  "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}},
                  "subitems": [{"size": {"width": {"fractionalWidth": 1},
                                         "height": {"fractionalHeight": 1}}}]}}]},
     "sections": [{"items": 20}, {"items": 4}]}
    """

  @Test("a shelf glides and bounces by its section's scrolling properties")
  func scrollingProperties() throws {
    let fast = Self.shelves.replacing(
      #""orthogonalScrollingBehavior": "continuous""#,
      with: #""orthogonalScrollingBehavior": "continuous", "#
        + #""orthogonalScrollingProperties": {"decelerationRate": "fast", "bounce": "never"}"#)
    let (fastPlayground, _) = PlaygroundTests.loaded(fast)
    // 1,000 points per second × 0.99 / 0.01 / 1000: 99 points.
    let glide = try #require(fastPlayground.orthogonalGlide(ofSection: 0, velocity: 1000))
    #expect(abs(glide - 99) < 1e-9)
    #expect(fastPlayground.orthogonalDraggedOffset(ofSection: 0, to: -50) == 0)
    #expect(fastPlayground.orthogonalDraggedOffset(ofSection: 0, to: 3000) == 2_822)
    #expect(fastPlayground.orthogonalDraggedOffset(ofSection: 1, to: 10) == nil)
    #expect(fastPlayground.orthogonalGlide(ofSection: 1, velocity: 1000) == nil)
    // By default a row longer than the view bounces, and glides 0.499 s × velocity.
    let (playground, _) = PlaygroundTests.loaded(Self.shelves)
    #expect(playground.orthogonalDraggedOffset(ofSection: 0, to: -50) == -50)
    let normal = try #require(playground.orthogonalGlide(ofSection: 0, velocity: 1000))
    #expect(abs(normal - 499) < 1e-9)
  }

  @Test("a released shelf moves as the core's glide: decelerating on its own, springing to a rest")
  func motion() throws {
    let (playground, _) = PlaygroundTests.loaded(Self.shelves)
    // Released at 1,000 points per second, it stops 499 points on by itself, on the
    // normal rate's curve: 1 - 1/e of the way after 0.499 s.
    let own = try #require(
      playground.orthogonalMotion(ofSection: 0, from: 0, to: 499, velocity: 1_000))
    #expect(abs(own.offset(after: 0.499) - 315.428_158_8) < 1e-6)
    // Sent to 100 from rest, it springs with the fast rate's 0.099 s: 100 - 200/e then.
    let page = try #require(
      playground.orthogonalMotion(ofSection: 0, from: 0, to: 100, velocity: 0))
    #expect(abs(page.offset(after: 0.099) - 26.424_111_765_7) < 1e-9)
    #expect(playground.orthogonalMotion(ofSection: 1, from: 0, to: 100, velocity: 0) == nil)
  }

  @Test("a sideways scroll moves the shelf's cards and tells the page about nothing else")
  func scroll() throws {
    var (playground, model) = PlaygroundTests.loaded(Self.shelves)
    let kinds = playground.host.kindNames
    let before = model.shownFrames(kindNames: kinds)
    // The bounds grown by 100 reach x = -100 to 500: cards 0 to 3, and rows 0 to 2.
    #expect(
      before.keys.sorted() == [
        "cell 0.0", "cell 0.1", "cell 0.2", "cell 0.3", "cell 1.0", "cell 1.1", "cell 1.2",
      ])
    #expect(playground.orthogonalSection(at: Point(x: 50, y: 50)) == 0)
    #expect(playground.orthogonalSection(at: Point(x: 50, y: 150)) == nil)
    let scrolled = playground.scrollSection(0, to: 300)
    #expect(scrolled)
    model.apply(playground.host.commands)
    let commands = playground.host.commands
    let sections = (0..<commands.count).compactMap { record -> Int? in
      let command = PageCommand(rawValue: Int(commands.number(0, ofRecord: record)))
      guard command == .configure || command == .apply else { return nil }
      return Int(commands.number(4, ofRecord: record))
    }
    // Cards 1 to 3 move; card 4 takes card 0's view, configured and placed.
    #expect(sections == [0, 0, 0, 0, 0], "the page was told about another section: \(sections)")
    // At 300, card i starts at -284 + 160 i: card 0 ends at -134 and leaves, card 4 at
    // 356 comes in.
    let after = model.shownFrames(kindNames: kinds)
    #expect(after["cell 0.0"] == nil)
    #expect(after["cell 0.1"] == Rect(x: -124, y: 0, width: 150, height: 100))
    #expect(after["cell 0.4"] == Rect(x: 356, y: 0, width: 150, height: 100))
    #expect(
      after.filter { $0.key.hasPrefix("cell 1.") } == before.filter { $0.key.hasPrefix("cell 1.") })
    // 20 cards of 150, 10 apart, 16 from each end: 3,222 points seen through 400.
    let scrolling = try #require(playground.orthogonalScrolling(ofSection: 0))
    #expect(scrolling.offset == 300 && scrolling.maximum == 2_822)
    #expect(playground.targetOrthogonalOffset(ofSection: 0, proposed: 5_000, velocity: 0) == 2_822)
    #expect(playground.orthogonalScrolling(ofSection: 1) == nil)
  }

  @Test("a list does not scroll sideways, nor does any offset that is not finite")
  func refused() {
    var (playground, _) = PlaygroundTests.loaded(Self.shelves)
    let list = playground.scrollSection(1, to: 10)
    #expect(!list)
    #expect(
      String(decoding: playground.text, as: UTF8.self).contains("orthogonalScrollingBehavior"))
    let infinite = playground.scrollSection(0, to: .infinity)
    let missing = playground.scrollSection(7, to: 10)
    #expect(!infinite && !missing)
    #expect(playground.host.commands.count == 0)
    #expect(playground.orthogonalScrolling(ofSection: 0)?.offset == 0)
    var empty = Playground()
    let nothing = empty.scrollSection(0, to: 10)
    #expect(!nothing)
    #expect(empty.orthogonalSection(at: Point(x: 0, y: 0)) == nil)
  }
}
