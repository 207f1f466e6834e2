extension BenchTable {
  /// Lists: an inset-grouped list's preparation and queries, a plain list's scroll.
  static let lists: [BenchWorkload] = [
    BenchWorkload(
      "list-prepare", measures: "preparing an inset-grouped list of 1M rows in 10 sections",
      comparedWith: flowPrepare
    ) {
      ListWorkloads.prepare($0.name, count: $0.largeCount, repetitions: 9, flow: $0.baseline)
    },
    BenchWorkload("list-query", measures: "a viewport query in an inset-grouped list of 1M rows") {
      [ListWorkloads.query($0.name, count: $0.largeCount, repetitions: 5)]
    },
    BenchWorkload(
      "list-scroll-step",
      measures: "a 7-point scroll step of a plain list of 1M rows, pinned headers"
    ) {
      [ListWorkloads.scrollStep($0.name, count: $0.largeCount, repetitions: 21)]
    },
  ]
}
