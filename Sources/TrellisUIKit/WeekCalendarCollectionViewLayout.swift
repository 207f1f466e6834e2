#if canImport(UIKit)
  import Trellis
  import TrellisAdapter
  import UIKit

  /// A `UICollectionViewLayout` backed by a ``Trellis/WeekCalendarLayout`` that reads the
  /// events from the collection view's delegate as a
  /// ``TrellisAdapter/WeekCalendarLayoutDelegate``.
  public typealias WeekCalendarCollectionViewLayout = CollectionViewLayout<
    DelegatedWeekCalendarSource<UICollectionView>
  >

  extension CollectionViewLayout
  where DataSource == DelegatedWeekCalendarSource<UICollectionView> {
    /// A week calendar with `configuration`.
    public convenience init(weekCalendar configuration: WeekCalendarLayout.Configuration = .init())
    {
      self.init(layout: WeekCalendarLayout(configuration: configuration)) { collectionView, _ in
        DelegatedWeekCalendarSource(
          counts: collectionView, delegate: collectionView.delegate as? WeekCalendarLayoutDelegate)
      }
    }
  }

  extension CollectionViewLayout
  where DataSource == DelegatedWeekCalendarSource<UICollectionView> {
    /// The meeting being dragged, with the day and time it shows at, if any.
    public var eventRescheduling: EventRescheduling? { driver.eventRescheduling }

    /// Picks up the event of the cell at `indexPath` to drag it to another day and time.
    /// The delegate's data keeps it where it is until the drop.
    ///
    /// ```swift
    /// layout.beginEventMovement(at: indexPath)           // on a long press
    /// layout.updateEventMovement(to: center)             // as the finger moves
    /// meetings[move.index] = move.rescheduled            // at the drop, then
    /// layout.endEventMovement()
    /// ```
    ///
    /// - Returns: `false` when there is no such event or one is already moving.
    @discardableResult
    public func beginEventMovement(at indexPath: Foundation.IndexPath) -> Bool {
      guard let collectionView, indexPath.section == 0 else { return false }
      return driver.beginEventMovement(at: indexPath.item, dataSource: source(of: collectionView))
    }

    /// Shows the dragged event with its center at `position`, snapped to `minuteStep`
    /// minutes; the events it overlaps make room. Call it inside an animation block with
    /// `layoutIfNeeded()` to move the cells smoothly.
    ///
    /// - Returns: the event as it would be if dropped now, or `nil` when none is moving.
    @discardableResult
    public func updateEventMovement(to position: CGPoint, minuteStep: Double = 15)
      -> CalendarEvent?
    {
      guard let collectionView else { return nil }
      let before = driver.eventRescheduling?.rescheduled
      let event = driver.updateEventMovement(
        to: Point(position), minuteStep: minuteStep, dataSource: source(of: collectionView))
      if event != before { invalidateCells() }
      reportError()
      return event
    }

    /// Ends the drag once the delegate's data has the event at its new day and time.
    public func endEventMovement() {
      guard let collectionView else { return }
      driver.endEventMovement(dataSource: source(of: collectionView))
      invalidateCells()
      reportError()
    }

    /// Puts the dragged event back where the delegate's data has it.
    public func cancelEventMovement() {
      guard let collectionView else { return }
      driver.cancelEventMovement(dataSource: source(of: collectionView))
      invalidateCells()
      reportError()
    }

    /// The week's data, read from `collectionView` and its delegate.
    private func source(of collectionView: UICollectionView)
      -> DelegatedWeekCalendarSource<UICollectionView>
    {
      DelegatedWeekCalendarSource(
        counts: collectionView, delegate: collectionView.delegate as? WeekCalendarLayoutDelegate)
    }

    /// Invalidates the cells in view, so that UIKit moves them to their new frames,
    /// without preparing the layout again from the data.
    private func invalidateCells() {
      let context = ownInvalidationContext()
      var items: [Foundation.IndexPath] = []
      layout.forEachElement(in: layout.viewport.bounds) { element in
        if element.category == .cell { items.append(Foundation.IndexPath(element.id.indexPath)) }
      }
      if let move = driver.eventRescheduling {
        items.append(Foundation.IndexPath(item: move.index, section: 0))
      }
      context.invalidateItems(at: items)
      invalidateLayout(with: context)
    }
  }
#endif
