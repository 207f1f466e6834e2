import Testing
import Trellis
import TrellisTesting

@Suite("Recording host")
struct RecordingHostTests {
  static let cell = ElementID.cell(IndexPath(item: 0, section: 0))
  static let header = ElementID.supplementary(.sectionHeader, IndexPath(item: 0, section: 0))

  static func attributes(_ id: ElementID, y: Double = 0) -> LayoutAttributes {
    LayoutAttributes(id: id, frame: Rect(x: 0, y: y, width: 100, height: 50))
  }

  @Test("numbers views from 0 and records what each shows")
  func records() {
    var host = RecordingHost()
    let first = host.makeView(reuseIdentifier: "cell")
    let second = host.makeView(reuseIdentifier: "cell")
    #expect([first, second] == [0, 1])
    host.configure(first, for: Self.cell)
    host.apply(Self.attributes(Self.cell, y: 10), to: first)
    #expect(host.onScreen == [Self.cell: Self.attributes(Self.cell, y: 10)])
    #expect(host.made == 2)
    #expect(host.idle == 1)
    #expect([host.configured, host.applied, host.enqueued] == [1, 1, 0])
    host.enqueue(first, reuseIdentifier: "cell")
    #expect(host.onScreen == [:])
    #expect(host.idle == 2)
    #expect(host.misuses == [])
  }

  @Test("refuses attributes for a view that shows nothing, and a view never made")
  func refusesIdleAndUnknownViews() {
    var host = RecordingHost()
    let view = host.makeView(reuseIdentifier: "cell")
    host.apply(Self.attributes(Self.cell), to: view)
    host.configure(7, for: Self.cell)
    #expect(host.misuses == [.attributesForIdleView(0, Self.cell), .unknownView(7)])
    #expect(host.applied == 0)
    #expect(host.configured == 0)
  }

  @Test("refuses a view taken back twice or into another pool")
  func refusesDoubleEnqueue() {
    var host = RecordingHost()
    let view = host.makeView(reuseIdentifier: "cell")
    host.configure(view, for: Self.cell)
    host.enqueue(view, reuseIdentifier: "header")
    host.enqueue(view, reuseIdentifier: "cell")
    host.enqueue(view, reuseIdentifier: "cell")
    #expect(
      host.misuses == [
        .wrongPool(view: 0, element: Self.cell, pool: "header"), .enqueuedTwice(0),
      ])
    #expect(host.enqueued == 1)
  }

  @Test("refuses a cell's view configured for a header")
  func refusesWrongPool() {
    var host = RecordingHost()
    let view = host.makeView(reuseIdentifier: "cell")
    host.configure(view, for: Self.header)
    #expect(host.misuses == [.wrongPool(view: 0, element: Self.header, pool: "cell")])
    #expect(host.views[view].element == nil)
  }

  @Test("refuses attributes that cannot be drawn", arguments: [Double.nan, .infinity, 2e13])
  func refusesUndrawable(y: Double) {
    var host = RecordingHost()
    let view = host.makeView(reuseIdentifier: "cell")
    host.configure(view, for: Self.cell)
    let bad = Self.attributes(Self.cell, y: y)
    host.apply(bad, to: view)
    #expect(host.misuses.count == 1)
    #expect(host.views[view].attributes == nil)
  }

  @Test("without recording attributes, still checks and counts every call")
  func withoutAttributes() {
    var host = RecordingHost(recordsAttributes: false)
    let view = host.makeView(reuseIdentifier: "cell")
    host.apply(Self.attributes(Self.cell), to: view)
    host.configure(view, for: Self.cell)
    host.apply(Self.attributes(Self.cell), to: view)
    #expect(host.misuses == [.attributesForIdleView(0, Self.cell)])
    #expect(host.applied == 1)
    #expect(host.views[view].attributes == nil)
    #expect(host.onScreen == [:])
  }

  @Test("measures only with a measure function, and records each request")
  func measures() {
    var silent = RecordingHost()
    let view = silent.makeView(reuseIdentifier: "cell")
    #expect(
      silent.preferredSize(for: Self.cell, fitting: Self.attributes(Self.cell), in: view) == nil)
    #expect(silent.measurementRequests == [])

    var host = RecordingHost { _, attributes in
      Size(width: attributes.size.width, height: 80)
    }
    let measured = host.makeView(reuseIdentifier: "cell")
    let size = host.preferredSize(for: Self.cell, fitting: Self.attributes(Self.cell), in: measured)
    #expect(size == Size(width: 100, height: 80))
    #expect(host.measurementRequests == [Self.cell])
  }

  @Test("the guide's example: a scrolled collection view shows its layout's visible elements")
  func guideExample() throws {
    let content = FlowContent(sections: [.init(itemCount: 500)])
    var configuration = FlowLayout.Configuration()
    configuration.itemSize = Size(width: 100, height: 100)
    let collection = try CollectionView<FlowContent, RecordingHost>(
      layout: FlowLayout(configuration: configuration), dataSource: content,
      viewport: Viewport(size: Size(width: 320, height: 480)))
    var host = RecordingHost()
    collection.updateVisibleElements(host: &host)
    try collection.scroll(to: Point(x: 0, y: 2_000), host: &host)

    var expected: [ElementID: LayoutAttributes] = [:]
    for attributes in collection.layout.elements(in: collection.visibleRect) {
      expected[attributes.id] = attributes
    }
    // Rows of three 100-point items 10 apart: 480 points show parts of five rows.
    #expect(expected.count == 15)
    #expect(host.onScreen == expected)
    #expect(host.misuses == [])
    #expect(host.elementsShownTwice == [])
  }
}
