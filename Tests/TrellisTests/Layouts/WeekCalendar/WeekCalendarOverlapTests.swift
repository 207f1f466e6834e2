import Testing
import Trellis
import TrellisTestSupport

/// How events that overlap in time share their day, checked against frames computed by
/// hand. The calendar of ``calendarConfiguration(_:)``: hour `h` at y = 30 + (h - 8) *
/// 60, day `d` from x = 50 + 120 * d, 120 points wide.
@Suite("Week calendar: overlapping events")
struct WeekCalendarOverlapTests {
  @Test(
    "overlapping events of a day share its sub-columns; touching ones or other days' do not",
    arguments: [
      // A 9-11, B 10-12, C 11-13 on day 0. A takes sub-column 0. B starts at 10 while A
      // runs (until 11): sub-column 1. C starts at 11, when A has ended (A covers 9..<11):
      // sub-column 0 again. All three are one cluster (B overlaps both), which has two
      // sub-columns of 120 / 2 = 60. No event can widen: B sits right of A and of C.
      // A: x 50..110; y 30 + 1 * 60 = 90 to 30 + 3 * 60 = 210.
      // B: x 110..170; y 30 + 2 * 60 = 150 to 30 + 4 * 60 = 270.
      // C: x 50..110; y 210 to 30 + 5 * 60 = 330.
      (
        [timed(0, 9, 11), timed(0, 10, 12), timed(0, 11, 13)],
        [rect(50, 90, 60, 120), rect(110, 150, 60, 120), rect(50, 210, 60, 120)]
      ),
      // U 9-10 and V 10-11: U covers 9..<10, so at 10 nothing runs and V starts a new
      // cluster of its own. Both are 120 wide and share the edge y = 150.
      ([timed(2, 9, 10), timed(2, 10, 11)], [rect(290, 90, 120, 60), rect(290, 150, 120, 60)]),
      // Day 0 holds 9-11 and 10-12: two sub-columns of 60. Day 1's 9-11 is alone.
      (
        [timed(0, 9, 11), timed(1, 9, 11), timed(0, 10, 12)],
        [rect(50, 90, 60, 120), rect(170, 90, 120, 120), rect(110, 150, 60, 120)]
      ),
    ])
  func subColumns(events: [CalendarEvent], frames: [Rect?]) throws {
    #expect(try preparedCalendar(events).eventFrames() == frames)
  }

