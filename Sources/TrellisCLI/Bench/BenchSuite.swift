/// The workloads of one run, at full or quick size: those of ``BenchTable/workloads``
/// whose names start with the filter, and the baselines they are compared with.
struct BenchSuite {
  var quick: Bool
  var filter: String?

  /// Whether `filter` selects the workload `name`: the name starts with it, whatever the
  /// case; no filter selects every workload.
  static func selects(_ name: String, filter: String?) -> Bool {
    filter.map { name.lowercased().hasPrefix($0.lowercased()) } ?? true
  }

  /// The workloads the filter selects, in the order they run.
  var selected: [BenchWorkload] {
    BenchTable.workloads.filter { Self.selects($0.name, filter: filter) }
  }

  /// The names of the workloads that run: the selected ones and, before them, their
  /// baselines and the baselines of those.
  private var running: Set<String> {
    var names = Set(selected.map(\.name))
    for workload in BenchTable.workloads.reversed() where names.contains(workload.name) {
      if let baseline = workload.baseline { names.insert(baseline) }
    }
    return names
  }

  /// Runs the workloads in the table's order and returns the rows of the selected ones;
  /// a baseline that is not selected runs only for its figure.
  func run() -> [Measurement] {
    let running = running
    var figures: [String: Measurement] = [:]
    var results: [Measurement] = []
    for workload in BenchTable.workloads where running.contains(workload.name) {
      let context = BenchWorkload.Context(
        name: workload.name, quick: quick, baseline: workload.baseline.flatMap { figures[$0] })
      let rows = workload.run(context)
      figures[workload.name] = rows.last { $0.workload == workload.name }
      if Self.selects(workload.name, filter: filter) { results += rows }
    }
    return results
  }
}
