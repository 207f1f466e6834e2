import Testing
import Trellis
import TrellisSVG
import TrellisTestSupport

@Suite("Rendering the whole content with the viewport outlined")
struct WholeContentTests {
  static let renderer: SVGRenderer = {
    var options = SVGRenderer.Options()
    options.showsWholeContent = true
    return SVGRenderer(options: options)
  }()

  @Test("every element is drawn, also those outside the viewport")
  func everyElement() throws {
    // A 50-point-tall view shows items 0.0 and 0.1 only; the whole content has all three.
    let layout = try Fixtures.threeItems(viewport: Size(width: 120, height: 50))
    #expect(ParsedSVG(SVGRenderer().render(layout)).paintOrder == ["cell 0.0", "cell 0.1"])
    let svg = ParsedSVG(Self.renderer.render(layout))
    #expect(svg.paintOrder == ["cell 0.0", "cell 0.1", "cell 0.2"])
    #expect(svg.rect(of: "cell 0.2")?.frame == [0, 60, 50, 50])
  }

  @Test("the canvas is the content with a margin of 12 points")
  func canvas() throws {
    // Content 120 x 110 holds the viewport 0, 0, 120 x 50.
    let layout = try Fixtures.threeItems(viewport: Size(width: 120, height: 50))
    let svg = ParsedSVG(Self.renderer.render(layout))
    #expect(svg.root.attributes["viewBox"] == "-12 -12 144 134")
    #expect(svg.root.attributes["width"] == "144")
    #expect(svg.root.attributes["height"] == "134")
    #expect(svg.backdrop("canvas")?.frame == [-12, -12, 144, 134])
    #expect(svg.backdrop("content")?.frame == [0, 0, 120, 110])
  }

  @Test("the outline breaks where it would cross a label, and only there")
  func outlineSparesLabels() throws {
    // Cell 0.0 spans 0, 0, 100 x 40: its 12-point label "0.0" is 3 × 0.62 × 12 = 22.32
    // wide, centered on (50, 20): the box 38.84, 14, 22.32 x 12, grown by 2 pixels.
    let cell = LayoutAttributes(
      id: .cell(IndexPath(item: 0, section: 0)),
      frame: Rect(x: 0, y: 0, width: 100, height: 40))
    let content = Size(width: 100, height: 200)
    // The viewport's top edge at y 20 runs through the label.
    let crossing = Self.renderer.render(
      [cell], contentSize: content, viewport: Rect(x: 0, y: 20, width: 100, height: 100))
    let gap = "<rect x=\"36.84\" y=\"12\" width=\"26.32\" height=\"16\" fill=\"#000\"/>"
    #expect(crossing.contains(gap))
    let id = try #require(
      crossing.components(separatedBy: "<mask id=\"").dropFirst().first?
        .components(separatedBy: "\"").first)
    #expect(id.hasPrefix("viewport-gaps-"))
    #expect(crossing.contains("class=\"viewport\""))
    #expect(crossing.contains("mask=\"url(#\(id))\""))
    // The same picture gives the same id; a viewport that passes the label by has none.
    #expect(
      crossing
        == Self.renderer.render(
          [cell], contentSize: content, viewport: Rect(x: 0, y: 20, width: 100, height: 100)))
    let clear = Self.renderer.render(
      [cell], contentSize: content, viewport: Rect(x: 0, y: 60, width: 100, height: 100))
    #expect(!clear.contains("<mask"))
    #expect(!clear.contains("mask="))
  }

  @Test("the viewport is a dashed outline drawn last")
  func viewportOutline() throws {
    let layout = try Fixtures.threeItems(
      viewport: Size(width: 120, height: 50), offset: Point(x: 0, y: 30))
    let svg = ParsedSVG(Self.renderer.render(layout))
    let outline = try #require(svg.backdrop("viewport"))
    #expect(outline.frame == [0, 30, 120, 50])
    #expect(outline.attributes["fill"] == "none")
    #expect(outline.attributes["stroke-dasharray"] == "6 4")
    #expect(outline.attributes["stroke-width"] == "2")
    #expect(svg.root.children.last?.attributes["class"] == "viewport")
  }

  @Test("a viewport pulled past the content's top grows the canvas to hold it")
  func overscrolled() throws {
    // Viewport y -30..<20; content y 0..<110. Union y -30..<110, plus the margin.
    let layout = try Fixtures.threeItems(
      viewport: Size(width: 120, height: 50), offset: Point(x: 0, y: -30))
    let svg = ParsedSVG(Self.renderer.render(layout))
    #expect(svg.root.attributes["viewBox"] == "-12 -42 144 164")
    #expect(svg.backdrop("viewport")?.frame == [0, -30, 120, 50])
  }

  @Test("the margin and the scale are options")
  func marginAndScale() throws {
    var options = SVGRenderer.Options()
    options.showsWholeContent = true
    options.margin = 0
    options.scale = 0.5
    let layout = try Fixtures.threeItems(viewport: Size(width: 120, height: 50))
    let svg = ParsedSVG(SVGRenderer(options: options).render(layout))
    #expect(svg.root.attributes["viewBox"] == "0 0 120 110")
    #expect(svg.root.attributes["width"] == "60")
    #expect(svg.root.attributes["height"] == "55")
    // Lines keep their width in pixels: 2 px is 4 points at half a pixel per point.
    #expect(svg.backdrop("viewport")?.attributes["stroke-width"] == "4")
    #expect(svg.backdrop("viewport")?.attributes["stroke-dasharray"] == "12 8")
    #expect(svg.rect(of: "cell 0.0")?.attributes["stroke-width"] == "2")
  }
}
