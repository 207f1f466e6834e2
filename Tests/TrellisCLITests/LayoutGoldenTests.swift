import Foundation
import Testing

/// The specs of `Examples/specs` and their golden files in `Golden/`.
enum LayoutGolden {
  /// The directory of this file.
  static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  /// The directory of the golden files: `Tests/TrellisCLITests/Golden`.
  static let directory = testsDirectory.appendingPathComponent("Golden")

  /// The names of the example specs without their extension, sorted.
  static let examples: [String] = {
    let specs = URL(fileURLWithPath: TrellisExecutable.example(""))
    let names = (try? FileManager.default.contentsOfDirectory(atPath: specs.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }()

  /// Whether the tests write the golden files instead of comparing with them:
  /// `TRELLIS_UPDATE_GOLDEN=1 swift test --filter LayoutGoldenTests`.
  static let isUpdating = ProcessInfo.processInfo.environment["TRELLIS_UPDATE_GOLDEN"] == "1"
}

/// Snapshot tests of `trellis layout` for every spec in `Examples/specs`: the output must
/// equal `Golden/<name>.json` byte for byte.
///
/// After a deliberate change of the output, regenerate the files with
/// `TRELLIS_UPDATE_GOLDEN=1 swift test --filter LayoutGoldenTests` and review the diff
/// before committing it.
@Suite("trellis layout golden files")
struct LayoutGoldenTests {
  @Test("there are example specs to check")
  func examplesExist() {
    #expect(LayoutGolden.examples.count >= 6)
  }

  @Test("the output for an example spec equals its golden file", arguments: LayoutGolden.examples)
  func golden(name: String) throws {
    let run = try TrellisExecutable.run(["layout", TrellisExecutable.example(name + ".json")])
    #expect(run.status == 0)
    #expect(run.stderr == "")
    let file = LayoutGolden.directory.appendingPathComponent(name + ".json")
    if LayoutGolden.isUpdating {
      try FileManager.default.createDirectory(
        at: LayoutGolden.directory, withIntermediateDirectories: true)
      try Data(run.stdout.utf8).write(to: file)
      return
    }
    let expected = try #require(
      try? String(contentsOf: file, encoding: .utf8),
      "no golden file \(file.path); run TRELLIS_UPDATE_GOLDEN=1 swift test --filter LayoutGoldenTests"
    )
    #expect(run.stdout == expected, "trellis layout \(name).json differs from Golden/\(name).json")
  }

  @Test(
    "every golden file belongs to an example spec",
    .disabled(if: LayoutGolden.isUpdating, "the golden files are being written"))
  func noStrayGoldenFiles() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: LayoutGolden.directory.path)
    let names = files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    #expect(names == LayoutGolden.examples)
  }
}
