import Foundation
import Testing

@Suite("trellis render")
struct RenderCommandTests {
  /// The width and height of the covers of the books examples, as the SVG prints them:
  /// (375 - 5) / 3 and 4/3 of that, to three decimals.
  private let cover = [123.333, 164.444]

  /// A cover's frame at `x`, `y`.
  private func cover(_ x: Double, _ y: Double) -> [Double] {
    [x, y] + cover
  }

  /// A section header's frame at `y`, as wide as the view.
  private func header(_ y: Double) -> [Double] {
    [0, y, 375, 45]
  }

  @Test("draws what the viewport shows at the spec's offset, pinned headers painted last")
  func pinnedBooks() throws {
    // books-pinned.json at its contentOffset 580, the viewport 580..1247. Sections start
    // at 60 (after the collection header), 602.33 and 811.78; covers are h = 164.44 tall,
    // lines h + 2 apart after a 45-point header, origins rounded to half points:
    // - section 0's last line (item 6) at 60 + 45 + 2 (h + 2) = 437.89 -> 438;
    // - section 1's line at 647.33 -> 647.5; section 2's at 856.78 -> 857 and
    //   1023.22 -> 1023, ending at 1187.67, inside the viewport;
    // - columns at 0, 125.83 -> 126 and 251.67 -> 251.5.
    // Header 0 is pushed up to 602.33 - 45 = 557.33 -> 557.5; header 1 pins at
    // max(580, 602.33) -> 602.5; header 2 stays at 811.78 -> 812. Headers have zIndex
    // 1024, so they are painted after the cells, in the order the layout reports them.
    let run = try TrellisExecutable.run(["render", TrellisExecutable.example("books-pinned.json")])
    #expect(run.status == 0)
    #expect(run.stderr == "")
    let svg = RenderedSVG(run.stdout)
    #expect(svg.root["viewBox"] == "0 580 375 667")
    #expect(svg.root["width"] == "375")
    #expect(svg.root["height"] == "667")
    #expect(svg.rectangles["canvas"] == [0, 580, 375, 667])
    #expect(svg.rectangles["content"] == [0, 0, 375, 1187.667])
    #expect(svg.rectangles["viewport"] == nil)

    let expected: [RenderedSVG.Drawn] = [
      .init(category: "cell", index: "0.6", frame: cover(0, 438), label: "0.6"),
      .init(category: "cell", index: "1.0", frame: cover(0, 647.5), label: "1.0"),
      .init(category: "cell", index: "1.1", frame: cover(126, 647.5), label: "1.1"),
      .init(category: "cell", index: "1.2", frame: cover(251.5, 647.5), label: "1.2"),
      .init(category: "cell", index: "2.0", frame: cover(0, 857), label: "2.0"),
      .init(category: "cell", index: "2.1", frame: cover(126, 857), label: "2.1"),
      .init(category: "cell", index: "2.2", frame: cover(251.5, 857), label: "2.2"),
      .init(category: "cell", index: "2.3", frame: cover(0, 1023), label: "2.3"),
      .init(
        category: "supplementary", kind: "header", index: "0.0", frame: header(557.5),
        label: "header 0"),
      .init(
        category: "supplementary", kind: "header", index: "1.0", frame: header(602.5),
        label: "header 1"),
      .init(
        category: "supplementary", kind: "header", index: "2.0", frame: header(812),
        label: "header 2"),
    ]
    #expect(svg.elements == expected)
  }

