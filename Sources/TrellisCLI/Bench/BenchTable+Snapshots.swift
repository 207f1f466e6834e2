extension BenchTable {
  /// Diffable snapshots on DifferenceKit's benchmark data, 100,000 UUIDs in one section,
  /// each compared with the least work a hash-based version of it does.
  static let snapshots: [BenchWorkload] = [
    BenchWorkload(
      "snapshot-diff",
      measures: "the batch update between two snapshots of 100k UUIDs, vs a Dictionary"
    ) {
      [SnapshotWorkloads.diff($0.name, count: $0.snapshotCount, repetitions: 21) { $0.uuid() }]
    },
    BenchWorkload(
      "snapshot-diff-strings", measures: "a snapshot diff of 100k UUID strings, vs a Dictionary"
    ) {
      SnapshotWorkloads.diff($0.name, count: $0.snapshotCount, repetitions: 21) {
        $0.uuid().uuidString
      }
    },
    BenchWorkload(
      "snapshot-diff-shuffled",
      measures: "a snapshot diff to a fully shuffled target, vs a Dictionary"
    ) {
      SnapshotWorkloads.diff(
        $0.name, count: $0.snapshotCount, shufflingAll: true, repetitions: 21
      ) { $0.uuid() }
    },
    BenchWorkload(
      "snapshot-build", measures: "building a snapshot of 100k UUIDs, vs filling a Dictionary"
    ) {
      [SnapshotWorkloads.build($0.name, count: $0.snapshotCount, repetitions: 21)]
    },
    BenchWorkload(
      "identity-update-one-value",
      measures: "LazyCollection's data of 100k rows with one title changed, vs a full diff"
    ) {
      [IdentityWorkloads.oneValueChanged($0.name, count: $0.snapshotCount, repetitions: 21)]
    },
    BenchWorkload(
      "outline-expand",
      measures: "expanding 1,000 children in a 1M-row outline (1000 x 1000), vs a 1M prepare",
      comparedWith: flowPrepare
    ) {
      [
        OutlineWorkloads.collectionView(
          $0.name, sections: $0.gridSide, rowsPerSection: $0.gridSide, baseline: $0.baseline),
        OutlineWorkloads.snapshot(
          $0.name + "-snapshot", count: $0.largeCount, baseline: $0.baseline),
      ]
    },
  ]
}

extension BenchWorkload.Context {
  /// The number of items of the snapshot workloads: 100,000, or 5,000 in a quick run.
  fileprivate var snapshotCount: Int { size(quick: 5_000, full: 100_000) }
}
