import Trellis

/// The list workloads: an inset-grouped list with headers, footers and separators, in
/// sections of 100,000 rows, in the benchmarks' 1024-point-wide view with layout margins
/// of 20.
enum ListWorkloads {
  /// The benchmarks' viewport with a phone's layout margins.
  static let viewport: Viewport = {
    var viewport = FlowWorkloads.viewport
    viewport.layoutMargins = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
    return viewport
  }()

  /// An inset-grouped list with supplementary headers and footers and separators.
  static let configuration: ListConfiguration = {
    var configuration = ListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    configuration.footerMode = .supplementary
    return configuration
  }()

  /// `count` rows in sections of 100,000.
  static func content(count: Int) -> CompositionalContent {
    let sections = max(1, count / 100_000)
    return CompositionalContent(itemCounts: Array(repeating: count / sections, count: sections))
  }

  /// Prepares a list of `count` rows, compared with a flow layout's preparation of as
  /// many items.
  static func prepare(_ workload: String, count: Int, repetitions: Int, flow: Measurement?)
    -> Measurement
  {
    CompositionalWorkloads.preparations(
      of: .list(using: configuration), with: content(count: count), in: viewport,
      workload: workload, count: count, repetitions: repetitions, flow: flow)
  }

  /// Queries viewports spread over a list of `count` rows: rows, separators, headers,
  /// footers and backgrounds.
  static func query(_ workload: String, count: Int, repetitions: Int) -> Measurement {
    let layout = CompositionalLayout.list(using: configuration)
    try? layout.prepare(for: viewport, dataSource: content(count: count))
    return viewportQueries(in: layout, workload: workload, count: count, repetitions: repetitions)
  }

  /// Scrolls a plain list of `count` rows with pinned headers 7 points at a time: the
  /// viewport's update, then a query of it.
  static func scrollStep(_ workload: String, count: Int, repetitions: Int) -> Measurement {
    var plain = configuration
    plain.appearance = .plain
    let layout = CompositionalLayout.list(using: plain)
    try? layout.prepare(for: viewport, dataSource: content(count: count))
    return viewportScrollSteps(
      of: layout, from: viewport, workload: workload, count: count, repetitions: repetitions)
  }
}
