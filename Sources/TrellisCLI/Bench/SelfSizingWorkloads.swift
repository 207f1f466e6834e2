import Trellis

/// The self-sizing workloads: a million items estimated 100 × 60 in the flow workloads'
/// container, as in a long feed whose cells size themselves.
enum SelfSizingWorkloads {
  static let estimate = Size(width: 100, height: 60)

  /// A host that measures one item, whose size it switches between two heights, and
  /// declines to measure every other element.
  struct OneItemHost: CollectionViewHost {
    var item: IndexPath
    var tall = false

    mutating func makeView(reuseIdentifier: String) -> Int { 0 }
    func configure(_ view: Int, for element: ElementID) {}
    func apply(_ attributes: LayoutAttributes, to view: Int) {}
    func enqueue(_ view: Int, reuseIdentifier: String) {}

    func preferredSize(for element: ElementID, fitting attributes: LayoutAttributes, in view: Int)
      -> Size?
    {
      guard element == .cell(item) else { return nil }
      return Size(width: estimate.width, height: tall ? 140 : 30)
    }
  }

  /// Prepares `count` items estimated at one size, compared with preparing as many
  /// items of that fixed size.
  static func estimatedPrepare(count: Int, repetitions: Int) -> [Measurement] {
    var configuration = FlowWorkloads.configuration()
    configuration.itemSize = estimate
    let layout = FlowLayout(configuration: configuration)
    let fixed = FlowContent(sections: [.init(itemCount: count)])
    let estimated = SelfSizingContent(fixed, estimatedItemSize: estimate)
    let fixedTime = medianMilliseconds(repetitions: repetitions) {
      try? layout.prepare(for: FlowWorkloads.viewport, dataSource: fixed)
    }
    let run = { _ = try? layout.prepare(for: FlowWorkloads.viewport, dataSource: estimated) }
    let time = medianMilliseconds(repetitions: repetitions, run)
    let allocations = AllocationCounter.count(run)
    sink(layout.contentSize.height)
    return [
      Measurement(workload: "fixed-prepare", count: count, medianMilliseconds: fixedTime),
      Measurement(
        workload: "estimated-prepare", count: count, medianMilliseconds: time,
        allocations: allocations.map(Double.init),
        comparison: ("fixed-prepare", time / fixedTime)),
    ]
  }

  /// Scrolls a collection view of `sections` sections of `itemsPerSection` estimated
  /// items to its middle, then measures again and again one prefetched item just above
  /// the viewport whose size changes every time: one correction above the viewport, with
  /// the offset moved to hold the anchor. Compared with preparing everything.
  static func measureCorrection(sections: Int, itemsPerSection: Int, repetitions: Int)
    -> [Measurement]
  {
    let content = SelfSizingContent(
      FlowContent(sections: (0..<sections).map { _ in .init(itemCount: itemsPerSection) }),
      estimatedItemSize: estimate)
    let layout = FlowLayout(configuration: FlowWorkloads.configuration())
    guard
      let collection = try? CollectionView<SelfSizingContent<FlowContent>, OneItemHost>(
        layout: layout, dataSource: content, viewport: FlowWorkloads.viewport,
        prefetchMargin: 200)
    else { return [] }
    let full = medianMilliseconds(repetitions: 5) {
      try? layout.prepare(for: FlowWorkloads.viewport, dataSource: content)
    }
    let time = medianCorrection(in: collection, repetitions: repetitions)
    return [
      Measurement(
        workload: "estimated-full-prepare", count: sections * itemsPerSection,
        medianMilliseconds: full),
      Measurement(
        workload: sections == 1 ? "measure-correction-one-section" : "measure-correction",
        count: sections * itemsPerSection, medianMilliseconds: time,
        comparison: ("estimated-full-prepare", time / full)),
    ]
  }

  /// Scrolls `collection` to the middle of its content, then measures again and again
  /// the item 100 points above the bounds (in the prefetch margin), whose size changes
  /// every time, and returns the median time of one such correction.
  static func medianCorrection<Data: SelfSizingDataSource>(
    in collection: CollectionView<Data, OneItemHost>, repetitions: Int
  ) -> Double {
    let middle = collection.contentSize.height / 2
    var host = OneItemHost(item: IndexPath(item: 0, section: 0))
    _ = try? collection.scroll(to: Point(x: 0, y: middle), host: &host)
    host.item = collection.indexPathForItem(at: Point(x: 1, y: middle - 100)) ?? host.item
    let element = ElementID.cell(host.item)
    var corrected = 0
    let setUp = {
      host.tall.toggle()
      collection.invalidateMeasurements(of: CollectionOfOne(element))
    }
    let run = {
      corrected += (try? collection.measureVisibleElements(host: &host))?.corrected ?? 0
    }
    let time = medianMilliseconds(repetitions: repetitions, setUp: setUp, run)
    sink(Double(corrected))
    return time
  }
}
