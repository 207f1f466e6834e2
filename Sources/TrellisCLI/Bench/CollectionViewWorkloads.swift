import Trellis
import TrellisTesting

/// The collection view workloads: scrolling with views, one batch update and one frame
/// of an update's animation, on a flow layout of sections with pinned headers.
enum CollectionViewWorkloads {
  /// A collection view of `dataSource` in `viewport`, laid out by `layout`, and a host
  /// told what it shows at first; `nil` where the layout refuses the data.
  static func showing<DataSource>(
    _ dataSource: DataSource, layout: DataSource.Layout, viewport: Viewport
  ) -> (CollectionView<DataSource, RecordingHost>, RecordingHost)? {
    guard
      let collection = try? CollectionView<DataSource, RecordingHost>(
        layout: layout, dataSource: dataSource, viewport: viewport)
    else { return nil }
    var host = RecordingHost(recordsAttributes: false)
    collection.updateVisibleElements(host: &host)
    return (collection, host)
  }

  /// A collection view of `sections` sections of `itemsPerSection` generated items on a
  /// flow layout with pinned headers, and a host told what it shows at first.
  static func collection(sections: Int, itemsPerSection: Int)
    -> (CollectionView<GeneratedItems, RecordingHost>, RecordingHost)?
  {
    showing(
      GeneratedItems(sections: sections, itemsPerSection: itemsPerSection, headerHeight: 40),
      layout: FlowLayout(configuration: FlowWorkloads.configuration(pinned: true)),
      viewport: FlowWorkloads.viewport)
  }

  /// Scrolls a collection view 7 points at a time, `scroll` moving it to each new offset
  /// and telling `host` what appears, leaves and moves: the step measured as `workload`
  /// of `count` items, compared with `baseline`.
  static func scrollStep(
    _ workload: String, count: Int, repetitions: Int, baseline: Measurement?,
    host: inout RecordingHost, scroll: (_ offset: Double, _ host: inout RecordingHost) -> Void
  ) -> Measurement {
    var offset = 0.0
    let (step, allocations) = perScrollStep(repetitions: repetitions) {
      offset += 7
      scroll(offset, &host)
    }
    sink(Double(host.applied))
    return Measurement(
      workload: workload, count: count, medianMilliseconds: step, allocations: allocations,
      comparison: baseline?.comparison(of: step))
  }

  /// Scrolls a collection view one step of 7 points at a time, telling a host what
  /// appears, leaves and moves, compared with the layout's own pinned scroll step.
  static func visibleScrollStep(
    _ workload: String, sections: Int, itemsPerSection: Int, repetitions: Int,
    layoutStep: Measurement?
  ) -> Measurement {
    guard
      case (let collection, var host)? = collection(
        sections: sections, itemsPerSection: itemsPerSection)
    else { return Measurement(workload: workload, count: 0) }
    return scrollStep(
      workload, count: sections * itemsPerSection, repetitions: repetitions,
      baseline: layoutStep, host: &host
    ) { offset, host in
      _ = try? collection.scroll(to: Point(x: 0, y: offset), host: &host)
    }
  }

  /// Inserts one item into the middle section, in view, and deletes it again: one
  /// batch update each, compared with preparing the whole layout.
  static func updateInsert(
    _ workload: String, sections: Int, itemsPerSection: Int, repetitions: Int
  ) -> Measurement {
    guard
      case (let collection, var host)? = collection(
        sections: sections, itemsPerSection: itemsPerSection)
    else { return Measurement(workload: workload, count: 0) }
    var items = collection.dataSource
    let middle = sections / 2
    let full = medianMilliseconds(repetitions: 3) {
      try? items.prepare(collection.layout, for: collection.viewport)
    }
    let top = collection.layout.attributes(
      for: .supplementary(.sectionHeader, IndexPath(item: 0, section: middle)))
    _ = try? collection.scroll(to: Point(x: 0, y: top?.frame.minY ?? 0), host: &host)
    let inserted = IndexPath(item: 3, section: middle)
    let time = medianMilliseconds(repetitions: repetitions) {
      items.insertedItem = inserted
      _ = try? collection.performBatchUpdates(
        BatchUpdate(insertItems: [inserted]), dataSource: items,
        options: UpdateOptions(isAnimated: false), host: &host)
      items.insertedItem = nil
      _ = try? collection.performBatchUpdates(
        BatchUpdate(deleteItems: [inserted]), dataSource: items,
        options: UpdateOptions(isAnimated: false), host: &host)
    }
    sink(collection.contentSize.height)
    return Measurement(
      workload: workload, count: sections * itemsPerSection,
      medianMilliseconds: time / 2,
      comparison: ("flow-prepare of the same items", time / 2 / full))
  }

  /// Samples every element of an update's animation at one progress, after an insert
  /// in view, compared with a query of the viewport.
  static func animationFrame(
    _ workload: String, sections: Int, itemsPerSection: Int, repetitions: Int
  ) -> Measurement {
    let first = IndexPath(item: 0, section: 0)
    guard
      case (let collection, var host)? = collection(
        sections: sections, itemsPerSection: itemsPerSection),
      let result = try? collection.performBatchUpdates(
        BatchUpdate(insertItems: [first]), dataSource: collection.dataSource.inserting(first),
        host: &host)
    else { return Measurement(workload: workload, count: 0) }
    let frames = 100
    var progress = 0.0
    let run = {
      for frame in 0..<frames {
        progress = Double(frame) / Double(frames)
        collection.animate(to: progress, host: &host)
      }
    }
    let (time, allocations) = perOperation(frames, repetitions: repetitions, run)
    var found = 0
    let query = medianMilliseconds(repetitions: repetitions) {
      collection.layout.forEachElement(in: collection.viewport.bounds) { _ in found += 1 }
    }
    sink(Double(host.applied + found + result.animation.elements.count))
    return Measurement(
      workload: workload, count: sections * itemsPerSection, medianMilliseconds: time,
      allocations: allocations,
      comparison: ("a viewport query", time / query))
  }
}

extension GeneratedItems: CollectionDataSource {
  typealias Layout = FlowLayout
}
