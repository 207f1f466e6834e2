import Testing
import Trellis
import TrellisSpec
import TrellisWeb

/// Drags with the bookshelf's rule and layout transitions, as the page drives them.
@Suite("Playground: drags and transitions")
struct PlaygroundInteractionTests {
  /// Examples/specs/bookshelf.json: shelves of 5, 0 and 3 books of 60 x 90 points.
  static let shelves = """
    {"viewport": {"width": 320, "height": 568},
     "layout": {"itemSize": [60, 90], "minimumLineSpacing": 10, "minimumInteritemSpacing": 10,
                "sectionInset": [10, 10, 10, 10], "headerReferenceSize": [0, 30]},
     "sections": [{"items": 5}, {"items": 0}, {"items": 3}]}
    """

  static func center(of item: IndexPath, in playground: Playground) -> Point {
    guard let session = playground.session(of: FlowContent.self),
      let attributes = session.collection.layout.attributes(for: .cell(item))
    else { return Point(x: -1, y: -1) }
    return attributes.center
  }

  static func itemCounts(_ playground: Playground) -> [Int] {
    guard let session = playground.session(of: FlowContent.self) else { return [] }
    return session.collection.itemCounts
  }

  @Test("a drag onto a shelf with room moves the book; onto a full shelf it is refused")
  func shelfRule() {
    var (playground, model) = PlaygroundTests.loaded(Self.shelves)
    let onShelfTwo = Self.center(of: IndexPath(item: 1, section: 2), in: playground)
    // The first book goes to the third shelf, which holds 3: it has room for a fourth.
    let began = playground.beginDrag(
      at: Self.center(of: IndexPath(item: 0, section: 0), in: playground), capacity: 4)
    #expect(began)
    model.apply(playground.host.commands)
    let step = playground.drag(to: onShelfTwo)
    #expect(step == DragStep(target: IndexPath(item: 1, section: 2), isRefused: false))
    model.apply(playground.host.commands)
    playground.endDrag()
    model.apply(playground.host.commands)
    playground.finishAnimation()
    model.apply(playground.host.commands)
    #expect(Self.itemCounts(playground) == [4, 0, 4])
    #expect(model.identities[IndexPath(item: 1, section: 2)] == 0)
    #expect(model.identities[IndexPath(item: 0, section: 0)] == 1)
    // The next book is refused by the full shelf and goes back to its own.
    let beganAgain = playground.beginDrag(
      at: Self.center(of: IndexPath(item: 0, section: 0), in: playground), capacity: 4)
    #expect(beganAgain)
    let refused = playground.drag(
      to: Self.center(of: IndexPath(item: 2, section: 2), in: playground))
    #expect(refused == DragStep(target: IndexPath(item: 0, section: 0), isRefused: true))
    playground.endDrag()
    playground.finishAnimation()
    #expect(Self.itemCounts(playground) == [4, 0, 4])
    // Without the rule the same move is accepted.
    _ = playground.beginDrag(
      at: Self.center(of: IndexPath(item: 0, section: 0), in: playground), capacity: nil)
    let accepted = playground.drag(
      to: Self.center(of: IndexPath(item: 2, section: 2), in: playground))
    #expect(accepted == DragStep(target: IndexPath(item: 2, section: 2), isRefused: false))
    playground.endDrag()
    #expect(Self.itemCounts(playground) == [3, 0, 5])
  }

  @Test("no drag starts off an item")
  func noDrag() {
    var (playground, _) = PlaygroundTests.loaded(Self.shelves)
    let began = playground.beginDrag(at: Point(x: 300, y: 5), capacity: nil)
    #expect(!began)
    #expect(playground.drag(to: Point(x: 10, y: 10)) == nil)
  }

  @Test("a transition ends in the new layout; a cancelled one is back in the old")
  func transition() {
    var (playground, model) = PlaygroundTests.loaded(PlaygroundTests.grid)
    let rows = #"{"layout": {"itemSize": [100, 20]}, "sections": [{"items": 30}]}"#
    let started = playground.transition(json: rows.utf8)
    #expect(started)
    model.apply(playground.host.commands)
    playground.animate(to: 0.5)
    model.apply(playground.host.commands)
    playground.finishAnimation()
    model.apply(playground.host.commands)
    // Rows of 20 points, 10 apart: 30 * 20 + 29 * 10 = 890 points.
    #expect(playground.contentSize == Size(width: 100, height: 890))
    let frames = model.shownFrames(kindNames: playground.host.kindNames)
    #expect(frames["cell 0.1"] == Rect(x: 0, y: 30, width: 100, height: 20))
    guard let session = playground.session(of: FlowContent.self) else { return }
    #expect(
      frames
        == PageModel.frames(
          of: session.collection.layout.elements(in: session.collection.visibleRect)))

