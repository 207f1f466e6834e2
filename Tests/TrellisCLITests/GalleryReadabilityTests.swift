import Foundation
import Testing
import TrellisTestSupport

/// What a reader of the gallery sees in a 1400-pixel-wide browser window: every label
/// large enough to read, every film strip whole, every thumbnail drawn at its size.
@Suite("trellis gallery: readable at a glance")
struct GalleryReadabilityTests {
  /// The smallest label, in pixels on the screen, that the gallery may draw.
  static let minimumLabelPixels = 9.0

  /// One `<svg>` document of a page: its size on the page in pixels and the font size
  /// of each label, in the document's own units.
  struct Picture {
    var width: Double
    var height: Double
    /// Screen pixels per unit of the document's coordinates.
    var pixelsPerUnit: Double
    var fontSizes: [Double]
  }

  /// The pictures of an HTML page, in order.
  static func pictures(in html: String) -> [Picture] {
    html.components(separatedBy: "<svg ").dropFirst().map { chunk in
      let document = chunk.components(separatedBy: "</svg>")[0]
      let root = document.components(separatedBy: ">")[0]
      let width = number(named: "width", in: root) ?? 0
      let height = number(named: "height", in: root) ?? 0
      let viewBox = attribute(named: "viewBox", in: root)?.split(separator: " ")
        .compactMap { Double($0) }
      let viewBoxWidth = viewBox.map { $0.count == 4 ? $0[2] : 0 } ?? 0
      let fontSizes = document.components(separatedBy: "<text ").dropFirst().compactMap {
        number(named: "font-size", in: $0.components(separatedBy: ">")[0])
      }
      return Picture(
        width: width, height: height,
        pixelsPerUnit: viewBoxWidth > 0 ? width / viewBoxWidth : 0, fontSizes: fontSizes)
    }
  }

  /// The value of an attribute in a tag's text.
  static func attribute(named name: String, in tag: String) -> String? {
    let parts = tag.components(separatedBy: " \(name)=\"")
    guard parts.count > 1 else { return nil }
    return parts[1].components(separatedBy: "\"")[0]
  }

  /// The numeric value of an attribute in a tag's text.
  static func number(named name: String, in tag: String) -> Double? {
    attribute(named: name, in: tag).flatMap(Double.init)
  }

  /// Writes the gallery to a new directory and returns it.
  static func gallery() throws -> URL {
    let directory = try RenderTesting.temporaryDirectory()
    let run = try TrellisExecutable.run(["gallery", "-o", directory.path])
    try #require(run.status == 0, "\(run.stderr)")
    return directory
  }

  @Test("no label on any page or thumbnail is smaller than 9 pixels")
  func readableLabels() throws {
    let directory = try Self.gallery()
    let pages = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".html") }
    // A page for each scenario of the gallery's folder, and the index.
    let scenarios = try FileManager.default.contentsOfDirectory(
      atPath: packageRoot.appendingPathComponent("Sources/TrellisCLI/Gallery/Scenarios").path
    ).filter { $0.hasSuffix(".spec.json") }
    #expect(pages.count == scenarios.count + 1)
    var labels = 0
    for page in pages {
      let html = try String(
        contentsOf: directory.appendingPathComponent(page), encoding: .utf8)
      let pictures = Self.pictures(in: html)
      #expect(!pictures.isEmpty, "\(page)")
      for (index, picture) in pictures.enumerated() {
        #expect(picture.pixelsPerUnit > 0, "\(page), picture \(index)")
        for size in picture.fontSizes {
          labels += 1
          let pixels = size * picture.pixelsPerUnit
          #expect(
            pixels >= Self.minimumLabelPixels - 1e-9,
            "\(page), picture \(index): a label of \(pixels) pixels")
        }
      }
    }
    // Enough labels were measured for the check to mean something.
    #expect(labels > 1_000)
  }

  @Test("every film strip fits side by side in a 1400-pixel-wide window, 480 pixels tall")
  func wholeStrips() throws {
    let directory = try Self.gallery()
    for name in try FileManager.default.contentsOfDirectory(atPath: directory.path)
    where name.hasSuffix(".html") && name != "index.html" {
      let html = try String(
        contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
      let strip = html.components(separatedBy: "<div class=\"strip\">")[1]
        .components(separatedBy: "<div class=\"details\">")[0]
      let frames = Self.pictures(in: strip)
      #expect(frames.count >= 2, "\(name)")
      // The page's margins and a scroll bar (84), each frame's padding and border (18),
      // and 16 between frames.
      let width =
        84 + frames.map { $0.width + 18 }.reduce(0, +) + Double(frames.count - 1) * 16
      #expect((width * 1e6).rounded() / 1e6 <= 1400, "\(name): the strip is \(width) pixels wide")
      #expect(frames.allSatisfy { $0.height <= 480 }, "\(name)")
      // The whole content is not part of the strip, where it would stretch the row.
      #expect(!strip.contains("the whole content"), "\(name)")
      #expect(html.contains("<figure class=\"overview\">"), "\(name)")
    }
  }

  @Test("thumbnails are drawn at most 240 by 200 pixels, the size of a card's picture")
  func thumbnails() throws {
    let directory = try Self.gallery()
    let index = try String(
      contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
    let thumbnails = Self.pictures(in: index)
    #expect(thumbnails.count == 31)
    for (number, thumbnail) in thumbnails.enumerated() {
      #expect(thumbnail.width <= 240 + 1e-9 && thumbnail.height <= 200 + 1e-9, "\(number)")
      #expect(max(thumbnail.width / 240, thumbnail.height / 200) > 0.99, "\(number)")
    }
    // The style sheet leaves them at that size rather than scaling them.
    #expect(index.contains(".thumbnail svg { display: block; flex: none; }"))
  }
}
