import Testing
import Trellis
import TrellisSVG

@Suite("Film strips")
struct FilmStripTests {
  @Test("a flow layout is drawn at each offset and left where it was")
  func flowLayout() throws {
    let layout = try Fixtures.pinnedShelves()
    let strip = try FilmStrip(
      layout, offsets: FilmStrip.offsets([0, 30, 200], along: .vertical))
    #expect(strip.frames.map(\.caption) == ["offset 0, 0", "offset 0, 30", "offset 0, 200"])
    let boxes = strip.frames.map { ParsedSVG($0.svg).root.attributes["viewBox"] }
    #expect(boxes == ["0 0 120 100", "0 30 120 100", "0 200 120 100"])
    // Header 0 pins at 0 and 30; at 200 header 1 pins at min(max(200, 130), 240) = 200.
    let first = ParsedSVG(strip.frames[0].svg)
    let second = ParsedSVG(strip.frames[1].svg)
    let third = ParsedSVG(strip.frames[2].svg)
    #expect(first.rect(of: "supplementary header 0.0")?.number("y") == 0)
    #expect(second.rect(of: "supplementary header 0.0")?.number("y") == 30)
    #expect(third.rect(of: "supplementary header 1.0")?.number("y") == 200)
    #expect(third.paintOrder.last == "supplementary header 1.0")
    #expect(layout.viewport.contentOffset == .zero)
  }

  @Test("each frame is what the renderer draws at that offset")
  func sameAsRenderer() throws {
    let strip = try FilmStrip(
      try Fixtures.pinnedShelves(), offsets: [Point(x: 0, y: 30)])
    #expect(strip.frames.first?.svg == SVGRenderer().render(try Fixtures.pinnedShelves(offset: 30)))
  }

  @Test("the legend lists the kinds seen in any frame")
  func legend() throws {
    // At 0 the view shows section 0 only; section 1 adds nothing new. All three kinds.
    let strip = try FilmStrip(try Fixtures.pinnedShelves(), offsets: [Point(x: 0, y: 0)])
    #expect(strip.legend.entries.map(\.name) == ["cell", "header", "sectionBackground"])
  }

  @Test("an offset that is not finite throws and leaves the layout where it was")
  func invalidOffset() throws {
    let layout = try Fixtures.pinnedShelves(offset: 30)
    #expect(throws: LayoutError.invalidValue(.contentOffset, .infinity)) {
      try FilmStrip(layout, offsets: [Point(x: 0, y: 60), Point(x: 0, y: .infinity)])
    }
    #expect(layout.viewport.contentOffset == Point(x: 0, y: 30))
  }

  @Test("any layout can be filmed by passing how to scroll it")
  func genericLayout() {
    let layout = FixedLayout(
      viewport: Viewport(size: Size(width: 100, height: 50), contentOffset: Point(x: 0, y: 5)),
      contentSize: Size(width: 100, height: 200),
      elements: [
        Fixtures.cell(0, 0, Rect(x: 0, y: 0, width: 100, height: 40)),
        Fixtures.cell(0, 1, Rect(x: 0, y: 100, width: 100, height: 40)),
      ])
    let strip = FilmStrip(layout, offsets: [Point(x: 0, y: 0), Point(x: 0, y: 90)]) {
      _ = try? layout.updateViewport($0)
    }
    #expect(strip.frames.map { ParsedSVG($0.svg).paintOrder } == [["cell 0.0"], ["cell 0.1"]])
    #expect(layout.scrolls.map(\.contentOffset.y) == [0, 90, 5])
    #expect(layout.viewport.contentOffset.y == 5)
  }

  @Test("offsets run along the scroll axis from a start")
  func offsets() {
    #expect(
      FilmStrip.offsets([0, 120], along: .vertical) == [Point(x: 0, y: 0), Point(x: 0, y: 120)])
    #expect(
      FilmStrip.offsets([0, 120], along: .horizontal, from: Point(x: 5, y: 7))
        == [Point(x: 5, y: 7), Point(x: 125, y: 7)])
  }

  @Test(
    "captions print numbers compactly",
    arguments: [
      (Point(x: 0, y: 120), "offset 0, 120"),
      (Point(x: -4, y: 0.5), "offset -4, 0.5"),
      (Point(x: 1480.0 / 9, y: 370.0 / 3), "offset 164.444, 123.333"),
      (Point(x: 0.0625, y: 0.05), "offset 0.063, 0.05"),
      (Point(x: -0.0, y: -0.0004), "offset 0, 0"),
      (Point(x: 0.1 + 0.2, y: 1_234_567.5), "offset 0.3, 1234567.5"),
      (Point(x: .nan, y: -.infinity), "offset 0, 0"),
    ])
  func captions(offset: Point, caption: String) {
    #expect(FilmStrip.caption(for: offset) == caption)
  }
}
