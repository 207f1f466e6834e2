import Foundation
import Testing

/// The specs of `Examples/specs` that have actions, and their golden files in
/// `Golden/play/`.
enum PlayGolden {
  /// The directory of the golden files: `Tests/trellisTests/Golden/play`.
  static let directory = LayoutGolden.directory.appendingPathComponent("play")

  /// The names of the example specs that have an `actions` field, sorted.
  static let examples: [String] = LayoutGolden.examples.filter { name in
    let text = try? String(
      contentsOfFile: TrellisExecutable.example(name + ".json"), encoding: .utf8)
    return text?.contains("\"actions\"") == true
  }
}

/// Snapshot tests of `trellis play` for every spec in `Examples/specs` with actions: the
/// output must equal `Golden/play/<name>.json` byte for byte.
///
/// After a deliberate change of the output, regenerate the files with
/// `TRELLIS_UPDATE_GOLDEN=1 swift test --filter PlayGoldenTests` and review the diff
/// before committing it.
@Suite("trellis play golden files")
struct PlayGoldenTests {
  @Test("there are example specs with actions to check")
  func examplesExist() {
    #expect(PlayGolden.examples.count >= 2)
  }

  @Test("the output for an example spec equals its golden file", arguments: PlayGolden.examples)
  func golden(name: String) throws {
    let run = try TrellisExecutable.run(["play", TrellisExecutable.example(name + ".json")])
    #expect(run.status == 0)
    #expect(run.stderr == "")
    let file = PlayGolden.directory.appendingPathComponent(name + ".json")
    if LayoutGolden.isUpdating {
      try FileManager.default.createDirectory(
        at: PlayGolden.directory, withIntermediateDirectories: true)
      try Data(run.stdout.utf8).write(to: file)
      return
    }
    let expected = try #require(
      try? String(contentsOf: file, encoding: .utf8),
      "no golden file \(file.path); run TRELLIS_UPDATE_GOLDEN=1 swift test --filter PlayGoldenTests"
    )
    #expect(
      run.stdout == expected, "trellis play \(name).json differs from Golden/play/\(name).json")
  }

  @Test(
    "every golden file belongs to an example spec with actions",
    .disabled(if: LayoutGolden.isUpdating, "the golden files are being written"))
  func noStrayGoldenFiles() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: PlayGolden.directory.path)
    let names = files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    #expect(names == PlayGolden.examples)
  }
}
