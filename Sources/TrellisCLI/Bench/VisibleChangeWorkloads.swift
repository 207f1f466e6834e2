import Trellis
import TrellisTesting

/// The workloads of what an update costs on screen: one visible item reloaded in a
/// viewport of about 2,000 small items, by a layout that reports what changed and by
/// one that does not, after which every visible element is walked and applied again.
enum VisibleChangeWorkloads {
  /// One section of `count` items of 24 x 16 points, leading-aligned without spacing: a
  /// 1024 x 800 viewport shows 42 x 50 of them.
  static func content(count: Int) -> FlowContent {
    FlowContent(sections: [FlowContent.Section(itemCount: count)])
  }

  /// The flow layout of ``content(count:)``.
  static func layout() -> FlowLayout {
    var configuration = FlowLayout.Configuration()
    configuration.itemSize = Size(width: 24, height: 16)
    configuration.minimumLineSpacing = 0
    configuration.minimumInteritemSpacing = 0
    configuration.alignment = .leading
    configuration.verticalAlignment = .top
    return FlowLayout(configuration: configuration)
  }

  /// Reloads, without animation and keeping its size, one of two items in the middle of
  /// the viewport at a time, through a collection view of `dataSource` laid out by
  /// `layout` and scrolled to the middle of `count` items: the cost of the pass after
  /// it, compared with `baseline` where there is one.
  static func reloadVisibleOne<DataSource: CollectionDataSource>(
    _ workload: String, _ dataSource: DataSource, layout: DataSource.Layout, count: Int,
    repetitions: Int, baseline: Measurement?
  ) -> Measurement {
    guard
      case (let collection, var host)? = CollectionViewWorkloads.showing(
        dataSource, layout: layout, viewport: FlowWorkloads.viewport)
    else { return Measurement(workload: workload, count: 0) }
    let middle = (collection.contentSize.height - collection.viewport.size.height) / 2
    _ = try? collection.scroll(to: Point(x: 0, y: middle.rounded()), host: &host)
    let center = collection.viewport.bounds.center
    let items = [center, Point(x: center.x + 100, y: center.y + 100)].compactMap {
      collection.indexPathForItem(at: $0)
    }
    guard items.count == 2 else { return Measurement(workload: workload, count: 0) }
    var step = 0
    let (time, allocations) = perOperation(repetitions: repetitions) {
      step += 1
      _ = try? collection.performBatchUpdates(
        BatchUpdate(reloadItems: [items[step % 2]]), dataSource: dataSource,
        options: UpdateOptions(isAnimated: false), host: &host)
    }
    sink(Double(host.applied + collection.numberOfVisibleElements))
    return Measurement(
      workload: workload, count: count, medianMilliseconds: time, allocations: allocations,
      comparison: baseline.flatMap { $0.comparison(of: time) })
  }
}
