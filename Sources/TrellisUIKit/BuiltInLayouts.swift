#if canImport(UIKit)
  import Trellis
  import TrellisAdapter
  import UIKit

  /// A `UICollectionViewLayout` backed by a ``Trellis/FlowLayout`` that reads the
  /// collection view's `UICollectionViewDelegateFlowLayout`.
  public typealias FlowCollectionViewLayout = CollectionViewLayout<FlowDelegateSource>

  /// A `UICollectionViewLayout` backed by a ``Trellis/WaterfallLayout`` that reads the
  /// collection view's delegate as a ``TrellisAdapter/WaterfallLayoutDelegate``.
  public typealias WaterfallCollectionViewLayout = CollectionViewLayout<
    DelegatedWaterfallSource<UICollectionView>
  >

  /// A `UICollectionViewLayout` backed by a ``Trellis/WeekCalendarLayout`` that reads the
  /// events from the collection view's delegate as a
  /// ``TrellisAdapter/WeekCalendarLayoutDelegate``.
  public typealias WeekCalendarCollectionViewLayout = CollectionViewLayout<
    DelegatedWeekCalendarSource<UICollectionView>
  >

  /// A `UICollectionViewLayout` backed by a `CarouselLayout`: cards, cover flow or a
  /// deck, snapping as the configuration says.
  public typealias CarouselCollectionViewLayout = CollectionViewLayout<
    CountedCarouselSource<UICollectionView>
  >

  extension CollectionViewLayout where DataSource == FlowDelegateSource {
    /// A flow layout with `configuration`, the drop-in replacement for
    /// `UICollectionViewFlowLayout`.
    public convenience init(flow configuration: FlowLayout.Configuration = .init()) {
      self.init(layout: FlowLayout(configuration: configuration)) {
        FlowDelegateSource(collectionView: $0, layout: $1)
      }
    }
  }

  extension CollectionViewLayout where DataSource == DelegatedWaterfallSource<UICollectionView> {
    /// A waterfall layout with `configuration`.
    public convenience init(waterfall configuration: WaterfallLayout.Configuration = .init()) {
      self.init(layout: WaterfallLayout(configuration: configuration)) { collectionView, _ in
        DelegatedWaterfallSource(
          counts: collectionView, delegate: collectionView.delegate as? WaterfallLayoutDelegate)
      }
    }
  }

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

  extension CollectionViewLayout where DataSource == CountedCarouselSource<UICollectionView> {
    /// A carousel with `configuration`.
    public convenience init(carousel configuration: CarouselLayout.Configuration = .init()) {
      self.init(layout: CarouselLayout(configuration: configuration)) { collectionView, _ in
        CountedCarouselSource(counts: collectionView)
      }
    }
  }
#endif
