import Testing
import Trellis
import TrellisSVG

/// The examples of the TrellisSVG catalog and of the public types' documentation, run as
/// written.
@Suite("Documentation examples")
struct DocumentationExampleTests {
  @Test("the landing page's example draws a pinned header over four cells")
  func landingPage() throws {
    var configuration = FlowLayout.Configuration()
    configuration.headerReferenceSize = Size(width: 0, height: 20)
    configuration.sectionHeadersPinToVisibleBounds = true
    let layout = FlowLayout(configuration: configuration)
    try layout.prepare(
      for: Viewport(size: Size(width: 120, height: 100)),
      dataSource: FlowContent(sections: [.init(itemCount: 4), .init(itemCount: 4)]))

    let svg = SVGRenderer().render(layout)
    // Header 0..<20, lines 20..<70 and 80..<130: the 100-point view shows all four cells.
    #expect(
      ParsedSVG(svg).paintOrder == [
        "cell 0.0", "cell 0.1", "cell 0.2", "cell 0.3", "supplementary header 0.0",
      ])

    let strip = try FilmStrip(
      layout, offsets: FilmStrip.offsets([0, 30, 200], along: .vertical))
    let html = FilmStripPage(title: "Pinned headers", strip: strip).html
    #expect(strip.frames.count == 3)
    #expect(html.contains("<figcaption>offset 0, 200</figcaption>"))
  }

  @Test("the renderer's example draws twelve default items in a 320-point view")
  func rendererExample() throws {
    let layout = FlowLayout()
    try layout.prepare(
      for: Viewport(size: Size(width: 320, height: 480)),
      dataSource: FlowContent(sections: [.init(itemCount: 12)]))
    let svg = SVGRenderer().render(layout)
    // Five per line, three lines; all in view.
    #expect(ParsedSVG(svg).elements.count == 12)
  }
}
