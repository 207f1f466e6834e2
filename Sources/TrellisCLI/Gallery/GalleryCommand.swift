import ArgumentParser
import Foundation
import TrellisSVG

/// `trellis gallery -o DIR`: draws every built-in scenario into a directory of HTML
/// pages, with an index page and the specs that produced them.
///
/// It writes `DIR/index.html`, `DIR/<name>.html` per scenario and `DIR/specs/<name>.json`,
/// prints one progress line per scenario on standard error and, at the end, the index's
/// `file://` address on standard output, which a browser opens on any system.
struct GalleryCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gallery",
    abstract: "Draw every built-in scenario as HTML pages with an index.",
    discussion: """
      Each scenario (the built-in layouts at work) becomes a page with a film strip \
      of scroll positions, a view of the whole content and its spec; the animated ones \
      (inserts and deletes, a snapshot shuffle) show each of their spec's actions at 0, \
      25, 50, 75 and 100% instead. \
      The specs are written to DIR/specs, ready for trellis layout and trellis render. \
      At the end, the address of DIR/index.html is printed on standard output.

      Exit status: 0 on success; 2 for bad arguments; 1 when a file or the directory \
      cannot be written.
      """)

  @Option(
    name: [.customShort("o"), .customLong("output")],
    help: ArgumentHelp(
      "The directory to write, created if needed; existing files are replaced.",
      valueName: "dir"))
  var output: String

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Output pixels per point of the film strips (default: small enough for a whole "
        + "strip to fit in a 1400-pixel-wide window, at most 1); the whole-content views "
        + "are drawn at half of it.",
      valueName: "scale"))
  var scale: ParsedArgument<ScaleArgument>?

  func run() throws {
    try reportingFailures(writeGallery)
  }

  /// Checks the arguments, then writes the scenarios, their specs and the index.
  private func writeGallery() throws {
    let scale = try self.scale?.get().value
    let directory = try GalleryDirectory(checking: output)
    let scenarios = GalleryScenario.all
    var entries: [IndexPage.Entry] = []
    for (index, scenario) in scenarios.enumerated() {
      let page: GalleryPage
      do {
        page = try GalleryPage(scenario, scale: scale, specs: directory.path(of: "specs"))
      } catch {
        throw EnvironmentFailure("the built-in scenario '\(scenario.name)' is broken: \(error)")
      }
      try directory.write(scenario.spec + "\n", to: "specs/\(scenario.name).json")
      try directory.write(page.html, to: "\(scenario.name).html")
      entries.append(GalleryIndex.entry(for: page))
      Self.progress(
        "[\(index + 1)/\(scenarios.count)] \(scenario.name): \(page.frameCount) pictures -> "
          + directory.path(of: "\(scenario.name).html"))
    }
    try directory.write(
      GalleryIndex.html(entries, specs: directory.path(of: "specs")), to: "index.html")
    Self.progress("wrote \(entries.count) scenarios and \(directory.path(of: "index.html"))")
    try StandardOutput.write("open in a browser: " + directory.address(of: "index.html") + "\n")
  }

  /// Writes one line of progress to standard error.
  private static func progress(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
