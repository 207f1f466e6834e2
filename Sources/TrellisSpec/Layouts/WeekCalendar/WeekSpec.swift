import Trellis

/// A week calendar's configuration and events.
public struct WeekSpec: Hashable, Sendable {
  /// The layout-wide values: the `layout` object of the spec.
  public var configuration: WeekCalendarLayout.Configuration
  /// The events, the top-level `events` array of the spec; event `i` is the cell at
  /// item `i` of section 0.
  public var content: WeekCalendarContent

  /// Creates a week spec from a configuration and content.
  public init(
    configuration: WeekCalendarLayout.Configuration = WeekCalendarLayout.Configuration(),
    content: WeekCalendarContent = WeekCalendarContent(events: [])
  ) {
    self.configuration = configuration
    self.content = content
  }
}
