import Trellis

/// The waterfall workloads: four columns 8 points apart in a 1024-point-wide container,
/// each item placed in the shortest column.
enum WaterfallWorkloads {
  static var configuration: WaterfallLayout.Configuration {
    var configuration = WaterfallLayout.Configuration()
    configuration.columnCount = 4
    configuration.minimumColumnSpacing = 8
    configuration.minimumInteritemSpacing = 8
    return configuration
  }

  /// Prepares a waterfall of `count` generated items.
  static func prepare(_ workload: String, count: Int, repetitions: Int) -> Measurement {
    let layout = WaterfallLayout(configuration: configuration)
    let items = GeneratedColumnItems(count: count)
    let time = medianMilliseconds(repetitions: repetitions) {
      try? layout.prepare(for: FlowWorkloads.viewport, dataSource: items)
    }
    sink(layout.contentSize.height)
    return Measurement(workload: workload, count: count, medianMilliseconds: time)
  }

  /// Queries viewports spread over a prepared waterfall of `count` items.
  static func query(_ workload: String, count: Int, repetitions: Int) -> Measurement {
    let layout = WaterfallLayout(configuration: configuration)
    try? layout.prepare(for: FlowWorkloads.viewport, dataSource: GeneratedColumnItems(count: count))
    return viewportQueries(
      in: layout, workload: workload, count: count, repetitions: repetitions)
  }

  /// Appends `appended` items to a prepared waterfall of `count`, compared with
  /// preparing all of them.
  static func append(_ workload: String, _ appended: Int, to count: Int, repetitions: Int)
    -> Measurement
  {
    let layout = WaterfallLayout(configuration: configuration)
    let grown = GeneratedColumnItems(count: count + appended)
    let full = medianMilliseconds(repetitions: 3) {
      try? layout.prepare(for: FlowWorkloads.viewport, dataSource: grown)
    }
    let prepareInitial = {
      _ = try? layout.prepare(
        for: FlowWorkloads.viewport, dataSource: GeneratedColumnItems(count: count))
    }
    let append = { _ = try? layout.appendItems(count: appended, dataSource: grown) }
    let time = medianMilliseconds(repetitions: repetitions, setUp: prepareInitial, append)
    sink(layout.contentSize.height)
    return Measurement(
      workload: workload, count: appended, medianMilliseconds: time,
      comparison: ("waterfall-prepare of all \(count + appended)", time / full))
  }

  /// Samples one frame of the transition from a flow to a waterfall layout of `count`
  /// items, compared with a query of the viewport.
  static func transitionFrame(_ workload: String, count: Int, repetitions: Int) -> Measurement {
    let flow = FlowLayout(configuration: FlowWorkloads.configuration(pinned: false))
    let waterfall = WaterfallLayout(configuration: WaterfallWorkloads.configuration)
    var viewport = FlowWorkloads.viewport
    guard
      (try? flow.prepare(
        for: viewport, dataSource: GeneratedItems(sections: 1, itemsPerSection: count))) != nil,
      (try? waterfall.prepare(for: viewport, dataSource: GeneratedColumnItems(count: count)))
        != nil
    else { return Measurement(workload: workload, count: 0) }
    viewport.contentOffset = Point(x: 0, y: flow.contentSize.height / 2)
    _ = try? flow.updateViewport(viewport)
    let transition = LayoutTransition(from: flow, to: waterfall)
    let frames = 100
    var total = 0.0
    let run = {
      for frame in 0..<frames {
        transition.animation.forEachAttributes(at: Double(frame) / Double(frames)) {
          total += $0.frame.minY
        }
      }
    }
    let (time, allocations) = perOperation(frames, repetitions: repetitions, run)
    var found = 0
    let query = medianMilliseconds(repetitions: repetitions) {
      waterfall.forEachElement(in: waterfall.viewport.bounds) { _ in found += 1 }
    }
    sink(total + Double(found))
    return Measurement(
      workload: workload, count: count, medianMilliseconds: time,
      allocations: allocations,
      comparison: ("a viewport query", time / query))
  }
}

/// The benchmark collection for waterfalls: one section of `count` items, item i being
/// `40 + (i * 53 mod 160)` tall.
struct GeneratedColumnItems: WaterfallLayoutDataSource {
  var count: Int

  var numberOfSections: Int { 1 }

  func numberOfItems(inSection section: Int) -> Int { count }

  func heightForItem(at indexPath: IndexPath) -> Double? {
    GeneratedItems.size(ofItem: indexPath.item).height
  }
}
