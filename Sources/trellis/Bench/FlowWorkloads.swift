import Trellis

/// The flow layout workloads: preparing collections of generated items, and querying a
/// viewport in a prepared one.
enum FlowWorkloads {
  static let containerWidth = 1024.0
  static let viewportHeight = 800.0

  static var configuration: FlowLayout.Configuration {
    var configuration = FlowLayout.Configuration()
    configuration.minimumLineSpacing = 8
    configuration.minimumInteritemSpacing = 8
    return configuration
  }

  static var viewport: Viewport {
    Viewport(size: Size(width: containerWidth, height: viewportHeight))
  }

  /// Reads every generated size and writes one frame per item into flat arrays: the
  /// least work any layout of these items does, used as the baseline.
  static func fillBaseline(count: Int, repetitions: Int) -> Measurement {
    var frames: [Double] = []
    let time = medianMilliseconds(repetitions: repetitions) {
      frames = []
      frames.reserveCapacity(4 * count)
      var x = 0.0
      var y = 0.0
      for item in 0..<count {
        let size = GeneratedItems.size(ofItem: item)
        frames.append(x)
        frames.append(y)
        frames.append(size.width)
        frames.append(size.height)
        x += size.width
        if x > containerWidth { (x, y) = (0, y + size.height) }
      }
    }
    sink(frames.last ?? 0)
    return Measurement(workload: "baseline-fill", count: count, medianMilliseconds: time)
  }

  /// Prepares a flow layout of `count` generated items.
  static func prepare(
    count: Int, alignment: FlowLayout.Alignment, repetitions: Int, baseline: Measurement
  ) -> Measurement {
    var configuration = configuration
    configuration.alignment = alignment
    let layout = FlowLayout(configuration: configuration)
    let items = GeneratedItems(count: count)
    let time = medianMilliseconds(repetitions: repetitions) {
      try? layout.prepare(for: viewport, dataSource: items)
    }
    sink(layout.contentSize.height)
    let name = alignment == .uikit ? "flow-prepare" : "flow-prepare-leading"
    return Measurement(
      workload: name, count: count, medianMilliseconds: time, baseline: "baseline-fill",
      ratio: time / baseline.medianMilliseconds)
  }

  /// Queries 1000 viewports spread over a prepared layout of `count` items and reports
  /// the median time of one query.
  static func query(count: Int, repetitions: Int) -> Measurement {
    let layout = FlowLayout(configuration: configuration)
    try? layout.prepare(for: viewport, dataSource: GeneratedItems(count: count))
    let queries = 1000
    let step = max(0, layout.contentSize.height - viewportHeight) / Double(queries)
    var found = 0
    let time = medianMilliseconds(repetitions: repetitions) {
      for index in 0..<queries {
        let rect = Rect(
          x: 0, y: Double(index) * step, width: containerWidth, height: viewportHeight)
        layout.forEachElement(in: rect) { _ in found += 1 }
      }
    }
    sink(Double(found))
    return Measurement(
      workload: "flow-query", count: count, medianMilliseconds: time / Double(queries))
  }
}

/// Keeps a benchmark's result alive so the optimizer cannot drop the work.
@inline(never)
func sink(_ value: Double) {
  if value.isNaN { print("", terminator: "") }
}
