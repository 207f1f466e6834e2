import Trellis

extension WeekSpec: RegisteredSpecLayout {
  /// `"week"`.
  public static var typeName: String { "week" }
  static var dataField: String { "events" }
  static var requiresData: Bool { false }

  /// Vertical: a week scrolls both ways, and its film strips run down through the day.
  public var scrollDirection: ScrollDirection { .vertical }

  /// A week calendar of the spec's configuration.
  public func makeLayout() -> WeekCalendarLayout {
    WeekCalendarLayout(configuration: configuration)
  }

  /// Reads `events` with an `id` each, in the one section `"0"`.
  func snapshot(_ fields: Fields) throws(SpecError) -> (
    sections: [SnapshotAction.Section], content: WeekCalendarContent
  ) {
    var events = WeekCalendarContent(events: [])
    var ids: [String] = []
    for node in try fields.required(Self.dataField).array() {
      let eventFields = try node.object(
        allowing: [SnapshotAction.identifierField] + Self.eventFieldNames)
      ids.append(try eventFields.required(SnapshotAction.identifierField).string())
      events.events.append(try Self.event(eventFields, dayCount: configuration.dayCount))
    }
    return ([SnapshotAction.Section(id: "0", items: ids)], events)
  }
}

extension WeekCalendarContent: PlayableContent {
  typealias Spec = WeekSpec
}
