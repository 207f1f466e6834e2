import ArgumentParser
import Foundation

/// `trellis playground`: serves the browser playground, the engine in WebAssembly, on
/// 127.0.0.1, or with `--export DIR` writes a static copy of it.
struct PlaygroundCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "playground",
    abstract: "Serve the browser playground, the engine in WebAssembly, on 127.0.0.1.",
    discussion: """
      Serves the page in Web/ with the committed WebAssembly module (Web/trellis.wasm) \
      and the example specs on http://127.0.0.1:PORT and prints that address; nothing \
      needs installing. When the module's sources changed since it was built \
      (Web/trellis.wasm.sources records their fingerprint), it is rebuilt with \
      scripts/build-wasm if the WebAssembly toolchain is present, and otherwise served \
      as committed with a warning saying what to install. With --export DIR it writes the \
      page to DIR instead, for any static host, and exits. Run it from a clone of the \
      repository.

      The server answers GET and HEAD for the page's files only, and only when the Host \
      header names the address it serves; it refuses heads over 16 KiB, more than 64 \
      header fields and requests with a body, and closes connections that take more \
      than 10 seconds to send a request.

      Exit status: 0 when exported or stopped; 2 for bad arguments; 1 when the module \
      cannot be built, a file cannot be written or the port cannot be opened.
      """)

  @Option(help: "The port to serve on; 0 picks a free one.")
  var port: UInt16 = 8080

  @Option(
    help: ArgumentHelp(
      "The address to serve on. Anything but 127.0.0.1, ::1 or localhost lets other "
        + "machines load the page.", valueName: "address"))
  var host = "127.0.0.1"

  @Flag(help: "Rebuild Web/trellis.wasm from the sources first (needs the WebAssembly toolchain).")
  var rebuild = false

  @Option(
    name: .customLong("export"),
    help: ArgumentHelp(
      "Write a static copy of the page to this directory and exit.", valueName: "dir"))
  var exportDirectory: String?

  func run() throws {
    try reportingFailures {
      let site = try PlaygroundSite.locate()
      try prepareModule(of: site)
      if let exportDirectory {
        let directory = URL(fileURLWithPath: exportDirectory)
        try site.export(to: directory)
        try StandardOutput.write(directory.standardizedFileURL.path + "\n")
        return
      }
      if !AcceptedHosts.isLoopback(host) {
        Self.warn("serving on \(host): other machines that reach it can load the page")
      }
      let page = try PageFiles(site.files(), listeningOn: host)
      try PlaygroundServer(page: page, host: host, port: Int(port)).serve()
    }
  }

  /// Rebuilds the module when asked to, or when its sources changed and the toolchain
  /// is here; otherwise keeps the committed one, warning when it is stale.
  private func prepareModule(of site: PlaygroundSite) throws {
    if rebuild {
      try site.rebuildModule()
      return
    }
    guard try !site.moduleIsCurrent() else { return }
    let moduleExists = FileManager.default.fileExists(atPath: site.module.path)
    if let missing = site.missingToolchain() {
      guard moduleExists else {
        throw EnvironmentFailure("Web/trellis.wasm is missing and cannot be built here: \(missing)")
      }
      Self.warn(
        "the engine's sources changed since Web/trellis.wasm was built; serving it as "
          + "built. To rebuild it: \(missing)")
      return
    }
    Self.warn(
      moduleExists
        ? "the engine's sources changed since Web/trellis.wasm was built; rebuilding it"
        : "Web/trellis.wasm is missing; building it")
    try site.rebuildModule()
  }

  private static func warn(_ message: String) {
    FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
  }
}
