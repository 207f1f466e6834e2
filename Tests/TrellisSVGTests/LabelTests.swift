import Testing
import Trellis
import TrellisSVG

@Suite("Labels")
struct LabelTests {
  static func render(_ elements: [LayoutAttributes], options: SVGRenderer.Options = .init())
    -> ParsedSVG
  {
    ParsedSVG(
      SVGRenderer(options: options).render(
        elements, contentSize: Size(width: 400, height: 400),
        viewport: Rect(x: 0, y: 0, width: 400, height: 400)))
  }

  static func at(_ section: Int, _ item: Int = 0) -> IndexPath {
    IndexPath(item: item, section: section)
  }

  @Test("each element is named after its index path or its kind")
  func texts() throws {
    // One 300 x 40 row each, 40 points apart, so that no element covers another.
    let ids: [ElementID] = [
      .cell(Self.at(0, 3)),
      .supplementary(.sectionHeader, Self.at(1)),
      .supplementary(.sectionFooter, Self.at(1)),
      .supplementary(.collectionHeader, Self.at(0)),
      .supplementary(.collectionFooter, Self.at(0)),
      .decoration(.sectionBackground, Self.at(2)),
      .decoration(.custom("shelf"), Self.at(0, 2)),
      .supplementary(.custom("day"), Self.at(0, 4)),
    ]
    let svg = Self.render(
      ids.enumerated().map { row, id in
        LayoutAttributes(id: id, frame: Rect(x: 0, y: Double(row) * 40, width: 300, height: 40))
      })
    let texts = svg.elements.map { $0.child(named: "text")?.text }
    #expect(
      texts == [
        "0.3", "header 1", "footer 1", "collectionHeader", "collectionFooter",
        "sectionBackground 2", "shelf 0.2", "day 0.4",
      ])
  }

  @Test("a custom kind whose name does not fit is labeled with its name, then its index path")
  func customKindFallback() throws {
    // A decoration never turns. 50 x 80, "shelf 0.3": 46 / (9 × 0.62) = 8.2 points;
    // with a 9-point minimum too small, and so is "shelf": 46 / 3.1 = 14.8, fine at 12.
    // A 20-point-wide one fits neither: "0.3" at 16 / 1.86 = 8.6, too small too.
    var options = SVGRenderer.Options()
    options.minimumLabelFontSize = 9
    let svg = ParsedSVG(
      SVGRenderer(options: options).render(
        [
          LayoutAttributes(
            id: .decoration(.custom("shelf"), Self.at(0, 3)),
            frame: Rect(x: 0, y: 0, width: 50, height: 80)),
          LayoutAttributes(
            id: .decoration(.custom("shelf"), Self.at(0, 4)),
            frame: Rect(x: 60, y: 0, width: 20, height: 80)),
          LayoutAttributes(
            id: .supplementary(.dayHeader, Self.at(0, 1)),
            frame: Rect(x: 80, y: 0, width: 150, height: 80)),
        ], contentSize: Size(width: 230, height: 80),
        viewport: Rect(x: 0, y: 0, width: 230, height: 80)))
    let texts = svg.elements.map { $0.child(named: "text")?.text }
    #expect(texts == ["shelf", nil, "dayHeader 0.1"])
    let font = try #require(svg.elements.first?.child(named: "text"))
    #expect(font.number("font-size") == 12)
  }

  @Test("a header too narrow for a level label reads upward, turned about its center")
  func rotatedLabel() throws {
    // 30 x 300: "header 0" level is 26 / (8 × 0.62) = 5.2 points, under the 6-point
    // minimum; turned, min(12, 26, 296 / 4.96) = 12, centered on (15, 150).
    let svg = Self.render([
      LayoutAttributes(
        id: .supplementary(.sectionHeader, Self.at(0)),
        frame: Rect(x: 0, y: 0, width: 30, height: 300))
    ])
    let text = try #require(svg.elements.first?.child(named: "text"))
    #expect(text.text == "header 0")
    #expect(text.number("font-size") == 12)
    #expect(text.attributes["transform"] == "rotate(-90 15 150)")
    #expect(text.number("x") == 15)
    #expect(text.number("y") == 154.2)
    // A cell of the same size keeps a level label, shrunk: "0.0", 26 / 1.86 = 13.9 -> 12.
    let cell = Self.render([
      LayoutAttributes(id: .cell(Self.at(0)), frame: Rect(x: 0, y: 0, width: 30, height: 300))
    ])
    #expect(cell.elements.first?.child(named: "text")?.attributes["transform"] == nil)
  }

  @Test("given texts replace the labels of particular elements; an empty one removes it")
  func labelTexts() throws {
    var options = SVGRenderer.Options()
    options.labelTexts = [.supplementary(.dayHeader, Self.at(0, 0)): "Mon", .cell(Self.at(0)): ""]
    let svg = ParsedSVG(
      SVGRenderer(options: options).render(
        [
          LayoutAttributes(
            id: .supplementary(.dayHeader, Self.at(0, 0)),
            frame: Rect(x: 0, y: 0, width: 100, height: 40)),
          LayoutAttributes(id: .cell(Self.at(0)), frame: Rect(x: 0, y: 40, width: 100, height: 40)),
          LayoutAttributes(
            id: .cell(Self.at(0, 1)), frame: Rect(x: 0, y: 80, width: 100, height: 40)),
        ], contentSize: Size(width: 100, height: 120),
        viewport: Rect(x: 0, y: 0, width: 100, height: 120)))
    #expect(svg.elements.map { $0.child(named: "text")?.text } == ["Mon", nil, "0.1"])
  }

  @Test("a label is centered, its baseline 0.35 of the font size below the center")
  func position() throws {
    // Item 0.1 spans x 70..<120, y 0..<50: center (95, 25); 12-point text, baseline 29.2.
    let svg = ParsedSVG(SVGRenderer().render(try Fixtures.threeItems()))
    let text = try #require(svg.element("cell 0.1")?.child(named: "text"))
    #expect(text.number("x") == 95)
    #expect(text.number("y") == 29.2)
    #expect(text.number("font-size") == 12)
    #expect(text.attributes["text-anchor"] == "middle")
  }

  @Test(
    "the font shrinks to fit the element and the label is left out below 6 points",
    arguments: [
      // Room is the frame less 2 points on each side; text is 0.62 em per character.
      // 50 x 50, "0.0": min(12, 46, 46 / 1.86) = 12.
      (50.0, 50.0, 0, 12.0),
      // 30 x 30, "0.12": min(12, 26, 26 / 2.48 = 10.48) = 10.4 (tenths, rounded down).
      (30.0, 30.0, 12, 10.4),
      // 20 x 10, "0.0": min(12, 6, 16 / 1.86 = 8.6) = 6.
      (20.0, 10.0, 0, 6.0),
      // 20 x 9.9: 5.9 points of height is too little.
      (20.0, 9.9, 0, nil),
      // 10 x 20, "0.0": 6 / 1.86 = 3.2 points of width is too little.
      (10.0, 20.0, 0, nil),
    ] as [(Double, Double, Int, Double?)])
  func fontSize(width: Double, height: Double, item: Int, expected: Double?) {
    let svg = Self.render([
      LayoutAttributes(
        id: .cell(Self.at(0, item)), frame: Rect(x: 0, y: 0, width: width, height: height))
    ])
    #expect(svg.elements.count == 1)
    #expect(svg.elements.first?.child(named: "text")?.number("font-size") == expected)
  }

  @Test("the largest and smallest font sizes are options")
  func fontSizeOptions() {
    var options = SVGRenderer.Options()
    options.labelFontSize = 20
    options.minimumLabelFontSize = 3
    let frame = Rect(x: 0, y: 0, width: 100, height: 100)
    let small = Rect(x: 0, y: 0, width: 10, height: 20)
    let svg = Self.render(
      [
        LayoutAttributes(id: .cell(Self.at(0)), frame: frame),
        LayoutAttributes(id: .cell(Self.at(0, 1)), frame: small),
      ], options: options)
    #expect(svg.element("cell 0.0")?.child(named: "text")?.number("font-size") == 20)
    // 6 / 1.86 = 3.22: now enough, rounded down to 3.2.
    #expect(svg.element("cell 0.1")?.child(named: "text")?.number("font-size") == 3.2)
  }

  /// A section background of 200 × 100 points at the origin, below the cells.
  static let background = LayoutAttributes(
    id: .decoration(.sectionBackground, at(0)),
    frame: Rect(x: 0, y: 0, width: 200, height: 100), zIndex: -1)

  @Test("a decoration's label moves to the first corner the elements over it leave free")
  func decorationPlacement() throws {
    // "sectionBackground 0" (19 characters) at 12 points is 19 * 0.62 * 12 = 141.36 wide.
    // The cell covers the top half, hiding the center (box y 44..<56) and the top
    // corners; the bottom-leading corner is free: center x 2 + 70.68, y 100 - 2 - 6 = 92,
    // baseline 92 + 4.2.
    let background = Self.background
    let cover = LayoutAttributes(
      id: .cell(Self.at(0)), frame: Rect(x: 0, y: 0, width: 200, height: 50))
    let covered = Self.render([background, cover])
    let text = try #require(
      covered.element("decoration sectionBackground 0.0")?.child(named: "text"))
    #expect(text.number("x") == 72.68)
    #expect(text.number("y") == 96.2)
    // Alone, it is centered: (100, 50 + 4.2).
    let alone = Self.render([background])
    let centered = try #require(alone.elements.first?.child(named: "text"))
    #expect(centered.number("x") == 100)
    #expect(centered.number("y") == 54.2)
  }

  @Test("a section background's label finds the gap between two lines of cells")
  func decorationInGap() throws {
    // Background 0 spans 0, 20, 120 x 110; its label shrinks to 116 / (19 * 0.62) = 9.8
    // points, 115.4 wide. Cells hide the center (y 75) only if they reach the gap
    // between the lines, y 70..<80: they do not, so the label stays at the center,
    // x 60, baseline 75 + 0.35 * 9.8 = 78.43.
    let svg = ParsedSVG(SVGRenderer().render(try Fixtures.pinnedShelves()))
    let text = try #require(
      svg.element("decoration sectionBackground 0.0")?.child(named: "text"))
    #expect(text.number("x") == 60)
    #expect(text.number("y") == 78.43)
    #expect(text.number("font-size") == 9.8)
  }

  @Test("a decoration's label is placed where the viewport shows it")
  func decorationInView() throws {
    // The same background seen through bounds y 50..<150: the center (y 50) is cut off
    // by the edge, the top corners are out of view, the bottom-leading corner is free.
    let background = Self.background
    let svg = ParsedSVG(
      SVGRenderer().render(
        [background], contentSize: Size(width: 200, height: 200),
        viewport: Rect(x: 0, y: 50, width: 200, height: 100)))
    let text = try #require(svg.elements.first?.child(named: "text"))
    #expect(text.number("x") == 72.68)
    #expect(text.number("y") == 96.2)
  }

  @Test("a decoration whose every label place is covered gets no label")
  func decorationHidden() throws {
    let background = Self.background
    let cover = LayoutAttributes(
      id: .cell(Self.at(0)), frame: Rect(x: 0, y: 0, width: 200, height: 95))
    // The bottom corners' boxes span y 86..<98, which the cell reaches.
    let svg = Self.render([background, cover])
    let group = try #require(svg.element("decoration sectionBackground 0.0"))
    #expect(group.child(named: "rect") != nil)
    #expect(group.child(named: "text") == nil)
    // A cell that stops at y 86 leaves the bottom-leading corner free.
    var shorter = cover
    shorter.frame.size.height = 86
    let free = Self.render([background, shorter])
    #expect(free.element("decoration sectionBackground 0.0")?.child(named: "text") != nil)
  }

  @Test(
    "label sizes are output pixels, so labels keep their size on screen at any scale",
    arguments: [
      // 50 x 50, "0.1": 12 px is 6 points at scale 2 and 24 points at scale 0.5;
      // at scale 0.25, 48 points is more than the 46 / 1.86 = 24.7 that fit.
      (2.0, 6.0), (0.5, 24.0), (0.25, 24.7),
      // A scale that is not positive counts as 1.
      (0.0, 12.0), (-1.0, 12.0),
    ])
  func scaledLabels(scale: Double, fontSize: Double) throws {
    var options = SVGRenderer.Options()
    options.scale = scale
    let svg = ParsedSVG(SVGRenderer(options: options).render(try Fixtures.threeItems()))
    #expect(svg.element("cell 0.1")?.child(named: "text")?.number("font-size") == fontSize)
  }

  @Test("at a large scale, a small element's label shrinks further before it is left out")
  func smallAtLargeScale() {
    // 20 x 9.9 has 5.9 points of height: too little at scale 1 (6 px needed), enough at
    // scale 2 (3 points needed), where the font is min(6, 5.9, 16 / 1.86 = 8.6) = 5.9.
    var options = SVGRenderer.Options()
    options.scale = 2
    let svg = Self.render(
      [LayoutAttributes(id: .cell(Self.at(0)), frame: Rect(x: 0, y: 0, width: 20, height: 9.9))],
      options: options)
    #expect(svg.elements.first?.child(named: "text")?.number("font-size") == 5.9)
  }

  @Test("labels can be turned off")
  func noLabels() throws {
    var options = SVGRenderer.Options()
    options.showsLabels = false
    let svg = ParsedSVG(SVGRenderer(options: options).render(try Fixtures.threeItems()))
    #expect(svg.elements.count == 3)
    #expect(svg.root.descendants(named: "text").isEmpty)
  }

  @Test("markup in a custom kind's name is escaped")
  func escaping() {
    let name = "a<b & \"c\" 'd'>"
    let raw = SVGRenderer().render(
      [Fixtures.decoration(name, Rect(x: 0, y: 0, width: 300, height: 30))],
      contentSize: Size(width: 300, height: 30), viewport: Rect(x: 0, y: 0, width: 300, height: 30))
    #expect(raw.contains("data-kind=\"a&lt;b &amp; &quot;c&quot; &#39;d&#39;&gt;\""))
    #expect(raw.contains(">a&lt;b &amp; \"c\" 'd'&gt; 0.0</text>"))
    // Read back, the document gives the name exactly as it was.
    let svg = ParsedSVG(raw)
    let group = svg.elements.first
    #expect(group?.attributes["data-kind"] == name)
    #expect(group?.child(named: "text")?.text == name + " 0.0")
    #expect(group?.child(named: "title")?.text.hasPrefix(name + " 0.0: x 0, y 0") == true)
  }

  @Test("control characters that XML forbids are replaced")
  func controlCharacters() {
    let raw = SVGRenderer().render(
      [Fixtures.decoration("bell\u{7}", Rect(x: 0, y: 0, width: 300, height: 30))],
      contentSize: Size(width: 300, height: 30), viewport: Rect(x: 0, y: 0, width: 300, height: 30))
    #expect(!raw.contains("\u{7}"))
    #expect(ParsedSVG(raw).elements.first?.attributes["data-kind"] == "bell\u{FFFD}")
  }
}
