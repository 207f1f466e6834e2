import Testing

@Suite("trellis layout with a week calendar")
struct WeekLayoutCommandTests {
  /// Two days of 100 points from 8 to 12, 50 points per hour, below 40-point day
  /// headers and right of 60-point hour headers: the content is 60 + 2 × 100 = 260 wide
  /// and 40 + 4 × 50 = 240 tall, the hour grid starts at y 40 and day d at x 60 + 100 d.
  ///
  /// A (9-11) and B (10-12) on day 0 overlap: A takes sub-column 0, B starts while A
  /// runs and takes sub-column 1, and the day splits into two of 100 / 2 = 50. A is at
  /// x 60..110, y 40 + (9 - 8) × 50 = 90, 2 × 50 = 100 tall; B at x 110..160,
  /// y 40 + 2 × 50 = 140.
  private func spec(layout extra: String = "", events: String, viewport: String) -> String {
    """
    {"viewport": \(viewport),
     "layout": {"type": "week", "days": 2, "startHour": 8, "endHour": 12, "hourHeight": 50,
                "dayHeaderHeight": 40, "hourHeaderWidth": 60, "dayWidth": 100\(extra)},
     "events": [\(events)]}
    """
  }

  private let overlapping =
    #"{"day": 0, "start": 9, "end": 11}, {"day": 0, "start": 10, "end": 12}"#

