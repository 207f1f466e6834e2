/// One workload of `trellis bench`: its name, what it measures, the workload whose figure
/// it is compared with, and how to run it at full or quick size.
///
/// The workloads are the rows of ``BenchTable/workloads``; `--filter`, `--list`, the
/// report and the documentation's list all read them from there.
struct BenchWorkload: Sendable {
  /// What a workload runs with.
  struct Context: Sendable {
    /// The workload's name, which its own rows carry.
    var name: String
    /// Whether to run the smaller sizes, for a quick check.
    var quick: Bool
    /// The figure of the workload's baseline, measured in the same run: the baseline's
    /// last row named after it (its largest size); `nil` without a baseline.
    var baseline: Measurement?

    /// `quick` in a quick run, `full` otherwise.
    func size<Value>(quick: Value, full: Value) -> Value {
      self.quick ? quick : full
    }

    /// The number of items of the large workloads: a million, or 10,000 in a quick run.
    var largeCount: Int { size(quick: 10_000, full: 1_000_000) }

    /// The number of sections of the workloads on a grid of sections: 1,000, or 100 in a
    /// quick run; a square grid has as many items in each.
    var gridSide: Int { size(quick: 100, full: 1_000) }
  }

  /// The name `--filter` selects by prefix, such as `flow-prepare`, which its main rows
  /// carry.
  var name: String
  /// What the workload measures, in one line.
  var summary: String
  /// The name of the earlier workload whose figure this one is compared with; the
  /// baseline runs whenever this one does, its rows reported only where it is selected.
  var baseline: String?
  /// Runs the workload and returns its rows: its own, and the figures it measures to be
  /// compared with, each before the rows compared with it.
  var run: @Sendable (Context) -> [Measurement]

  /// The workload `name`, which measures `summary`, compared with the figure of the
  /// workload `baseline` where there is one, run by `run`.
  init(
    _ name: String, measures summary: String, comparedWith baseline: BenchWorkload? = nil,
    run: @escaping @Sendable (Context) -> [Measurement]
  ) {
    self.name = name
    self.summary = summary
    self.baseline = baseline?.name
    self.run = run
  }

  /// The workload `name` on a square grid of ``Context/gridSide`` sections of as many
  /// items, which measures `summary` with the one row `measure` makes of the grid's side.
  init(
    grid name: String, measures summary: String, comparedWith baseline: BenchWorkload? = nil,
    measure: @escaping @Sendable (_ name: String, _ side: Int) -> Measurement
  ) {
    self.init(name, measures: summary, comparedWith: baseline) { context in
      [measure(context.name, context.gridSide)]
    }
  }

  /// The workload `name`, which measures `summary` with the one row `measure` makes,
  /// compared with the figure of the workload `baseline` where there is one.
  init(
    _ name: String, measures summary: String, comparedWith baseline: BenchWorkload? = nil,
    measure: @escaping @Sendable (Context) -> Measurement
  ) {
    self.init(name, measures: summary, comparedWith: baseline) { [measure($0)] }
  }
}
