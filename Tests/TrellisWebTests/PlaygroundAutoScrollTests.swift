import Testing
import Trellis
import TrellisWeb

/// Auto-scrolling during a drag, as the page's animation frames drive it.
@Suite("Playground: auto-scroll during a drag")
struct PlaygroundAutoScrollTests {
  @Test("an item held at the bottom edge scrolls the content down by what it reports")
  func scrollsDown() {
    // A 100-point-square view of 30 items of 45 points, two a line: 15 lines, 675 high.
    var (playground, _) = PlaygroundTests.loaded(PlaygroundTests.grid)
    let notLifted = playground.autoScroll(by: 0.1)
    #expect(notLifted == Point(x: 0, y: 0))
    let began = playground.beginDrag(at: Point(x: 22, y: 22), capacity: nil)
    #expect(began)
    _ = playground.drag(to: Point(x: 22, y: 98))
    let scrolled = playground.autoScroll(by: 0.1)
    #expect(scrolled.x == 0)
    #expect(scrolled.y > 0)
    #expect(playground.viewport?.contentOffset == Point(x: 0, y: scrolled.y))
    let noTimeElapsed = playground.autoScroll(by: 0)
    #expect(noTimeElapsed == Point(x: 0, y: 0))
    playground.endDrag()
  }
}
