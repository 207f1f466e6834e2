import Trellis

var configuration = FlowLayout.Configuration()
configuration.itemSize = Size(width: 100, height: 120)
configuration.minimumLineSpacing = 20
configuration.minimumInteritemSpacing = 20
configuration.sectionInset = EdgeInsets(top: 15, left: 20, bottom: 15, right: 20)
configuration.headerReferenceSize = Size(width: 0, height: 50)

let layout = FlowLayout(configuration: configuration)
let content = FlowContent(sections: [.init(itemCount: 8), .init(itemCount: 8)])
try layout.prepare(
  for: Viewport(size: Size(width: 375, height: 667), scale: 3), dataSource: content)

print(layout.contentSize)
for attributes in layout.elements(in: layout.viewport.bounds) {
  print(attributes)  // the headers and cells on screen
}

struct Photos: FlowLayoutDataSource {
  var sizes: [[Size]]
  var numberOfSections: Int { sizes.count }
  func numberOfItems(inSection section: Int) -> Int { sizes[section].count }
  func sizeForItem(at indexPath: IndexPath) -> Size? {
    sizes[indexPath.section][indexPath.item]
  }
}

let photos = Photos(sizes: [
  [Size(width: 160, height: 120), Size(width: 120, height: 90)]
])
try layout.prepare(for: layout.viewport, dataSource: photos)
for cell in layout.elements(in: layout.viewport.bounds) where cell.category == .cell {
  print(cell)  // the shorter photo is centered on its line
}

configuration.sectionHeadersPinToVisibleBounds = true
layout.configuration = configuration
try layout.prepare(for: layout.viewport, dataSource: content)
var scrolled = layout.viewport
scrolled.contentOffset.y = 700  // into the second section
print(try layout.updateViewport(scrolled))  // only pinned elements move: no new layout
let secondHeader = ElementID.supplementary(.sectionHeader, IndexPath(item: 0, section: 1))
if let header = layout.attributes(for: secondHeader) {
  print(header)  // pinned to the top of the visible rect, above the cells
}

var columns = WaterfallLayout.Configuration()
columns.columnCount = 2  // each item goes to the shortest column
let masonry = WaterfallLayout(configuration: columns)
try masonry.prepare(
  for: Viewport(size: Size(width: 320, height: 480)),
  dataSource: WaterfallContent(sections: [.init(itemHeights: [120, 80, 60, 100])]))
print(masonry.contentSize)

let week = WeekCalendarLayout()  // 7 days, 24 hours of 50 points
try week.prepare(
  for: Viewport(size: Size(width: 760, height: 600), contentOffset: Point(x: 0, y: 400)),
  dataSource: WeekCalendarContent(events: [
    CalendarEvent(day: 0, start: 9, end: 11), CalendarEvent(day: 0, start: 10, end: 12),
  ]))
for event in week.elements(in: week.viewport.bounds) where event.category == .cell {
  print(event)  // the two events overlap: each takes half the day
}
