import Trellis

/// A week calendar's events that can be dragged to another day and time, recording
/// every move it is told; the events of `locked` cannot be picked up.
struct Agenda: ReschedulableDataSource, Equatable {
  typealias Layout = WeekCalendarLayout

  var events: [CalendarEvent]
  var locked: Set<Int> = []
  var moves: [EventRescheduling] = []

  var numberOfEvents: Int { events.count }

  func event(at index: Int) -> CalendarEvent { events[index] }

  func canMoveEvent(at index: Int) -> Bool { !locked.contains(index) }

  mutating func moveEvent(at index: Int, to event: CalendarEvent) {
    moves.append(EventRescheduling(index: index, original: events[index], rescheduled: event))
    events[index] = event
  }
}

extension WeekCalendarLayout {
  /// Every element of the content, with the pinned ones where the viewport puts them.
  func everyElement() -> [LayoutAttributes] {
    elements(in: Rect(x: 0, y: 0, width: contentSize.width, height: contentSize.height))
  }
}
