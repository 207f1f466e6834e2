extension BenchTable {
  /// Items that size themselves: preparing with estimates, and corrections of measured
  /// sizes through a collection view and through the UIKit adapter's driver.
  static let selfSizing: [BenchWorkload] = [
    BenchWorkload(
      "estimated-prepare",
      measures: "preparing 1M items estimated at one size, vs fixed-prepare of them"
    ) {
      SelfSizingWorkloads.estimatedPrepare($0.name, count: $0.largeCount, repetitions: 9)
    },
    BenchWorkload(
      "measure-correction",
      measures: "one item above the viewport measured anew, 1000 x 1000 estimated"
    ) {
      SelfSizingWorkloads.measureCorrection(
        $0.name, sections: $0.size(quick: 10, full: 1_000), itemsPerSection: 1_000,
        repetitions: 21)
    },
    BenchWorkload(
      "measure-correction-burst",
      measures: "100 items from above the viewport measured in one pass, 1000 x 1000"
    ) {
      SelfSizingWorkloads.measureCorrection(
        $0.name, sections: $0.size(quick: 10, full: 1_000), itemsPerSection: 1_000,
        repetitions: 21, burst: SelfSizingWorkloads.burstSize)
    },
    BenchWorkload(
      "measure-correction-one-section",
      measures: "one item above the viewport measured anew, one section of 1M"
    ) {
      SelfSizingWorkloads.measureCorrection(
        $0.name, sections: 1, itemsPerSection: $0.largeCount, repetitions: 9)
    },
    BenchWorkload(
      "measure-correction-long-scroll",
      measures: "the one-section correction after 100k items were measured"
    ) {
      SelfSizingWorkloads.measureCorrection(
        $0.name, sections: 1, itemsPerSection: $0.largeCount, repetitions: 9,
        measuredBefore: $0.largeCount / 10)
    },
    BenchWorkload(
      "adapter-preferred-size",
      measures: "a cell's new preferred size through the UIKit adapter's driver, 1000 x 1000"
    ) {
      AdapterSelfSizingWorkloads.preferredSize(
        $0.name, sections: $0.size(quick: 10, full: 1_000), itemsPerSection: 1_000,
        repetitions: 21)
    },
    BenchWorkload(
      "adapter-preferred-size-one-section",
      measures: "a cell's new preferred size through the driver, one section of 1M"
    ) {
      AdapterSelfSizingWorkloads.preferredSize(
        $0.name, sections: 1, itemsPerSection: $0.largeCount, repetitions: 9)
    },
  ]
}
