import Testing
import Trellis
import TrellisSVG

@Suite("Painting order")
struct PaintOrderTests {
  @Test("a section background goes under the cells and a pinned header over them")
  func pinnedShelves() throws {
    // At offset 30 section 0's header pins at y 30 (it may go down to 130 - 20 = 110);
    // section 1's header at 130 only touches the bounds' bottom edge, so it is not shown.
    let layout = try Fixtures.pinnedShelves(offset: 30)
    let svg = ParsedSVG(SVGRenderer().render(layout))
    #expect(
      svg.paintOrder == [
        "decoration sectionBackground 0.0",
        "cell 0.0", "cell 0.1", "cell 0.2", "cell 0.3",
        "supplementary header 0.0",
      ])
    #expect(svg.rect(of: "supplementary header 0.0")?.frame == [0, 30, 120, 20])
    #expect(svg.rect(of: "decoration sectionBackground 0.0")?.frame == [0, 20, 120, 110])
  }

  @Test("the layout reports the pinned header before the cells it covers")
  func queryOrderDiffers() throws {
    // The renderer's order is not the query's: the query lists the header second.
    let layout = try Fixtures.pinnedShelves(offset: 30)
    let kinds = layout.elements(in: layout.viewport.bounds).map { $0.id.kind?.name ?? "cell" }
    #expect(kinds == ["sectionBackground", "header", "cell", "cell", "cell", "cell"])
  }

  @Test("equal z-indexes keep the order given; lower z-indexes come first")
  func stable() {
    let frame = Rect(x: 0, y: 0, width: 10, height: 10)
    let elements = [
      Fixtures.cell(0, 0, frame, zIndex: 1),
      Fixtures.cell(0, 1, frame, zIndex: 0),
      Fixtures.cell(0, 2, frame, zIndex: 1),
      Fixtures.cell(0, 3, frame, zIndex: -1),
      Fixtures.cell(0, 4, frame, zIndex: 0),
    ]
    let items = SVGRenderer.paintOrder(elements).map(\.indexPath.item)
    #expect(items == [3, 1, 4, 0, 2])
  }

  @Test("the whole content paints a pinned header over the cells of its section")
  func wholeContent() throws {
    // At offset 200 section 1's header pins at min(max(200, 130), 260 - 20) = 200.
    var options = SVGRenderer.Options()
    options.showsWholeContent = true
    let svg = ParsedSVG(
      SVGRenderer(options: options).render(try Fixtures.pinnedShelves(offset: 200)))
    #expect(
      svg.paintOrder == [
        "decoration sectionBackground 0.0", "decoration sectionBackground 1.0",
        "cell 0.0", "cell 0.1", "cell 0.2", "cell 0.3",
        "cell 1.0", "cell 1.1", "cell 1.2", "cell 1.3",
        "supplementary header 0.0", "supplementary header 1.0",
      ])
    #expect(svg.rect(of: "supplementary header 1.0")?.frame == [0, 200, 120, 20])
    // Section 0's header, pinned, stops at 130 - 20 = 110.
    #expect(svg.rect(of: "supplementary header 0.0")?.frame == [0, 110, 120, 20])
  }
}
