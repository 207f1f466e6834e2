import Testing
@_spi(Testing) import Trellis
import TrellisTestSupport

/// Pinned headers while scrolling in both directions, viewport updates that do not
/// prepare again, and zoom. The calendar of ``calendarConfiguration(_:)``: content 410
/// x 630, hour `h` at y = 30 + (h - 8) * 60, day `d` from x = 50 + 120 * d.
@Suite("Week calendar: pinning, scrolling and zoom")
struct WeekCalendarPinningTests {
  /// A 200 x 300 window onto the content at `offset`.
  static func window(_ x: Double, _ y: Double, inset top: Double = 0) -> Viewport {
    Viewport(
      size: Size(width: 200, height: 300), contentOffset: Point(x: x, y: y),
      contentInset: EdgeInsets(top: top, left: 0, bottom: 0, right: 0))
  }

  static func layout(
    _ change: (inout WeekCalendarLayout.Configuration) -> Void = { _ in }
  ) throws -> WeekCalendarLayout {
    try preparedCalendar(
      [timed(0, 9, 11), .allDay(on: 1)], viewport: window(0, 0), change)
  }

  @Test(
    "headers pin to the top and leading edges of the visible area",
    arguments: [
      // (offset x, offset y, hour headers' x, day headers' y)
      (0.0, 200.0, 0.0, 200.0),  // scrolled down only: day headers follow
      (100.0, 0.0, 100.0, 0.0),  // scrolled sideways only: hour headers follow
      (100.0, 200.0, 100.0, 200.0),  // both
      (-30.0, -40.0, 0.0, 0.0),  // pulled past the top-left: they stay at the origin
      (300.0, 500.0, 300.0, 500.0),  // the far corner of the content at rest
      // Pulled past the end: they stop at the content's end. The content is 410 wide
      // and 30 + 20 + 600 = 650 tall: 410 - 50 = 360 across, 650 - (30 + 20) = 600 down.
      (400.0, 700.0, 360.0, 600.0),
    ])
  func pinnedHeaders(x: Double, y: Double, pinnedX: Double, pinnedY: Double) throws {
    let layout = try Self.layout()
    try layout.updateViewport(Self.window(x, y))
    // The all-day row (one lane of 20 for day 1) sits under the day headers, so the
    // grid starts at 50: hour 8's header is at y 50, hour 10's at 50 + 2 * 60 = 170.
    #expect(layout.supplementaryFrame(.dayHeader, 1) == rect(170, pinnedY, 120, 30))
    #expect(layout.eventFrame(1) == rect(170, pinnedY + 30, 120, 20))
    #expect(layout.supplementaryFrame(.hourHeader, 2) == rect(pinnedX, 170, 50, 60))
    #expect(layout.supplementaryFrame(.corner, 0) == rect(pinnedX, pinnedY, 50, 50))
    // Timed events and decorations scroll with the content.
    #expect(layout.eventFrame(0) == rect(50, 110, 120, 120))
    #expect(layout.decorationFrame(.hourLine, 2) == rect(50, 170, 360, 1))
  }

