extension BenchTable {
  /// Changes to the events of a week calendar: a drag step and an event's new time.
  static let eventChanges: [BenchWorkload] = [
    BenchWorkload(
      "event-move-step",
      measures: "one step of an event dragged in a week of 100k events, vs a prepare"
    ) {
      WeekWorkloads.eventMoveStep(
        $0.name, count: $0.size(quick: 10_000, full: 100_000), repetitions: 21)
    },
    BenchWorkload(
      "week-event-update",
      measures: "one event's new time in a week of 100k through update(for:), vs a prepare"
    ) {
      WeekWorkloads.eventUpdate(
        $0.name, count: $0.size(quick: 10_000, full: 100_000), days: 7, repetitions: 21)
    },
    BenchWorkload(
      "week-event-update-one-cluster",
      measures: "one event's new time in a day of 10k overlapping events, vs a prepare"
    ) {
      WeekWorkloads.eventUpdate(
        $0.name, count: $0.size(quick: 1_000, full: 10_000), days: 1, repetitions: 21)
    },
  ]
}
