extension BenchTable {
  /// The compositional layout: sections of nested groups, a shelf that scrolls sideways
  /// and a list of estimated rows.
  static let compositional: [BenchWorkload] = [
    BenchWorkload(
      "compositional-prepare", measures: "preparing 1M items in 1000 sections of nested groups",
      comparedWith: flowPrepare
    ) {
      CompositionalWorkloads.prepare(
        $0.name, count: $0.largeCount, repetitions: 9, flow: $0.baseline)
    },
    BenchWorkload("compositional-query", measures: "a viewport query in 1M items of nested groups")
    {
      [CompositionalWorkloads.query($0.name, count: $0.largeCount, repetitions: 5)]
    },
    orthogonalStep,
    BenchWorkload(
      "compositional-section-scroll-step",
      measures: "a shelf's sideways step through a collection view",
      comparedWith: orthogonalStep
    ) {
      CompositionalWorkloads.sectionScrollStep(
        $0.name, count: $0.size(quick: 1_000, full: 10_000), repetitions: 21,
        layoutStep: $0.baseline)
    },
    BenchWorkload(
      "compositional-measure-correction",
      measures: "one estimated row measured anew in 1000 x 1000, vs a flow prepare"
    ) {
      CompositionalWorkloads.measureCorrection(
        $0.name, sections: $0.size(quick: 10, full: 1_000), itemsPerSection: 1_000,
        repetitions: 21)
    },
  ]

  /// The baseline of the shelf's step through a collection view.
  static let orthogonalStep = BenchWorkload(
    "compositional-orthogonal-step",
    measures: "a sideways step of a shelf of 10k items, with a viewport query"
  ) {
    CompositionalWorkloads.orthogonalStep(
      $0.name, count: $0.size(quick: 1_000, full: 10_000), repetitions: 21)
  }
}
