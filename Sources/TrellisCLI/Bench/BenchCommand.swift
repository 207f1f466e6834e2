import ArgumentParser
import Foundation
import Trellis

/// `trellis bench`: times the layouts on generated workloads and prints each median,
/// with its ratio to a figure measured in the same run.
struct BenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Measure the layouts on generated workloads.",
    discussion: """
      Build in release mode for meaningful figures: swift run -c release trellis bench. \
      Item i is 40 + (i * 37 mod 120) points wide and 40 + (i * 53 mod 160) tall, in a \
      1024-point-wide container with 8-point spacing. Each workload reports the median \
      of several runs; ratios compare with a figure measured in the same run, since \
      absolute times vary between machines.

      Exit status: 0 on success; 2 for bad arguments, such as a --filter that matches \
      no workload.
      """)

  @Flag(help: "Print a JSON array instead of a table.")
  var json = false

  @Flag(help: "Run smaller workloads, for a quick check.")
  var quick = false

  @Option(
    help: ArgumentHelp(
      "Run only the workloads whose names start with this prefix (flow-prepare, "
        + "week-query, ...).",
      valueName: "prefix"))
  var filter: String?

  func run() throws {
    try reportingFailures(checkFilter)
    #if DEBUG
      FileHandle.standardError.write(
        Data("warning: a debug build; use `swift run -c release trellis bench`\n".utf8))
    #endif
    let results = BenchSuite(quick: quick, filter: filter).run()
    let report = json ? BenchReport.json(results) : BenchReport.table(results)
    try reportingFailures { try StandardOutput.write(report + "\n") }
  }

  /// Fails when `--filter` selects no workload, naming the workloads there are.
  private func checkFilter() throws(CommandFailure) {
    guard let filter, !BenchSuite.workloads.contains(where: { $0.hasPrefix(filter) }) else {
      return
    }
    throw CommandFailure(
      "--filter: no workload name starts with '\(filter)'; the workloads are "
        + BenchSuite.workloads.joined(separator: ", "))
  }
}

/// The workloads of one run, at full or quick size.
struct BenchSuite {
  var quick: Bool
  var filter: String?

  /// The names `--filter` selects from, in the order they run; `flow-prepare` also
  /// runs the `baseline-fill` it is compared with.
  static let workloads = [
    "flow-prepare",
    "flow-query",
    "waterfall-prepare",
    "waterfall-query",
    "waterfall-append",
    "pinned-scroll-step",
    "visible-scroll-step",
    "adapter-scroll-step",
    "update-insert",
    "adapter-update-insert",
    "animation-frame",
    "move-step",
    "move-slide-step",
    "transition-frame",
    "section-change",
    "flow-update-insert",
    "week-prepare",
    "week-query",
    "memory-per-item",
    "carousel-query-step",
    "carousel-scroll-step",
    "estimated-prepare",
    "measure-correction",
    "measure-correction-burst",
    "adapter-preferred-size",
    "event-move-step",
    "week-event-update",
    "week-event-update-one-cluster",
    "compositional-prepare",
    "compositional-query",
    "compositional-orthogonal-step",
    "compositional-section-scroll-step",
    "compositional-measure-correction",
  ]

  private func wanted(_ name: String) -> Bool {
    filter.map { name.lowercased().hasPrefix($0.lowercased()) } ?? true
  }

  /// The measurement of the baseline workload `name` where it is wanted, then those of
  /// the wanted `comparisons`, each made from the baseline's measurement; the baseline
  /// runs only where it or one of its comparisons is wanted.
  private func baseline(
    _ name: String, _ measure: () -> Measurement,
    comparedBy comparisons: KeyValuePairs<String, (Measurement) -> Measurement>
  ) -> [Measurement] {
    let wantedComparisons = comparisons.filter { wanted($0.key) }
    guard wanted(name) || !wantedComparisons.isEmpty else { return [] }
    let measurement = measure()
    return (wanted(name) ? [measurement] : []) + wantedComparisons.map { $0.value(measurement) }
  }

