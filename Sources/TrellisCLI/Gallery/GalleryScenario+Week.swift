extension GalleryScenario {
  /// A busy week: day headers pinned while the day scrolls by, the hour column pinned
  /// while the week scrolls sideways.
  static let busyWeek = GalleryScenario(
    name: "week",
    title: "Week calendar: a busy week",
    tagline: "Events placed by time; day headers pin to the top, hours to the leading edge.",
    summary: """
      A week view: seven 110-point days from 8:00 to 20:00 at 80 points an hour, with \
      40-point day headers, a 60-point column of hour headers and a corner above it. \
      Each event is a cell spanning exactly its time; events that overlap split their \
      day into equal sub-columns (two on Monday and Wednesday, three on Tuesday and \
      Thursday afternoon), and events that touch end to start share an edge. Thursday \
      has an all-day event in the row under the day headers; the current-time line \
      crosses Wednesday at 13:30, and Saturday and Sunday have backgrounds. Hour lines \
      mark the top of every hour.

      The day headers, the all-day row and the corner pin to the top while the day \
      scrolls by; the week is 830 points wide, wider than the 390-point view, and the \
      hour headers pin to the leading edge while it scrolls sideways. The all-day event \
      and the day headers are drawn above the events, the hour headers pass under them.
      """,
    spec: """
      {
        "viewport": {"width": 390, "height": 600, "scale": 2, "contentOffset": [0, 240]},
        "layout": {
          "type": "week",
          "days": 7,
          "startHour": 8,
          "endHour": 20,
          "hourHeight": 80,
          "dayWidth": 110,
          "dayHeaderHeight": 40,
          "hourHeaderWidth": 60,
          "allDayEventHeight": 24,
          "overlapStyle": "columns",
          "currentTime": {"day": 2, "hour": 13.5},
          "backgroundDays": [5, 6]
        },
        "events": [
          {"day": 0, "start": 9, "end": 10.5},
          {"day": 0, "start": 10, "end": 11},
          {"day": 0, "start": 10.5, "end": 12},
          {"day": 0, "start": 13, "end": 14},
          {"day": 0, "start": 14, "end": 15},
          {"day": 1, "start": 8.5, "end": 9.5},
          {"day": 1, "start": 11, "end": 13},
          {"day": 1, "start": 11.5, "end": 12.5},
          {"day": 1, "start": 12, "end": 14},
          {"day": 1, "start": 16, "end": 17.5},
          {"day": 2, "start": 9, "end": 12},
          {"day": 2, "start": 9, "end": 10},
          {"day": 2, "start": 10, "end": 11},
          {"day": 2, "start": 14, "end": 15.25},
          {"day": 3, "allDay": true},
          {"day": 3, "start": 9.5, "end": 11},
          {"day": 3, "start": 15, "end": 16},
          {"day": 3, "start": 15, "end": 17},
          {"day": 3, "start": 15.5, "end": 16.5},
          {"day": 4, "start": 8, "end": 9},
          {"day": 4, "start": 12, "end": 13.5},
          {"day": 4, "start": 17, "end": 19.5},
          {"day": 5, "start": 10, "end": 12.5},
          {"day": 5, "start": 18, "end": 20},
          {"day": 6, "start": 11, "end": 12.5},
          {"day": 6, "start": 7, "end": 9},
          {"day": 6, "start": 20.5, "end": 22}
        ]
      }
      """,
    stops: [
      .at(0, "at rest: 8:00 at the top"),
      .at(120, "9:30 below the pinned day headers and all-day row"),
      .at(240, "11:00 below the pinned headers"),
      .at(424, "the end of the day, 20:00"),
      .at(240, across: 440, "scrolled sideways to the weekend: the hours stay"),
    ])
}
