import Trellis

extension PageSession where Content: ReschedulableDataSource {
  /// Lifts the event under `point`, in content coordinates, to move it to another day
  /// and time, its start snapping to quarter hours.
  ///
  /// - Returns: `false` when there is no event under `point` or a drag is running.
  public func beginEventDrag(at point: Point, host: inout PageHost) -> Bool {
    guard let item = collection.indexPathForItem(at: point) else { return false }
    return collection.beginEventMovement(at: item.item, minuteStep: 15, host: &host)
  }

  /// Moves the lifted event's center to `point`, in content coordinates.
  ///
  /// - Returns: the event as it would be if dropped now, or `nil` when none is lifted.
  public func dragEvent(to point: Point, host: inout PageHost) -> CalendarEvent? {
    collection.updateEventMovement(to: point, host: &host)
  }

  /// Drops the lifted event at its day and snapped time; its view keeps its identity.
  public func endEventDrag(host: inout PageHost) {
    collection.endEventMovement(host: &host)
  }
}
