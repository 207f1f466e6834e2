import Foundation
import Testing

/// `trellis --version` prints the version that the changelog names as its newest
/// release.
@Suite("trellis --version")
struct VersionCommandTests {
  /// The package's root, two folders above this file's.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test("prints a semantic version on one line and exits 0")
  func printsVersion() throws {
    let run = try TrellisExecutable.run(["--version"])
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    let parts = run.stdout.trimmingCharacters(in: .newlines).split(separator: ".")
    #expect(parts.count == 3 && parts.allSatisfy { Int($0) != nil }, "\(run.stdout)")
  }

  @Test("the version is the newest release of CHANGELOG.md")
  func matchesChangelog() throws {
    let changelog = try String(
      contentsOf: Self.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    let release = changelog.split(separator: "\n").first {
      $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]")
    }
    let version = try #require(release).dropFirst(4).prefix { $0 != "]" }
    let run = try TrellisExecutable.run(["--version"])
    #expect(run.stdout == "\(version)\n")
  }
}
