import Testing
import Trellis
import TrellisWeb

/// Drags in a carousel, as the page drives them: the lifted card follows the pointer,
/// and the drop moves it, its identity with it.
@Suite("Playground: drags in a carousel")
struct PlaygroundCarouselDragTests {
  /// Examples/specs/carousel-cards.json: eight cards of 240 x 280, 16 apart, centred in
  /// 390 points, so the first card's centre is at x = (390 - 240) / 2 + 120 = 195 and
  /// each next one 256 further.
  static let cards = """
    {"viewport": {"width": 390, "height": 340, "contentOffset": [128, 0]},
     "layout": {"type": "carousel", "style": "cards", "itemSize": [240, 280],
                "itemSpacing": 16, "minimumScale": 0.8, "minimumAlpha": 0.5},
     "sections": [{"items": 8}]}
    """

  static func center(ofItem item: Int) -> Point {
    Point(x: 195 + 256 * Double(item), y: 170)
  }

  @Test("a card dropped on the third card's place goes there; the others close up")
  func cardMoves() {
    var (playground, model) = PlaygroundTests.loaded(Self.cards)
    let firstIdentity = model.identities[IndexPath(item: 0, section: 0)]
    let secondIdentity = model.identities[IndexPath(item: 1, section: 0)]
    #expect(firstIdentity != nil)
    let began = playground.beginDrag(at: Self.center(ofItem: 0), capacity: nil)
    #expect(began)
    model.apply(playground.host.commands)
    let step = playground.drag(to: Self.center(ofItem: 2))
    #expect(step == DragStep(target: IndexPath(item: 2, section: 0), isRefused: false))
    model.apply(playground.host.commands)
    playground.endDrag()
    model.apply(playground.host.commands)
    playground.finishAnimation()
    model.apply(playground.host.commands)
    #expect(model.identities[IndexPath(item: 2, section: 0)] == firstIdentity)
    #expect(model.identities[IndexPath(item: 0, section: 0)] == secondIdentity)
    guard let session = playground.session(of: CarouselContent.self) else {
      Issue.record("the carousel spec did not load a carousel")
      return
    }
    #expect(session.collection.itemCounts == [8])
  }

  @Test("a cancelled drag puts the card back; a press between cards lifts nothing")
  func cancelAndMiss() {
    var (playground, model) = PlaygroundTests.loaded(Self.cards)
    let firstIdentity = model.identities[IndexPath(item: 0, section: 0)]
    let began = playground.beginDrag(at: Self.center(ofItem: 0), capacity: nil)
    #expect(began)
    _ = playground.drag(to: Self.center(ofItem: 1))
    model.apply(playground.host.commands)
    playground.cancelDrag()
    model.apply(playground.host.commands)
    playground.finishAnimation()
    model.apply(playground.host.commands)
    #expect(model.identities[IndexPath(item: 0, section: 0)] == firstIdentity)
    // Between the first card (ending at x = 315) and the second (starting at 331).
    let beganBetween = playground.beginDrag(at: Point(x: 323, y: 170), capacity: nil)
    #expect(!beganBetween)
  }
}
