import Foundation

/// The files of the playground page: the repository's `Web` folder, with the committed
/// WebAssembly module `Web/trellis.wasm`, and its example specs as the scenarios.
struct PlaygroundSite {
  /// The repository the page is served from.
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
      "the playground's files (Web/index.html, Web/trellis.wasm) are not here; "
        + "run it from a clone of the Trellis repository")
  }

  private static func isRepository(_ directory: URL) -> Bool {
    let manager = FileManager.default
    return manager.fileExists(atPath: directory.appending(path: "Web/index.html").path)
      && manager.fileExists(atPath: directory.appending(path: ModuleSources.buildScript).path)
  }

  /// The module the page loads, committed with the sources.
  var module: URL { repository.appending(path: "Web/trellis.wasm") }

  /// The fingerprint of the sources the committed module was built from.
  var recordedFingerprint: String? {
    let record = repository.appending(path: "Web/trellis.wasm.sources")
    guard let data = FileManager.default.contents(atPath: record.path) else { return nil }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Whether the committed module was built from the sources as they are now.
  ///
  /// - Throws: ``EnvironmentFailure`` when a source cannot be read.
  func moduleIsCurrent() throws -> Bool {
    guard FileManager.default.fileExists(atPath: module.path) else { return false }
    return try recordedFingerprint == ModuleSources.fingerprint(in: repository)
  }

  /// What `scripts/build-wasm --check` says is missing to build the module, or `nil`
  /// when everything is there.
  func missingToolchain() -> String? {
    let (status, output) = runBuildScript(["--check"], echo: false)
    return status == 0 ? nil : output.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Builds the module from the sources with `scripts/build-wasm`, its progress on
  /// standard error.
  ///
  /// - Throws: ``EnvironmentFailure`` when the build cannot run or fails.
  func rebuildModule() throws {
    let (status, _) = runBuildScript([], echo: true)
    guard status == 0 else {
      throw EnvironmentFailure(
        "scripts/build-wasm failed (status \(status)); its output is above")
    }
  }

  private func runBuildScript(_ arguments: [String], echo: Bool) -> (Int32, String) {
    let build = Process()
    build.executableURL = repository.appending(path: ModuleSources.buildScript)
    build.arguments = arguments
    build.currentDirectoryURL = repository
    let pipe = Pipe()
    build.standardOutput = echo ? FileHandle.standardError : pipe
    build.standardError = echo ? FileHandle.standardError : pipe
    do {
      try build.run()
    } catch {
      return (127, "\(ModuleSources.buildScript) could not start: \(error)")
    }
    let output = echo ? Data() : pipe.fileHandleForReading.readDataToEndOfFile()
    build.waitUntilExit()
    return (build.terminationStatus, String(decoding: output, as: UTF8.self))
  }

  /// The page's files by request path: `Web`'s files at the top (the module among
  /// them) and the example specs under `/specs/`.
  ///
  /// - Throws: ``EnvironmentFailure`` when a folder cannot be listed.
  func files() throws -> [(path: String, file: URL)] {
    var files: [(path: String, file: URL)] = []
    for (prefix, folder) in [("/", "Web"), ("/specs/", "Examples/specs")] {
      let directory = repository.appending(path: folder)
      let names: [String]
      do {
        names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      } catch {
        throw EnvironmentFailure("cannot list \(directory.path): \(error.localizedDescription)")
      }
      for name in names.sorted()
      where PageFiles.contentType(of: (name as NSString).pathExtension) != nil {
        let file = directory.appending(path: name)
        guard Self.isRegularFile(file) else { continue }
        files.append((prefix + name, file))
      }
    }
    return files
  }

  /// Writes the page into `directory`, replacing files of the same names.
  ///
  /// - Throws: ``EnvironmentFailure`` when a file cannot be read or written.
  func export(to directory: URL) throws {
    let manager = FileManager.default
    do {
      try manager.createDirectory(
        at: directory.appending(path: "specs"), withIntermediateDirectories: true)
      for (path, source) in try files() {
        let destination = directory.appending(path: String(path.dropFirst()))
        if manager.fileExists(atPath: destination.path) { try manager.removeItem(at: destination) }
        try manager.copyItem(at: source, to: destination)
      }
    } catch let failure as EnvironmentFailure {
      throw failure
    } catch {
      throw EnvironmentFailure(
        "cannot write the playground to \(directory.path): \(error.localizedDescription)")
    }
  }

  /// Whether `file` is a regular file and not a symbolic link.
  private static func isRegularFile(_ file: URL) -> Bool {
    let values = try? file.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
    return values?.isRegularFile == true && values?.isSymbolicLink != true
  }
}
