import Trellis
import TrellisTesting

/// The interaction workloads: one target update of a drag.
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

    func valuesForSection(at section: Int) -> FlowLayout.SectionValues {
      generated.valuesForSection(at: section)
    }

    mutating func moveItem(at source: IndexPath, to destination: IndexPath) {
      let item = order[source.section].remove(at: source.item)
      order[destination.section].insert(item, at: destination.item)
    }
  }

  /// Drags an item of the middle section back and forth between two places in view,
  /// one target update each, compared with preparing the whole layout. With `slides`
  /// (`move-slide-step`) the items that make room slide, and each step also draws one
  /// frame of the slide, halfway, as a host does on the next display frame.
  static func moveStep(
    _ name: String, sections: Int, itemsPerSection: Int, slides: Bool, repetitions: Int
  ) -> Measurement {
    let items = MovableItems(
      GeneratedItems(sections: sections, itemsPerSection: itemsPerSection, headerHeight: 40))
    var host = RecordingHost(recordsAttributes: false)
    guard
      let collection = try? CollectionView<MovableItems, RecordingHost>(
        layout: FlowLayout(configuration: FlowWorkloads.configuration(pinned: false)),
        dataSource: items, viewport: FlowWorkloads.viewport)
    else { return Measurement(workload: name, count: 0) }
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
        forItemAt: IndexPath(item: 0, section: middle),
        options: MovementOptions(slideCurve: slides ? .easeOut : nil), host: &host)
    else { return Measurement(workload: name, count: 0) }
    var step = 0
    let (time, allocations) = perOperation(repetitions: repetitions) {
      step += 1
      collection.updateInteractiveMovementTargetPosition(places[step % 2], host: &host)
      if slides { collection.animate(to: 0.5, host: &host) }
    }
    sink(Double(host.applied) + (collection.interactiveMovement?.position.y ?? 0))
    collection.cancelInteractiveMovement(host: &host)
    return Measurement(
      workload: name, count: sections * itemsPerSection, medianMilliseconds: time,
      allocations: allocations, comparison: ("flow-prepare of the same items", time / full))
  }
}