  func run() -> [Measurement] {
    var results: [Measurement] = []
    let flowCounts = quick ? [1_000, 10_000] : [1_000, 10_000, 100_000, 1_000_000]
    for count in flowCounts where wanted("flow-prepare") {
      let repetitions = count >= 1_000_000 ? 9 : 21
      let baseline = FlowWorkloads.fillBaseline(count: count, repetitions: repetitions)
      results.append(baseline)
      for alignment in [FlowLayout.Alignment.uikit, .leading] {
        results.append(
          FlowWorkloads.prepare(
            count: count, alignment: alignment, repetitions: repetitions, baseline: baseline))
      }
    }
    let large = quick ? 10_000 : 1_000_000
    if wanted("flow-query") { results.append(FlowWorkloads.query(count: large, repetitions: 5)) }
    if wanted("waterfall-prepare") {
      for count in quick ? [10_000] : [100_000, 1_000_000] {
        results.append(
          WaterfallWorkloads.prepare(count: count, repetitions: 7, baseline: nil))
      }
    }
    if wanted("waterfall-query") {
      results.append(WaterfallWorkloads.query(count: large, repetitions: 5))
    }
    if wanted("waterfall-append") {
      results.append(WaterfallWorkloads.append(1_000, to: large, repetitions: 7))
    }
    let scrollSections = quick ? 100 : 1_000
    results += baseline(
      "pinned-scroll-step",
      {
        FlowWorkloads.pinnedScrollStep(
          sections: scrollSections, itemsPerSection: 100, repetitions: 21)
      },
      comparedBy: [
        "visible-scroll-step": {
          CollectionViewWorkloads.visibleScrollStep(
            sections: scrollSections, itemsPerSection: 1_000, repetitions: 21, layoutStep: $0)
        },
        "adapter-scroll-step": {
          AdapterWorkloads.scrollStep(
            sections: scrollSections, itemsPerSection: 100, repetitions: 21, layoutStep: $0)
        },
      ])
    let updateSections = quick ? 100 : 1_000
    if wanted("update-insert") {
      results.append(
        CollectionViewWorkloads.updateInsert(
          sections: updateSections, itemsPerSection: updateSections, repetitions: 21))
    }
    if wanted("adapter-update-insert") {
      results.append(
        AdapterWorkloads.updateInsert(
          sections: updateSections, itemsPerSection: updateSections, repetitions: 21))
    }
    if wanted("animation-frame") {
      results.append(
        CollectionViewWorkloads.animationFrame(
          sections: updateSections, itemsPerSection: updateSections, repetitions: 21))
    }
    for slides in [false, true] where wanted(slides ? "move-slide-step" : "move-step") {
      results.append(
        InteractionWorkloads.moveStep(
          sections: updateSections, itemsPerSection: updateSections, slides: slides,
          repetitions: 101))
    }
    if wanted("transition-frame") {
      results.append(WaterfallWorkloads.transitionFrame(count: large, repetitions: 21))
    }
    if wanted("section-change") {
      results.append(
        FlowWorkloads.sectionChange(
          sections: quick ? 100 : 1_000, itemsPerSection: quick ? 100 : 1_000,
          repetitions: 11))
    }
    if wanted("flow-update-insert") {
      results.append(
        FlowWorkloads.insertUpdate(
          sections: quick ? 100 : 1_000, itemsPerSection: quick ? 100 : 1_000,
          repetitions: 5001))
    }
    let events = quick ? 10_000 : 100_000
    if wanted("week-prepare") {
      results.append(WeekWorkloads.prepare(count: events, repetitions: 7))
    }
    if wanted("week-query") { results.append(WeekWorkloads.query(count: events, repetitions: 5)) }
    if wanted("memory-per-item") { results.append(FlowWorkloads.memoryPerItem(count: large)) }
    let carouselCount = quick ? 100_000 : 1_000_000
    results += baseline(
      "carousel-query-step", { CarouselWorkloads.queryStep(count: carouselCount, repetitions: 21) },
      comparedBy: [
        "carousel-scroll-step": {
          CarouselWorkloads.scrollStep(count: carouselCount, repetitions: 21, queryStep: $0)
        }
      ])
    if wanted("estimated-prepare") {
      results += SelfSizingWorkloads.estimatedPrepare(count: large, repetitions: 9)
    }
    if wanted("measure-correction") || wanted("measure-correction-burst")
      || wanted("adapter-preferred-size") || wanted("compositional-measure-correction")
    {
      let correction = SelfSizingWorkloads.measureCorrection(
        sections: quick ? 10 : 1_000, itemsPerSection: 1_000, repetitions: 21,
        burst: wanted("measure-correction-burst"))
      if wanted("compositional-measure-correction") {
        results.append(
          CompositionalWorkloads.measureCorrection(
            sections: quick ? 10 : 1_000, itemsPerSection: 1_000, repetitions: 21,
            flowPrepare: correction.first))
      }
      if wanted("measure-correction") || wanted("measure-correction-burst") {
        results += correction.filter {
          $0.workload == "estimated-full-prepare" || wanted($0.workload)
        }
      }
      if wanted("measure-correction") {
        results += SelfSizingWorkloads.measureCorrection(
          sections: 1, itemsPerSection: large, repetitions: 9)
        results += SelfSizingWorkloads.measureCorrection(
          sections: 1, itemsPerSection: large, repetitions: 9, measuredBefore: large / 10)
      }
      if wanted("adapter-preferred-size"),
        let step = AdapterSelfSizingWorkloads.preferredSize(
          sections: quick ? 10 : 1_000, itemsPerSection: 1_000, repetitions: 21,
          fullPrepare: correction.first)
      {
        results.append(step)
      }
      if wanted("adapter-preferred-size"),
        let step = AdapterSelfSizingWorkloads.preferredSize(
          sections: 1, itemsPerSection: large, repetitions: 9, fullPrepare: nil)
      {
        results.append(step)
      }
    }
    if wanted("event-move-step") {
      results.append(WeekWorkloads.eventMoveStep(count: events, repetitions: 21))
    }
    if wanted("week-event-update") {
      results.append(WeekWorkloads.eventUpdate(count: events, days: 7, repetitions: 21))
    }
    if wanted("week-event-update-one-cluster") {
      results.append(
        WeekWorkloads.eventUpdate(count: quick ? 1_000 : 10_000, days: 1, repetitions: 21))
    }
    if wanted("compositional-prepare") {
      let flow = FlowWorkloads.prepare(
        count: large, alignment: .uikit, repetitions: 5,
        baseline: Measurement(workload: "baseline-fill", count: large))
      results.append(CompositionalWorkloads.prepare(count: large, repetitions: 9, flow: flow))
    }
    if wanted("compositional-query") {
      results.append(CompositionalWorkloads.query(count: large, repetitions: 5))
    }
    let shelfCount = quick ? 1_000 : 10_000
    results += baseline(
      "compositional-orthogonal-step",
      { CompositionalWorkloads.orthogonalStep(count: shelfCount, repetitions: 21) },
      comparedBy: [
        "compositional-section-scroll-step": {
          CompositionalWorkloads.sectionScrollStep(
            count: shelfCount, repetitions: 21, layoutStep: $0)
        }
      ])
    results += SnapshotWorkloads.all(
      count: quick ? 5_000 : 100_000, repetitions: 21, wanted: wanted)
    return results
  }
}
