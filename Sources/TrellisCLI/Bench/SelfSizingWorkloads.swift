import Trellis
import TrellisTesting

/// The self-sizing workloads: a million items estimated 100 × 60 in the flow workloads'
/// container, as in a long feed whose cells size themselves.
enum SelfSizingWorkloads {
  static let estimate = Size(width: 100, height: 60)

  /// Prepares `count` items estimated at one size, measured as `workload`, compared with
  /// preparing as many items of that fixed size, `fixed-prepare`.
  static func estimatedPrepare(_ workload: String, count: Int, repetitions: Int)
    -> [Measurement]
  {
    var configuration = FlowWorkloads.configuration()
    configuration.itemSize = estimate
    let layout = FlowLayout(configuration: configuration)
    let fixed = FlowContent(sections: [.init(itemCount: count)])
    let estimated = SelfSizingContent(fixed, estimatedItemSize: estimate)
    let fixedTime = medianMilliseconds(repetitions: repetitions) {
      try? layout.prepare(for: FlowWorkloads.viewport, dataSource: fixed)
    }
    let (time, allocations) = perOperation(repetitions: repetitions) {
      _ = try? layout.prepare(for: FlowWorkloads.viewport, dataSource: estimated)
    }
    sink(layout.contentSize.height)
    let fixedPrepare = Measurement(
      workload: "fixed-prepare", count: count, medianMilliseconds: fixedTime)
    return [
      fixedPrepare,
      Measurement(
        workload: workload, count: count, medianMilliseconds: time, allocations: allocations,
        comparison: fixedPrepare.comparison(of: time)),
    ]
  }

  /// `sections` sections of `itemsPerSection` items estimated at ``estimate``, the first
  /// `measuredBefore` of them measured at their estimates, as after a long scroll.
  static func estimatedContent(sections: Int, itemsPerSection: Int, measuredBefore: Int = 0)
    -> SelfSizingContent<FlowContent>
  {
    var measured = MeasuredSizes()
    for item in 0..<measuredBefore {
      let indexPath = IndexPath(item: item % itemsPerSection, section: item / itemsPerSection)
      measured.record(estimate, fitting: estimate, for: .cell(indexPath))
    }
    return SelfSizingContent(
      FlowContent(sections: (0..<sections).map { _ in .init(itemCount: itemsPerSection) }),
      estimatedItemSize: estimate, measuredSizes: measured)
  }

  /// The median time `layout` takes to prepare all of `content`, `count` items, as
  /// `estimated-full-prepare`: the figure a correction is compared with.
  static func fullPrepare(
    _ layout: FlowLayout, of content: SelfSizingContent<FlowContent>, count: Int
  ) -> Measurement {
    let time = medianMilliseconds(repetitions: 5) {
      try? layout.prepare(for: FlowWorkloads.viewport, dataSource: content)
    }
    return Measurement(workload: "estimated-full-prepare", count: count, medianMilliseconds: time)
  }

  /// Scrolls a collection view of `sections` sections of `itemsPerSection` estimated
  /// items to its middle, then measures again and again `burst` prefetched items from
  /// just above the viewport on, whose sizes change every time: with one item, one
  /// correction above the viewport, with the offset moved to hold the anchor. Measured
  /// as `workload`, after the preparation of everything it is compared with. The first
  /// `measuredBefore` items start measured at their estimates, as after a long scroll.
  static func measureCorrection(
    _ workload: String, sections: Int, itemsPerSection: Int, repetitions: Int, burst: Int = 1,
    measuredBefore: Int = 0
  ) -> [Measurement] {
    let content = estimatedContent(
      sections: sections, itemsPerSection: itemsPerSection, measuredBefore: measuredBefore)
    let layout = FlowLayout(configuration: FlowWorkloads.configuration())
    guard
      let collection = try? CollectionView<SelfSizingContent<FlowContent>, RecordingHost>(
        layout: layout, dataSource: content, viewport: FlowWorkloads.viewport,
        prefetchMargin: 200)
    else { return [] }
    let full = fullPrepare(layout, of: content, count: sections * itemsPerSection)
    let pass = medianCorrection(in: collection, repetitions: repetitions, burst: burst)
    return [
      full,
      Measurement(
        workload: workload, count: full.count, medianMilliseconds: pass.milliseconds,
        allocations: pass.allocations.map(Double.init),
        comparison: full.comparison(of: pass.milliseconds)),
    ]
  }

  /// How many items `measure-correction-burst` measures in one pass: as many as a fast
  /// scroll brings into view in one frame.
  static let burstSize = 100

  /// Scrolls `collection` to the middle of its content, then measures again and again
  /// the item 100 points above the bounds (in the prefetch margin), whose size changes
  /// every time, and returns the median time of one such correction.
  static func medianCorrection<Data: SelfSizingDataSource>(
    in collection: CollectionView<Data, RecordingHost>, repetitions: Int
  ) -> Double {
    medianCorrection(in: collection, repetitions: repetitions, burst: 1).milliseconds
  }

  /// Scrolls `collection` to the middle of its content and measures what it shows, then
  /// measures again and again `burst` items in one pass, from the item 100 points above
  /// the bounds (in the prefetch margin) on in the layout's order, whose sizes change
  /// every time. Returns the median time of one pass and the allocations of one.
  static func medianCorrection<Data: SelfSizingDataSource>(
    in collection: CollectionView<Data, RecordingHost>, repetitions: Int, burst: Int
  ) -> (milliseconds: Double, allocations: Int?) {
    let middle = collection.contentSize.height / 2
    // The host measures the corrected items at one of two heights, switching between
    // them before each pass, and every other item at the size it was given, as cells
    // that fit their estimate; it declines to measure other elements.
    let corrected = CorrectedItems()
    var host = RecordingHost(recordsAttributes: false) { element, attributes in
      guard case .cell(let indexPath) = element else { return nil }
      guard corrected.items.contains(indexPath) else { return attributes.size }
      return Size(width: estimate.width, height: corrected.tall ? 140 : 30)
    }
    _ = try? collection.scroll(to: Point(x: 0, y: middle), host: &host)
    _ = try? collection.measureVisibleElements(host: &host)
    let first = collection.indexPathForItem(at: Point(x: 1, y: middle - 100))
    var items: [IndexPath] = []
    collection.layout.forEachElement(in: collection.visibleRect) { attributes in
      guard case .cell(let indexPath) = attributes.id, items.count < burst,
        !items.isEmpty || indexPath == first
      else { return }
      items.append(indexPath)
    }
    corrected.items = Set(items)
    let elements = items.map(ElementID.cell)
    var correctedCount = 0
    let setUp = {
      corrected.tall.toggle()
      host.measurementRequests.removeAll(keepingCapacity: true)
      collection.invalidateMeasurements(of: elements)
    }
    let run = {
      correctedCount += (try? collection.measureVisibleElements(host: &host))?.corrected ?? 0
    }
    let time = medianMilliseconds(repetitions: repetitions, setUp: setUp, run)
    setUp()
    let allocations = AllocationCounter.count(run)
    sink(Double(correctedCount))
    return (time, allocations)
  }
}

/// The items a self-sizing workload corrects, and which of two heights they measure at.
private final class CorrectedItems {
  var items: Set<IndexPath> = []
  var tall = false
}
