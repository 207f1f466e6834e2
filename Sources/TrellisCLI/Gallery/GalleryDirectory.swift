import Foundation

/// The directory `trellis gallery` writes to, with its `specs` subdirectory.
struct GalleryDirectory {
  /// The directory as given on the command line.
  var path: String

  /// Checks that `path` is a directory or can become one, and creates it and its
  /// `specs` subdirectory.
  ///
  /// - Throws: A ``CommandFailure`` when `path` is empty; an ``EnvironmentFailure``
  ///   when it names a file or the directories cannot be created.
  init(checking path: String) throws {
    guard !path.isEmpty else { throw CommandFailure("-o: the path is empty") }
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      !isDirectory.boolValue
    {
      throw EnvironmentFailure("cannot write the gallery to '\(path)': it is a file")
    }
    self.path = path
    let specs = self.path(of: "specs")
    do {
      try FileManager.default.createDirectory(
        atPath: specs, withIntermediateDirectories: true)
    } catch {
      throw EnvironmentFailure(
        "cannot create the directory '\(specs)': \(OutputPath.reason(for: error))")
    }
  }

  /// The path of a file in the directory, such as `out/specs/books.json`.
  func path(of name: String) -> String {
    path.hasSuffix("/") ? path + name : path + "/" + name
  }

  /// The `file://` address of a file in the directory, which opens in a browser on
  /// macOS, Linux and Windows alike: `file:///home/me/trellis/gallery/index.html`.
  func address(of name: String) -> String {
    URL(fileURLWithPath: path(of: name)).standardizedFileURL.absoluteString
  }

  /// Writes `text` as UTF-8 to the file `name` in the directory.
  func write(_ text: String, to name: String) throws(EnvironmentFailure) {
    try OutputPath.write(Data(text.utf8), to: path(of: name))
  }
}
