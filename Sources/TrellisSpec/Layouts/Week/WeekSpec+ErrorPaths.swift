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
    switch input {
    case .dayCount: return layout.appending("days")
    case .startHour: return layout.appending("startHour")
    case .endHour: return layout.appending("endHour")
    case .hourHeight: return layout.appending("hourHeight")
    case .dayWidth: return layout.appending("dayWidth")
    case .dayHeaderHeight: return layout.appending("dayHeaderHeight")
    case .hourHeaderWidth: return layout.appending("hourHeaderWidth")
    case .allDayEventHeight: return layout.appending("allDayEventHeight")
    case .cascadeIndent: return layout.appending("cascadeIndent")
    case .hourLineThickness: return layout.appending("hourLineThickness")
    case .currentTimeThickness: return layout.appending("currentTimeThickness")
    case .currentTime:
      let field = if case .invalidCount = error { "day" } else { "hour" }
      return layout.appending("currentTime").appending(field)
    case .backgroundDays: return layout.appending("backgroundDays")
    default:
      // Inputs that no spec field feeds.
      return layout
    }
  }
}
