import Foundation
import Testing

@Suite("trellis gallery")
struct GalleryCommandTests {
  /// The scenarios of the gallery that scroll, in the order of the index page.
  private let scrolling = [
    "books-by-month", "app-store", "bookshelf", "tag-cloud", "right-to-left", "horizontal",
    "pinning-push", "pinning-stack", "pinning-until-next-pinned", "parallax-header",
    "waterfall-shortest-first", "waterfall-left-to-right", "waterfall-sections", "week",
    "carousel-cards", "cover-flow", "carousel-deck", "carousel-flick", "compositional-app-store",
    "compositional-photos", "compositional-settings", "list-settings",
  ]

  /// The scenarios that animate the spec's actions, after the others; each has the same
  /// spec as the example of its name in `Examples/specs`.
  private let animated = [
    "insert-delete", "snapshot-shuffle", "bookshelf-drag", "drag-slide", "grid-to-list",
    "flow-to-cover-flow", "list-files", "list-mail",
  ]

  /// The scenarios that show the screen after some of their actions, last.
  private let played = ["self-sizing-chat"]

  /// Every scenario, in the order of the index page.
  private var scenarios: [String] { scrolling + animated + played }

  /// The text of a file of the gallery.
  private func read(_ name: String, in directory: URL) throws -> String {
    try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
  }

  @Test("writes the index, one page and one spec per scenario, and reports progress")
  func writesGallery() throws {
    let directory = try RenderTesting.temporaryDirectory().appendingPathComponent("out")
    let run = try TrellisExecutable.run(["gallery", "-o", directory.path])
    #expect(run.status == 0)
    #expect(
      run.stdout
        == "open in a browser: "
        + directory.appendingPathComponent("index.html").standardizedFileURL.absoluteString
        + "\n")
    #expect(run.stdout.contains("file:///"))

