#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import Trellis
  import TrellisAdapter
  import UIKit

  @available(iOS 16.0, *)
  extension LazyCollection.Coordinator: WaterfallLayoutDelegate {
    /// The item's size from `itemSize`, as a waterfall's natural size.
    public func sizeForItem(at indexPath: Trellis.IndexPath) -> Size? {
      guard let itemSize = representable?.itemSize,
        let item = item(at: Foundation.IndexPath(item: indexPath.item, section: indexPath.section))
      else { return nil }
      let size = itemSize(item)
      return Size(width: Double(size.width), height: Double(size.height))
    }
  }

  @available(iOS 16.0, *)
  extension LazyCollection.Coordinator: WeekCalendarLayoutDelegate {
    /// The item's day and time: where it was dropped until the app's next data, then
    /// from `event`, or an hour at midnight of day 0.
    public func event(at index: Int) -> CalendarEvent {
      let indexPath = Foundation.IndexPath(item: index, section: 0)
      if let dropped = droppedEvent(at: indexPath) { return dropped }
      guard let event = representable?.event, let item = item(at: indexPath)
      else { return CalendarEvent(day: 0, start: 0, end: 1) }
      return event(item)
    }
  }
#endif
