import Foundation

/// Formats benchmark results as a table or as JSON.
enum BenchReport {
  static func table(_ results: [Measurement]) -> String {
    var lines = [
      pad("workload", 20) + pad("n", 9) + pad("median ms", 12) + pad("allocs/op", 11)
        + "compared with",
      String(repeating: "-", count: 90),
    ]
    for result in results {
      var line = pad(result.workload, 20) + pad(String(result.count), 9)
      if let bytes = result.bytesPerItem {
        line += pad(String(format: "%.1f bytes/item", bytes), 23)
      } else {
        line += pad(result.medianMilliseconds.map { String(format: "%.4f", $0) } ?? "-", 12)
        line += pad(result.allocations.map { String(format: "%.2f", $0) } ?? "", 11)
      }
      if let (name, ratio) = result.comparison {
        line += String(format: "%.4fx ", ratio) + name
      }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }

  /// `[{"workload": NAME, "n": N, "median_ms": M, "allocations": A}, ...]`; the memory
  /// workload has `bytes_per_item` instead of a time.
  static func json(_ results: [Measurement]) -> String {
    let rows = results.map { result in
      var fields = ["\"workload\": \"\(result.workload)\"", "\"n\": \(result.count)"]
      if let time = result.medianMilliseconds { fields.append("\"median_ms\": \(time)") }
      if let allocations = result.allocations { fields.append("\"allocations\": \(allocations)") }
      if let bytes = result.bytesPerItem { fields.append("\"bytes_per_item\": \(bytes)") }
      return "{" + fields.joined(separator: ", ") + "}"
    }
    return "[\n  " + rows.joined(separator: ",\n  ") + "\n]"
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.padding(toLength: max(width, text.count + 1), withPad: " ", startingAt: 0)
  }
}
