extension BenchTable {
  /// What an update costs on screen: a pass that applies every visible element again,
  /// and one that applies only what the layout reports changed.
  static let visibleChanges: [BenchWorkload] = [
    visibleRefresh,
    BenchWorkload(
      "reload-visible-one",
      measures: "one visible item reloaded, size unchanged, among ~2000 visible elements",
      comparedWith: visibleRefresh
    ) {
      let count = $0.size(quick: 10_000, full: 100_000)
      return VisibleChangeWorkloads.reloadVisibleOne(
        $0.name, VisibleChangeWorkloads.content(count: count),
        layout: VisibleChangeWorkloads.layout(), count: count, repetitions: 201,
        baseline: $0.baseline)
    },
  ]

  /// The baseline of `reload-visible-one`.
  static let visibleRefresh = BenchWorkload(
    "visible-refresh",
    measures: "the same reload by a layout that does not report: every visible element applied"
  ) {
    let count = $0.size(quick: 10_000, full: 100_000)
    return VisibleChangeWorkloads.reloadVisibleOne(
      $0.name, ReportlessFlowContent(content: VisibleChangeWorkloads.content(count: count)),
      layout: ReportlessFlowLayout(VisibleChangeWorkloads.layout()), count: count,
      repetitions: 201, baseline: nil)
  }
}
