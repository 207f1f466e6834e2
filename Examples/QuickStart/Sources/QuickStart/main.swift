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