    let lines = run.stderr.split(separator: "\n").map(String.init)
    #expect(lines.count == scenarios.count + 1)
    for (index, name) in scenarios.enumerated() where index < lines.count {
      #expect(lines[index].hasPrefix("[\(index + 1)/\(scenarios.count)] \(name): "))
      #expect(lines[index].hasSuffix(" pictures -> \(directory.path)/\(name).html"))
    }
    #expect(
      lines.last
        == "wrote \(scenarios.count) scenarios and \(directory.path)/index.html")

    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(files == (scenarios.map { $0 + ".html" } + ["index.html", "specs"]).sorted())
    let specs = try FileManager.default
      .contentsOfDirectory(atPath: directory.appendingPathComponent("specs").path).sorted()
    #expect(specs == scenarios.map { $0 + ".json" }.sorted())

    let index = try read("index.html", in: directory)
    #expect(index.contains("<title>Trellis gallery</title>"))
    for name in scenarios {
      #expect(index.contains("<a href=\"\(name).html\">"))
    }
    #expect(RenderTesting.count(of: "<div class=\"thumbnail\">", in: index) == scenarios.count)
  }

  @Test("each page shows the film strip, the whole content and the spec it was made from")
  func pages() throws {
    let directory = try RenderTesting.temporaryDirectory()
    _ = try TrellisExecutable.run(["gallery", "-o", directory.path])
    for name in scrolling {
      let page = try read("\(name).html", in: directory)
      let spec = try read("specs/\(name).json", in: directory)
      let captions = RenderTesting.captions(in: page)
      #expect(captions.count >= 2, "\(name)")
      #expect(captions.allSatisfy { $0.hasPrefix("offset ") && $0.contains(": ") }, "\(name)")
      #expect(captions.last?.hasSuffix(": the whole content") == true, "\(name)")
      #expect(RenderTesting.count(of: "<figure>", in: page) == captions.count - 1, "\(name)")
      #expect(RenderTesting.count(of: "<figure class=\"overview\">", in: page) == 1, "\(name)")
      #expect(RenderTesting.count(of: "class=\"viewport\"", in: page) == 1, "\(name)")
      #expect(page.contains("<pre class=\"spec\">" + spec.dropLast() + "</pre>"), "\(name)")
    }
  }

  @Test("an animated page shows each step or slide at 0, 25, 50, 75 and 100%, and its spec")
  func animatedPages() throws {
    let directory = try RenderTesting.temporaryDirectory()
    _ = try TrellisExecutable.run(["gallery", "-o", directory.path])
    let notes: [String: [(step: String, note: String)]] = [
      "insert-delete": [
        ("step 1", "two items in, two out"), ("step 2", "a section in at the top"),
      ],
      "snapshot-shuffle": [
        ("step 1", "sorted by width"), ("step 2", "sections swapped, tags moved, in and out"),
      ],
      "bookshelf-drag": [
        ("step 1", "refused by the full shelf 0"), ("step 2", "taken by shelf 2"),
      ],
      "drag-slide": [
        ("step 1 · point 1", "over the end of the first line"),
        ("step 1 · point 2", "over the second line"),
      ],
      "grid-to-list": [
        ("step 1", "grid to list"), ("step 2", "back to the grid, released halfway, cancelled"),
      ],
      "flow-to-cover-flow": [("step 1", "grid to cover flow")],
      "list-files": [("step 1", "Documents opens"), ("step 2", "iCloud Drive closes")],
      "list-mail": [
        ("step 3", "message 1 opens"), ("step 4", "message 3 opens"),
        ("step 5", "a full swipe deletes message 2"), ("step 6", "the app removes message 2"),
      ],
    ]
    for name in animated {
      let page = try read("\(name).html", in: directory)
      let spec = try read("specs/\(name).json", in: directory)
      var expected: [String] = []
      for (step, note) in notes[name] ?? [] {
        for percent in [0, 25, 50, 75, 100] {
          expected.append("\(step) · \(percent)%: \(note)")
        }
      }
      // The whole content follows the strip.
      expected.append("offset 0, 0: the whole content")
      #expect(RenderTesting.captions(in: page) == expected, "\(name)")
      // The strip's figures, and the whole content's, which has a class of its own.
      #expect(RenderTesting.count(of: "<figure>", in: page) == expected.count - 1, "\(name)")
      #expect(RenderTesting.count(of: "<figure class=\"overview\">", in: page) == 1, "\(name)")
      #expect(page.contains("<pre class=\"spec\">" + spec.dropLast() + "</pre>"), "\(name)")
      let example = try String(
        contentsOfFile: TrellisExecutable.example(name + ".json"), encoding: .utf8)
      #expect(spec == example, "specs/\(name).json differs from Examples/specs/\(name).json")
      let play = try TrellisExecutable.run([
        "play", directory.appendingPathComponent("specs/\(name).json").path,
      ])
      #expect(play.status == 0, "\(name): \(play.stderr)")
    }
  }

  @Test("the books page shows the stretched header, the push, and the end of the content")
  func booksPage() throws {
    let directory = try RenderTesting.temporaryDirectory()
    _ = try TrellisExecutable.run(["gallery", "-o", directory.path])
    let captions = RenderTesting.captions(in: try read("books-by-month.html", in: directory))
    #expect(
      captions == [
        "offset 0, -80: pulled down: the page header stretches",
        "offset 0, 0: at rest",
        "offset 0, 60: page header gone, header 0 at the top",
        "offset 0, 300: inside May: header 0 stays",
        "offset 0, 580: header 1 pushes header 0 up",
        "offset 0, 700: inside June: header 1 stays",
        "offset 0, 790: header 2 pushes header 1 up",
        "offset 0, 1272: the end of the content",
        "offset 0, 580: the whole content",
      ])
  }

  @Test("the week page scrolls down through the day, then sideways to the weekend")
  func weekPage() throws {
    // The week is 1024 points tall in a 600-point view, so it scrolls down to 424, and
    // 830 points wide in a 390-point view, so sideways to 440.
    let directory = try RenderTesting.temporaryDirectory()
    _ = try TrellisExecutable.run(["gallery", "-o", directory.path])
    let captions = RenderTesting.captions(in: try read("week.html", in: directory))
    #expect(
      captions == [
        "offset 0, 0: at rest: 8:00 at the top",
        "offset 0, 120: 9:30 below the pinned day headers and all-day row",
        "offset 0, 240: 11:00 below the pinned headers",
        "offset 0, 424: the end of the day, 20:00",
        "offset 440, 240: scrolled sideways to the weekend: the hours stay",
        "offset 0, 240: the whole content",
      ])
  }

  @Test("every spec the gallery writes lays out with trellis layout")
  func specsLayOut() throws {
    let directory = try RenderTesting.temporaryDirectory()
    _ = try TrellisExecutable.run(["gallery", "-o", directory.path])
    for name in scenarios {
      let run = try TrellisExecutable.run([
        "layout", directory.appendingPathComponent("specs/\(name).json").path,
      ])
      #expect(run.status == 0, "\(name): \(run.stderr)")
      #expect(run.stdout.hasPrefix("{\n  \"contentSize\": "), "\(name)")
    }
  }

  @Test("every scenario file loads: a page named after it, with its spec file verbatim")
  func scenarioFiles() throws {
    let directory = try RenderTesting.temporaryDirectory()
    let run = try TrellisExecutable.run(["gallery", "-o", directory.path])
    // A scenario file that cannot be read stops the command.
    try #require(run.status == 0, "\(run.stderr)")
    let source = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/TrellisCLI/Gallery/Scenarios")
    let files = try FileManager.default.contentsOfDirectory(atPath: source.path).sorted()
    #expect(files == scenarios.flatMap { [$0 + ".json", $0 + ".spec.json"] }.sorted())
    for name in scenarios {
      let page = try JSONSerialization.jsonObject(
        with: Data(contentsOf: source.appendingPathComponent(name + ".json")))
      #expect((page as? [String: Any])?["name"] as? String == name)
      let spec = try read(name + ".spec.json", in: source)
      #expect(try read("specs/\(name).json", in: directory) == spec, "\(name)")
    }
  }

  @Test("bad arguments exit with status 2, a directory that cannot be written with 1")
  func badArguments() throws {
    let file = try TrellisExecutable.temporaryFile("{}")
    let onFile = try TrellisExecutable.run(["gallery", "-o", file])
    #expect(
      onFile
        == .init(
          status: 1, stdout: "",
          stderr: "error: cannot write the gallery to '\(file)': it is a file\n"))
    let noOutput = try TrellisExecutable.run(["gallery"])
    #expect(
      noOutput
        == .refusal(
          "error: missing expected argument '--output <dir>' (see 'trellis help gallery')\n"
        ))
    let directory = try RenderTesting.temporaryDirectory()
    let badScale = try TrellisExecutable.run(["gallery", "-o", directory.path, "--scale", "0"])
    #expect(badScale.status == 2)
    #expect(badScale.stderr == "error: --scale: must be from 0.01 to 100, got 0\n")
  }
}
