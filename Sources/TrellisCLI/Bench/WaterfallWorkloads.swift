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
  static func prepare(count: Int, repetitions: Int, baseline: Measurement?) -> Measurement {
    let layout = WaterfallLayout(configuration: configuration)
    let items = GeneratedColumnItems(count: count)
    let time = medianMilliseconds(repetitions: repetitions) {
      try? layout.prepare(for: FlowWorkloads.viewport, dataSource: items)
    }
    sink(layout.contentSize.height)
    return Measurement(
      workload: "waterfall-prepare", count: count, medianMilliseconds: time,
      comparison: baseline?.medianMilliseconds.map { ("baseline-fill", time / $0) })
  }

  /// Queries viewports spread over a prepared waterfall of `count` items.
  static func query(count: Int, repetitions: Int) -> Measurement {
    let layout = WaterfallLayout(configuration: configuration)
    try? layout.prepare(for: FlowWorkloads.viewport, dataSource: GeneratedColumnItems(count: count))
    return viewportQueries(
      in: layout, workload: "waterfall-query", count: count, repetitions: repetitions)
  }

  /// Appends `appended` items to a prepared waterfall of `count`, compared with
  /// preparing all of them.
  static func append(_ appended: Int, to count: Int, repetitions: Int) -> Measurement {
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
      workload: "waterfall-append", count: appended, medianMilliseconds: time,
      comparison: ("waterfall-prepare of all \(count + appended)", time / full))
  }
}
