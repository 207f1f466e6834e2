/// Every workload of `trellis bench`, in the order they run: each one's name, what it
/// measures at full size, its baseline and its run, with the quick sizes beside the full
/// ones in `size(quick:full:)`. The areas that have their own files follow these.
enum BenchTable {
  static let workloads: [BenchWorkload] =
    layouts + visibleChanges + selfSizing + eventChanges + compositional + lists + snapshots

  /// The flow, waterfall, carousel and week layouts on their own and through a
  /// collection view or the UIKit adapter: preparation, queries, scrolling and updates.
  private static let layouts: [BenchWorkload] = [
    flowPrepare,
    BenchWorkload(
      "flow-query", measures: "a 1024 x 800 viewport query in a flow layout of 1M items"
    ) {
      [FlowWorkloads.query($0.name, count: $0.largeCount, repetitions: 5)]
    },
    BenchWorkload(
      "waterfall-prepare", measures: "preparing a 4-column waterfall of 100k and of 1M items"
    ) { run in
      run.size(quick: [10_000], full: [100_000, 1_000_000]).map {
        WaterfallWorkloads.prepare(run.name, count: $0, repetitions: 7)
      }
    },
    BenchWorkload("waterfall-query", measures: "a viewport query in a waterfall of 1M items") {
      [WaterfallWorkloads.query($0.name, count: $0.largeCount, repetitions: 5)]
    },
    BenchWorkload(
      "waterfall-append", measures: "appending 1000 items to a waterfall of 1M, vs preparing all"
    ) {
      [WaterfallWorkloads.append($0.name, 1_000, to: $0.largeCount, repetitions: 7)]
    },
    pinnedScrollStep,
    BenchWorkload(
      "visible-scroll-step", measures: "a scroll step through a collection view, 1000 x 1000",
      comparedWith: pinnedScrollStep
    ) {
      CollectionViewWorkloads.visibleScrollStep(
        $0.name, sections: $0.gridSide, itemsPerSection: 1_000,
        repetitions: 21, layoutStep: $0.baseline)
    },
    BenchWorkload(
      "adapter-scroll-step", measures: "a pinned scroll step through the UIKit adapter's driver",
      comparedWith: pinnedScrollStep
    ) {
      AdapterWorkloads.scrollStep(
        $0.name, sections: $0.gridSide, itemsPerSection: 100,
        repetitions: 21, layoutStep: $0.baseline)
    },
    BenchWorkload(
      grid: "update-insert",
      measures: "one insert in view through a collection view, 1000 x 1000, vs a prepare"
    ) {
      CollectionViewWorkloads.updateInsert($0, sections: $1, itemsPerSection: $1, repetitions: 21)
    },
    BenchWorkload(
      grid: "adapter-update-insert",
      measures: "one insert through the UIKit adapter's driver in UIKit's order, vs a prepare"
    ) {
      AdapterWorkloads.updateInsert($0, sections: $1, itemsPerSection: $1, repetitions: 21)
    },
    BenchWorkload(
      grid: "animation-frame", measures: "one frame of an insert's animation, vs a viewport query"
    ) {
      CollectionViewWorkloads.animationFrame($0, sections: $1, itemsPerSection: $1, repetitions: 21)
    },
    BenchWorkload(
      grid: "move-step", measures: "one target update of a drag in 1000 x 1000, vs a prepare"
    ) {
      InteractionWorkloads.moveStep(
        $0, sections: $1, itemsPerSection: $1, slides: false,
        repetitions: 101)
    },
    BenchWorkload(
      grid: "move-slide-step",
      measures: "a drag step whose items slide, with one frame of the slide, vs a prepare"
    ) {
      InteractionWorkloads.moveStep(
        $0, sections: $1, itemsPerSection: $1, slides: true,
        repetitions: 101)
    },
    BenchWorkload(
      "transition-frame",
      measures: "one frame of a flow-to-waterfall transition of 1M, vs a viewport query"
    ) {
      [WaterfallWorkloads.transitionFrame($0.name, count: $0.largeCount, repetitions: 21)]
    },
    BenchWorkload(
      grid: "section-change",
      measures: "one item resized in 1000 x 1000, its section laid out again, vs a prepare"
    ) {
      FlowWorkloads.sectionChange($0, sections: $1, itemsPerSection: $1, repetitions: 11)
    },
    BenchWorkload(
      grid: "flow-update-insert",
      measures: "one item inserted in 1000 x 1000 through update(for:), vs a prepare"
    ) {
      FlowWorkloads.insertUpdate($0, sections: $1, itemsPerSection: $1, repetitions: 5001)
    },
    BenchWorkload(
      "safe-area-change",
      measures: "a left-right safe-area swap on 1000 x 1000 that ignores the safe area",
      comparedWith: flowPrepare
    ) {
      InsetWorkloads.change(
        $0.name, \.safeAreaInsets, between: InsetWorkloads.safeAreas, sections: $0.gridSide,
        itemsPerSection: $0.gridSide, repetitions: 21, prepare: $0.baseline)
    },
    BenchWorkload(
      "content-inset-change",
      measures: "the top content inset 49 points smaller or larger on 1000 x 1000",
      comparedWith: flowPrepare
    ) {
      InsetWorkloads.change(
        $0.name, \.contentInset, between: InsetWorkloads.contentInsets, sections: $0.gridSide,
        itemsPerSection: $0.gridSide, repetitions: 21, prepare: $0.baseline)
    },
    BenchWorkload("week-prepare", measures: "preparing a week calendar of 100k events") {
      [WeekWorkloads.prepare($0.name, count: $0.size(quick: 10_000, full: 100_000), repetitions: 7)]
    },
    BenchWorkload("week-query", measures: "a viewport query in a week of 100k events") {
      [WeekWorkloads.query($0.name, count: $0.size(quick: 10_000, full: 100_000), repetitions: 5)]
    },
    BenchWorkload("memory-per-item", measures: "the heap bytes per item a flow layout of 1M keeps")
    {
      [FlowWorkloads.memoryPerItem($0.name, count: $0.largeCount)]
    },
    carouselQueryStep,
    BenchWorkload(
      "carousel-scroll-step", measures: "a cover-flow scroll step through a collection view",
      comparedWith: carouselQueryStep
    ) {
      CarouselWorkloads.scrollStep(
        $0.name, count: $0.size(quick: 100_000, full: 1_000_000), repetitions: 21,
        queryStep: $0.baseline)
    },
  ]