  /// The spec of the first test: A and B, an event C on day 1 before the hours shown, a
  /// background behind day 1 and the current time on day 1 at 10:30.
  private var decorated: String {
    spec(
      layout: #", "currentTime": {"day": 1, "hour": 10.5}, "backgroundDays": [1]"#,
      events: overlapping + #", {"day": 1, "start": 6, "end": 7}"#,
      viewport: #"{"width": 260, "height": 300}"#)
  }

  @Test("prints decorations, events, hour headers, day headers and the corner, in that order")
  func everyKind() throws {
    // - day 1's background covers the hour grid: x 160..260, y 40..240;
    // - an hour line at the top of each hour, across both days, 1 point thick:
    //   y 40, 90, 140, 190;
    // - C ends at 7, before the first hour: a hidden cell of no height at the top of
    //   the grid, after the shown events;
    // - the current time, 2 points thick, centered on 40 + 2.5 × 50 = 165 across day 1;
    // - hour headers beside each hour, day headers above each day, the corner above
    //   the hour headers, all pinned at the origin while the content is not scrolled.
    let run = try TrellisExecutable.run(["layout", try TrellisExecutable.temporaryFile(decorated)])
    let hidden =
      #"{"category": "cell", "kind": null, "section": 0, "item": 2, "frame": [160, 40, 100, 0], "#
      + #""zIndex": 0, "alpha": 1, "hidden": true}"#
    let expected = layoutOutput(
      contentSize: "[260, 240]",
      [
        decoration("dayBackground", 1, "[160, 40, 100, 200]", zIndex: -2),
        decoration("hourLine", 0, "[60, 40, 200, 1]", zIndex: -1),
        decoration("hourLine", 1, "[60, 90, 200, 1]", zIndex: -1),
        decoration("hourLine", 2, "[60, 140, 200, 1]", zIndex: -1),
        decoration("hourLine", 3, "[60, 190, 200, 1]", zIndex: -1),
        cell(0, 0, "[60, 90, 50, 100]"),
        cell(0, 1, "[110, 140, 50, 100]"),
        hidden,
        decoration("currentTime", 0, "[160, 164, 100, 2]", zIndex: 1000),
        supplementary("hourHeader", 0, "[0, 40, 60, 50]", zIndex: 1024),
        supplementary("hourHeader", 1, "[0, 90, 60, 50]", zIndex: 1024),
        supplementary("hourHeader", 2, "[0, 140, 60, 50]", zIndex: 1024),
        supplementary("hourHeader", 3, "[0, 190, 60, 50]", zIndex: 1024),
        supplementary("dayHeader", 0, "[60, 0, 100, 40]", zIndex: 1025),
        supplementary("dayHeader", 1, "[160, 0, 100, 40]", zIndex: 1025),
        supplementary("corner", 0, "[0, 0, 60, 40]", zIndex: 1026),
      ])
    #expect(run == .init(status: 0, stdout: expected, stderr: ""))
  }

  @Test("scrolled both ways, headers pin to the visible edges and the all-day row follows")
  func pinned() throws {
    // An all-day event D on day 1 opens a 20-point all-day row: the hour grid starts at
    // 40 + 20 = 60 and the content is 60 + 200 = 260 tall. At offset (50, 100) the
    // pinned edges are x min(50, 260 - 60) = 50 and y min(100, 260 - 60) = 100:
    // - A at y 60 + 50 = 110, B at 160; hour lines at 60, 110, 160, 210;
    // - D under the pinned day headers: y 100 + 40 = 140, 20 tall, with their zIndex;
    // - hour headers at x 50; day headers at y 100; the corner at (50, 100), as tall as
    //   the day headers and the all-day row, 40 + 20 = 60.
    let json = spec(
      layout: #", "allDayEventHeight": 20"#,
      events: overlapping + #", {"day": 1, "allDay": true}"#,
      viewport: #"{"width": 160, "height": 120, "contentOffset": [50, 100]}"#)
    let run = try TrellisExecutable.run(["layout", try TrellisExecutable.temporaryFile(json)])
    let expected = layoutOutput(
      contentSize: "[260, 260]",
      [
        decoration("hourLine", 0, "[60, 60, 200, 1]", zIndex: -1),
        decoration("hourLine", 1, "[60, 110, 200, 1]", zIndex: -1),
        decoration("hourLine", 2, "[60, 160, 200, 1]", zIndex: -1),
        decoration("hourLine", 3, "[60, 210, 200, 1]", zIndex: -1),
        cell(0, 0, "[60, 110, 50, 100]"),
        cell(0, 1, "[110, 160, 50, 100]"),
        // The all-day row's background, across both days, pinned under the day headers.
        decoration("allDayBackground", 0, "[60, 140, 200, 20]", zIndex: 1025),
        cell(0, 2, "[160, 140, 100, 20]", zIndex: 1025),
        supplementary("hourHeader", 0, "[50, 60, 60, 50]", zIndex: 1024),
        supplementary("hourHeader", 1, "[50, 110, 60, 50]", zIndex: 1024),
        supplementary("hourHeader", 2, "[50, 160, 60, 50]", zIndex: 1024),
        supplementary("hourHeader", 3, "[50, 210, 60, 50]", zIndex: 1024),
        supplementary("dayHeader", 0, "[60, 100, 100, 40]", zIndex: 1025),
        supplementary("dayHeader", 1, "[160, 100, 100, 40]", zIndex: 1025),
        supplementary("corner", 0, "[50, 100, 60, 60]", zIndex: 1026),
      ])
    #expect(run == .init(status: 0, stdout: expected, stderr: ""))
  }

  @Test("--rect reports what crosses it: a background, events, the current time, an hour")
  func rect() throws {
    // x 0..200, y 150..170 crosses day 1's background (x 160..260), A (90..190), B
    // (140..240), the current time (164..166) and hour header 2 (140..190); the hour
    // lines at 140 and 190 and the headers above y 40 miss it.
    let run = try TrellisExecutable.run([
      "layout", try TrellisExecutable.temporaryFile(decorated), "--rect", "0,150,200,20",
    ])
    let expected = layoutOutput(
      contentSize: "[260, 240]",
      [
        decoration("dayBackground", 1, "[160, 40, 100, 200]", zIndex: -2),
        cell(0, 0, "[60, 90, 50, 100]"),
        cell(0, 1, "[110, 140, 50, 100]"),
        decoration("currentTime", 0, "[160, 164, 100, 2]", zIndex: 1000),
        supplementary("hourHeader", 2, "[0, 140, 60, 50]", zIndex: 1024),
      ])
    #expect(run == .init(status: 0, stdout: expected, stderr: ""))
  }

  @Test("in the cascade style, later events lie over earlier ones, indented by their level")
  func cascade() throws {
    // A keeps the whole day, x 60..160; B, at level 1, starts min(12, 100 / 2) = 12
    // points in, x 72..160, 88 wide, and is stacked above A (zIndex 1). The rect
    // x 60..160, y 91..189 crosses the hour line at 140 and both events; the line at 90
    // ends at 91 and the hour headers end at x 60, where the rect starts.
    let json = spec(
      layout: #", "overlapStyle": "cascade", "cascadeIndent": 12"#, events: overlapping,
      viewport: #"{"width": 260, "height": 300}"#)
    let run = try TrellisExecutable.run([
      "layout", try TrellisExecutable.temporaryFile(json), "--rect", "60,91,100,98",
    ])
    let expected = layoutOutput(
      contentSize: "[260, 240]",
      [
        decoration("hourLine", 2, "[60, 140, 200, 1]", zIndex: -1),
        cell(0, 0, "[60, 90, 100, 100]"),
        cell(0, 1, "[72, 140, 88, 100]", zIndex: 1),
      ])
    #expect(run == .init(status: 0, stdout: expected, stderr: ""))
  }

  @Test("a bad event is reported at its field")
  func badEvent() throws {
    let json = spec(
      events: #"{"day": 0, "start": 9, "end": 11}, {"day": 0, "start": 11, "end": 10}"#,
      viewport: "{}")
    let path = try TrellisExecutable.temporaryFile(json)
    let run = try TrellisExecutable.run(["layout", path])
    #expect(
      run
        == .init(
          status: 2, stdout: "",
          stderr:
            "error: \(path): $.events[1].end: must be after the start 11 and at most 24, got 10\n"
        ))
  }
}
