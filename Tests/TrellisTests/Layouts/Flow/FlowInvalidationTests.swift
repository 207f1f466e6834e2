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

  @Test("insets the layout does not read, and insets along the scroll axis, invalidate nothing")
  func unreadInsets() throws {
    let layout = try prepared(.vertical)
    #expect(layout.insetsRead == .contentInset)
    // A rotation swaps the safe area; the margins follow it.
    var rotated = Self.viewport
    rotated.safeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
    rotated.layoutMargins = EdgeInsets(top: 8, left: 55, bottom: 8, right: 55)
    #expect(layout.invalidation(for: rotated) == .none)
    // A collapsing large title: the content inset's top shrinks step by step.
    var collapsing = Self.viewport
    collapsing.contentInset.top = 12
    #expect(layout.invalidation(for: collapsing) == .none)
    #expect(try layout.updateViewport(collapsing) == .none)
    #expect(layout.viewport == collapsing)
    let horizontal = try prepared(.horizontal)
    var taller = Self.viewport
    taller.contentInset.left = 30
    #expect(horizontal.invalidation(for: taller) == .none)
    taller.contentInset.top = 30
    #expect(horizontal.invalidation(for: taller) == .everything)
  }

  @Test("an inset the section inset reference reads invalidates everything across the axis")
  func referenceInsets() throws {
    let safe = try preparedFlow(viewport: Self.viewport, sections: [.init(itemCount: 30)]) {
      $0.sectionInsetReference = .fromSafeArea
    }
    #expect(safe.insetsRead == [.contentInset, .safeAreaInsets])
    var rotated = Self.viewport
    rotated.safeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
    #expect(safe.invalidation(for: rotated) == .everything)
    var bottom = Self.viewport
    bottom.safeAreaInsets.bottom = 21
    #expect(safe.invalidation(for: bottom) == .none)
    var margins = Self.viewport
    margins.layoutMargins.left = 20
    #expect(safe.invalidation(for: margins) == .none)
    let margined = try preparedFlow(viewport: Self.viewport, sections: [.init(itemCount: 30)]) {
      $0.sectionInsetReference = .fromLayoutMargins
    }
    #expect(margined.invalidation(for: margins) == .everything)
  }

  @Test("with pinned headers a change of an unread inset invalidates only the pinned elements")
  func unreadInsetsMovePinnedHeaders() throws {
    let layout = try preparedFlow(viewport: Self.viewport, sections: [.init(itemCount: 30)]) {
      $0.sectionHeadersPinToVisibleBounds = true
      $0.headerReferenceSize = Size(width: 0, height: 40)
    }
    var collapsing = Self.viewport
    collapsing.contentInset.top = 12
    #expect(layout.invalidation(for: collapsing) == .pinnedElements)
    var rotated = Self.viewport
    rotated.safeAreaInsets.left = 47
    #expect(layout.invalidation(for: rotated) == .pinnedElements)
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
