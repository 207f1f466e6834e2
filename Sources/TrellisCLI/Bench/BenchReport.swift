import Foundation

/// Formats benchmark results as a table or as JSON.
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
