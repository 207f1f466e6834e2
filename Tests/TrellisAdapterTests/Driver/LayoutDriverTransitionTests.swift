import Testing
import Trellis
import TrellisAdapter

@Suite("Layout driver: transitions keep an anchor item in place")
struct LayoutDriverTransitionTests {
  /// A list of 20 rows of 320 x 40, prepared for a 320 x 200 view: 800 points of content.
  func preparedList() -> LayoutDriver<CountingFlowSource> {
    var configuration = FlowLayout.Configuration()
    configuration.itemSize = Size(width: 320, height: 40)
    configuration.minimumLineSpacing = 0
    let driver = LayoutDriver<CountingFlowSource>(layout: FlowLayout(configuration: configuration))
    driver.prepare(
      for: Viewport(size: Size(width: 320, height: 200)), dataSource: CountingFlowSource([20]))
    return driver
  }

  /// Three cells of a grid scrolled to y = 100, whose center is at (160, 200).
  let gridCells = [
    (IndexPath(item: 3, section: 0), Rect(x: 0, y: 90, width: 100, height: 50)),
    (IndexPath(item: 4, section: 0), Rect(x: 110, y: 150, width: 100, height: 50)),
    (IndexPath(item: 7, section: 0), Rect(x: 110, y: 210, width: 100, height: 50)),
  ]
  let gridViewport = Viewport(
    size: Size(width: 320, height: 200), contentOffset: Point(x: 0, y: 100))

  @Test("the item nearest the center keeps its place on screen")
  func nearestToCenter() {
    let driver = preparedList()
    driver.beginTransition(from: gridCells, viewport: gridViewport)
    // Item 4's top was 50 below the top of the bounds; in the list it is at y = 160.
    #expect(driver.targetContentOffset(forProposed: .zero) == Point(x: 0, y: 110))
  }

  @Test("a chosen anchor item wins over the nearest one, and the offset stays in the content")
  func chosenAnchor() {
    let driver = preparedList()
    driver.transitionAnchorItem = IndexPath(item: 7, section: 0)
    driver.beginTransition(from: gridCells, viewport: gridViewport)
    // Item 7's top was 110 below the top of the bounds; in the list it is at y = 280.
    #expect(driver.targetContentOffset(forProposed: .zero) == Point(x: 0, y: 170))
    let far = [(IndexPath(item: 19, section: 0), Rect(x: 0, y: 180, width: 100, height: 50))]
    driver.transitionAnchorItem = nil
    driver.beginTransition(from: far, viewport: gridViewport)
    // Item 19 would need y = 760 - 80, beyond the last offset 800 - 200.
    #expect(driver.targetContentOffset(forProposed: .zero) == Point(x: 0, y: 600))
  }

  @Test("a scroll after the transition forgets the anchor")
  func scrollForgetsAnchor() {
    let driver = preparedList()
    driver.beginTransition(from: gridCells, viewport: gridViewport)
    _ = driver.invalidate(forBoundsChange: Rect(x: 0, y: 105, width: 320, height: 200))
    #expect(driver.targetContentOffset(forProposed: Point(x: 0, y: 42)) == Point(x: 0, y: 42))
  }

  @Test("ties go to the lowest index path, and no items give no anchor")
  func ties() {
    let viewport = Viewport(size: Size(width: 200, height: 200))
    let items = [
      (IndexPath(item: 1, section: 0), Rect(x: 0, y: 50, width: 100, height: 100)),
      (IndexPath(item: 0, section: 0), Rect(x: 100, y: 50, width: 100, height: 100)),
    ]
    #expect(
      ContentAnchor.nearestToCenter(of: viewport, among: items)?.item
        == IndexPath(item: 0, section: 0))
    #expect(ContentAnchor.nearestToCenter(of: viewport, among: []) == nil)
  }
}
