import Trellis
import TrellisAdapter
import TrellisUIKit
import UIKit

/// A week of meetings: day columns and hour rows, with day and hour headers pinned to
/// the edges, hour lines and the current time drawn as decoration views.
///
/// A long press picks a meeting up; it then follows the finger in quarter hours to any
/// day, and the meetings it overlaps make room for it. The meetings array changes once,
/// at the drop.
final class WeekViewController: UICollectionViewController, WeekCalendarLayoutDelegate {
  var meetings = [
    CalendarEvent(day: 0, start: 9, end: 10.5), CalendarEvent(day: 0, start: 10, end: 12),
    CalendarEvent(day: 1, start: 13, end: 14), CalendarEvent(day: 3, start: 8.5, end: 9.25),
    CalendarEvent(day: 4, start: 15, end: 17), .allDay(on: 2),
  ]

  init() {
    var configuration = WeekCalendarLayout.Configuration()
    configuration.dayCount = 5
    configuration.startHour = 7
    configuration.endHour = 20
    configuration.dayWidth = 120
    configuration.currentTime = CalendarTime(day: 2, hour: 11.5)
    let layout = WeekCalendarCollectionViewLayout(weekCalendar: configuration)
    layout.register(HourLineView.self, forDecorationViewOfKind: ElementKind.hourLine.name)
    layout.register(CurrentTimeView.self, forDecorationViewOfKind: ElementKind.currentTime.name)
    layout.register(
      AllDayBackgroundView.self, forDecorationViewOfKind: ElementKind.allDayBackground.name)
    self.layout = layout
    super.init(collectionViewLayout: layout)
    title = "Week"
    installsStandardGestureForInteractiveMovement = false
  }

  private let layout: WeekCalendarCollectionViewLayout
  /// From the finger to the center of the meeting being dragged.
  private var grab = CGVector(dx: 0, dy: 0)

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(LabelCell.self, forCellWithReuseIdentifier: LabelCell.identifier)
    for kind in [ElementKind.dayHeader, .hourHeader, .corner] {
      collectionView.register(
        LabelView.self, forSupplementaryViewOfKind: kind.name,
        withReuseIdentifier: LabelView.identifier)
    }
    collectionView.addGestureRecognizer(
      UILongPressGestureRecognizer(target: self, action: #selector(drag(_:))))
  }

  /// Picks up a meeting, moves it with the finger and drops it, or puts it back when the
  /// gesture is cancelled.
  @objc private func drag(_ gesture: UILongPressGestureRecognizer) {
    let finger = gesture.location(in: collectionView)
    let center = CGPoint(x: finger.x + grab.dx, y: finger.y + grab.dy)
    switch gesture.state {
    case .began:
      guard let indexPath = collectionView.indexPathForItem(at: finger),
        let cell = collectionView.cellForItem(at: indexPath),
        layout.beginEventMovement(at: indexPath)
      else { return }
      grab = CGVector(dx: cell.center.x - finger.x, dy: cell.center.y - finger.y)
      UISelectionFeedbackGenerator().selectionChanged()
    case .changed:
      guard layout.eventRescheduling != nil else { return }
      animate { self.layout.updateEventMovement(to: center, minuteStep: 15) }
    case .ended:
      guard let move = layout.eventRescheduling else { return }
      meetings[move.index] = move.rescheduled
      animate { self.layout.endEventMovement() }
    default:
      animate { self.layout.cancelEventMovement() }
    }
  }

  /// Runs `changes` to the layout and moves the cells to their new places, in a short
  /// animation unless Reduce Motion is on.
  private func animate(_ changes: @escaping () -> Void) {
    let duration = UIAccessibility.isReduceMotionEnabled ? 0 : 0.2
    UIView.animate(withDuration: duration, delay: 0, options: [.beginFromCurrentState]) {
      changes()
      self.collectionView.layoutIfNeeded()
    }
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  )
    -> Int
  {
    meetings.count
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    LabelCell.dequeue(
      from: collectionView, for: indexPath, text: "Meeting \(indexPath.item + 1)",
      color: .systemGreen.withAlphaComponent(0.4))
  }

  override func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: LabelView.identifier, for: indexPath)
    if let view = view as? LabelView {
      view.label.text =
        switch ElementKind(name: kind) {
        case .dayHeader: ["Mon", "Tue", "Wed", "Thu", "Fri"][indexPath.item % 5]
        case .hourHeader: "\(7 + indexPath.item):00"
        default: ""
        }
    }
    return view
  }

  func event(at index: Int) -> CalendarEvent { meetings[index] }
}

/// The current time: a red line across today.
final class CurrentTimeView: UICollectionReusableView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemRed
  }

  required init?(coder: NSCoder) { nil }
}

/// The all-day row's background, opaque so that timed events scrolled under the pinned
/// row do not show through between all-day events.
final class AllDayBackgroundView: UICollectionReusableView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .secondarySystemBackground
  }

  required init?(coder: NSCoder) { nil }
}

/// A thin gray line across the days at each hour.
final class HourLineView: UICollectionReusableView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .separator
  }

  required init?(coder: NSCoder) { nil }
}
