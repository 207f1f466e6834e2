import Trellis
import TrellisTesting

/// The compositional layout workloads: sections of nested groups (a half-width item
/// beside a column of two) in a 1024-point-wide view, and a page with one shelf that
/// scrolls sideways.
enum CompositionalWorkloads {
  static let viewport = FlowWorkloads.viewport

  /// A section of 200-point groups: a half-width item beside a column of two
  /// half-height items, 8 points apart.
  static let nestedSection: LayoutSection = {
    let big = LayoutItem(
      layoutSize: LayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
    let small = LayoutItem(
      layoutSize: LayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
    let column = LayoutGroup.vertical(
      layoutSize: LayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
      subitems: [.item(small)])
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
      subitems: [.item(big), .group(column)])
    return LayoutSection(group: group, interGroupSpacing: 8)
  }()

  /// `count` items in sections of 1,000.
  static func content(count: Int) -> CompositionalContent {
    let sections = max(1, count / 1_000)
    return CompositionalContent(itemCounts: Array(repeating: count / sections, count: sections))
  }

  /// Prepares `count` items in sections of 1,000 nested groups, compared with a flow
  /// layout's preparation of as many items.
  static func prepare(_ workload: String, count: Int, repetitions: Int, flow: Measurement?)
    -> Measurement
  {
    preparations(
      of: CompositionalLayout(section: nestedSection), with: content(count: count),
      in: viewport, workload: workload, count: count, repetitions: repetitions, flow: flow)
  }

  /// Prepares `layout` with `content` in `viewport`, compared with a flow layout's
  /// preparation of as many items.
  static func preparations(
    of layout: CompositionalLayout, with content: CompositionalContent, in viewport: Viewport,
    workload: String, count: Int, repetitions: Int, flow: Measurement?
  ) -> Measurement {
    let (time, allocations) = perOperation(repetitions: repetitions) {
      _ = try? layout.prepare(for: viewport, dataSource: content)
    }
    sink(layout.contentSize.height)
    return Measurement(
      workload: workload, count: count, medianMilliseconds: time,
      allocations: allocations, comparison: flow?.comparison(of: time))
  }

  /// Queries viewports spread over `count` items in sections of nested groups.
  static func query(_ workload: String, count: Int, repetitions: Int) -> Measurement {
    let layout = CompositionalLayout(section: nestedSection)
    try? layout.prepare(for: viewport, dataSource: content(count: count))
    return viewportQueries(
      in: layout, workload: workload, count: count, repetitions: repetitions)
  }

  /// A page of a section of nested groups, a shelf of `count` items in 300-point
  /// groups that scrolls sideways, and another section of nested groups.
  static func page(count: Int) -> (CompositionalLayout, CompositionalContent) {
    var shelf = nestedSection
    shelf.group.layoutSize.widthDimension = .absolute(300)
    shelf.orthogonalScrollingBehavior = .continuous
    let sections = [nestedSection, shelf, nestedSection]
    let layout = CompositionalLayout { index, _ in sections[index] }
    return (layout, CompositionalContent(itemCounts: [3, count, 3]))
  }

  /// Scrolls the one shelf of a page sideways, 7 points at a time: the shelf's new
  /// offset, then a query of the viewport, which the shelf fills.
  static func orthogonalStep(_ workload: String, count: Int, repetitions: Int) -> Measurement {
    let (layout, content) = page(count: count)
    try? layout.prepare(for: viewport, dataSource: content)
    var offset = 0.0
    var found = 0
    let rect = Rect(x: 0, y: 208, width: FlowWorkloads.containerWidth, height: 200)
    let (time, allocations) = perScrollStep(repetitions: repetitions) {
      offset += 7
      try? layout.setOrthogonalOffset(offset, ofSection: 1)
      layout.forEachElement(in: rect) { _ in found &+= 1 }
    }
    sink(Double(found))
    return Measurement(
      workload: workload, count: count, medianMilliseconds: time,
      allocations: allocations)
  }

  /// Scrolls the one shelf of a page sideways in a collection view, 7 points at a time,
  /// telling a host which views appear, leave and move, compared with the layout's own
  /// sideways step.
  static func sectionScrollStep(
    _ workload: String, count: Int, repetitions: Int, layoutStep: Measurement?
  ) -> Measurement {
    let (layout, content) = page(count: count)
    guard
      case (let collection, var host)? = CollectionViewWorkloads.showing(
        content, layout: layout, viewport: viewport)
    else { return Measurement(workload: workload, count: 0) }
    return CollectionViewWorkloads.scrollStep(
      workload, count: count, repetitions: repetitions,
      baseline: layoutStep, host: &host
    ) { offset, host in
      _ = try? collection.scrollSection(1, to: offset, host: &host)
    }
  }

  /// A list whose rows are estimated 60 points tall, one item per group, 8 points apart.
  static let estimatedList: LayoutSection = {
    let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60))
    return LayoutSection(
      group: .vertical(layoutSize: row, subitems: [.item(LayoutItem(layoutSize: row))]),
      interGroupSpacing: 8)
  }()

  /// Scrolls a collection view of `sections` sections of `itemsPerSection` estimated
  /// rows, of which every hundredth was measured before, to its middle, then measures
  /// again and again one row just above the viewport whose height changes every time:
  /// one correction, compared with a flow layout's preparation of as many estimated
  /// items.
  static func measureCorrection(
    _ workload: String, sections: Int, itemsPerSection: Int, repetitions: Int
  ) -> Measurement {
    var measured = MeasuredSizes()
    for section in 0..<sections {
      for item in stride(from: 0, to: itemsPerSection, by: 100) {
        let size = Size(width: FlowWorkloads.containerWidth, height: 90)
        measured.record(size, fitting: size, for: .cell(IndexPath(item: item, section: section)))
      }
    }
    let content = SelfSizingContent(
      CompositionalContent(itemCounts: Array(repeating: itemsPerSection, count: sections)),
      measuredSizes: measured)
    let count = sections * itemsPerSection
    guard
      let collection = try? CollectionView<
        SelfSizingContent<CompositionalContent>, RecordingHost
      >(
        layout: CompositionalLayout(section: estimatedList), dataSource: content,
        viewport: viewport, prefetchMargin: 200)
    else { return Measurement(workload: workload, count: 0) }
    let time = SelfSizingWorkloads.medianCorrection(in: collection, repetitions: repetitions)
    let flowPrepare = SelfSizingWorkloads.fullPrepare(
      FlowLayout(configuration: FlowWorkloads.configuration()),
      of: SelfSizingWorkloads.estimatedContent(
        sections: sections, itemsPerSection: itemsPerSection),
      count: count)
    return Measurement(
      workload: workload, count: count, medianMilliseconds: time,
      comparison: flowPrepare.comparison(of: time))
  }
}
