import Testing
import Trellis
import TrellisSVG

@Suite("Rendering what the viewport shows")
struct ViewportRenderingTests {
  @Test("the canvas is the viewport's bounds, sized by the scale")
  func canvas() throws {
    let layout = try Fixtures.threeItems()
    let svg = ParsedSVG(SVGRenderer().render(layout))
    #expect(svg.root.name == "svg")
    #expect(svg.root.attributes["viewBox"] == "0 0 120 200")
    #expect(svg.root.attributes["width"] == "120")
    #expect(svg.root.attributes["height"] == "200")

    var options = SVGRenderer.Options()
    options.scale = 2.5
    let scaled = ParsedSVG(SVGRenderer(options: options).render(layout))
    #expect(scaled.root.attributes["viewBox"] == "0 0 120 200")
    #expect(scaled.root.attributes["width"] == "300")
    #expect(scaled.root.attributes["height"] == "500")
  }

  @Test("each element is a rectangle at its frame")
  func frames() throws {
    let svg = ParsedSVG(SVGRenderer().render(try Fixtures.threeItems()))
    #expect(svg.paintOrder == ["cell 0.0", "cell 0.1", "cell 0.2"])
    #expect(svg.rect(of: "cell 0.0")?.frame == [0, 0, 50, 50])
    #expect(svg.rect(of: "cell 0.1")?.frame == [70, 0, 50, 50])
    #expect(svg.rect(of: "cell 0.2")?.frame == [0, 60, 50, 50])
  }

  @Test("the content area is drawn over the canvas at the content size")
  func contentArea() throws {
    let svg = ParsedSVG(SVGRenderer().render(try Fixtures.threeItems()))
    #expect(svg.backdrop("canvas")?.frame == [0, 0, 120, 200])
    #expect(svg.backdrop("content")?.frame == [0, 0, 120, 110])
    #expect(svg.backdrop("viewport") == nil)
  }

  @Test("a scrolled viewport moves the view box and drops what is out of view")
  func scrolled() throws {
    // Bounds y 55..<255: only item 0.2 (y 60..<110) is in view.
    let layout = try Fixtures.threeItems(offset: Point(x: 0, y: 55))
    let svg = ParsedSVG(SVGRenderer().render(layout))
    #expect(svg.root.attributes["viewBox"] == "0 55 120 200")
    #expect(svg.paintOrder == ["cell 0.2"])
    #expect(svg.rect(of: "cell 0.2")?.frame == [0, 60, 50, 50])
  }

  @Test("an element cut by the viewport's edge is drawn whole and clipped by the view box")
  func partlyVisible() throws {
    // Bounds y 0..<40 cut items 0.0 and 0.1 (y 0..<50); item 0.2 is out of view.
    let layout = try Fixtures.threeItems(viewport: Size(width: 120, height: 40))
    let svg = ParsedSVG(SVGRenderer().render(layout))
    #expect(svg.root.attributes["viewBox"] == "0 0 120 40")
    #expect(svg.paintOrder == ["cell 0.0", "cell 0.1"])
    #expect(svg.rect(of: "cell 0.1")?.frame == [70, 0, 50, 50])
  }

  @Test("the same layout renders to the same bytes every time")
  func deterministic() throws {
    var options = SVGRenderer.Options()
    options.showsWholeContent = true
    let renderer = SVGRenderer(options: options)
    let first = renderer.render(try Fixtures.pinnedShelves(offset: 37.5))
    let second = renderer.render(try Fixtures.pinnedShelves(offset: 37.5))
    #expect(first == second)
    #expect(first.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"144\""))
    #expect(first.hasSuffix("</svg>\n"))
  }

  @Test("any collection layout can be rendered, not only the flow layout")
  func genericLayout() {
    let layout = FixedLayout(
      viewport: Viewport(size: Size(width: 100, height: 100), contentOffset: Point(x: 50, y: 0)),
      contentSize: Size(width: 300, height: 100),
      elements: [
        Fixtures.cell(0, 0, Rect(x: 0, y: 0, width: 40, height: 40)),
        Fixtures.cell(0, 1, Rect(x: 60, y: 0, width: 40, height: 40)),
        Fixtures.cell(0, 2, Rect(x: 200, y: 0, width: 40, height: 40)),
      ])
    let svg = ParsedSVG(SVGRenderer().render(layout))
    #expect(svg.root.attributes["viewBox"] == "50 0 100 100")
    #expect(svg.paintOrder == ["cell 0.1"])
  }
}

extension ViewportRenderingTests {
  @Test("a document too large to write keeps its aspect ratio")
  func clampedAspect() {
    var options = SVGRenderer.Options()
    options.scale = 100
    // 2e11 × 8e11 points at 100 pixels each: 2e13 × 8e13, shrunk by 80 to fit 1e12.
    let svg = ParsedSVG(
      SVGRenderer(options: options).render(
        [], contentSize: .zero, viewport: Rect(x: 0, y: 0, width: 2e11, height: 8e11)))
    #expect(svg.root.attributes["width"] == "250000000000")
    #expect(svg.root.attributes["height"] == "1000000000000")
  }
}
