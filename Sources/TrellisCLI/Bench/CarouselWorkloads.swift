import Trellis

/// The carousel workloads: a cover flow of 1M items of 160 × 220 points in a
/// 1024-point-wide view, scrolled 7 points at a time.
enum CarouselWorkloads {
  static let viewport = Viewport(size: Size(width: FlowWorkloads.containerWidth, height: 400))

  static func layout() -> CarouselLayout {
    CarouselLayout(
      configuration: CarouselLayout.Configuration(
        itemSize: Size(width: 160, height: 220), itemSpacing: 12,
        style: .coverFlow(CarouselCoverFlow())))
  }

  /// One scroll step of the layout alone: the new offset, then a query of the viewport,
  /// whose items' looks are computed as they are reported. The baseline of
  /// ``scrollStep(_:count:repetitions:queryStep:)``.
  static func queryStep(_ workload: String, count: Int, repetitions: Int) -> Measurement {
    let layout = layout()
    try? layout.prepare(for: viewport, dataSource: CarouselContent(itemCounts: [count]))
    var moved = viewport
    var found = 0
    let (time, allocations) = perScrollStep(repetitions: repetitions) {
      moved.contentOffset.x += 7
      _ = try? layout.updateViewport(moved)
      layout.forEachElement(in: moved.bounds) { _ in found &+= 1 }
    }
    sink(Double(found))
    return Measurement(
      workload: workload, count: count, medianMilliseconds: time,
      allocations: allocations)
  }

  /// One scroll step of a collection view showing the carousel: every visible item gets
  /// its new look, items that enter or leave get or give back a view; compared with the
  /// layout's query step.
  static func scrollStep(
    _ workload: String, count: Int, repetitions: Int, queryStep: Measurement?
  ) -> Measurement {
    guard
      case (let collection, var host)? = CollectionViewWorkloads.showing(
        CarouselContent(itemCounts: [count]), layout: layout(), viewport: viewport)
    else { return Measurement(workload: workload, count: 0) }
    return CollectionViewWorkloads.scrollStep(
      workload, count: count, repetitions: repetitions, baseline: queryStep,
      host: &host
    ) { offset, host in
      _ = try? collection.scroll(to: Point(x: offset, y: 0), host: &host)
    }
  }
}
