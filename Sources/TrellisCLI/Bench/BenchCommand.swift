import ArgumentParser
import Foundation

/// `trellis bench`: times the layouts on generated workloads and prints each median,
/// with its ratio to a figure measured in the same run.
struct BenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Measure the layouts on generated workloads.",
    discussion: """
      Build in release mode for meaningful figures: swift run -c release trellis bench. \
      Item i is 40 + (i * 37 mod 120) points wide and 40 + (i * 53 mod 160) tall, in a \
      1024-point-wide container with 8-point spacing. Each workload reports the median \
      of several runs; ratios compare with a figure measured in the same run, since \
      absolute times vary between machines.

      --list prints the name of each workload, what it measures and the workload it is \
      compared with, if any, with --filter and --json as for a run.

      Exit status: 0 on success; 2 for bad arguments, such as a --filter that matches \
      no workload.
      """)

  @Flag(help: "Print a JSON array instead of a table.")
  var json = false

  @Flag(help: "Run smaller workloads, for a quick check.")
  var quick = false

  @Option(
    help: ArgumentHelp(
      "Run only the workloads whose names start with this prefix; --list names them.",
      valueName: "prefix"))
  var filter: String?

  @Flag(help: "Print each workload's name, what it measures and its baseline; run none.")
  var list = false

  func run() throws {
    try reportingFailures(checkFilter)
    let suite = BenchSuite(quick: quick, filter: filter)
    let report: String
    if list {
      report = json ? BenchReport.json(suite.selected) : BenchReport.table(suite.selected)
    } else {
      #if DEBUG
        FileHandle.standardError.write(
          Data("warning: a debug build; use `swift run -c release trellis bench`\n".utf8))
      #endif
      let results = suite.run()
      report = json ? BenchReport.json(results) : BenchReport.table(results)
    }
    try reportingFailures { try StandardOutput.write(report + "\n") }
  }

  /// Fails when `--filter` selects no workload, naming the workloads there are.
  private func checkFilter() throws(CommandFailure) {
    let names = BenchTable.workloads.map(\.name)
    guard let filter, !names.contains(where: { BenchSuite.selects($0, filter: filter) }) else {
      return
    }
    throw CommandFailure(
      "--filter: no workload name starts with '\(filter)'; the workloads are "
        + names.joined(separator: ", "))
  }
}
