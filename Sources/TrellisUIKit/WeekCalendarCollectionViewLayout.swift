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
#endif
