extension BenchTable {
  /// Changes to the events of a calendar: a drag step and an event's new time, in a
  /// schedule at the density a calendar shows, and in weeks of thousands of overlapping
  /// events a day, the stress cases.
  static let eventChanges: [BenchWorkload] = [
    schedulePrepare,
    BenchWorkload(
      "schedule-event-move-step",
      measures: "one step of an event dragged to another day in a 2500-day schedule",
      comparedWith: schedulePrepare
    ) {
      ScheduleWorkloads.eventMoveStep(
        $0.name, count: $0.size(quick: 10_000, full: 100_000), repetitions: 101,
        prepare: $0.baseline)
    },
    BenchWorkload(
      "schedule-event-update",
      measures: "one event's new day and time in a 2500-day schedule through update(for:)",
      comparedWith: schedulePrepare
    ) {
      ScheduleWorkloads.eventUpdate(
        $0.name, count: $0.size(quick: 10_000, full: 100_000), repetitions: 101,
        prepare: $0.baseline)
    },
    BenchWorkload(
      "event-move-step",
      measures: "stress case: one step of an event dragged in a week of 100k events, vs a prepare"
    ) {
      WeekWorkloads.eventMoveStep(
        $0.name, count: $0.size(quick: 10_000, full: 100_000), repetitions: 21)
    },
    BenchWorkload(
      "week-event-update",
      measures: "stress case: one event's new time in a week of 100k, vs a prepare"
    ) {
      WeekWorkloads.eventUpdate(
        $0.name, count: $0.size(quick: 10_000, full: 100_000), days: 7, repetitions: 21)
    },
    BenchWorkload(
      "week-event-update-one-cluster",
      measures: "stress case: one event's new time in a day of 10k overlapping events"
    ) {
      WeekWorkloads.eventUpdate(
        $0.name, count: $0.size(quick: 1_000, full: 10_000), days: 1, repetitions: 21)
    },
  ]

  /// The baseline of the schedule's changes.
  static let schedulePrepare = BenchWorkload(
    "schedule-prepare", measures: "preparing 100k events over 2500 days, 40 a day"
  ) {
    ScheduleWorkloads.prepare(
      $0.name, count: $0.size(quick: 10_000, full: 100_000), repetitions: 7)
  }
}
