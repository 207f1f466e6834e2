import Foundation

/// Turns SVG documents into PNG images with `rsvg-convert`, the command-line tool of
/// librsvg, found on the `PATH`.
///
/// `trellis` draws nothing itself: the SVG's `width` and `height` already hold the
/// pixel size (`--scale` included), and `rsvg-convert` rasterizes it at that size.
/// When the tool is missing, ``init(searchPath:)`` fails with a message that says how
/// to install it.
struct PNGConverter: Hashable, Sendable {
  /// The name of the program that does the conversion.
  static let toolName = "rsvg-convert"

  /// How to install the program, for the message when it is missing.
  static let installHint =
    "install it with 'apt-get install librsvg2-bin' (Debian, Ubuntu) "
    + "or 'brew install librsvg' (macOS)"

  /// The eight bytes every PNG file begins with.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The program that is run.
  var executable: URL

  /// Finds ``toolName`` in the directories of `searchPath`, a `PATH`-style list
  /// separated by colons; by default the process's own `PATH`.
  ///
  /// - Throws: An ``EnvironmentFailure`` that names the tool and says how to install
  ///   it when no directory holds an executable of that name.
  init(searchPath: String? = ProcessInfo.processInfo.environment["PATH"])
    throws(EnvironmentFailure)
  {
    let directories = (searchPath ?? "").split(separator: ":").map(String.init)
    for directory in directories where !directory.isEmpty {
      let candidate = URL(fileURLWithPath: directory).appendingPathComponent(Self.toolName)
      if FileManager.default.isExecutableFile(atPath: candidate.path) {
        executable = candidate
        return
      }
    }
    throw EnvironmentFailure(
      "--png needs \(Self.toolName), which is not on PATH; \(Self.installHint), "
        + "or leave out --png to write SVG")
  }

  /// Converts `svg` and writes the PNG image to `output`.
  ///
  /// The document goes to a temporary file, which is removed afterwards, so that no
  /// pipe can fill up whatever the sizes.
  ///
  /// - Throws: An ``EnvironmentFailure`` when the tool cannot be started, exits with an
  ///   error (its first line of standard error is quoted) or leaves no PNG behind.
  func convert(svg: String, to output: OutputPath) throws(EnvironmentFailure) {
    let input = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-\(UUID().uuidString).svg")
    try OutputPath.write(Data(svg.utf8), to: input.path)
    defer { try? FileManager.default.removeItem(at: input) }

    let process = Process()
    process.executableURL = executable
    process.arguments = ["--format=png", "--output=\(output.path)", input.path]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw EnvironmentFailure("cannot run '\(executable.path)': \(error.localizedDescription)")
    }
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let firstLine =
        String(decoding: message, as: UTF8.self).split(whereSeparator: \.isNewline).first
        .map(String.init) ?? "no message"
      throw EnvironmentFailure(
        "\(Self.toolName) failed with status \(process.terminationStatus): \(firstLine)")
    }
    let written = FileManager.default.contents(atPath: output.path) ?? Data()
    guard written.starts(with: Self.signature) else {
      throw EnvironmentFailure("\(Self.toolName) wrote no PNG image to '\(output.path)'")
    }
  }
}
