import Testing
import Trellis
import TrellisSVG

@Suite("Palette and legend")
struct PaletteTests {
  static let at = IndexPath(item: 0, section: 0)

  @Test("every built-in kind has a fill of its own")
  func distinctFills() {
    let palette = Palette.standard
    let ids: [ElementID] = [
      .cell(Self.at),
      .supplementary(.sectionHeader, Self.at),
      .supplementary(.sectionFooter, Self.at),
      .supplementary(.collectionHeader, Self.at),
      .supplementary(.collectionFooter, Self.at),
      .decoration(.sectionBackground, Self.at),
    ]
    let fills = ids.map { palette.swatch(for: $0).fill }
    #expect(Set(fills).count == ids.count)
    let customs = (palette.customSupplementaries + palette.customDecorations).map(\.fill)
    #expect(Set(fills + customs).count == ids.count + customs.count)
  }

  @Test("a custom kind's swatch is picked by the FNV-1a hash of its name")
  func customKinds() {
    let palette = Palette.standard
    // FNV-1a 64: "shelf" = 0x4d28fd49288b60c3 (1 mod 3), "badge" = 0x10bda981fe095518
    // (2 mod 3), "day" = 0xca8d3918f4578f1d (0 mod 3).
    #expect(
      palette.swatch(for: .decoration(.custom("shelf"), Self.at)) == palette.customDecorations[1])
    #expect(
      palette.swatch(for: .decoration(.custom("badge"), Self.at)) == palette.customDecorations[2])
    #expect(
      palette.swatch(for: .supplementary(.custom("day"), Self.at))
        == palette.customSupplementaries[0])
  }

  @Test("the week calendar's kinds have named swatches, distinct from every other fill")
  func weekKinds() {
    let palette = Palette.standard
    let ids: [ElementID] = [
      .supplementary(.dayHeader, Self.at), .supplementary(.hourHeader, Self.at),
      .supplementary(.corner, Self.at), .decoration(.hourLine, Self.at),
      .decoration(.currentTime, Self.at), .decoration(.dayBackground, Self.at),
    ]
    let fills = ids.map { palette.swatch(for: $0).fill }
    #expect(
      fills == ["#96f2d7", "#d8f5a2", "#ced4da", "#adb5bd", "#fa5252", "#f1f3f5"])
    let others =
      [
        palette.cell, palette.sectionHeader, palette.sectionFooter, palette.collectionHeader,
        palette.collectionFooter, palette.sectionBackground,
      ].map(\.fill) + (palette.customSupplementaries + palette.customDecorations).map(\.fill)
    #expect(Set(fills + others).count == fills.count + others.count)
    // A named swatch applies whatever the category.
    #expect(
      palette.swatch(for: .decoration(.dayHeader, Self.at))
        == palette.swatch(for: .supplementary(.dayHeader, Self.at)))
  }

  @Test("a custom kind falls back to the cell swatch when the palette has none")
  func emptyCustomList() {
    var palette = Palette.standard
    palette.customDecorations = []
    #expect(palette.swatch(for: .decoration(.custom("shelf"), Self.at)) == palette.cell)
  }

  @Test("the renderer fills elements with the palette's colors")
  func rendererUsesPalette() throws {
    var options = SVGRenderer.Options()
    options.palette.cell = Swatch(fill: "tomato", stroke: "black")
    let svg = ParsedSVG(SVGRenderer(options: options).render(try Fixtures.pinnedShelves()))
    #expect(svg.rect(of: "cell 0.0")?.attributes["fill"] == "tomato")
    #expect(svg.rect(of: "cell 0.0")?.attributes["stroke"] == "black")
    #expect(svg.rect(of: "supplementary header 0.0")?.attributes["fill"] == "#ffd8a8")
    #expect(svg.rect(of: "decoration sectionBackground 0.0")?.attributes["fill"] == "#fff3bf")
  }

  @Test("a legend lists the kinds drawn, cells first, built-in kinds, then custom names")
  func legend() {
    let frame = Rect(x: 0, y: 0, width: 10, height: 10)
    let elements = [
      Fixtures.decoration("zeta", frame),
      LayoutAttributes(id: .supplementary(.custom("zeta"), Self.at), frame: frame),
      LayoutAttributes(id: .decoration(.sectionBackground, Self.at), frame: frame),
      Fixtures.cell(0, 0, frame),
      Fixtures.decoration("alpha", frame),
      Fixtures.decoration("hidden", frame, isHidden: true),
      LayoutAttributes(id: .supplementary(.sectionHeader, Self.at), frame: frame),
      Fixtures.cell(0, 1, frame),
    ]
    let palette = Palette.standard
    let legend = Legend(for: elements, palette: palette)
    #expect(
      legend.entries.map(\.name) == [
        "cell", "header", "sectionBackground", "alpha", "zeta", "zeta",
      ])
    #expect(legend.entries[0].swatch == palette.cell)
    // The supplementary "zeta" comes before the decoration of the same name.
    #expect(
      legend.entries[4].swatch == palette.swatch(for: .supplementary(.custom("zeta"), Self.at)))
    #expect(
      legend.entries[5].swatch == palette.swatch(for: .decoration(.custom("zeta"), Self.at)))
  }
}
