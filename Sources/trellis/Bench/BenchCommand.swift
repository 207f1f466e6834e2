import ArgumentParser
import Foundation

/// `trellis bench`: times the layouts on generated workloads and prints each median,
/// with its ratio to a baseline measured in the same run.
struct BenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Measure the layouts on generated workloads.",
    discussion: """
      Build in release mode for meaningful figures: swift run -c release trellis bench.
      Each workload reports the median of several runs; ratios compare against a
      baseline measured in the same run, since absolute times vary between machines.
      """)

  @Flag(help: "Print a JSON array instead of a table.")
  var json = false

  @Flag(help: "Run smaller workloads, for a quick check.")
  var quick = false

  func run() throws {
    #if DEBUG
      FileHandle.standardError.write(
        Data("warning: a debug build; use `swift run -c release trellis bench`\n".utf8))
    #endif
    let results = measureAll()
    print(json ? Self.json(results) : Self.table(results))
  }

  private func measureAll() -> [Measurement] {
    let counts = quick ? [1_000, 10_000] : [10_000, 100_000, 1_000_000]
    var results: [Measurement] = []
    for count in counts {
      let repetitions = count >= 1_000_000 ? 7 : 15
      let baseline = FlowWorkloads.fillBaseline(count: count, repetitions: repetitions)
      results.append(baseline)
      results.append(
        FlowWorkloads.prepare(
          count: count, alignment: .uikit, repetitions: repetitions, baseline: baseline))
      results.append(
        FlowWorkloads.prepare(
          count: count, alignment: .leading, repetitions: repetitions, baseline: baseline))
    }
    results.append(FlowWorkloads.query(count: counts.last ?? 0, repetitions: 5))
    return results
  }

  static func table(_ results: [Measurement]) -> String {
    var lines = [
      "workload               n        median ms   vs baseline",
      "---------------------  -------  ----------  -----------",
    ]
    for result in results {
      let ratio = result.ratio.map { String(format: "%.2fx", $0) } ?? ""
      lines.append(
        result.workload.padding(toLength: 21, withPad: " ", startingAt: 0) + "  "
          + String(result.count).padding(toLength: 7, withPad: " ", startingAt: 0) + "  "
          + String(format: "%10.4f", result.medianMilliseconds) + "  " + ratio)
    }
    return lines.joined(separator: "\n")
  }

  static func json(_ results: [Measurement]) -> String {
    let rows = results.map { result in
      var row =
        "{\"workload\": \"\(result.workload)\", \"n\": \(result.count), "
        + "\"median_ms\": \(result.medianMilliseconds)"
      if let ratio = result.ratio { row += ", \"ratio_to_\(result.baseline ?? "")\": \(ratio)" }
      return row + "}"
    }
    return "[\n  " + rows.joined(separator: ",\n  ") + "\n]"
  }
}
