import Trellis

extension WeekCalendarContent: EditableContent {
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

  /// Lifts the event at `item` to move it to another day and time, its start snapping to
  /// quarter hours; `rule` plays no part, since events move by time, not by index.
  public static func beginDrag<Host: CollectionViewHost>(
    of item: IndexPath, in collection: CollectionView<WeekCalendarContent, Host>,
    rule: @escaping (MoveProposal) -> IndexPath?, host: inout Host
  ) -> Bool {
    collection.beginEventMovement(at: item.item, minuteStep: 15, host: &host)
  }

  /// Moves the lifted event's center to `point`; the event keeps its index, which is
  /// its target.
  public static func drag<Host: CollectionViewHost>(
    to point: Point, in collection: CollectionView<WeekCalendarContent, Host>,
    host: inout Host
  ) -> IndexPath? {
    guard let index = collection.eventRescheduling?.index,
      collection.updateEventMovement(to: point, host: &host) != nil
    else { return nil }
    return IndexPath(item: index, section: 0)
  }

  /// Drops the lifted event at its day and snapped time; it keeps its index.
  public static func endDrag<Host: CollectionViewHost>(
    in collection: CollectionView<WeekCalendarContent, Host>, host: inout Host
  ) -> ItemReordering? {
    guard let move = collection.endEventMovement(host: &host) else { return nil }
    let item = IndexPath(item: move.index, section: 0)
    return ItemReordering(source: item, destination: item)
  }

  /// Puts the lifted event back at its time.
  public static func cancelDrag<Host: CollectionViewHost>(
    in collection: CollectionView<WeekCalendarContent, Host>, host: inout Host
  ) {
    collection.cancelInteractiveMovement(host: &host)
  }

  /// Nothing: a week does not scroll during a drag.
  public static func autoScrollDrag<Host: CollectionViewHost>(
    by seconds: Double, in collection: CollectionView<WeekCalendarContent, Host>,
    host: inout Host
  ) -> Point {
    Point(x: 0, y: 0)
  }

  /// The event count, then four numbers per event: its day, start, end, and 1 for an
  /// all-day event or 0.
  public var editorNumbers: [Double] {
    var numbers = [Double(events.count)]
    numbers.reserveCapacity(1 + 4 * events.count)
    for event in events {
      numbers.append(Double(event.day))
      numbers.append(event.start)
      numbers.append(event.end)
      numbers.append(event.isAllDay ? 1 : 0)
    }
    return numbers
  }

  /// The lifted event's section (0) and index, then the day, start and end it would
  /// take.
  public static func dragTargetNumbers<Host: CollectionViewHost>(
    in collection: CollectionView<WeekCalendarContent, Host>
  ) -> [Double] {
    guard let move = collection.eventRescheduling else { return [] }
    let event = move.rescheduled
    return [0, Double(move.index), Double(event.day), event.start, event.end]
  }
}
