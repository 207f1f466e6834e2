import Foundation
import Testing

/// The bench's table of workloads, as `trellis bench --list --json` prints it, against
/// itself and the documentation.
@Suite("the bench's table of workloads")
struct BenchTableTests {
  /// One row of `trellis bench --list --json`.
  struct Workload: Decodable {
    var workload: String
    var measures: String
    var comparedWith: String?

    enum CodingKeys: String, CodingKey {
      case workload, measures
      case comparedWith = "compared_with"
    }
  }

  /// Every workload, in the order they run.
  static func workloads() throws -> [Workload] {
    let run = try TrellisExecutable.run(["bench", "--list", "--json"])
    try #require(run.status == 0, "\(run.stderr)")
    return try JSONDecoder().decode([Workload].self, from: Data(run.stdout.utf8))
  }

  @Test("docs/performance.md lists exactly the workloads of the table, in their order")
  func documented() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let text = try String(
      contentsOf: root.appendingPathComponent("docs/performance.md"), encoding: .utf8)
    let heading = try #require(text.range(of: "\n## The workloads\n"))
    let section = text[heading.upperBound...].components(separatedBy: "\n## ").first ?? ""
    let listed = section.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("- `") else { return nil }
      return String(line.dropFirst(3).prefix { $0 != "`" })
    }
    #expect(listed == (try Self.workloads()).map(\.workload))
  }

  @Test("each baseline is a workload that runs before those compared with it")
  func baselines() throws {
    let workloads = try Self.workloads()
    for (index, workload) in workloads.enumerated() {
      guard let baseline = workload.comparedWith else { continue }
      #expect(
        workloads[..<index].contains { $0.workload == baseline },
        "\(workload.workload) is compared with \(baseline)")
    }
    #expect(workloads.contains { $0.comparedWith != nil })
  }

  @Test("each workload has a name of its own and says in one short line what it measures")
  func summaries() throws {
    let workloads = try Self.workloads()
    #expect(Set(workloads.map(\.workload)).count == workloads.count)
    for workload in workloads {
      #expect(!workload.measures.isEmpty && workload.measures.count <= 80, "\(workload.workload)")
    }
  }
}
