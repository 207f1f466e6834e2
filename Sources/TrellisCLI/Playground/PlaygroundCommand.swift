import ArgumentParser
import FlyingFox
import Foundation

/// `trellis playground`: builds the WebAssembly module if needed and serves the browser
/// playground on localhost, or with `--export DIR` writes a static copy of it.
struct PlaygroundCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "playground",
    abstract: "Serve the browser playground, the engine in WebAssembly, on localhost.",
    discussion: """
      Builds Sources/TrellisWeb with Embedded Swift for WebAssembly when the module is \
      missing or older than its sources (scripts/build-wasm), writes the page (Web/, the \
      example specs and the module) to .build-wasm/playground, serves it on \
      http://127.0.0.1:PORT and prints that address. With --export DIR it writes the page \
      to DIR instead, for any static host, and exits. Run it from a clone of the repository.

      Exit status: 0 when exported or stopped; 2 for bad arguments; 1 when the module \
      cannot be built, a file cannot be written or the port cannot be opened.
      """)

  @Option(help: "The port to serve on, on 127.0.0.1.")
  var port: UInt16 = 8080

  @Option(
    name: .customLong("export"),
    help: ArgumentHelp(
      "Write a static copy of the page to this directory and exit.", valueName: "dir"))
  var exportDirectory: String?

  func run() throws {
    try reportingFailures {
      let site = try PlaygroundSite.locate()
      try site.buildModuleIfNeeded()
      if let exportDirectory {
        let directory = URL(fileURLWithPath: exportDirectory)
        try site.export(to: directory)
        try StandardOutput.write(directory.standardizedFileURL.path + "\n")
        return
      }
      let root = site.repository.appending(path: ".build-wasm/playground")
      try site.export(to: root)
      try PlaygroundServer(root: root, port: port).serve()
    }
  }
}
