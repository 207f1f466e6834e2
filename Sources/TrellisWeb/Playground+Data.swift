import Trellis
import TrellisSpec

extension Playground {
  /// The data the view shows now, as numbers the page reads in bulk, so that its editor
  /// can show the spec of the current data after an edit or a drag.
  ///
  /// The numbers are the section count, then for each section its item count and the
  /// identity of each of its items in order; for a week calendar, then the event count
  /// and four numbers per event: its day, start, end, and 1 for an all-day event or 0.
  /// Nothing before a spec has loaded.
  ///
  /// - Complexity: O(*n*) for *n* items.
  public var dataNumbers: [Double] {
    guard session != nil else { return [] }
    var numbers = [Double(host.identities.count)]
    for section in host.identities {
      numbers.append(Double(section.count))
      for identity in section { numbers.append(Double(identity)) }
    }
    if let week = session(of: WeekCalendarContent.self) {
      let events = week.collection.dataSource.events
      numbers.reserveCapacity(numbers.count + 1 + 4 * events.count)
      numbers.append(Double(events.count))
      for event in events {
        numbers.append(Double(event.day))
        numbers.append(event.start)
        numbers.append(event.end)
        numbers.append(event.isAllDay ? 1 : 0)
      }
    }
    return numbers
  }
}

extension Playground {
  /// Where the lifted item would go if the drag ended now, as numbers for the page's
  /// announcements: its section and index in the data's order before the move, and for
  /// a week's event the day, start and end it would take. Empty when nothing is lifted.
  public var dragTargetNumbers: [Double] {
    if let week = session(of: WeekCalendarContent.self) {
      guard let move = week.collection.eventRescheduling else { return [] }
      let event = move.rescheduled
      return [0, Double(move.index), Double(event.day), event.start, event.end]
    }
    guard let target = session?.dragTarget else { return [] }
    return [Double(target.section), Double(target.item)]
  }
}