  // MARK: - Baselines

  // The workloads that others are compared with have names here, for those to refer to.

  /// The baseline of `compositional-prepare`.
  static let flowPrepare = BenchWorkload(
    "flow-prepare",
    measures: "preparing n items in a flow layout, two alignments, vs baseline-fill"
  ) { run in
    run.size(quick: [1_000, 10_000], full: [1_000, 10_000, 100_000, 1_000_000]).flatMap {
      FlowWorkloads.prepareAgainstFill(run.name, count: $0)
    }
  }

  /// The baseline of the scroll steps through a collection view and the adapter.
  static let pinnedScrollStep = BenchWorkload(
    "pinned-scroll-step",
    measures: "a 7-point scroll step with pinned headers, 1000 sections x 100"
  ) {
    FlowWorkloads.pinnedScrollStep(
      $0.name, sections: $0.gridSide, itemsPerSection: 100,
      repetitions: 21)
  }

  /// The baseline of the carousel's step through a collection view.
  static let carouselQueryStep = BenchWorkload(
    "carousel-query-step", measures: "a scroll step of a cover-flow carousel of 1M items"
  ) {
    CarouselWorkloads.queryStep(
      $0.name, count: $0.size(quick: 100_000, full: 1_000_000), repetitions: 21)
  }
}
