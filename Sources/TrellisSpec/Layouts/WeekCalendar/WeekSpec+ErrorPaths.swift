import Trellis

extension WeekSpec {
  /// The path of the field that a week calendar's rejected value comes from.
  ///
  /// An event's values map to the event's fields, the number of events to `events`,
  /// the number of days to `days`, the current time to its `day` or `hour`, and every
  /// other configuration value to the `layout` field of its name. The events are those
  /// of the object at `parent`.
  func path(for error: LayoutError, dataAt parent: SpecPath = .root) -> SpecPath {
    let layout = SpecPath.root.appending("layout")
    let events = parent.appending("events")
    let input = error.input
    if case .numbered(let number) = input.subject {
      switch input.kind {
      case .eventDay: return events.appending(number).appending("day")
      case .eventStart: return events.appending(number).appending("start")
      case .eventEnd: return events.appending(number).appending("end")
      case .numberOfItems where number == 0: return events
      default: break
      }
    }
    if input == .currentTime {
      let field = if case .invalidCount = error { "day" } else { "hour" }
      return layout.appending("currentTime").appending(field)
    }
    // Inputs that no spec field feeds are reported at the layout.
    return Self.layoutFields.first { $0.input == input }.map { layout.appending($0.field) }
      ?? layout
  }

  /// The fields of the `layout` object and the inputs they give the week calendar.
  private static let layoutFields: [(input: LayoutInput, field: String)] = [
    (.dayCount, "days"), (.startHour, "startHour"), (.endHour, "endHour"),
    (.hourHeight, "hourHeight"), (.dayWidth, "dayWidth"),
    (.dayHeaderHeight, "dayHeaderHeight"), (.hourHeaderWidth, "hourHeaderWidth"),
    (.allDayEventHeight, "allDayEventHeight"), (.cascadeIndent, "cascadeIndent"),
    (.hourLineThickness, "hourLineThickness"),
    (.currentTimeThickness, "currentTimeThickness"), (.backgroundDays, "backgroundDays"),
  ]
}