  @Test("--offset with a negative y draws the stretched collection header")
  func pulledDown() throws {
    // Pulled 100 points: the 60-point stretchy header spans -100..60. Header 0 pins in
    // its natural place at 60; the viewport -100..567 holds section 0's three lines
    // (105, 271.5, 438) and nothing of section 1 (602.5). The collection header and
    // the cells have zIndex 0 and keep the layout's order; the header comes last.
    let path = TrellisExecutable.example("books-pinned.json")
    for offsetArguments in [["--offset=0,-100"], ["--offset", "0,-100"]] {
      let run = try TrellisExecutable.run(["render", path] + offsetArguments)
      #expect(run.status == 0, "\(offsetArguments)")
      let svg = RenderedSVG(run.stdout)
      #expect(svg.root["viewBox"] == "0 -100 375 667")
      let columns = [0.0, 126, 251.5]
      let cells = (0..<7).map { item in
        RenderedSVG.Drawn(
          category: "cell", index: "0.\(item)",
          frame: cover(columns[item % 3], [105, 271.5, 438][item / 3]), label: "0.\(item)")
      }
      let expected =
        [
          RenderedSVG.Drawn(
            category: "supplementary", kind: "collectionHeader", index: "0.0",
            frame: [0, -100, 375, 160], label: "collectionHeader")
        ] + cells + [
          RenderedSVG.Drawn(
            category: "supplementary", kind: "header", index: "0.0", frame: header(60),
            label: "header 0")
        ]
      #expect(svg.elements == expected)
    }
  }

  @Test("--whole draws every element and outlines the viewport; --scale sets the pixel size")
  func wholeContent() throws {
    // books.json: 375 x 1127.667 of content, 12 points of margin on every side, so the
    // canvas is 399 x 1151.667 points and, at scale 2, 798 x 2303.333 pixels.
    let run = try TrellisExecutable.run([
      "render", TrellisExecutable.example("books.json"), "--whole", "--scale", "2",
    ])
    #expect(run.status == 0)
    let svg = RenderedSVG(run.stdout)
    #expect(svg.root["viewBox"] == "-12 -12 399 1151.667")
    #expect(svg.root["width"] == "798")
    #expect(svg.root["height"] == "2303.333")
    #expect(svg.rectangles["viewport"] == [0, 0, 375, 667])
    #expect(svg.elements("cell").count == 7 + 3 + 4)
    #expect(svg.elements("supplementary").map(\.frame) == [header(0), header(542.5), header(752)])
  }

  @Test("draws section backgrounds under the cells")
  func backgrounds() throws {
    // bookshelf.json, 10-point section insets: section 0 (a 30-point header, two lines
    // of 90 with 10 between) has its background from 30 to 240 - the section's items
    // and insets, under the cells that start at 40. Empty section 1 (240..290) keeps
    // its insets, a 20-point background at 270. Section 2's own background covers its
    // header, 4 points in from the sides. Backgrounds (zIndex -1) are painted first.
    let run = try TrellisExecutable.run([
      "render", TrellisExecutable.example("bookshelf.json"), "--offset", "0,0",
    ])
    let svg = RenderedSVG(run.stdout)
    let decorations = svg.elements("decoration")
    #expect(decorations.map(\.kind) == Array(repeating: "sectionBackground", count: 3))
    #expect(decorations.map(\.index) == ["0.0", "1.0", "2.0"])
    #expect(
      decorations.map(\.frame) == [[0, 30, 320, 210], [0, 270, 320, 20], [4, 290, 312, 140]])
    #expect(svg.elements.prefix(3).map(\.category) == ["decoration", "decoration", "decoration"])
    #expect(svg.elements("cell").first?.frame == [10, 40, 60, 90])
  }

  @Test("-o writes the document to a file and nothing to standard output")
  func outputFile() throws {
    let directory = try RenderTesting.temporaryDirectory()
    let file = directory.appendingPathComponent("books.svg").path
    let path = TrellisExecutable.example("books.json")
    let written = try TrellisExecutable.run(["render", path, "-o", file])
    #expect(written == .init(status: 0, stdout: "", stderr: ""))
    let printed = try TrellisExecutable.run(["render", path])
    #expect(try String(contentsOfFile: file, encoding: .utf8) == printed.stdout)
  }

  @Test("reads the spec from standard input when the path is -")
  func standardInput() throws {
    // Three 50 x 50 items in a 120-point-wide view: two per line, 20 points apart.
    let run = try TrellisExecutable.run(
      ["render", "-"],
      stdin: #"{"viewport": {"width": 120, "height": 80}, "sections": [{"items": 3}]}"#)
    let svg = RenderedSVG(run.stdout)
    #expect(svg.elements.map(\.frame) == [[0, 0, 50, 50], [70, 0, 50, 50], [0, 60, 50, 50]])
  }
}
