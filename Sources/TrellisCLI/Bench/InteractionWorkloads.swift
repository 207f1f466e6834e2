import Trellis

/// The interaction workloads: one target update of a drag, and one frame of a layout
/// transition.
enum InteractionWorkloads {
  /// Generated items that can be reordered: each keeps the pattern size of the place it
  /// was generated at.
  struct MovableItems: FlowLayoutDataSource, ReorderableDataSource {
    typealias Layout = FlowLayout

    var generated: GeneratedItems
    /// For each section, the generated item at each place.
    var order: [[Int]]

    init(_ generated: GeneratedItems) {
      self.generated = generated
      order = (0..<generated.sections).map { _ in Array(0..<generated.itemsPerSection) }
    }

    var numberOfSections: Int { order.count }

    func numberOfItems(inSection section: Int) -> Int { order[section].count }

    func sizeForItem(at indexPath: IndexPath) -> Size? {
      GeneratedItems.size(ofItem: order[indexPath.section][indexPath.item])
    }

    func referenceSizeForHeader(inSection section: Int) -> Size? {
      generated.referenceSizeForHeader(inSection: section)
    }

    mutating func moveItem(at source: IndexPath, to destination: IndexPath) {
      let item = order[source.section].remove(at: source.item)
      order[destination.section].insert(item, at: destination.item)
    }
  }

  /// Drags an item of the middle section back and forth between two places in view,
  /// one target update each, compared with preparing the whole layout.
  static func moveStep(sections: Int, itemsPerSection: Int, repetitions: Int) -> Measurement {
    let items = MovableItems(
      GeneratedItems(sections: sections, itemsPerSection: itemsPerSection, headerHeight: 40))
    var host = CollectionViewWorkloads.CountingHost()
    guard
      let collection = try? CollectionView<MovableItems, CollectionViewWorkloads.CountingHost>(
        layout: FlowLayout(configuration: FlowWorkloads.configuration(pinned: false)),
        dataSource: items, viewport: FlowWorkloads.viewport)
    else { return Measurement(workload: "move-step", count: 0) }
    let full = medianMilliseconds(repetitions: 3) {
      try? items.prepare(collection.layout, for: collection.viewport)
    }
    let middle = sections / 2
    let header = collection.layout.attributes(
      for: .supplementary(.sectionHeader, IndexPath(item: 0, section: middle)))
    _ = try? collection.scroll(to: Point(x: 0, y: header?.frame.minY ?? 0), host: &host)
    let places = [4, 12].compactMap {
      collection.layout.attributes(for: .cell(IndexPath(item: $0, section: middle)))?.center
    }
    guard places.count == 2,
      collection.beginInteractiveMovement(
        forItemAt: IndexPath(item: 0, section: middle), host: &host)
    else { return Measurement(workload: "move-step", count: 0) }
    var step = 0
    let time = medianMilliseconds(repetitions: repetitions) {
      step += 1
      collection.updateInteractiveMovementTargetPosition(places[step % 2], host: &host)
    }
    sink(Double(host.calls) + (collection.interactiveMovement?.position.y ?? 0))
    collection.cancelInteractiveMovement(host: &host)
    return Measurement(
      workload: "move-step", count: sections * itemsPerSection, medianMilliseconds: time,
      comparison: ("flow-prepare of the same items", time / full))
  }

  /// Samples one frame of the transition from a flow to a waterfall layout of `count`
  /// items, compared with a query of the viewport.
  static func transitionFrame(count: Int, repetitions: Int) -> Measurement {
    let flow = FlowLayout(configuration: FlowWorkloads.configuration(pinned: false))
    let waterfall = WaterfallLayout(configuration: WaterfallWorkloads.configuration)
    var viewport = FlowWorkloads.viewport
    guard
      (try? flow.prepare(
        for: viewport, dataSource: GeneratedItems(sections: 1, itemsPerSection: count))) != nil,
      (try? waterfall.prepare(for: viewport, dataSource: GeneratedColumnItems(count: count)))
        != nil
    else { return Measurement(workload: "transition-frame", count: 0) }
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
    let time = medianMilliseconds(repetitions: repetitions, run) / Double(frames)
    let allocations = AllocationCounter.count(run)
    var found = 0
    let query = medianMilliseconds(repetitions: repetitions) {
      waterfall.forEachElement(in: waterfall.viewport.bounds) { _ in found += 1 }
    }
    sink(total + Double(found))
    return Measurement(
      workload: "transition-frame", count: count, medianMilliseconds: time,
      allocations: allocations.map { Double($0) / Double(frames) },
      comparison: ("a viewport query", time / query))
  }
}
