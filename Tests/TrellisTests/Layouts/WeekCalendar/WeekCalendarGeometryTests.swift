import Testing
import Trellis
import TrellisTestSupport

/// Frames of events, headers and decorations, computed by hand. The calendar of
/// ``calendarConfiguration(_:)``: hour `h` at y = 30 + (h - 8) * 60, day `d` from
/// x = 50 + 120 * d, 120 points wide; content 410 x 630.
@Suite("Week calendar: geometry")
struct WeekCalendarGeometryTests {
  @Test("an event spans exactly its time range, to the minute")
  func minutePrecision() throws {
    // 9:15 to 10:40: y = 30 + 1.25 * 60 = 105, height (10 + 40/60 - 9.25) * 60 = 85.
    let layout = try preparedCalendar([timed(1, 9.25, 10 + 40.0 / 60)])
    #expect(layout.eventFrame(0) == rect(170, 105, 120, 85))
  }

  @Test("the content holds the hour headers and days across, headers and hours down")
  func contentSize() throws {
    let layout = try preparedCalendar([timed(0, 9, 10)])
    // 50 + 3 * 120 = 410 by 30 + (18 - 8) * 60 = 630.
    #expect(layout.contentSize == Size(width: 410, height: 630))
    #expect(layout.dayWidth == 120)
  }

