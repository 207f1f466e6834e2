import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

@Suite("Layout transitions: matched, appearing and disappearing elements, the anchor")
struct LayoutTransitionTests {
  typealias Photos = CollectionView<FlowContent, RecordingHost>

  /// 100 × 100 items three to a line at x 0, 110 and 220, lines every 110 points.
  static func grid(header: Double = 0) -> FlowLayout {
    FlowLayout(
      configuration: flowConfiguration {
        $0.itemSize = Size(width: 100, height: 100)
        $0.headerReferenceSize = Size(width: 0, height: header)
      })
  }

  /// Rows 320 × 50, every 60 points.
  static func list() -> FlowLayout {
    FlowLayout(configuration: flowConfiguration { $0.itemSize = Size(width: 320, height: 50) })
  }

  static func photos(_ count: Int, layout: FlowLayout) throws -> (Photos, RecordingHost) {
    let collection = try Photos(
      layout: layout, dataSource: FlowContent(sections: [.init(itemCount: count)]),
      viewport: Viewport(size: Size(width: 320, height: 480)))
    var host = RecordingHost()
    collection.updateVisibleElements(host: &host)
    return (collection, host)
  }

  static func cell(_ item: Int) -> ElementID { .cell(IndexPath(item: item, section: 0)) }

  @Test("grid to list keeps the item nearest the center where it is on screen")
  func gridToList() throws {
    var (collection, host) = try Self.photos(30, layout: Self.grid())
    let list = Self.list()
    let transition = try collection.transition(to: list, curve: .linear, host: &host)
    // The center of the bounds is (160, 240); item 7's center (160, 270) is nearest.
    // It is at y 220 in the grid and 420 in the list, so the list scrolls to 200.
    #expect(transition.anchor == IndexPath(item: 7, section: 0))
    #expect(transition.contentOffset == Point(x: 0, y: 200))
    #expect(collection.contentOffset == Point(x: 0, y: 200))
    #expect(collection.layout === list)
    let plan = Dictionary(
      uniqueKeysWithValues: transition.animation.elements.map { ($0.element, $0) })
    // Rows 3 to 11 are in the list's bounds (200 to 680); grid items 0 to 14 were in the
    // grid's, so 0, 1, 2, 12, 13 and 14 move out of view.
    #expect(plan.count == 15)
    #expect(transition.disappearingCount == 6)
    #expect(plan[Self.cell(7)]?.from.frame == rect(110, 420, 100, 100))
    #expect(plan[Self.cell(7)]?.to.frame == rect(0, 420, 320, 50))
    #expect(plan[Self.cell(0)]?.from.frame == rect(0, 200, 100, 100))
    #expect(plan[Self.cell(0)]?.to.frame == rect(0, 0, 320, 50))
    #expect(plan[Self.cell(11)]?.from.frame == rect(220, 530, 100, 100))
    #expect(plan.values.allSatisfy { $0.change == .none })
    // Halfway, item 7 is halfway between its frames; the host shows it there.
    collection.animate(to: 0.5, host: &host)
    #expect(host.onScreen[Self.cell(7)]?.frame == rect(55, 420, 210, 75))
    collection.finishAnimation(host: &host)
    #expect(!collection.isTransitioning)
    expectShowsVisibleElements(collection, host)
    #expect(host.made == collection.numberOfVisibleElements + collection.numberOfReusableViews)
  }

  @Test("a header only the old layout has fades out, and fades in the other way")
  func disappearingAndAppearing() throws {
    var (collection, host) = try Self.photos(2, layout: Self.grid(header: 40))
    let transition = try collection.transition(to: Self.list(), curve: .linear, host: &host)
    let header = ElementID.supplementary(.sectionHeader, IndexPath(item: 0, section: 0))
    // Item 1's center (160, 90) is nearest (160, 240); it moves from y 40 to 60, but the
    // list is shorter than the bounds, so the offset stays 0.
    #expect(transition.anchor == IndexPath(item: 1, section: 0))
    #expect(transition.contentOffset == .zero)
    #expect(transition.animation.elements.map(\.element) == [Self.cell(0), Self.cell(1), header])
    let fading = try #require(transition.animation.elements.last)
    #expect(fading.change == .delete)
    #expect(fading.from == LayoutAttributes(id: header, frame: rect(0, 0, 320, 40)))
    #expect(fading.to == LayoutAttributes(id: header, frame: rect(0, 0, 320, 40), alpha: 0))
    #expect(transition.animation.elements[1].from.frame == rect(110, 40, 100, 100))
    #expect(transition.animation.elements[1].to.frame == rect(0, 60, 320, 50))
    collection.finishAnimation(host: &host)
    #expect(host.onScreen[header] == nil)

    let back = try collection.transition(to: Self.grid(header: 40), curve: .linear, host: &host)
    let appearing = try #require(back.animation.elements.first { $0.element == header })
    #expect(appearing.change == ElementChange.insert)
    #expect(appearing.from == LayoutAttributes(id: header, frame: rect(0, 0, 320, 40), alpha: 0))
    #expect(appearing.to == LayoutAttributes(id: header, frame: rect(0, 0, 320, 40)))
  }

  @Test("a given anchor stays in place, clamped to the new content")
  func givenAnchor() throws {
    var (collection, host) = try Self.photos(30, layout: Self.grid())
    try collection.scroll(to: Point(x: 0, y: 330), host: &host)
    // Item 29 is at y 990 in the grid, 660 on screen, and at 1,740 in the list, so the
    // list scrolls to 1,080, within its last offset 1,790 - 480 = 1,310.
    let transition = try collection.transition(
      to: Self.list(), anchor: IndexPath(item: 29, section: 0), host: &host)
    #expect(transition.contentOffset == Point(x: 0, y: 1080))
    #expect(transition.anchor == IndexPath(item: 29, section: 0))
    collection.finishAnimation(host: &host)
    // Item 0 is at y 0 in both: the offset would stay 1,080, but the grid ends at 1,090,
    // so it stops at 1,090 - 480 = 610.
    let back = try collection.transition(
      to: Self.grid(), anchor: IndexPath(item: 0, section: 0), host: &host)
    #expect(back.contentOffset == Point(x: 0, y: 610))
  }

  @Test("cancelling an interactive transition returns exactly to the old layout")
  func cancel() throws {
    var (collection, host) = try Self.photos(30, layout: Self.grid())
    try collection.scroll(to: Point(x: 0, y: 100), host: &host)
    let grid = collection.layout
    let before = host.onScreen
    try collection.transition(to: Self.list(), host: &host)
    #expect(collection.isTransitioning)
    collection.animate(to: 0.7, host: &host)
    collection.cancelTransition(host: &host)
    #expect(!collection.isTransitioning)
    #expect(collection.layout === grid)
    #expect(collection.contentOffset == Point(x: 0, y: 100))
    #expect(host.onScreen == before)
    expectShowsVisibleElements(collection, host)
    #expect(host.made == collection.numberOfVisibleElements + collection.numberOfReusableViews)
  }
}
