import Testing
import Trellis

/// Where a release comes to rest, by hand: with the fixture's pitch of 120 the offset
/// 120 *i* centers item *i*; flicks are releases at 300 points per second or more.
@Suite("Carousel: snapping")
struct CarouselSnappingTests {
  static func layout(at offset: Double, snapping: CarouselSnapping = .items(maximumPerFlick: 3))
    throws -> CarouselLayout
  {
    var configuration = CarouselFixture.configuration(.cards(CarouselCards()))
    configuration.snapping = snapping
    let layout = CarouselLayout(configuration: configuration)
    try layout.prepare(
      for: Viewport(size: CarouselFixture.viewportSize, contentOffset: Point(x: offset, y: 0)),
      dataSource: CarouselContent(itemCounts: [10]))
    return layout
  }

  static func rest(
    from offset: Double, proposed: Double, velocity: Double,
    snapping: CarouselSnapping = .items(maximumPerFlick: 3)
  ) throws -> Double {
    try layout(at: offset, snapping: snapping).targetContentOffset(
      forProposed: Point(x: proposed, y: 7), velocity: Point(x: velocity, y: 0)
    ).x
  }

  @Test("a slow release rests on the nearest item")
  func slow() throws {
    #expect(try Self.rest(from: 0, proposed: 170, velocity: 100) == 120)
    #expect(try Self.rest(from: 0, proposed: 190, velocity: -100) == 240)
    #expect(try Self.rest(from: 300, proposed: -300, velocity: 0) == 0)
    #expect(try Self.rest(from: 1000, proposed: 5000, velocity: 0) == 1080)
  }

  @Test("a flick moves to the next item in its direction, or more by momentum, up to the maximum")
  func flick() throws {
    #expect(try Self.rest(from: 130, proposed: 150, velocity: 800) == 240)
    #expect(try Self.rest(from: 120, proposed: 240, velocity: 800) == 240)
    #expect(try Self.rest(from: 120, proposed: 480, velocity: 1500) == 480)
    #expect(try Self.rest(from: 120, proposed: 900, velocity: 3000) == 480)
    #expect(try Self.rest(from: 250, proposed: 230, velocity: -500) == 240)
    #expect(try Self.rest(from: 240, proposed: 230, velocity: -500) == 120)
    #expect(try Self.rest(from: 600, proposed: 0, velocity: -3000) == 240)
  }

  @Test("never past the first or the last item")
  func ends() throws {
    #expect(try Self.rest(from: 1080, proposed: 1200, velocity: 1000) == 1080)
    #expect(try Self.rest(from: 0, proposed: -100, velocity: -1000) == 0)
    #expect(try Self.rest(from: 1070, proposed: 1100, velocity: 400) == 1080)
  }

  @Test("the offset across the scroll axis is the proposed one")
  func across() throws {
    let layout = try Self.layout(at: 0)
    let resting = layout.targetContentOffset(
      forProposed: Point(x: 100, y: 7), velocity: Point(x: 0, y: 0))
    #expect(resting == Point(x: 120, y: 7))
  }

  @Test("paging rests on multiples of the viewport's width, the last at the content's end")
  func paging() throws {
    #expect(try Self.rest(from: 0, proposed: 700, velocity: 0, snapping: .pages) == 500)
    #expect(try Self.rest(from: 520, proposed: 600, velocity: 900, snapping: .pages) == 1000)
    #expect(try Self.rest(from: 1000, proposed: 1100, velocity: 900, snapping: .pages) == 1080)
    #expect(try Self.rest(from: 520, proposed: 510, velocity: -900, snapping: .pages) == 500)
    #expect(try Self.rest(from: 0, proposed: -40, velocity: -900, snapping: .pages) == 0)
  }

  @Test("without snapping scrolling stops where it would")
  func none() throws {
    #expect(try Self.rest(from: 0, proposed: 173, velocity: 900, snapping: .none) == 173)
  }
}