  @Test("an event widens into free sub-columns to its right, up to an overlapping event")
  func widening() throws {
    // P 9-12, Q 9-10, R 9-10, S 10-11 on day 1 (x 170..290). Sorted by start, longer
    // first, then by index: P, Q, R, S. P -> 0; Q -> 1; R -> 2 (P and Q run at 9);
    // at 10 Q and R have ended, so S takes the first free sub-column, 1. Three
    // sub-columns of 120 / 3 = 40, at x 170, 210, 250.
    // P: sub-column 1 holds Q (9-10), which overlaps P: P stays one sub-column wide.
    // Q: sub-column 2 holds R (9-10): Q stays one wide. R is in the last sub-column.
    // S: sub-column 2 holds only R, which ends at 10 where S starts: no overlap, so S
    //    widens to sub-columns 1 and 2: x 210..290.
    let layout = try preparedCalendar([
      timed(1, 9, 12), timed(1, 9, 10), timed(1, 9, 10), timed(1, 10, 11),
    ])
    #expect(
      layout.eventFrames() == [
        rect(170, 90, 40, 180),  // y 90 to 30 + 4 * 60 = 270
        rect(210, 90, 40, 60),  // y 90 to 150
        rect(250, 90, 40, 60),
        rect(210, 150, 80, 60),  // y 150 to 210
      ])
  }

  @Test("an event in the first sub-column widens past a gap until it meets an overlap")
  func wideningStopsAtFirstOverlap() throws {
    // W 9-10, X 9-13, Y 9-10, Z 11-12 on day 0. Sorted: X (longest at 9), W, Y, Z.
    // X -> 0, W -> 1, Y -> 2. At 11, W and Y have ended: Z -> 1. Cluster of three
    // sub-columns of 40: x 50, 90, 130 (it runs to 13 because of X).
    // Z: sub-column 2 holds Y (9-10), which ends before 11: Z widens to x 90..170.
    // W: sub-column 2 holds Y, which overlaps W: one wide. X: W overlaps: one wide.
    let layout = try preparedCalendar([
      timed(0, 9, 10), timed(0, 9, 13), timed(0, 9, 10), timed(0, 11, 12),
    ])
    #expect(
      layout.eventFrames() == [
        rect(90, 90, 40, 60), rect(50, 90, 40, 240), rect(130, 90, 40, 60),
        rect(90, 210, 80, 60),
      ])
  }

  @Test("each cluster of a day has its own number of sub-columns")
  func separateClusters() throws {
    // Cluster 1: 8-9 and 8:30-9:30 -> two sub-columns of 60.
    // Cluster 2 starts at 10 (after 9:30): 10-11, 10-11, 10-11 -> three of 40.
    // Cluster 3: 12-13 alone -> the full day.
    // The events come in reverse order of time to show that the index order does not
    // matter.
    let layout = try preparedCalendar([
      timed(0, 12, 13), timed(0, 10, 11), timed(0, 10, 11), timed(0, 10, 11),
      timed(0, 8.5, 9.5), timed(0, 8, 9),
    ])
    #expect(
      layout.eventFrames() == [
        rect(50, 270, 120, 60),  // 12-13: y 30 + 4 * 60 = 270
        rect(50, 150, 40, 60),  // ties at 10 go by index: 1, 2, 3 -> sub-columns 0, 1, 2
        rect(90, 150, 40, 60),
        rect(130, 150, 40, 60),
        rect(110, 60, 60, 60),  // 8:30-9:30: y 30 + 0.5 * 60 = 60; second sub-column
        rect(50, 30, 60, 60),  // 8-9 starts first: first sub-column
      ])
  }

  @Test("cascaded events are indented by their level and stacked by start")
  func cascade() throws {
    // A 9-11, B 10-12, C 11-13 again: levels (sub-columns) 0, 1, 0, order of start 0,
    // 1, 2. Indent 12 per level: A and C start at x 50 and are 120 wide; B at 62, 108
    // wide. Later events lie above: zIndex 0, 1, 2.
    let layout = try preparedCalendar([timed(0, 9, 11), timed(0, 10, 12), timed(0, 11, 13)]) {
      $0.overlapStyle = .cascade
    }
    #expect(
      layout.eventFrames() == [
        rect(50, 90, 120, 120), rect(62, 150, 108, 120), rect(50, 210, 120, 120),
      ])
    #expect((0..<3).map { layout.eventAttributes($0)?.zIndex } == [0, 1, 2])
  }

  @Test("a cascade indents at most half the day")
  func cascadeIndentLimit() throws {
    // Six events at 9-10 take levels 0...5; an indent of 25 per level would reach 125
    // but stops at 120 / 2 = 60: levels 0, 1, 2 at 50, 75, 100; levels 3, 4, 5 at 110.
    let layout = try preparedCalendar(Array(repeating: timed(0, 9, 10), count: 6)) {
      $0.overlapStyle = .cascade
      $0.cascadeIndent = 25
    }
    #expect(layout.eventFrames().map { $0?.minX } == [50, 75, 100, 110, 110, 110])
    #expect(layout.eventFrames().map { $0?.maxX } == Array(repeating: 170, count: 6))
  }

  @Test("events in the columns style all have zIndex 0")
  func columnsZIndex() throws {
    let layout = try preparedCalendar([timed(0, 9, 11), timed(0, 10, 12)])
    #expect(layout.eventAttributes(0)?.zIndex == 0)
    #expect(layout.eventAttributes(1)?.zIndex == 0)
  }
}
