import Trellis

extension WeekCalendarContent: PageContent {
  /// The events with a copy of the event at `source` (or of the first event) at
  /// `indexPath`, moved one hour later so that it can be told apart.
  public func inserting(at indexPath: IndexPath, copying source: IndexPath?)
    -> WeekCalendarContent
  {
    var content = self
    let template = source.map { events[$0.item] } ?? events.first
    guard var event = template else { return self }
    if !event.isAllDay, event.end + 1 <= 24 {
      event.start += 1
      event.end += 1
    }
    content.events.insert(event, at: indexPath.item)
    return content
  }

  /// The data without the item at `indexPath`.
  public func removing(at indexPath: IndexPath) -> WeekCalendarContent {
    var content = self
    content.events.remove(at: indexPath.item)
    return content
  }

  /// The data with the items of `section` in `order`.
  public func reordering(section: Int, by order: [Int]) -> WeekCalendarContent {
    WeekCalendarContent(events: events.reordered(by: order))
  }
}
