import Testing
import Trellis

@Suite("Flow layout: invalidation on viewport changes")
struct FlowInvalidationTests {
  static let viewport = Viewport(
    size: Size(width: 375, height: 667), contentOffset: Point(x: 0, y: 100),
    contentInset: EdgeInsets(top: 20, left: 0, bottom: 34, right: 0), scale: 3)

  private func prepared(_ direction: ScrollDirection) throws -> FlowLayout {
    try preparedFlow(viewport: Self.viewport, sections: [.init(itemCount: 30)]) {
      $0.scrollDirection = direction
    }
  }

  @Test("scrolling invalidates nothing", arguments: [ScrollDirection.vertical, .horizontal])
  func scrolling(direction: ScrollDirection) throws {
    let layout = try prepared(direction)
    var scrolled = Self.viewport
    scrolled.contentOffset = Point(x: 40, y: 900)
    #expect(layout.invalidation(for: scrolled) == .none)
    #expect(layout.invalidation(for: Self.viewport) == .none)
  }

  @Test("a change of size along the scroll axis invalidates nothing")
  func mainAxisSize() throws {
    var taller = Self.viewport
    taller.size.height = 800
    #expect(try prepared(.vertical).invalidation(for: taller) == .none)
    var wider = Self.viewport
    wider.size.width = 500
    #expect(try prepared(.horizontal).invalidation(for: wider) == .none)
  }

  @Test("a change of size across the scroll axis invalidates everything")
  func crossAxisSize() throws {
    var wider = Self.viewport
    wider.size.width = 414
    #expect(try prepared(.vertical).invalidation(for: wider) == .everything)
    var taller = Self.viewport
    taller.size.height = 700
    #expect(try prepared(.horizontal).invalidation(for: taller) == .everything)
    var rotated = Self.viewport
    rotated.size = Size(width: 667, height: 375)
    #expect(try prepared(.vertical).invalidation(for: rotated) == .everything)
  }

  @Test("a change of insets, scale or direction invalidates everything")
  func otherChanges() throws {
    let layout = try prepared(.vertical)
    var inset = Self.viewport
    inset.contentInset.left = 10
    #expect(layout.invalidation(for: inset) == .everything)
    var scale = Self.viewport
    scale.scale = 2
    #expect(layout.invalidation(for: scale) == .everything)
    var direction = Self.viewport
    direction.layoutDirection = .rightToLeft
    #expect(layout.invalidation(for: direction) == .everything)
  }

  @Test("preparing again after a size change gives the frames of the new size")
  func preparingAgain() throws {
    // Width 375: N = floor(385 / 60) = 6, gap (375 - 300) / 5 = 15, item 1 at 65.
    // Width 414: N = floor(424 / 60) = 7, gap (414 - 350) / 6 = 10.666..., item 1 at
    // 60.666... -> 182 / 3 at scale 3.
    let layout = try prepared(.vertical)
    #expect(layout.cellFrame(1)?.minX == 65)
    var wider = Self.viewport
    wider.size.width = 414
    try layout.prepare(for: wider, dataSource: FlowContent(sections: [.init(itemCount: 30)]))
    #expect(layout.cellFrame(1)?.minX == 182.0 / 3)
    #expect(layout.viewport == wider)
    #expect(layout.contentSize.width == 414)
  }

  @Test("with pinned headers a scroll invalidates only the pinned elements")
  func pinnedHeadersFollowScrolling() throws {
    let layout = try preparedFlow(viewport: Self.viewport, sections: [.init(itemCount: 30)]) {
      $0.sectionHeadersPinToVisibleBounds = true
      $0.headerReferenceSize = Size(width: 0, height: 40)
    }
    var scrolled = Self.viewport
    scrolled.contentOffset.y = 300
    #expect(layout.invalidation(for: scrolled) == .pinnedElements)
    #expect(layout.invalidation(for: Self.viewport) == .none)
    var wider = Self.viewport
    wider.size.width = 414
    #expect(layout.invalidation(for: wider) == .everything)
  }

  @Test("updating the viewport takes a scroll at once and leaves a resize to preparation")
  func updateViewport() throws {
    let layout = try prepared(.vertical)
    let frames = layout.allElements()
    var scrolled = Self.viewport
    scrolled.contentOffset.y = 1_000
    #expect(try layout.updateViewport(scrolled) == .none)
    #expect(layout.viewport == scrolled)
    #expect(layout.allElements() == frames)

    var wider = scrolled
    wider.size.width = 414
    #expect(try layout.updateViewport(wider) == .everything)
    #expect(layout.viewport == scrolled)
    #expect(layout.allElements() == frames)
  }

  @Test("an invalid viewport update throws and changes nothing")
  func invalidViewportUpdate() throws {
    let layout = try prepared(.vertical)
    var broken = Self.viewport
    broken.contentOffset.y = .nan
    let error = try #require(throws: LayoutError.self) { try layout.updateViewport(broken) }
    #expect(error.input == .contentOffset)
    #expect(layout.viewport == Self.viewport)
  }
}
