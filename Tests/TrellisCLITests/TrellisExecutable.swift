import Foundation
import Testing
import TrellisTestSupport

/// Runs the `trellis` executable that `swift build` or `swift test` put next to the test
/// bundle, whatever the scratch path.
enum TrellisExecutable {
  /// What one run of the command produced.
  struct Run: Equatable {
    var status: Int32
    var stdout: String
    var stderr: String

    /// A run refused with exit status 2, nothing on standard output and `stderr`.
    static func refusal(_ stderr: String) -> Run {
      Run(status: 2, stdout: "", stderr: stderr)
    }
  }

  /// The directory holding the build products: the test bundle's own directory.
  static let productsDirectory: URL = {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
      }
    #endif
    return Bundle.main.bundleURL
  }()

  /// The executable: `$TRELLIS_EXECUTABLE` if set, else `trellis` in the products
  /// directory.
  static let url: URL = {
    if let path = ProcessInfo.processInfo.environment["TRELLIS_EXECUTABLE"] {
      return URL(fileURLWithPath: path)
    }
    return productsDirectory.appendingPathComponent("trellis")
  }()

  /// Runs `trellis` with `arguments` and waits for it to exit.
  ///
  /// Standard input is `stdin`, or the file at `stdinPath` when given; the environment
  /// is the tests' own unless `environment` is given; standard output is read into the
  /// run's ``Run/stdout``, or goes to `standardOutput` when given (`Run.stdout` is then
  /// empty). Outputs are read one after the other, which is fine for the few kilobytes
  /// these tests produce.
  static func run(
    _ arguments: [String], stdin: String = "", stdinPath: String? = nil,
    environment: [String: String]? = nil, standardOutput: FileHandle? = nil
  ) throws -> Run {
    try #require(
      FileManager.default.isExecutableFile(atPath: url.path),
      "no trellis executable at \(url.path); build the package first")
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    if let environment { process.environment = environment }
    if let stdinPath {
      process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: stdinPath))
    } else {
      // Fill the input pipe before the process starts, so that a process that exits
      // without reading it cannot make this write fail.
      let input = Pipe()
      input.fileHandleForWriting.write(Data(stdin.utf8))
      try input.fileHandleForWriting.close()
      process.standardInput = input
    }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = standardOutput ?? output
    process.standardError = error
    try process.run()
    let stdout = standardOutput == nil ? output.fileHandleForReading.readDataToEndOfFile() : Data()
    let stderr = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus,
      stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  /// The path of a new temporary file holding `contents`.
  static func temporaryFile(_ contents: String) throws -> String {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-test-\(UUID().uuidString).json")
    try Data(contents.utf8).write(to: url)
    return url.path
  }

  /// The path of a file in `Examples/specs` of this repository.
  static func example(_ name: String) -> String {
    packageRoot.appendingPathComponent("Examples/specs/\(name)").path
  }
}

/// The output line of a cell with a frame written as JSON text.
func cell(_ section: Int, _ item: Int, _ frame: String, zIndex: Int = 0) -> String {
  element("cell", "null", section, item, frame, zIndex: zIndex)
}

/// The output line of a section header; pinned headers have zIndex 1024.
func header(_ section: Int, _ frame: String, zIndex: Int = 0) -> String {
  element("supplementary", "\"header\"", section, 0, frame, zIndex: zIndex)
}

/// The output line of a section footer; pinned footers have zIndex 1024.
func footer(_ section: Int, _ frame: String, zIndex: Int = 0) -> String {
  element("supplementary", "\"footer\"", section, 0, frame, zIndex: zIndex)
}

/// The output line of the collection header.
func collectionHeader(_ frame: String, zIndex: Int = 0) -> String {
  element("supplementary", "\"collectionHeader\"", 0, 0, frame, zIndex: zIndex)
}

/// The output line of the collection footer.
func collectionFooter(_ frame: String) -> String {
  element("supplementary", "\"collectionFooter\"", 0, 0, frame)
}

/// The output line of a section background, below the cells by default.
func sectionBackground(_ section: Int, _ frame: String, zIndex: Int = -1) -> String {
  element("decoration", "\"sectionBackground\"", section, 0, frame, zIndex: zIndex)
}

private func element(
  _ category: String, _ kind: String, _ section: Int, _ item: Int, _ frame: String,
  zIndex: Int = 0
) -> String {
  "{\"category\": \"\(category)\", \"kind\": \(kind), \"section\": \(section), "
    + "\"item\": \(item), \"frame\": \(frame), \"zIndex\": \(zIndex), \"alpha\": 1, "
    + "\"hidden\": false}"
}

/// The output line of a supplementary element of a custom kind, such as a week
/// calendar's `dayHeader`, in section 0.
func supplementary(_ kind: String, _ item: Int, _ frame: String, zIndex: Int) -> String {
  element("supplementary", "\"\(kind)\"", 0, item, frame, zIndex: zIndex)
}

/// The output line of a decoration of a custom kind, such as a week calendar's
/// `hourLine`, in section 0.
func decoration(_ kind: String, _ item: Int, _ frame: String, zIndex: Int) -> String {
  element("decoration", "\"\(kind)\"", 0, item, frame, zIndex: zIndex)
}

/// The whole output of `trellis layout` for a content size and element lines.
func layoutOutput(contentSize: String, _ elements: [String]) -> String {
  if elements.isEmpty { return "{\n  \"contentSize\": \(contentSize),\n  \"elements\": []\n}\n" }
  return "{\n  \"contentSize\": \(contentSize),\n  \"elements\": [\n"
    + elements.map { "    " + $0 }.joined(separator: ",\n") + "\n  ]\n}\n"
}
