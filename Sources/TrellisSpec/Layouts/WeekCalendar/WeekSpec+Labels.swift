import Trellis

extension WeekSpec {
  /// The names of the days of a week calendar's day headers, from Monday.
  public static let dayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

  /// The labels that name the calendar's elements as a calendar does: days by name from
  /// Monday (`Mon`, ..., `Sun`, then `Mon` again), hours by time (`9:00`), and no label
  /// on the corner and the all-day row's background.
  public func labelTexts() -> [ElementID: String] {
    var texts: [ElementID: String] = [
      .supplementary(.corner, IndexPath(item: 0, section: 0)): "",
      .decoration(.allDayBackground, IndexPath(item: 0, section: 0)): "",
    ]
    for day in 0..<max(0, min(configuration.dayCount, 1_000)) {
      let id = ElementID.supplementary(.dayHeader, IndexPath(item: day, section: 0))
      texts[id] = Self.dayNames[day % Self.dayNames.count]
    }
    let hours = max(0, min(configuration.endHour - configuration.startHour, 24))
    for row in 0..<hours {
      let id = ElementID.supplementary(.hourHeader, IndexPath(item: row, section: 0))
      texts[id] = "\(configuration.startHour + row):00"
    }
    return texts
  }
}
