/// A drag of a week calendar's event, which moves by time rather than by index: the
/// event's move and the step its start snaps to, in minutes.
final class EventMovement: CustomMovement {
  /// The event as the data holds it and as the layout shows it.
  let move: EventRescheduling
  /// The step the event's start snaps to, in minutes.
  let minuteStep: Double

  /// The dragged event, which the layout shows at its new time.
  var changedItems: [IndexPath] { [IndexPath(item: move.index, section: 0)] }

  init(_ move: EventRescheduling, minuteStep: Double) {
    self.move = move
    self.minuteStep = minuteStep
  }
}
