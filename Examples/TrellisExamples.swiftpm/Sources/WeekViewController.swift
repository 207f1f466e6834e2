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
    super.init(collectionViewLayout: layout)
    title = "Week"
    installsStandardGestureForInteractiveMovement = false
  }

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
      EventMovementGesture(minuteStep: 15) { [unowned self] move in
        meetings[move.index] = move.rescheduled
      })
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