  @Test(
    "the all-day row's background spans every day under the day headers and pins with them",
    arguments: [(0.0, 0.0, 0.0), (100.0, 200.0, 200.0), (400.0, 700.0, 600.0)])
  func allDayBackground(x: Double, y: Double, pinnedY: Double) throws {
    let layout = try Self.layout()
    try layout.updateViewport(Self.window(x, y))
    let id = ElementID.decoration(.allDayBackground, IndexPath(item: 0, section: 0))
    // Three days of 120 from x 50; one lane of 20 under the 30-point day headers.
    let background = try #require(layout.attributes(for: id))
    #expect(background.frame == rect(50, pinnedY + 30, 360, 20))
    // Above the timed events and hour headers it hides, under the all-day events.
    #expect(background.zIndex == 1025)
    #expect(layout.eventAttributes(1)?.zIndex == 1025)
    // Listed once, just before the all-day events it lies under.
    let all = layout.allElements().map(\.id)
    let position = try #require(all.firstIndex(of: id))
    #expect(all[position + 1] == .cell(IndexPath(item: 1, section: 0)))
    #expect(all.filter { $0 == id }.count == 1)
    let visible = layout.elements(in: layout.viewport.bounds)
    #expect(visible.contains(background) == background.frame.intersects(layout.viewport.bounds))
    #expect(
      layout.attributes(for: .decoration(.allDayBackground, IndexPath(item: 1, section: 0))) == nil)
  }

  @Test("a week without all-day events has no all-day background")
  func noAllDayBackground() throws {
    let layout = try preparedCalendar([timed(0, 9, 11)], viewport: Self.window(0, 0))
    let id = ElementID.decoration(.allDayBackground, IndexPath(item: 0, section: 0))
    #expect(layout.attributes(for: id) == nil)
    #expect(!layout.allElements().contains { $0.id == id })
  }

  @Test("day headers pin below the content inset's top")
  func contentInset() throws {
    let layout = try Self.layout()
    try layout.updateViewport(Self.window(0, 100, inset: 20))
    // The visible area starts at 100 + 20 = 120.
    #expect(layout.supplementaryFrame(.dayHeader, 0) == rect(50, 120, 120, 30))
  }

  @Test("a query of the visible area finds the pinned headers where they are")
  func queryFindsPinnedHeaders() throws {
    let layout = try Self.layout()
    try layout.updateViewport(Self.window(100, 200))
    let found = Set(layout.elements(in: layout.viewport.bounds).map(\.id))
    // The window spans x 100..300 and y 200..500. Day headers of days 0 (50..170), 1
    // (170..290) and 2 (290..410) all reach into it; hour rows start at 50 + 60r, so
    // rows 2 (170..230) to 7 (470..530) do.
    for day in 0..<3 {
      #expect(found.contains(.supplementary(.dayHeader, .init(item: day, section: 0))))
    }
    for row in 0..<10 {
      let id = ElementID.supplementary(.hourHeader, IndexPath(item: row, section: 0))
      #expect(found.contains(id) == (2...7).contains(row), "hour header \(row)")
    }
    #expect(found.contains(.supplementary(.corner, IndexPath(item: 0, section: 0))))
    // The pinned all-day event of day 1 and the timed event 9-11 (y 110..230).
    #expect(found.contains(.cell(IndexPath(item: 1, section: 0))))
    #expect(found.contains(.cell(IndexPath(item: 0, section: 0))))
  }

  @Test("pinned elements stack: corner over day headers over hour headers over events")
  func stacking() throws {
    let layout = try Self.layout { $0.currentTime = CalendarTime(day: 0, hour: 10) }
    let corner = layout.attributes(for: .supplementary(.corner, IndexPath(item: 0, section: 0)))
    let day = layout.attributes(for: .supplementary(.dayHeader, IndexPath(item: 0, section: 0)))
    let hour = layout.attributes(for: .supplementary(.hourHeader, IndexPath(item: 0, section: 0)))
    let now = layout.attributes(for: .decoration(.currentTime, IndexPath(item: 0, section: 0)))
    let zIndexes = [corner, day, hour, now, layout.eventAttributes(0)].map { $0?.zIndex }
    #expect(zIndexes == [1026, 1025, 1024, 1000, 0])
  }

  @Test("a scroll step moves the pinned headers and prepares nothing")
  func scrollDoesNotPrepare() throws {
    let layout = try Self.layout()
    let events = layout.allElements().filter { $0.id.category == .cell && $0.zIndex == 0 }
    #expect(try layout.updateViewport(Self.window(50, 80)) == .pinnedElements)
    #expect(layout.preparationCount == 1)
    #expect(layout.viewport.contentOffset == Point(x: 50, y: 80))
    #expect(layout.allElements().filter { $0.id.category == .cell && $0.zIndex == 0 } == events)
  }

  @Test("without pinning, a scroll invalidates nothing and headers stay put")
  func withoutPinning() throws {
    let layout = try Self.layout { $0.headersPinToVisibleBounds = false }
    #expect(try layout.updateViewport(Self.window(100, 200)) == .none)
    #expect(layout.supplementaryFrame(.dayHeader, 0) == rect(50, 0, 120, 30))
    #expect(layout.supplementaryFrame(.hourHeader, 0) == rect(0, 50, 50, 60))
  }

  @Test("a new width re-fits shared day columns, and needs a preparation")
  func widthChange() throws {
    let fitted = try Self.layout { $0.dayWidth = nil }
    var wider = Self.window(0, 0)
    wider.size.width = 320
    #expect(try fitted.updateViewport(wider) == .everything)
    #expect(fitted.viewport.size.width == 200)  // kept until the next preparation
    // A fixed day width does not depend on the viewport.
    let fixed = try Self.layout()
    #expect(try fixed.updateViewport(wider) == .pinnedElements)
    // A new scale or direction always needs a preparation.
    var sharper = Self.window(0, 0)
    sharper.scale = 3
    #expect(fixed.invalidation(for: sharper) == .everything)
  }

  @Test("zooming keeps the sub-columns and scales the time axis without preparing")
  func zoom() throws {
    let events = [timed(0, 9, 11), timed(0, 10, 12), timed(0, 11, 13), .allDay(on: 2)]
    let layout = try preparedCalendar(events)
    try layout.setHourHeight(30)
    #expect(layout.preparationCount == 1)
    // Grid from 30 + 20 = 50; hour h at 50 + (h - 8) * 30. A: 80..140, B: 110..170,
    // C: 140..200, in the same sub-columns as before.
    #expect(
      Array(layout.eventFrames().prefix(3)) == [
        rect(50, 80, 60, 60), rect(110, 110, 60, 60), rect(50, 140, 60, 60),
      ])
    #expect(layout.contentSize == Size(width: 410, height: 350))
    #expect(layout.configuration.hourHeight == 30)
    // The same as preparing from scratch with that height.
    let fresh = try preparedCalendar(events) { $0.hourHeight = 30 }
    #expect(layout.allElements() == fresh.allElements())
  }

  @Test("a bad hour height for a zoom throws and changes nothing", arguments: [0, -5, .nan])
  func badZoom(hourHeight: Double) throws {
    let layout = try preparedCalendar([timed(0, 9, 11)])
    let before = layout.allElements()
    #expect(throws: LayoutError.self) { try layout.setHourHeight(hourHeight) }
    #expect(layout.allElements() == before)
    #expect(layout.configuration.hourHeight == 60)
  }

  @Test("the current time moves without preparing; a bad one throws and changes nothing")
  func movingCurrentTime() throws {
    let layout = try preparedCalendar([])
    try layout.setCurrentTime(CalendarTime(day: 1, hour: 9))
    // y 30 + 60 = 90, centered: 89..91.
    #expect(layout.decorationFrame(.currentTime, 0) == rect(170, 89, 120, 2))
    #expect(throws: LayoutError.invalidCount(.currentTime, 3)) {
      try layout.setCurrentTime(CalendarTime(day: 3, hour: 9))
    }
    #expect(layout.decorationFrame(.currentTime, 0) == rect(170, 89, 120, 2))
    try layout.setCurrentTime(nil)
    #expect(layout.decorationFrame(.currentTime, 0) == nil)
    #expect(layout.preparationCount == 1)
  }
}
