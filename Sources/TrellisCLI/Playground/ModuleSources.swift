import Foundation

/// The sources the playground's WebAssembly module is built from, and their
/// fingerprint: the SHA-256 of the `sha256sum` listing of those files in byte order of
/// their paths, exactly as `scripts/module-fingerprint` computes it.
///
/// The committed module, `Web/trellis.wasm`, is current when the fingerprint recorded
/// beside it, in `Web/trellis.wasm.sources`, equals the fingerprint of the sources.
enum ModuleSources {
  /// The folders whose Swift and C files are compiled into the module.
  static let folders = [
    "Sources/Trellis", "Sources/TrellisTesting", "Sources/TrellisSpec", "Sources/TrellisWeb",
    "Sources/TrellisWebRuntime",
  ]
  /// The script that compiles and links them.
  static let buildScript = "scripts/build-wasm"
  /// The extensions of the files compiled.
  static let extensions: Set<String> = ["swift", "c", "h"]

  /// The paths, relative to `repository`, of the files the module is built from, in
  /// byte order.
  static func paths(in repository: URL) -> [String] {
    var paths = [buildScript]
    for folder in folders {
      let root = repository.appending(path: folder)
      let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
      let rootPath = root.standardizedFileURL.path
      while let file = files?.nextObject() as? URL {
        guard extensions.contains(file.pathExtension) else { continue }
        paths.append(folder + file.standardizedFileURL.path.dropFirst(rootPath.count))
      }
    }
    return paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  /// The fingerprint of the sources in `repository`, 64 hexadecimal digits.
  ///
  /// - Throws: ``EnvironmentFailure`` when a source cannot be read.
  static func fingerprint(in repository: URL) throws -> String {
    var listing = SHA256()
    for path in paths(in: repository) {
      let file = repository.appending(path: path)
      guard let contents = FileManager.default.contents(atPath: file.path) else {
        throw EnvironmentFailure("cannot read \(path) to fingerprint the module's sources")
      }
      var digest = SHA256()
      contents.withUnsafeBytes { digest.add($0) }
      listing.add("\(digest.finish())  \(path)\n")
    }
    return listing.finish()
  }
}
