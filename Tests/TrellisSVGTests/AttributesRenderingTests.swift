import Testing
import Trellis
import TrellisSVG

@Suite("Alpha, hidden elements and transforms")
struct AttributesRenderingTests {
  static func render(_ elements: [LayoutAttributes]) -> ParsedSVG {
    let layout = FixedLayout(
      viewport: Viewport(size: Size(width: 200, height: 200)),
      contentSize: Size(width: 200, height: 200), elements: elements)
    return ParsedSVG(SVGRenderer().render(layout))
  }

  @Test("alpha becomes the group's opacity, written only below 1 and clamped to 0...1")
  func opacity() {
    let frame = Rect(x: 0, y: 0, width: 50, height: 50)
    let svg = Self.render([
      Fixtures.cell(0, 0, frame, alpha: 0.5),
      Fixtures.cell(0, 1, frame),
      Fixtures.cell(0, 2, frame, alpha: 0),
      Fixtures.cell(0, 3, frame, alpha: -2),
      Fixtures.cell(0, 4, frame, alpha: 0.125),
    ])
    #expect(svg.element("cell 0.0")?.attributes["opacity"] == "0.5")
    #expect(svg.element("cell 0.1")?.attributes["opacity"] == nil)
    #expect(svg.element("cell 0.2")?.attributes["opacity"] == "0")
    #expect(svg.element("cell 0.3")?.attributes["opacity"] == "0")
    #expect(svg.element("cell 0.4")?.attributes["opacity"] == "0.125")
  }

  @Test("hidden elements are not drawn")
  func hidden() {
    let svg = Self.render([
      Fixtures.decoration("ghost", Rect(x: 0, y: 0, width: 40, height: 40), isHidden: true),
      Fixtures.cell(0, 0, Rect(x: 0, y: 0, width: 40, height: 40)),
    ])
    #expect(svg.paintOrder == ["cell 0.0"])
  }

  @Test("a scale is applied around the element's center")
  func scale() {
    // Frame 60, 60, 40 x 20: center (80, 70).
    let svg = Self.render([
      Fixtures.decoration(
        "zoom", Rect(x: 60, y: 60, width: 40, height: 20),
        transform: .scale(x: 2, y: 0.5))
    ])
    let group = svg.element("decoration zoom 0.0")
    #expect(
      group?.attributes["transform"]
        == "translate(80 70) matrix(2 0 0 0.5 0 0) translate(-80 -70)")
    // The rectangle keeps the untransformed frame; the group transforms it.
    #expect(group?.child(named: "rect")?.frame == [60, 60, 40, 20])
  }

  @Test("rotation and translation map m11 m12 m21 m22 m41 m42 to a b c d e f")
  func rotationAndTranslation() {
    // A quarter turn (m11 = 0, m12 = 1, m21 = -1, m22 = 0) moved by (5, -3).
    var transform = Transform3D.identity
    (transform.m11, transform.m12, transform.m21, transform.m22) = (0, 1, -1, 0)
    (transform.m41, transform.m42) = (5, -3)
    let svg = Self.render([
      Fixtures.decoration("turn", Rect(x: 0, y: 0, width: 10, height: 30), transform: transform)
    ])
    #expect(
      svg.element("decoration turn 0.0")?.attributes["transform"]
        == "translate(5 15) matrix(0 1 -1 0 5 -3) translate(-5 -15)")
  }

  @Test("perspective and depth are ignored: the projection is orthographic")
  func perspectiveIgnored() {
    // m34 (perspective), m33 and m43 (depth) change nothing on the x/y plane.
    var transform = Transform3D.scale(x: 0.5, y: 0.5, z: 3)
    transform.m34 = -1.0 / 500
    transform.m43 = 40
    var depthOnly = Transform3D.identity
    depthOnly.m34 = -1.0 / 500
    depthOnly.m43 = 10
    let svg = Self.render([
      Fixtures.decoration("far", Rect(x: 10, y: 10, width: 20, height: 20), transform: transform),
      Fixtures.decoration("flat", Rect(x: 10, y: 10, width: 20, height: 20), transform: depthOnly),
    ])
    #expect(
      svg.element("decoration far 0.0")?.attributes["transform"]
        == "translate(20 20) matrix(0.5 0 0 0.5 0 0) translate(-20 -20)")
    #expect(svg.element("decoration flat 0.0")?.attributes["transform"] == nil)
  }

  @Test("an untransformed element has no transform attribute")
  func identity() throws {
    let svg = ParsedSVG(SVGRenderer().render(try Fixtures.threeItems()))
    #expect(svg.elements.allSatisfy { $0.attributes["transform"] == nil })
    #expect(svg.elements.allSatisfy { $0.attributes["opacity"] == nil })
  }

  @Test("outlines and tooltips can be turned off")
  func options() throws {
    let layout = try Fixtures.threeItems()
    let plain = ParsedSVG(SVGRenderer().render(layout))
    #expect(plain.rect(of: "cell 0.1")?.attributes["stroke"] == "#1c7ed6")
    #expect(plain.rect(of: "cell 0.1")?.attributes["stroke-width"] == "1")
    #expect(
      plain.element("cell 0.1")?.child(named: "title")?.text == "0.1: x 70, y 0, 50 x 50, zIndex 0")

    var options = SVGRenderer.Options()
    options.showsOutlines = false
    options.showsTooltips = false
    let bare = ParsedSVG(SVGRenderer(options: options).render(layout))
    #expect(bare.rect(of: "cell 0.1")?.attributes["stroke"] == nil)
    #expect(bare.element("cell 0.1")?.child(named: "title") == nil)
    #expect(bare.rect(of: "cell 0.1")?.attributes["fill"] == "#d0ebff")
  }
}
