#if canImport(UIKit)
  import Trellis
  import UIKit

  /// A long press that drags the events of a ``WeekCalendarCollectionViewLayout``: it
  /// picks up the event under the finger, moves it with the finger in steps of
  /// ``minuteStep`` minutes to any day and time while the events it overlaps make room,
  /// and at the drop hands the move to ``onDrop`` so that the app writes it to its data.
  /// A cancelled press puts the event back.
  ///
  /// ```swift
  /// collectionView.addGestureRecognizer(
  ///   EventMovementGesture(minuteStep: 15) { [unowned self] move in
  ///     meetings[move.index] = move.rescheduled
  ///   })
  /// ```
  ///
  /// The gesture drives the layout its collection view has at the time, and does nothing
  /// while that is not a week calendar. The cells move in a 0.2-second animation, or at
  /// once when Reduce Motion is on.
  public final class EventMovementGesture: UILongPressGestureRecognizer {
    /// The step, in minutes, that a dragged event's start snaps to.
    public var minuteStep: Double
    /// Called at the drop with the event's move, before the layout ends it: the app
    /// writes `move.rescheduled` to its data for item `move.index`.
    public var onDrop: (EventRescheduling) -> Void
    /// From the finger to the center of the event being dragged.
    private var grab = CGVector(dx: 0, dy: 0)

    /// A gesture that moves events in steps of `minuteStep` minutes and calls `onDrop`
    /// with each drop.
    public init(minuteStep: Double = 15, onDrop: @escaping (EventRescheduling) -> Void) {
      self.minuteStep = minuteStep
      self.onDrop = onDrop
      super.init(target: nil, action: nil)
      addTarget(self, action: #selector(handle))
    }

    /// The collection view the gesture is on, if any.
    private var collectionView: UICollectionView? { view as? UICollectionView }

    /// The collection view's week calendar, when it shows one.
    private var layout: WeekCalendarCollectionViewLayout? {
      collectionView?.collectionViewLayout as? WeekCalendarCollectionViewLayout
    }

    /// Picks up an event, moves it with the finger and drops it, or puts it back when
    /// the press is cancelled.
    @objc private func handle() {
      guard let collectionView, let layout else { return }
      let finger = location(in: collectionView)
      let center = CGPoint(x: finger.x + grab.dx, y: finger.y + grab.dy)
      switch state {
      case .began:
        guard let indexPath = collectionView.indexPathForItem(at: finger),
          let cell = collectionView.cellForItem(at: indexPath),
          layout.beginEventMovement(at: indexPath)
        else { return }
        grab = CGVector(dx: cell.center.x - finger.x, dy: cell.center.y - finger.y)
        UISelectionFeedbackGenerator().selectionChanged()
      case .changed:
        guard layout.eventRescheduling != nil else { return }
        let step = minuteStep
        animate(collectionView) { layout.updateEventMovement(to: center, minuteStep: step) }
      case .ended:
        guard let move = layout.eventRescheduling else { return }
        onDrop(move)
        animate(collectionView) { layout.endEventMovement() }
      default:
        guard layout.eventRescheduling != nil else { return }
        animate(collectionView) { layout.cancelEventMovement() }
      }
    }

    /// Runs `changes` to the layout and moves the cells of `collectionView` to their new
    /// places, in a short animation unless Reduce Motion is on.
    private func animate(_ collectionView: UICollectionView, _ changes: @escaping () -> Void) {
      let duration = UIAccessibility.isReduceMotionEnabled ? 0 : 0.2
      UIView.animate(withDuration: duration, delay: 0, options: [.beginFromCurrentState]) {
        changes()
        collectionView.layoutIfNeeded()
      }
    }
  }
#endif
