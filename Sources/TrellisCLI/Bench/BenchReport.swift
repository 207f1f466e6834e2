import Foundation

/// Formats benchmark results, or the list of workloads, as a table or as JSON.
enum BenchReport {
  /// The results as a table with a header row, one row per workload, its columns as
  /// wide as their widest entry.
  static func table(_ results: [Measurement]) -> String {
    let header = ["workload", "n", "median", "allocs/op", "compared with"]
    let rows = results.map { result -> [String] in
      let figure =
        if let bytes = result.bytesPerItem {
          String(format: "%.1f bytes/item", bytes)
        } else {
          result.medianMilliseconds.map { String(format: "%.4f ms", $0) } ?? "-"
        }
      return [
        result.workload, String(result.count), figure,
        result.allocations.map { String(format: "%.2f", $0) } ?? "",
        result.comparison.map { String(format: "%.4fx ", $0.ratio) + $0.name } ?? "",
      ]
    }
    return columns(header, rows)
  }

  /// The workloads as a table: each one's name, what it measures and the workload it is
  /// compared with, if any.
  static func table(_ workloads: [BenchWorkload]) -> String {
    columns(
      ["workload", "measures", "compared with"],
      workloads.map { [$0.name, $0.summary, $0.baseline ?? ""] })
  }

  /// `[{"workload": NAME, "measures": SUMMARY}, ...]`, with `compared_with` (the
  /// baseline's name) for a workload compared with another.
  static func json(_ workloads: [BenchWorkload]) -> String {
    let rows = workloads.map { workload in
      var fields = [
        "\"workload\": \(quoted(workload.name))", "\"measures\": \(quoted(workload.summary))",
      ]
      if let baseline = workload.baseline {
        fields.append("\"compared_with\": \(quoted(baseline))")
      }
      return "{" + fields.joined(separator: ", ") + "}"
    }
    return "[\n  " + rows.joined(separator: ",\n  ") + "\n]"
  }

  /// `text` as a JSON string.
  private static func quoted(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  /// `header` above a rule and `rows`, each column as wide as its widest entry, two
  /// spaces apart, with no spaces at the ends of lines.
  private static func columns(_ header: [String], _ rows: [[String]]) -> String {
    let widths = header.indices.map { column in
      ([header] + rows).map { $0[column].count }.max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      let padded = zip(cells, widths).map { cell, width in
        cell.padding(toLength: width, withPad: " ", startingAt: 0)
      }
      let text = padded.joined(separator: "  ")
      return String(text.reversed().drop { $0 == " " }.reversed())
    }
    let rule = String(repeating: "-", count: widths.reduce(0, +) + 2 * (widths.count - 1))
    return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
  }

  /// `[{"workload": NAME, "n": N, "median_ms": M, "allocations": A}, ...]`; the memory
  /// workload has `bytes_per_item` instead of a time, and a workload compared with a
  /// figure of the same run has `compared_with` (the figure's name) and `ratio`.
  static func json(_ results: [Measurement]) -> String {
    let rows = results.map { result in
      var fields = ["\"workload\": \"\(result.workload)\"", "\"n\": \(result.count)"]
      if let time = result.medianMilliseconds { fields.append("\"median_ms\": \(time)") }
      if let allocations = result.allocations { fields.append("\"allocations\": \(allocations)") }
      if let bytes = result.bytesPerItem { fields.append("\"bytes_per_item\": \(bytes)") }
      if let comparison = result.comparison {
        fields.append("\"compared_with\": \"\(comparison.name)\"")
        fields.append("\"ratio\": \(comparison.ratio)")
      }
      return "{" + fields.joined(separator: ", ") + "}"
    }
    return "[\n  " + rows.joined(separator: ",\n  ") + "\n]"
  }
}
