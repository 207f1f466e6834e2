import Foundation

/// The files of the playground page: the repository's `Web` directory, its example
/// specs as the scenarios, and the WebAssembly module built from `Sources/TrellisWeb`.
struct PlaygroundSite {
  /// The repository the page is built from.
  let repository: URL

  /// The site of the repository that holds the current directory, or else of the one
  /// this command was built from.
  ///
  /// - Throws: ``EnvironmentFailure`` when neither holds the page's sources.
  static func locate() throws -> PlaygroundSite {
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let built = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    for start in [current, built] {
      var directory = start.standardizedFileURL
      while directory.path != "/" {
        if isRepository(directory) { return PlaygroundSite(repository: directory) }
        directory.deleteLastPathComponent()
      }
    }
    throw EnvironmentFailure(
      "the playground's sources (Web/index.html, scripts/build-wasm) are not here; "
        + "run it from a clone of the Trellis repository")
  }

  private static func isRepository(_ directory: URL) -> Bool {
    let manager = FileManager.default
    return manager.fileExists(atPath: directory.appending(path: "Web/index.html").path)
      && manager.fileExists(atPath: directory.appending(path: "scripts/build-wasm").path)
  }

  /// The module the page loads.
  var module: URL { repository.appending(path: ".build-wasm/trellis.wasm") }

  /// The sources the module is built from.
  private var moduleSources: [URL] {
    ["Sources/Trellis", "Sources/TrellisSpec", "Sources/TrellisWeb", "Sources/TrellisWebRuntime"]
      .map { repository.appending(path: $0) }
  }

  /// Whether the module is missing or older than one of its sources.
  var moduleIsOutOfDate: Bool {
    guard let built = Self.modificationDate(of: module) else { return true }
    for directory in moduleSources {
      let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
      while let file = files?.nextObject() as? URL {
        if let date = Self.modificationDate(of: file), date > built { return true }
      }
    }
    return false
  }

  /// Builds the module with `scripts/build-wasm` when it is out of date, telling
  /// standard error.
  ///
  /// - Throws: ``EnvironmentFailure`` when the build fails.
  func buildModuleIfNeeded() throws {
    guard moduleIsOutOfDate else { return }
    FileHandle.standardError.write(Data("building the WebAssembly module...\n".utf8))
    let build = Process()
    build.executableURL = repository.appending(path: "scripts/build-wasm")
    build.currentDirectoryURL = repository
    build.standardOutput = FileHandle.standardError
    do {
      try build.run()
    } catch {
      throw EnvironmentFailure("scripts/build-wasm could not start: \(error)")
    }
    build.waitUntilExit()
    guard build.terminationStatus == 0 else {
      throw EnvironmentFailure(
        "scripts/build-wasm failed with status \(build.terminationStatus)")
    }
  }

  /// Writes the page into `directory`: the files of `Web`, `specs/` with the example
  /// specs, and `trellis.wasm`, replacing files of the same names.
  ///
  /// - Throws: ``EnvironmentFailure`` when a file cannot be read or written.
  func export(to directory: URL) throws {
    let manager = FileManager.default
    do {
      try manager.createDirectory(at: directory, withIntermediateDirectories: true)
      let web = repository.appending(path: "Web")
      for name in try manager.contentsOfDirectory(atPath: web.path) {
        try replace(directory.appending(path: name), with: web.appending(path: name))
      }
      let specs = directory.appending(path: "specs")
      try manager.createDirectory(at: specs, withIntermediateDirectories: true)
      let examples = repository.appending(path: "Examples/specs")
      for name in try manager.contentsOfDirectory(atPath: examples.path)
      where name.hasSuffix(".json") {
        try replace(specs.appending(path: name), with: examples.appending(path: name))
      }
      try replace(directory.appending(path: "trellis.wasm"), with: module)
    } catch let failure as EnvironmentFailure {
      throw failure
    } catch {
      throw EnvironmentFailure("cannot write the playground to \(directory.path): \(error)")
    }
  }

  private func replace(_ destination: URL, with source: URL) throws {
    let manager = FileManager.default
    if manager.fileExists(atPath: destination.path) {
      try manager.removeItem(at: destination)
    }
    try manager.copyItem(at: source, to: destination)
  }

  private static func modificationDate(of file: URL) -> Date? {
    try? FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
  }
}