  @Test("without a day width, the days share the viewport's width less the hour headers")
  func fittedDayWidth() throws {
    // (400 - 10 - 20 - 50) / 4 = 80: the content inset's left 10 and right 20 are not
    // content.
    let viewport = Viewport(
      size: Size(width: 400, height: 300),
      contentInset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 20))
    let layout = try preparedCalendar([timed(3, 9, 10)], viewport: viewport) {
      $0.dayCount = 4
      $0.dayWidth = nil
    }
    #expect(layout.dayWidth == 80)
    #expect(layout.contentSize.width == 370)
    // Day 3 starts at 50 + 3 * 80 = 290.
    #expect(layout.eventFrame(0) == rect(290, 90, 80, 60))
  }

  @Test("edges are rounded to the screen scale, so neighbors share them")
  func rounding() throws {
    // Days of (400 - 50) / 3 = 116.67 at scale 2, hour height 50 (hour h at y = 30 +
    // (h - 8) * 50). Day 1 spans 166.67 ..< 283.33, rounded to halves: 166.5 and 283.5.
    // 10:20 is at 30 + (2 + 1/3) * 50 = 146.67 -> 146.5; 11:00 is at 180.
    let viewport = Viewport(size: Size(width: 400, height: 300), scale: 2)
    let layout = try preparedCalendar(
      [timed(1, 10 + 20.0 / 60, 11), timed(1, 11, 12), timed(0, 9, 10), timed(2, 9, 10)],
      viewport: viewport
    ) {
      $0.dayWidth = nil
      $0.hourHeight = 50
    }
    #expect(layout.eventFrame(0) == rect(166.5, 146.5, 117, 33.5))
    // The next event starts where the first ends: y 180 (exactly 30 + 3 * 50).
    #expect(layout.eventFrame(1) == rect(166.5, 180, 117, 50))
    // Day 0 ends where day 1 starts and day 2 starts where day 1 ends: 50 ..< 166.5
    // and 283.5 ..< 400.
    #expect(layout.eventFrame(2) == rect(50, 80, 116.5, 50))
    #expect(layout.eventFrame(3) == rect(283.5, 80, 116.5, 50))
  }

  @Test("an event partly outside the hours shown is clipped to them")
  func clipping() throws {
    // 7-9 becomes 8-9: y 30 to 90. 17-20 becomes 17-18: y 570 to 630.
    let layout = try preparedCalendar([timed(0, 7, 9), timed(0, 17, 20)])
    #expect(layout.eventFrames() == [rect(50, 30, 120, 60), rect(50, 570, 120, 60)])
  }

  @Test("an event entirely outside the hours shown has a hidden cell of no height")
  func hiddenEvents() throws {
    // 6-7 ends before 8: at the top of the grid, y 30. 19-20 starts after 18: at the
    // bottom, y 630. 7-8 ends exactly at 8: still nothing to show.
    let layout = try preparedCalendar([timed(1, 6, 7), timed(1, 19, 20), timed(1, 7, 8)])
    #expect(
      layout.eventFrames() == [
        rect(170, 30, 120, 0), rect(170, 630, 120, 0), rect(170, 30, 120, 0),
      ]
    )
    #expect((0..<3).allSatisfy { layout.eventAttributes($0)?.isHidden == true })
    #expect(
      layout.elements(in: Rect(x: 0, y: 0, width: 410, height: 630)).allSatisfy {
        $0.id.category != .cell
      })
  }

  @Test("hidden events take no sub-column from visible ones")
  func hiddenEventsDoNotCluster() throws {
    // 7-8 is hidden; 7:30-9 is clipped to 8-9 and keeps the whole day.
    let layout = try preparedCalendar([timed(0, 7, 8), timed(0, 7.5, 9)])
    #expect(layout.eventFrame(1) == rect(50, 30, 120, 60))
  }

  @Test("all-day events fill lanes of a row under the day headers and push the hours down")
  func allDayRow() throws {
    // Day 0 has two all-day events, day 2 one: two lanes of 20, so the row is 40 tall
    // and hour h is now at y = 30 + 40 + (h - 8) * 60.
    let layout = try preparedCalendar([
      .allDay(on: 0), timed(0, 9, 10), .allDay(on: 2), .allDay(on: 0),
    ])
    #expect(layout.allDayRowHeight == 40)
    #expect(layout.contentSize == Size(width: 410, height: 670))
    #expect(
      layout.eventFrames() == [
        rect(50, 30, 120, 20),  // day 0, lane 0
        rect(50, 130, 120, 60),  // 70 + 60
        rect(290, 30, 120, 20),  // day 2, lane 0
        rect(50, 50, 120, 20),  // day 0, lane 1
      ])
    // All-day events are pinned with the day headers and share their zIndex.
    #expect(layout.eventAttributes(0)?.zIndex == 1025)
    // The corner covers the day header and the all-day row: 30 + 40.
    #expect(layout.supplementaryFrame(.corner, 0) == rect(0, 0, 50, 70))
  }

  @Test("headers: a day header per day, an hour header per hour, one corner")
  func headers() throws {
    let layout = try preparedCalendar([])
    #expect(
      (0..<3).map { layout.supplementaryFrame(.dayHeader, $0) } == [
        rect(50, 0, 120, 30), rect(170, 0, 120, 30), rect(290, 0, 120, 30),
      ])
    // Ten hours, 8 to 17: item 0 is 8 o'clock at y 30, item 9 is 17 o'clock at y 570.
    #expect(layout.supplementaryFrame(.hourHeader, 0) == rect(0, 30, 50, 60))
    #expect(layout.supplementaryFrame(.hourHeader, 9) == rect(0, 570, 50, 60))
    #expect(layout.supplementaryFrame(.hourHeader, 10) == nil)
    #expect(layout.supplementaryFrame(.dayHeader, 3) == nil)
    #expect(layout.supplementaryFrame(.corner, 0) == rect(0, 0, 50, 30))
    #expect(layout.supplementaryFrame(.corner, 1) == nil)
  }

  @Test("hour lines lie at the top of every hour, across the days, below the events")
  func hourLines() throws {
    let layout = try preparedCalendar([])
    // Line 3 is 11 o'clock: y 30 + 3 * 60 = 210, from x 50 to 410, 1 thick.
    #expect(layout.decorationFrame(.hourLine, 3) == rect(50, 210, 360, 1))
    #expect(layout.allElements().filter { $0.id.kind == .hourLine }.count == 10)
    let line = layout.attributes(for: .decoration(.hourLine, IndexPath(item: 0, section: 0)))
    #expect(line?.zIndex == -1)
  }

  @Test("the current-time indicator is centered on its hour across its day")
  func currentTime() throws {
    // Day 2 at 10:30: y 30 + 2.5 * 60 = 180, 2 thick: 179 to 181; x 290 to 410.
    let layout = try preparedCalendar([]) { $0.currentTime = CalendarTime(day: 2, hour: 10.5) }
    let indicator = layout.attributes(
      for: .decoration(.currentTime, IndexPath(item: 0, section: 0)))
    #expect(indicator?.frame == rect(290, 179, 120, 2))
    #expect(indicator?.zIndex == 1000)
  }

  @Test("a current time outside the hours shown has no indicator")
  func currentTimeOutsideHours() throws {
    let layout = try preparedCalendar([]) { $0.currentTime = CalendarTime(day: 2, hour: 7) }
    #expect(layout.decorationFrame(.currentTime, 0) == nil)
  }

  @Test("chosen days get a background the height of the hour grid, below everything")
  func dayBackgrounds() throws {
    let layout = try preparedCalendar([]) { $0.backgroundDays = [0, 2] }
    // Day 2: x 290 to 410, y 30 to 630.
    #expect(layout.decorationFrame(.dayBackground, 2) == rect(290, 30, 120, 600))
    #expect(layout.decorationFrame(.dayBackground, 0) == rect(50, 30, 120, 600))
    #expect(layout.decorationFrame(.dayBackground, 1) == nil)
    let background = layout.attributes(
      for: .decoration(.dayBackground, IndexPath(item: 0, section: 0)))
    #expect(background?.zIndex == -2)
  }

  @Test("right to left mirrors every frame within the content width")
  func rightToLeft() throws {
    // Content 410 wide. A 9-11 in day 0's first sub-column spans x 50..110 left to
    // right: 410 - 110 = 300 to 360 mirrored. Day 0's header 50..170 -> 240..360; the
    // hour headers 0..50 -> 360..410.
    let viewport = Viewport(size: Size(width: 410, height: 300), layoutDirection: .rightToLeft)
    let layout = try preparedCalendar([timed(0, 9, 11), timed(0, 10, 12)], viewport: viewport)
    #expect(layout.eventFrame(0) == rect(300, 90, 60, 120))
    #expect(layout.eventFrame(1) == rect(240, 150, 60, 120))
    #expect(layout.supplementaryFrame(.dayHeader, 0) == rect(240, 0, 120, 30))
    #expect(layout.supplementaryFrame(.hourHeader, 0) == rect(360, 30, 50, 60))
    #expect(layout.supplementaryFrame(.corner, 0) == rect(360, 0, 50, 30))
  }

  @Test("zero-sized headers and lines are no elements")
  func noHeaders() throws {
    let layout = try preparedCalendar([timed(0, 9, 10)]) {
      $0.dayHeaderHeight = 0
      $0.hourHeaderWidth = 0
      $0.hourLineThickness = 0
    }
    // Only the event remains, at y (9 - 8) * 60 = 60 and x 0.
    #expect(layout.allElements().map(\.frame) == [rect(0, 60, 120, 60)])
  }

  @Test("the time under a point: day by arithmetic, hour by the inverse of the time axis")
  func timeAtPoint() throws {
    let layout = try preparedCalendar([])
    // x 200 is in day 1 (170..290); y 195 is 8 + (195 - 30) / 60 = 10.75.
    #expect(layout.time(at: Point(x: 200, y: 195)) == CalendarTime(day: 1, hour: 10.75))
    #expect(layout.time(at: Point(x: 20, y: 195)) == nil)  // over the hour headers
    #expect(layout.time(at: Point(x: 200, y: 10)) == nil)  // over the day headers
    #expect(layout.time(at: Point(x: 410, y: 195)) == nil)  // past the last day
  }

  @Test("an unprepared layout has no elements")
  func unprepared() {
    let layout = WeekCalendarLayout()
    #expect(layout.allElements().isEmpty)
    #expect(layout.contentSize == .zero)
    #expect(layout.elements(in: Rect(x: -100, y: -100, width: 1000, height: 1000)).isEmpty)
  }
}
