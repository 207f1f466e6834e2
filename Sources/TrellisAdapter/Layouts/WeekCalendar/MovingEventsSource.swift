import Trellis

/// A week calendar's data source read from an app's data that can show one event at
/// another day and time while it is dragged, the data itself unchanged.
///
/// ``LayoutDriver`` lays out a dragged event through ``showing(_:)``, so that a
/// preparation during the drag, after a rotation for instance, still shows the event
/// where the finger took it. ``DelegatedWeekCalendarSource`` adopts it.
public protocol MovingEventsSource: CollectionDataSource, WeekCalendarLayoutDataSource
where Layout == WeekCalendarLayout {
  /// This data source with the event of `move` at `move.rescheduled`.
  func showing(_ move: EventRescheduling) -> Self
}

extension EventRescheduling: DragInProgress {
  /// `dataSource` with the event at its new day and time, when it is a
  /// ``MovingEventsSource``.
  func shown<DataSource: CollectionDataSource>(_ dataSource: DataSource) -> DataSource? {
    (dataSource as? any MovingEventsSource)?.showing(self) as? DataSource
  }
}
