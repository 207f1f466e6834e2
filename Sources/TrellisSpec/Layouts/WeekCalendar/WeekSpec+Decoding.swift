import Trellis

extension WeekSpec {
  /// The fields of the `layout` object of a week calendar.
  static let layoutFieldNames = [
    "type", "days", "startHour", "endHour", "hourHeight", "dayWidth", "dayHeaderHeight",
    "hourHeaderWidth", "allDayEventHeight", "overlapStyle", "cascadeIndent",
    "headersPinToVisibleBounds", "hourLineThickness", "currentTime", "currentTimeThickness",
    "backgroundDays",
  ]

  /// The fields of the `currentTime` object.
  static let timeFieldNames = ["day", "hour"]

  /// The fields of an event.
  static let eventFieldNames = ["day", "start", "end", "allDay"]

  /// Reads the `layout` object's fields (the `type` among them) into a spec without
  /// events.
  ///
  /// Every value the layout would reject is rejected here and in ``content(_:)``, at
  /// its place: days and hours out of range, an event that does not end after it
  /// starts.
  static func layout(_ fields: Fields) throws(SpecError) -> WeekSpec {
    try fields.check(allowing: layoutFieldNames)
    var configuration = WeekCalendarLayout.Configuration()
    try read(fields, into: &configuration)
    return WeekSpec(configuration: configuration)
  }

  /// Reads an `events` array for the spec's days.
  func content(_ events: Node) throws(SpecError) -> WeekCalendarContent {
    WeekCalendarContent(
      events: try events.list { node throws(SpecError) in
        try Self.event(node, dayCount: configuration.dayCount)
      })
  }

  private static func read(
    _ fields: Fields, into configuration: inout WeekCalendarLayout.Configuration
  ) throws(SpecError) {
    if let node = fields["days"] { configuration.dayCount = try node.count(atLeast: 1) }
    if let node = fields["startHour"] {
      configuration.startHour = try node.count()
      guard configuration.startHour <= 23 else {
        throw node.error(.outOfRange(Double(configuration.startHour), "from 0 to 23"))
      }
    }
    if let node = fields["endHour"] {
      configuration.endHour = try node.count()
      let first = configuration.startHour + 1
      guard configuration.endHour >= first && configuration.endHour <= 24 else {
        throw node.error(.outOfRange(Double(configuration.endHour), "from \(first) to 24"))
      }
    }
    if let node = fields["hourHeight"] { configuration.hourHeight = try node.positive() }
    if let node = fields["dayWidth"] {
      configuration.dayWidth = node.value == .null ? nil : try node.positive()
    }
    if let node = fields["dayHeaderHeight"] { configuration.dayHeaderHeight = try node.extent() }
    if let node = fields["hourHeaderWidth"] { configuration.hourHeaderWidth = try node.extent() }
    if let node = fields["allDayEventHeight"] {
      configuration.allDayEventHeight = try node.extent()
    }
    if let node = fields["overlapStyle"] {
      configuration.overlapStyle = try node.choice(SpecNames.overlapStyle)
    }
    if let node = fields["cascadeIndent"] { configuration.cascadeIndent = try node.extent() }
    if let node = fields["headersPinToVisibleBounds"] {
      configuration.headersPinToVisibleBounds = try node.bool()
    }
    if let node = fields["hourLineThickness"] {
      configuration.hourLineThickness = try node.extent()
    }
    if let node = fields["currentTime"] {
      configuration.currentTime = try currentTime(node, dayCount: configuration.dayCount)
    }
    if let node = fields["currentTimeThickness"] {
      configuration.currentTimeThickness = try node.extent()
    }
    if let node = fields["backgroundDays"] {
      configuration.backgroundDays = try days(node, dayCount: configuration.dayCount)
    }
  }

  /// Reads `{"day": 2, "hour": 10.5}`; both fields are required.
  private static func currentTime(_ node: Node, dayCount: Int) throws(SpecError)
    -> CalendarTime
  {
    let fields = try node.object(allowing: timeFieldNames)
    let day = try fields.required("day").day(of: dayCount)
    let hour = try fields.required("hour").hour()
    return CalendarTime(day: day, hour: hour)
  }

  /// The days of a list, each one of the `dayCount` days and listed once.
  private static func days(_ node: Node, dayCount: Int) throws(SpecError) -> Set<Int> {
    var days: Set<Int> = []
    for dayNode in try node.array() {
      let day = try dayNode.day(of: dayCount)
      guard days.insert(day).inserted else { throw dayNode.error(.duplicateDay(day)) }
    }
    return days
  }

  /// Reads one element of `events`: `day` always, `start` and `end` unless `allDay` is
  /// `true`, when they default to 0 and 24.
  private static func event(_ node: Node, dayCount: Int) throws(SpecError) -> CalendarEvent {
    try event(try node.object(allowing: eventFieldNames), dayCount: dayCount)
  }

  /// Reads the fields of an event, as ``event(_:dayCount:)`` does, from fields whose
  /// names have been checked.
  static func event(_ fields: Fields, dayCount: Int) throws(SpecError) -> CalendarEvent {
    let day = try fields.required("day").day(of: dayCount)
    let isAllDay = try fields["allDay"]?.bool() ?? false
    let startNode = isAllDay ? fields["start"] : try fields.required("start")
    let start = try startNode?.hour() ?? 0
    let endNode = isAllDay ? fields["end"] : try fields.required("end")
    var end = 24.0
    if let endNode {
      end = try endNode.number()
      guard end > start && end <= 24 else {
        throw endNode.error(
          .outOfRange(end, "after the start \(JSONText.number(start)) and at most 24"))
      }
    }
    return CalendarEvent(day: day, start: start, end: end, isAllDay: isAllDay)
  }
}

extension Node {
  /// A day column: a whole number from 0 to `dayCount` less one.
  fileprivate func day(of dayCount: Int) throws(SpecError) -> Int {
    let day = try count()
    guard day < dayCount else {
      throw error(.outOfRange(Double(day), "one of the days, from 0 to \(dayCount - 1)"))
    }
    return day
  }

  /// An hour of the day: a number from 0 to 24.
  fileprivate func hour() throws(SpecError) -> Double {
    let hour = try number()
    guard hour >= 0 && hour <= 24 else { throw error(.outOfRange(hour, "between 0 and 24")) }
    return hour
  }
}

extension SpecNames {
  /// How a week calendar lays out overlapping events, `"overlapStyle"`.
  static let overlapStyle: KeyValuePairs<String, WeekCalendarLayout.OverlapStyle> = [
    "columns": .columns,
    "cascade": .cascade,
  ]
}