    var (again, againModel) = PlaygroundTests.loaded(PlaygroundTests.grid)
    _ = again.transition(json: rows.utf8)
    againModel.apply(again.host.commands)
    again.animate(to: 0.3)
    againModel.apply(again.host.commands)
    again.cancelTransition()
    againModel.apply(again.host.commands)
    #expect(again.contentSize == Size(width: 100, height: 815))
    let back = againModel.shownFrames(kindNames: again.host.kindNames)
    #expect(back.count == 8)
    #expect(back["cell 0.1"] == Rect(x: 55, y: 0, width: 45, height: 45))
  }

  @Test("a waterfall's transition to three columns shows each element once, at its frame")
  func waterfallColumns() throws {
    let spec = try String(
      contentsOfFile: #filePath.replacing(
        "Tests/TrellisWebTests/PlaygroundInteractionTests.swift",
        with: "Examples/specs/waterfall.json"),
      encoding: .utf8)
    var (playground, model) = PlaygroundTests.loaded(spec)
    let threeColumns = spec.replacing(#""columnCount": 2"#, with: #""columnCount": 3"#)
    let started = playground.transition(json: threeColumns.utf8)
    #expect(started)
    model.apply(playground.host.commands)
    for step in 1...10 {
      playground.animate(to: Double(step) / 10)
      model.apply(playground.host.commands)
    }
    playground.finishAnimation()
    model.apply(playground.host.commands)
    let scrolled = playground.scroll(x: 0, y: 0)
    #expect(scrolled)
    model.apply(playground.host.commands)
    guard let session = playground.session(of: WaterfallContent.self) else { return }
    let shown = model.shownFrames(kindNames: playground.host.kindNames)
    #expect(
      shown
        == PageModel.frames(
          of: session.collection.layout.elements(in: session.collection.visibleRect)))
  }

  @Test("a transition to another type of layout is refused with a reason")
  func otherType() {
    var (playground, _) = PlaygroundTests.loaded(PlaygroundTests.grid)
    let started = playground.transition(
      json: #"{"layout": {"type": "waterfall"}, "sections": [{"items": 30}]}"#.utf8)
    #expect(!started)
    #expect(
      String(decoding: playground.text, as: UTF8.self)
        == "a transition goes to a layout of the same type as the view's; load a spec of type waterfall instead"
    )
    #expect(playground.contentSize == Size(width: 100, height: 815))
  }
}

/// The cards, cover flow and deck of the carousel, as the page shows and flicks them.
@Suite("Playground: the carousel")
struct PlaygroundCarouselTests {
  /// Examples/specs/carousel-cards.json: cards of 240 points, 16 apart, 256 from center
  /// to center.
  static let cards = """
    {"viewport": {"width": 390, "height": 340, "contentOffset": [128, 0]},
     "layout": {"type": "carousel", "style": "cards", "itemSize": [240, 280], "itemSpacing": 16,
                "minimumScale": 0.8, "minimumAlpha": 0.5, "fanOffset": 20, "maximumItemsPerFlick": 3},
     "sections": [{"items": 8}]}
    """

  @Test("a release comes to rest on a card, one card's pitch from the next")
  func snapping() {
    var (playground, model) = PlaygroundTests.loaded(Self.cards)
    let rest = playground.targetContentOffset(
      forProposed: Point(x: 300, y: 0), velocity: Point(x: 0, y: 0))
    let next = playground.targetContentOffset(
      forProposed: Point(x: 556, y: 0), velocity: Point(x: 0, y: 0))
    #expect(next.x - rest.x == 256)
    #expect(
      playground.targetContentOffset(forProposed: rest, velocity: Point(x: 0, y: 0)) == rest)
    let scrolled = playground.scroll(x: rest.x, y: 0)
    #expect(scrolled)
    model.apply(playground.host.commands)
    guard let session = playground.session(of: CarouselContent.self) else {
      Issue.record("a carousel spec made no carousel")
      return
    }
    #expect(
      model.shownFrames(kindNames: playground.host.kindNames)
        == PageModel.frames(
          of: session.collection.layout.elements(in: session.collection.visibleRect)))
  }

  @Test("the cards change style to a cover flow with an animated transition")
  func styleTransition() {
    var (playground, model) = PlaygroundTests.loaded(Self.cards)
    let coverFlow = Self.cards.replacing(
      #""style": "cards""#, with: #""style": "coverFlow""#
    ).replacing(#""minimumScale": 0.8, "minimumAlpha": 0.5, "fanOffset": 20, "#, with: "")
    let started = playground.transition(json: coverFlow.utf8)
    #expect(started, "\(String(decoding: playground.text, as: UTF8.self))")
    model.apply(playground.host.commands)
    playground.finishAnimation()
    model.apply(playground.host.commands)
    guard let session = playground.session(of: CarouselContent.self) else { return }
    guard case .coverFlow = session.collection.layout.configuration.style else {
      Issue.record("the carousel is not a cover flow after the transition")
      return
    }
    #expect(
      model.shownFrames(kindNames: playground.host.kindNames)
        == PageModel.frames(
          of: session.collection.layout.elements(in: session.collection.visibleRect)))
  }
}
