import Trellis

/// The flow layout workloads: in a 1024-point-wide container with 8-point spacing both
/// ways and no insets.
enum FlowWorkloads {
  static let containerWidth = 1024.0
  static let viewportHeight = 800.0

  static func configuration(
    alignment: FlowLayout.Alignment = .uikit, pinned: Bool = false
  ) -> FlowLayout.Configuration {
    var configuration = FlowLayout.Configuration()
    configuration.minimumLineSpacing = 8
    configuration.minimumInteritemSpacing = 8
    configuration.alignment = alignment
    if alignment == .leading { configuration.verticalAlignment = .top }
    configuration.sectionHeadersPinToVisibleBounds = pinned
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

  /// `baseline-fill` of `count` items, then their preparation with UIKit's alignment,
  /// measured as `workload`, and with the leading one, as `workload-leading`, each
  /// compared with the fill.
  static func prepareAgainstFill(_ workload: String, count: Int) -> [Measurement] {
    let repetitions = count >= 1_000_000 ? 9 : 21
    let fill = fillBaseline(count: count, repetitions: repetitions)
    let alignments = [(workload, FlowLayout.Alignment.uikit), (workload + "-leading", .leading)]
    return [fill]
      + alignments.map { name, alignment in
        prepare(name, count: count, alignment: alignment, repetitions: repetitions, baseline: fill)
      }
  }

  /// Prepares a flow layout of `count` generated items in one section, measured as
  /// `workload`. The leading alignment with items at the top of their line does the work
  /// of CSS flex-wrap.
  static func prepare(
    _ workload: String, count: Int, alignment: FlowLayout.Alignment, repetitions: Int,
    baseline: Measurement
  ) -> Measurement {
    let layout = FlowLayout(configuration: configuration(alignment: alignment))
    let items = GeneratedItems(itemsPerSection: count)
    let (time, allocations) = perOperation(repetitions: repetitions) {
      _ = try? layout.prepare(for: viewport, dataSource: items)
    }
    sink(layout.contentSize.height)
    return Measurement(
      workload: workload, count: count, medianMilliseconds: time, allocations: allocations,
      comparison: baseline.comparison(of: time))
  }

  /// Queries viewports spread over a prepared flow layout of `count` items.
  static func query(_ workload: String, count: Int, repetitions: Int) -> Measurement {
    let layout = FlowLayout(configuration: configuration())
    try? layout.prepare(for: viewport, dataSource: GeneratedItems(itemsPerSection: count))
    return viewportQueries(
      in: layout, workload: workload, count: count, repetitions: repetitions)
  }

  /// Scrolls through `sections` sections of `itemsPerSection` items with pinned
  /// headers, one step of 7 points at a time: a new viewport, then a query of what it
  /// shows. Reports the median time and the allocations of one step.
  static func pinnedScrollStep(
    _ workload: String, sections: Int, itemsPerSection: Int, repetitions: Int
  ) -> Measurement {
    let layout = FlowLayout(configuration: configuration(pinned: true))
    let items = GeneratedItems(
      sections: sections, itemsPerSection: itemsPerSection, headerHeight: 40)
    try? layout.prepare(for: viewport, dataSource: items)
    return viewportScrollSteps(
      of: layout, from: viewport, workload: workload, count: sections * itemsPerSection,
      repetitions: repetitions)
  }

  /// Changes the size of one item in the middle section of `sections` sections and
  /// lays out that section again, compared with preparing everything.
  static func sectionChange(
    _ workload: String, sections: Int, itemsPerSection: Int, repetitions: Int
  ) -> Measurement {
    let grid = preparedGrid(sections: sections, itemsPerSection: itemsPerSection)
    let (layout, full, middle) = (grid.layout, grid.full, grid.middle)
    var items = grid.items
    var grow = false
    let changeSize = {
      grow.toggle()
      items.changedItem = (middle, Size(width: 60, height: grow ? 300 : 20))
    }
    let update = { _ = try? layout.updateSections([middle.section], dataSource: items) }
    let time = medianMilliseconds(repetitions: repetitions, setUp: changeSize, update)
    sink(layout.contentSize.height)
    return Measurement(
      workload: workload, count: sections * itemsPerSection, medianMilliseconds: time,
      comparison: ("flow-prepare of the same items", time / full))
  }

  /// Inserts one item into the middle section of `sections` sections and brings the
  /// layout up to date with ``FlowLayout/update(for:dataSource:)``, alternating with
  /// removing it again, compared with preparing the same layout.
  static func insertUpdate(
    _ workload: String, sections: Int, itemsPerSection: Int, repetitions: Int
  ) -> Measurement {
    let grid = preparedGrid(sections: sections, itemsPerSection: itemsPerSection)
    var items = grid.items
    let change = LayoutChange.reloading([grid.middle.section], of: sections)
    let toggleInsertion = { items.insertedItem = items.insertedItem == nil ? grid.middle : nil }
    let update = { _ = try? grid.layout.update(for: change, dataSource: items) }
    let time = medianMilliseconds(repetitions: repetitions, setUp: toggleInsertion, update)
    sink(grid.layout.contentSize.height)
    return Measurement(
      workload: workload, count: sections * itemsPerSection,
      medianMilliseconds: time, comparison: ("flow-prepare of the same layout", time / grid.full))
  }

  /// A flow layout of `sections` sections of `itemsPerSection` generated items,
  /// prepared, with the median time of that preparation and the index path in the
  /// middle of the middle section: the set-up of the workloads that change one section.
  private static func preparedGrid(sections: Int, itemsPerSection: Int) -> (
    layout: FlowLayout, items: GeneratedItems, full: Double, middle: IndexPath
  ) {
    let layout = FlowLayout(configuration: configuration())
    let items = GeneratedItems(sections: sections, itemsPerSection: itemsPerSection)
    let full = medianMilliseconds(repetitions: 3) {
      try? layout.prepare(for: viewport, dataSource: items)
    }
    return (layout, items, full, IndexPath(item: itemsPerSection / 2, section: sections / 2))
  }

  /// The heap bytes per item that a prepared flow layout of `count` items holds.
  static func memoryPerItem(_ workload: String, count: Int) -> Measurement {
    let layout = FlowLayout(configuration: configuration())
    let before = HeapUsage.bytesInUse()
    try? layout.prepare(for: viewport, dataSource: GeneratedItems(itemsPerSection: count))
    let after = HeapUsage.bytesInUse()
    sink(layout.contentSize.height)
    var bytesPerItem: Double?
    if let before, let after { bytesPerItem = Double(after - before) / Double(count) }
    return Measurement(workload: workload, count: count, bytesPerItem: bytesPerItem)
  }
}

/// Queries 1000 viewports of the benchmark size spread from the top to the bottom of a
/// prepared layout; reports the median time and the allocations of one query.
func viewportQueries(
  in layout: some CollectionLayout, workload: String, count: Int, repetitions: Int
) -> Measurement {
  let queries = 1000
  let height = FlowWorkloads.viewportHeight
  let step = max(0, layout.contentSize.height - height) / Double(queries)
  var found = 0
  let run = {
    for index in 0..<queries {
      let rect = Rect(
        x: 0, y: Double(index) * step, width: FlowWorkloads.containerWidth, height: height)
      layout.forEachElement(in: rect) { _ in found += 1 }
    }
  }
  let (time, allocations) = perOperation(queries, repetitions: repetitions, run)
  sink(Double(found))
  return Measurement(
    workload: workload, count: count, medianMilliseconds: time, allocations: allocations)
}

/// Scrolls a prepared layout down from `viewport` 7 points at a time: the viewport's
/// update, then a query of it; reports the median time and the allocations of one step.
func viewportScrollSteps(
  of layout: some CollectionLayout, from viewport: Viewport, workload: String, count: Int,
  repetitions: Int
) -> Measurement {
  var viewport = viewport
  var found = 0
  let (time, allocations) = perScrollStep(repetitions: repetitions) {
    viewport.contentOffset.y += 7
    _ = try? layout.updateViewport(viewport)
    layout.forEachElement(in: viewport.bounds) { _ in found += 1 }
  }
  sink(Double(found))
  return Measurement(
    workload: workload, count: count, medianMilliseconds: time, allocations: allocations)
}
