import Foundation
import Trellis

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

  /// The most pixels a PNG may have on a side.
  static let maximumSide = 16_384

  /// The most pixels a PNG may have in all: 50 million, a raster of 200 MB.
  static let maximumPixelCount = 50_000_000

  /// Checks that a picture of `size` pixels is within ``maximumSide`` and
  /// ``maximumPixelCount``, before anything is drawn.
  ///
  /// - Throws: A ``CommandFailure`` giving the size and the limits.
  static func check(pixelSize size: Size) throws(CommandFailure) {
    let width = size.width.rounded(.up)
    let height = size.height.rounded(.up)
    let side = Double(maximumSide)
    guard width <= side, height <= side, width * height <= Double(maximumPixelCount) else {
      throw CommandFailure(
        "--png: the picture would be \(NumberArgument.text(width)) × "
          + "\(NumberArgument.text(height)) pixels; a PNG may have at most \(maximumSide) on a "
          + "side and \(maximumPixelCount) in all, so lower --scale or draw less")
    }
  }

  /// Converts the SVG document that `write` writes to a file and writes the PNG image to
  /// `output`.
  ///
  /// The document goes to a temporary file, so that no pipe can fill up whatever the
  /// sizes. The tool runs in this process's process group, so that a Ctrl-C in a
  /// terminal reaches it too, and a SIGINT or SIGTERM to `trellis` while it runs kills
  /// it and removes the temporary file before `trellis` exits with 128 plus the signal's
  /// number; on any other exit the file is removed too.
  ///
  /// - Throws: An ``EnvironmentFailure`` when the tool cannot be started, exits with an
  ///   error (its first line of standard error is quoted) or leaves no PNG behind.
  func convert(to output: OutputPath, svg write: (inout StandardOutput) -> Void)
    throws(EnvironmentFailure)
  {
    let directory = FileManager.default.temporaryDirectory
    let name = "trellis-\(UUID().uuidString)"
    let input = directory.appendingPathComponent(name + ".svg").path
    let errors = directory.appendingPathComponent(name + ".err").path
    let cleanup = ConversionCleanup(files: [input, errors])
    defer { cleanup.finish() }
    let descriptor = open(input, O_WRONLY | O_CREAT | O_EXCL, 0o600)
    guard descriptor >= 0 else { throw OutputPath.failure(writing: input) }
    var stream = StandardOutput(descriptor: descriptor)
    write(&stream)
    stream.flush()
    close(descriptor)
    if let error = stream.failure { throw OutputPath.failure(writing: input, errorNumber: error) }
    let status = try cleanup.run(
      executable.path, ["--format=png", "--output=\(output.path)", input], errors: errors)
    guard status == 0 else {
      let message = FileManager.default.contents(atPath: errors) ?? Data()
      let firstLine =
        String(decoding: message, as: UTF8.self).split(whereSeparator: \.isNewline).first
        .map(String.init) ?? "no message"
      throw EnvironmentFailure("\(Self.toolName) failed with status \(status): \(firstLine)")
    }
    let written = FileManager.default.contents(atPath: output.path) ?? Data()
    guard written.starts(with: Self.signature) else {
      throw EnvironmentFailure("\(Self.toolName) wrote no PNG image to '\(output.path)'")
    }
  }
}
