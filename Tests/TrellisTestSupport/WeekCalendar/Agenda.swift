import Trellis

/// A week calendar's events that can be dragged to another day and time, recording
/// every move it is told; the events of `locked` cannot be picked up.
package struct Agenda: ReschedulableDataSource, Equatable {
  package typealias Layout = WeekCalendarLayout

  package var events: [CalendarEvent]
  package var locked: Set<Int> = []
  package var moves: [EventRescheduling] = []

  /// The events `events`, of which those at `locked` cannot be picked up.
  package init(events: [CalendarEvent], locked: Set<Int> = []) {
    self.events = events
    self.locked = locked
  }

  package var numberOfEvents: Int { events.count }

  package func event(at index: Int) -> CalendarEvent { events[index] }

  package func canMoveEvent(at index: Int) -> Bool { !locked.contains(index) }

  package mutating func moveEvent(at index: Int, to event: CalendarEvent) {
    moves.append(EventRescheduling(index: index, original: events[index], rescheduled: event))
    events[index] = event
  }
}

extension WeekCalendarLayout {
  /// Every element of the content, with the pinned ones where the viewport puts them.
  package func everyElement() -> [LayoutAttributes] {
    elements(in: Rect(x: 0, y: 0, width: contentSize.width, height: contentSize.height))
  }
}
