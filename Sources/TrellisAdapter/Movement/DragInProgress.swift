import Trellis

/// A drag that the data does not have yet and the layout shows: an item at its new
/// place while UIKit moves it, or a layout's own kind of drag, such as a calendar
/// event at another time.
///
/// ``LayoutDriver`` keeps the drag in progress and lays out the data through
/// ``shown(_:)`` until the drop. Each kind of drag knows which data sources can show it.
protocol DragInProgress {
  /// `dataSource` as the layout shows it during the drag, or `nil` when it cannot read
  /// itself that way.
  func shown<DataSource: CollectionDataSource>(_ dataSource: DataSource) -> DataSource?
}

extension ItemReordering: DragInProgress {
  /// `dataSource` in the order UIKit shows, when it is a ``MovingItemsSource``.
  func shown<DataSource: CollectionDataSource>(_ dataSource: DataSource) -> DataSource? {
    (dataSource as? any MovingItemsSource)?.showing(self) as? DataSource
  }
}

extension LayoutDriver {
  /// Makes `newDrag` the drag in progress; with `nil`, ends the drag in progress only
  /// when it is of `newDrag`'s kind, so that ending one kind of drag leaves another alone.
  func setDrag<Drag: DragInProgress>(_ newDrag: Drag?) {
    if let newDrag {
      drag = newDrag
    } else if drag is Drag {
      drag = nil
    }
  }
}
