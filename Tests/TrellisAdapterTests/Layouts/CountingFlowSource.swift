import Trellis
import TrellisAdapter

/// How often a layout was prepared from scratch and updated.
final class PreparationCounter {
  var preparations = 0
  var updates = 0
}

/// Flow content that counts the preparations and updates it drives.
struct CountingFlowSource: CollectionDataSource {
  typealias Layout = FlowLayout

  var content: FlowContent
  let counter: PreparationCounter

  init(_ counts: [Int], counter: PreparationCounter = PreparationCounter()) {
    content = FlowContent(sections: counts.map { FlowContent.Section(itemCount: $0) })
    self.counter = counter
  }

  var numberOfSections: Int { content.numberOfSections }

  func numberOfItems(inSection section: Int) -> Int { content.numberOfItems(inSection: section) }

  func prepare(_ layout: FlowLayout, for viewport: Viewport) throws(LayoutError) {
    counter.preparations += 1
    try layout.prepare(for: viewport, dataSource: content)
  }

  func update(_ layout: FlowLayout, for change: LayoutChange) throws(LayoutError) {
    counter.updates += 1
    try layout.update(for: change, dataSource: content)
  }
}

/// Three 100 x 50 items per line of a 320-point-wide view, lines 10 apart, sections with
/// 30-point headers: section 0 of six items spans y 0-140, section 1 y 140-280.
func gridConfiguration(pinnedHeaders: Bool = false) -> FlowLayout.Configuration {
  var configuration = FlowLayout.Configuration()
  configuration.itemSize = Size(width: 100, height: 50)
  configuration.minimumLineSpacing = 10
  configuration.minimumInteritemSpacing = 10
  configuration.headerReferenceSize = Size(width: 0, height: 30)
  configuration.sectionHeadersPinToVisibleBounds = pinnedHeaders
  return configuration
}

/// A driver of the grid, prepared for a 320 x `height` view at `offset`.
func preparedGrid(
  _ counts: [Int], height: Double = 200, offset: Double = 0, pinnedHeaders: Bool = false,
  counter: PreparationCounter = PreparationCounter()
) -> LayoutDriver<CountingFlowSource> {
  let driver = LayoutDriver<CountingFlowSource>(
    layout: FlowLayout(configuration: gridConfiguration(pinnedHeaders: pinnedHeaders)))
  driver.prepare(
    for: Viewport(size: Size(width: 320, height: height), contentOffset: Point(x: 0, y: offset)),
    dataSource: CountingFlowSource(counts, counter: counter))
  return driver
}

func cell(_ item: Int, _ section: Int) -> ElementID {
  .cell(IndexPath(item: item, section: section))
}

func header(_ section: Int) -> ElementID {
  .supplementary(.sectionHeader, IndexPath(item: 0, section: section))
}
